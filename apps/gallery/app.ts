// Gallery: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedGallery } from './state.ts';

export default defineApp({
  id: 'gallery',
  name: 'Gallery',
  seed: seedGallery,
  routinePaths: ['nextId'],
  names: { album: 'caseless' },
});
