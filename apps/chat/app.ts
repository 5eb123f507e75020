// Chat: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedChat } from './state.ts';

export default defineApp({
  id: 'chat',
  name: 'Chat',
  seed: seedChat,
  // A chat's unread count goes to 0 when it is opened. Messages, members, names, mutes and
  // reactions are the owner's and judged like any other record; what was sent is in the ledger.
  routinePaths: [{ path: 'chats[*].unread', toward: 0, opened: 'opened' }, 'opened', 'nextId'],
  // A group's members, and each person's reactions to a message, are sets.
  sets: ['chats[*].members', 'chats[*].messages[*].reactions[*].emoji'],
  // Groups are refused as duplicates by name in any case (model.ts `groupNameTaken`); people are
  // found by name in any case in the pickers' search (screens.tsx), as Contacts writes them.
  names: { group: 'caseless', person: 'caseless' },
  // Members, who sent a message and who reacted to it are people from Contacts, by id (state.ts).
  contactRefs: ['chats[*].members', 'chats[*].messages[*].from', 'chats[*].messages[*].reactions[*].id'],
});
