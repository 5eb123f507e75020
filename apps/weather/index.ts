// Weather app manifest.
import { CloudSun } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { WeatherApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#2f80ed', Icon: CloudSun, Root: WeatherApp };
export default manifest;
