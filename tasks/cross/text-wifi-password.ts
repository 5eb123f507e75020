import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { editOpen, namedInNotes, open as openNote } from '../notes/kit.ts';
import { namedPeople } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';

const NOTE = 'Home Wi-Fi';

/** The message the goal asks for, with the password in its slot: a password is exact (`exact` name rule: every character counts). */
const FRAME = frame('Wi-Fi password: PASSWORD', 'PASSWORD', { type: 'name', what: 'the password', rule: 'exact' });

/** Open the note and read a line's value ("Password: x" gives "x"). */
async function readLine(ui: TaskUi, label: string): Promise<string> {
  await openNote(ui, NOTE);
  return ui.find({ matches: new RegExp(`^${label}: `) })!.text.slice(`${label}: `.length);
}

export default defineTask({
  id: 'cross/text-wifi-password',
  apps: ['notes', 'messages'],
  difficulty: 2,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const [contact, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2);
    const note = world.apps.notes.notes.find((n) => n.title === NOTE)!;
    const password = note.body.split('\n').find((l) => l.startsWith('Password: '))!.slice('Password: '.length);
    return { name: fullName(contact!), phone: contact!.phone, other: fullName(other!), password, line: 'Password', ...messages.conversationFor(world, contact!.phone) };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the Wi-Fi password from the note "${NOTE}".`,
  named: (p, s) => ({ ...namedPeople(s, [p.name]), ...namedInNotes(s, { notes: [NOTE] }) }),
  // Sends fail without a network.
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.password),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readLine(ui, p.line)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.name, shown(FRAME, await readLine(ui, p.line))); await ui.done(); } },
    { name: 'sends the message in quotes, as the goal writes it', run: async (ui, p) => { await messages.compose(ui, p.name, `"${shown(FRAME, await readLine(ui, p.line))}"`); await ui.done(); } },
    { name: 'opens the note in its editor and saves it unchanged before texting', run: async (ui, p) => {
      const password = await readLine(ui, p.line);
      await editOpen(ui, {});
      await messages.compose(ui, p.name, shown(FRAME, password));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the network name', params: (p) => ({ ...p, line: 'Network' }) },
    { name: 'sends it to someone else', params: (p) => ({ ...p, name: p.other }) },
    { name: 'types the password in capitals (a password is exact)', run: async (ui, p) => { await messages.compose(ui, p.name, shown(FRAME, (await readLine(ui, p.line)).toUpperCase())); await ui.done(); } },
    { name: 'sends it to someone else, deletes that conversation, then sends it to the right person', run: async (ui, p) => {
      const password = await readLine(ui, p.line);
      await messages.compose(ui, p.other, shown(FRAME, password));
      await messages.deleteConversation(ui, p.other);
      await messages.compose(ui, p.name, shown(FRAME, password));
      await ui.done();
    } },
  ],
});
