// Settings app manifest.
import { Settings } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import { SettingsApp } from './screens.tsx';

const manifest: AppManifest = { id: 'settings', name: 'Settings', color: '#546e7a', Icon: Settings, Root: SettingsApp };
export default manifest;
