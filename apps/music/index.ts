// Music app manifest.
import { Music } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { MusicApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#e91e63', Icon: Music, Root: MusicApp };
export default manifest;
