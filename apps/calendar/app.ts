// Calendar: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedCalendar } from './state.ts';

export default defineApp({
  id: 'calendar',
  name: 'Calendar',
  seed: seedCalendar,
  routinePaths: ['nextId'],
  sets: ['events[*].invitees'],
  // An event's invitees are people from Contacts, by id.
  contactRefs: ['events[*].invitees'],
  names: { title: 'caseless', place: 'caseless' },
});
