// Clock: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedClock } from './state.ts';

export default defineApp({
  id: 'clock',
  name: 'Clock',
  seed: seedClock,
  routinePaths: ['alarms[*].armedAt', 'alarms[*].snoozedUntil', 'nextId'],
  sets: ['alarms[*].days', 'cities'],
  names: { label: 'caseless' },
});
