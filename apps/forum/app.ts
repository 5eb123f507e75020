// Forum: what the world knows of the site (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedForum } from './state.ts';

export default defineApp({
  id: 'forum',
  name: 'Forum',
  host: 'forum.vivarium.test',
  seed: seedForum,
  routinePaths: ['nextId'],
  // Who is banned from a forum is a set: the order of the names means nothing.
  sets: ['forums[*].banned'],
  names: { forum: 'caseless', user: 'caseless', title: 'caseless' },
});
