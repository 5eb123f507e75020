// Social: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedSocial } from './state.ts';

export default defineApp({
  id: 'social',
  name: 'Social',
  seed: seedSocial,
  // Nothing changes by looking: posts, likes, comments, follows and settings are the owner's and
  // judged like any other record; what was posted or commented is in the ledger.
  routinePaths: ['nextId'],
  // Who liked a post is a set.
  sets: ['posts[*].likedBy'],
  // People are found by name in any case (the People search's Enter: model.ts `accountNamed`).
  names: { person: 'caseless' },
  // A friend's account names its contact by id.
  contactRefs: ['accounts[*].contact'],
});
