import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor, sendChanges, sentOneMessage } from '../messages/sending.ts';
import { openNote } from '../notes/helpers.ts';

const NOTE = 'Home Wi-Fi';

/** Open the note and read a line's value ("Password: x" gives "x"). */
async function readLine(ui: TaskUi, label: string): Promise<string> {
  await openNote(ui, NOTE);
  const prefix = `${label}: `;
  return ui.find({ matches: new RegExp(`^${label}: `) })!.text.slice(prefix.length);
}

async function sendTo(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.openApp('Messages');
  await ui.tap({ text: 'Start chat', role: 'button' });
  await ui.fill({ hint: 'Name or number' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
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
    return { name: fullName(contact!), phone: contact!.phone, other: fullName(other!), password, ...conversationFor(world, contact!.phone) };
  },
  goal: (p) => `Text ${p.name} the Wi-Fi password from the note "${NOTE}". The message should be just the password.`,
  setup: (d) => {
    // Sends fail without a network.
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => sentOneMessage(p.name, p.phone, `it reads "${p.password}"`, p.password, (text) => text.trim()),
  // Opening or writing into a conversation marks it read.
  allowedChanges: sendChanges,
  oracle: async (ui, p) => {
    const password = await readLine(ui, 'Password');
    await sendTo(ui, p.name, password);
    await ui.done();
  },
  nearMisses: [
    { name: 'sends the network name', run: async (ui, p) => { await sendTo(ui, p.name, await readLine(ui, 'Network')); await ui.done(); } },
    { name: 'sends it to someone else', run: async (ui, p) => { await sendTo(ui, p.other, await readLine(ui, 'Password')); await ui.done(); } },
  ],
});
