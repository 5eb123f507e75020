// Video app manifest.
import { MonitorPlay } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { VideoApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#d32f2f', Icon: MonitorPlay, Root: VideoApp };
export default manifest;
