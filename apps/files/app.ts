// Files: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedFiles } from './state.ts';

export default defineApp({
  id: 'files',
  name: 'Files',
  seed: seedFiles,
  routinePaths: ['sortBy', 'nextId'],
  names: { file: 'caseless' },
});
