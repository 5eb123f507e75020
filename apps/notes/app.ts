// Notes: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedNotes } from './state.ts';

export default defineApp({
  id: 'notes',
  name: 'Notes',
  seed: seedNotes,
  routinePaths: ['nextId'],
});
