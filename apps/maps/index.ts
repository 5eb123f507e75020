// Maps app manifest.
import { Map as MapIcon } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { MapsApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#1a73e8', Icon: MapIcon, Root: MapsApp };
export default manifest;
