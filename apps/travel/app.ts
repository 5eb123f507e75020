// Travel: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedTravel } from './state.ts';

export default defineApp({
  id: 'travel',
  name: 'Travel',
  seed: seedTravel,
  // Ids are bookkeeping.
  routinePaths: ['nextId'],
  // A hotel's amenities are a set (the filters and the hotel page read them as one).
  sets: ['hotels[*].amenities'],
  // Trips are told apart by name in any case (model.ts `tripNameError` refuses "paris" beside
  // "Paris"); hotels are found by name in any case by the search's name filter.
  names: { trip: 'caseless', hotel: 'caseless' },
});
