// Messages app manifest.
import { MessageCircle } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import { MessagesApp } from './screens.tsx';

const manifest: AppManifest = { id: 'messages', name: 'Messages', color: '#43a047', Icon: MessageCircle, Root: MessagesApp };
export default manifest;
