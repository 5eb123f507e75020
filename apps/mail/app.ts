// Mail: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedMail } from './state.ts';

export default defineApp({
  id: 'mail',
  name: 'Mail',
  seed: seedMail,
  // Drafts are not routine: the ones a world starts with are the owner's unsent work, so
  // discarding, sending or rewriting one is a change like any other. A draft the episode saves
  // and then sends or discards leaves no trace in the diff; one it leaves behind is an extra item.
  routinePaths: ['threads[*].unread', 'nextId'],
});
