// Contacts: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedContacts } from './state.ts';

export default defineApp({
  id: 'contacts',
  name: 'Contacts',
  seed: (rng, world) => seedContacts(rng, world.now),
  routinePaths: ['nextId'],
  names: { person: 'caseless' },
});
