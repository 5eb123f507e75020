// Messages: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedMessages } from './state.ts';

export default defineApp({
  id: 'messages',
  name: 'Messages',
  seed: (rng, world) => seedMessages(rng, world.contacts, world.now),
  routinePaths: [{ path: 'conversations[*].unread', toward: false, opened: 'opened' }, 'opened', 'nextId'],
});
