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
  // A list holds each place once, in the order the owner keeps it: the same places in another order
  // are the same list (a template about the order judges it with its checks).
  sets: ['lists[*].places'],
  names: { list: 'caseless', place: 'caseless' },
});
