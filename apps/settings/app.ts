// Settings: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedSettings } from './state.ts';

export default defineApp({
  id: 'settings',
  name: 'Settings',
  seed: (rng) => seedSettings(rng),
  routinePaths: [],
});
