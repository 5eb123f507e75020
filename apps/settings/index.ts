// Settings app manifest.
import { Settings } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { SettingsApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#546e7a', Icon: Settings, Root: SettingsApp };
export default manifest;
