// Mail: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedMail } from './state.ts';

export default defineApp({
  id: 'mail',
  name: 'Mail',
  seed: seedMail,
  // Drafts the episode makes are routine (`[new]`: records the world did not start with), so an
  // agent's own draft, left behind or not, is never a side effect. The drafts a world starts with
  // are the owner's unsent work: discarding, sending or rewriting one is a change like any other.
  routinePaths: [{ path: 'threads[*].unread', toward: false, opened: 'opened' }, 'opened', 'drafts[new]', 'nextId'],
  sets: ['threads[*].labels'],
  names: { subject: 'caseless' },
});
