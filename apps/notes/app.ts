// Notes: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedNotes } from './state.ts';

export default defineApp({
  id: 'notes',
  name: 'Notes',
  seed: seedNotes,
  // `modifiedAt` is the app's bookkeeping of a saved edit: it moves with the content it follows
  // (which the templates judge) and also when an item is ticked and unticked again, or a text is
  // changed and changed back. Opening a note leaves it alone. The list's order follows it.
  routinePaths: ['nextId', 'notes[*].modifiedAt'],
  names: { folder: 'caseless', title: 'caseless', item: 'caseless' },
});
