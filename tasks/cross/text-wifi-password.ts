import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { editOpen, open as openNote } from '../notes/kit.ts';
import * as messages from '../messages/kit.ts';

const NOTE = 'Home Wi-Fi';

/** Open the note and read a line's value ("Password: x" gives "x"). */
async function readLine(ui: TaskUi, label: string): Promise<string> {
  await openNote(ui, NOTE);
  return ui.find({ matches: new RegExp(`^${label}: `) })!.text.slice(`${label}: `.length);
}

export default defineTask({
  id: 'cross/text-wifi-password',
  apps: ['notes', 'messages'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [contact, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2);
    const note = world.apps.notes.notes.find((n) => n.title === NOTE)!;
    const password = note.body.split('\n').find((l) => l.startsWith('Password: '))!.slice('Password: '.length);
    return { name: fullName(contact!), phone: contact!.phone, other: fullName(other!), password, line: 'Password', ...messages.conversationFor(world, contact!.phone) };
  },
  goal: (p) => `Text ${p.name} the Wi-Fi password from the note "${NOTE}". The message should be just the password.`,
  // Sends fail without a network.
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => messages.sentOneThat(p.name, p.phone, `it reads "${p.password}"`, messages.typedText(p.password), messages.typedOf),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, await readLine(ui, p.line));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.name, await readLine(ui, p.line)); await ui.done(); } },
    { name: 'sends the password in quotes', run: async (ui, p) => { await messages.compose(ui, p.name, `"${await readLine(ui, p.line)}"`); await ui.done(); } },
    { name: 'opens the note in its editor and saves it unchanged before texting', run: async (ui, p) => {
      const password = await readLine(ui, p.line);
      await editOpen(ui, {});
      await messages.compose(ui, p.name, password);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the network name', params: (p) => ({ ...p, line: 'Network' }) },
    { name: 'sends it to someone else', params: (p) => ({ ...p, name: p.other }) },
    { name: 'sends it to someone else, deletes that conversation, then sends it to the right person', run: async (ui, p) => {
      const password = await readLine(ui, p.line);
      await messages.compose(ui, p.other, password);
      await messages.deleteConversation(ui, p.other);
      await messages.compose(ui, p.name, password);
      await ui.done();
    } },
  ],
});
