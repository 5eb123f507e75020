// Webmail: what the world knows of the site (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedWebmail } from './state.ts';

export default defineApp({
  id: 'webmail',
  name: 'Webmail',
  host: 'webmail.vivarium.test',
  seed: seedWebmail,
  // Opening a message marks it read (only towards read, only for what was opened); the user's own
  // new drafts are routine, the drafts a world starts with are not.
  routinePaths: [{ path: 'messages[*].unread', toward: false, opened: 'opened' }, 'opened', 'drafts[new]', 'nextId'],
  // Addresses, labels and attendees are sets: their order means nothing.
  sets: ['messages[*].labels', 'messages[*].to', 'messages[*].cc', 'drafts[*].to', 'drafts[*].cc', 'events[*].attendees'],
  // How Webmail tells two names apart: labels (createLabel refuses a duplicate), addresses (kept
  // lowercased), subjects, event titles and places, and contacts' names, all without case.
  names: { subject: 'caseless', label: 'caseless', title: 'caseless', address: 'caseless', location: 'caseless', person: 'caseless' },
});
