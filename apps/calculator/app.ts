// Calculator: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedCalculator } from './state.ts';

export default defineApp({
  id: 'calculator',
  name: 'Calculator',
  seed: seedCalculator,
  // What is being typed (the entry, whether it holds a result), the mode and the angle unit are the
  // keypad's working state and view preferences; the calculations the episode makes join the history
  // (`[new]`), as using a calculator does. The memory and the calculations the world starts with are
  // the owner's: clearing, deleting or changing them is a change like any other.
  routinePaths: ['entry', 'fresh', 'mode', 'angle', 'history[new]', 'nextId'],
  // The history is records with ids in the order they were made (shown newest first); no field is a set.
  sets: [],
  // Calculator finds nothing by name and refuses no duplicate: it keeps no names.
  names: {},
});
