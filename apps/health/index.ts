// Health app manifest.
import { HeartPulse } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { HealthApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#e91e63', Icon: HeartPulse, Root: HealthApp };
export default manifest;
