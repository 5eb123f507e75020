// Recorder app manifest.
import { Mic } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { RecorderApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#e53935', Icon: Mic, Root: RecorderApp };
export default manifest;
