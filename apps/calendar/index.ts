// Calendar app manifest.
import { CalendarDays } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import { CalendarApp } from './screens.tsx';

const manifest: AppManifest = { id: 'calendar', name: 'Calendar', color: '#3949ab', Icon: CalendarDays, Root: CalendarApp };
export default manifest;
