// Mail app manifest.
import { Mail } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { MailApp } from './screens.tsx';
import { handlers } from './api.ts';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#e53935', Icon: Mail, Root: MailApp, handlers };
export default manifest;
