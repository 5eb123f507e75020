// Mail app manifest.
import { Mail } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import { MailApp } from './screens.tsx';
import { handlers } from './api.ts';

const manifest: AppManifest = { id: 'mail', name: 'Mail', color: '#e53935', Icon: Mail, Root: MailApp, handlers };
export default manifest;
