// Clock app manifest.
import { AlarmClock } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { ClockApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#00897b', Icon: AlarmClock, Root: ClockApp };
export default manifest;
