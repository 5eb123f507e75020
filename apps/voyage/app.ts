// Voyage: what the world knows of the travel booking site (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedVoyage } from './state.ts';

export default defineApp({
  id: 'voyage',
  name: 'Voyage',
  host: 'voyage.vivarium.test',
  seed: seedVoyage,
  routinePaths: ['nextId'],
  // A hotel's amenities are a set: their order means nothing.
  sets: ['hotels[*].amenities'],
  names: { city: 'caseless', passenger: 'caseless', hotel: 'caseless' },
});
