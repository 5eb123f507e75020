// Maps: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedMaps } from './state.ts';

export default defineApp({
  id: 'maps',
  name: 'Maps',
  seed: seedMaps,
  // Searching is looking: the searches the episode makes are routine (`[new]`), and searching again
  // for a query the owner searched before only moves it up the list (record order is no change).
  // The searches the world starts with are the owner's history: removing one is a change.
  routinePaths: ['recent[new]', 'nextId'],
  // A list holds each place once, in the order the owner keeps it (the list screen shows them so, and
  // Edit list reorders them by drag): its order is the owner's data, not a set, so a list reordered
  // is a change like a place added or removed.
  // A recent search is found again by its query in any case (model.ts `sameQuery`).
  names: { list: 'caseless', place: 'caseless', search: 'caseless' },
});
