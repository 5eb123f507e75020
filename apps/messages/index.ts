// Messages app manifest.
import { MessageCircle } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { MessagesApp } from './screens.tsx';
import { handlers } from './api.ts';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#43a047', Icon: MessageCircle, Root: MessagesApp, handlers };
export default manifest;
