// App Store: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedAppStore } from './state.ts';

export default defineApp({
  id: 'appstore',
  name: 'App Store',
  seed: seedAppStore,
  // Recent searches move as the owner searches; ids are bookkeeping.
  routinePaths: ['recentSearches', 'nextId'],
  // Installed store-only apps are a set (the Library sorts them by name).
  sets: ['installed'],
  // Search and an app's page find an app by its name in any case (state.ts listingNamed).
  names: { app: 'caseless' },
});
