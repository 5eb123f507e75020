// Mail: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedMail } from './state.ts';

export default defineApp({
  id: 'mail',
  name: 'Mail',
  seed: seedMail,
  routinePaths: ['threads[*].unread', 'drafts', 'nextId'],
});
