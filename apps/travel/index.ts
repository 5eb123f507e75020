// Travel app manifest.
import { Plane } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { TravelApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#0277bd', Icon: Plane, Root: TravelApp };
export default manifest;
