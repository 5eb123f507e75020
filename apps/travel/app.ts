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
  // "Paris"); hotels by name in any case, as their list is searched; a traveller's name is compared
  // in any case, as an airline's check-in desk reads a ticket's name.
  names: { trip: 'caseless', hotel: 'caseless', traveller: 'caseless' },
});
