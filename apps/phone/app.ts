// Phone: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedPhone } from './state.ts';

export default defineApp({
  id: 'phone',
  name: 'Phone',
  seed: seedPhone,
  routinePaths: [{ path: 'calls[*].seen', toward: true, opened: 'opened' }, 'opened', 'nextId'],
});
