// Calendar app manifest.
import { CalendarDays } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { CalendarApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#3949ab', Icon: CalendarDays, Root: CalendarApp };
export default manifest;
