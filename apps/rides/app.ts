// Rides: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedRides } from './state.ts';

export default defineApp({
  id: 'rides',
  name: 'Rides',
  seed: seedRides,
  // Booking forms live in the route (the back stack); only the id counter is bookkeeping.
  routinePaths: ['nextId'],
  // A saved place's label is refused when another has it in any case, the place picker finds
  // places and people in any case, and a typed street address is the same spot in any case
  // (model.ts `placeProblem` and `bookProblem`, state.ts `spotMatches` and `spotOfTyped`: a typed
  // address that is a saved place's or a person's is their spot, at their price).
  names: { place: 'caseless', person: 'caseless', address: 'caseless' },
  // People's addresses (synced from Contacts) and the rides to or from them: contact ids (state.ts).
  contactRefs: ['contactPlaces[*].contactId', 'rides[*].pickup.contactId', 'rides[*].dropoff.contactId'],
});
