// Meetings app manifest.
import { Video } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { MeetingsApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#2d6cdf', Icon: Video, Root: MeetingsApp };
export default manifest;
