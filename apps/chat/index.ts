// Chat app manifest.
import { MessagesSquare } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { ChatApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#5e35b1', Icon: MessagesSquare, Root: ChatApp };
export default manifest;
