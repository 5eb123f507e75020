import { defineTask } from '../define.ts';
import { deepEqual, expectEqual, expectThat } from '../../judges/index.ts';
import type { Contact } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { openBySearch } from '../mail/common.ts';

const newContacts = (before: DeviceState, after: DeviceState): Contact[] =>
  after.apps.contacts.contacts.filter((c) => !before.apps.contacts.contacts.some((b) => b.id === c.id));

/** Open the email and read the sender's name and address: the lines after the star button. */
async function readSender(ui: TaskUi, subject: string): Promise<{ name: string; address: string }> {
  await openBySearch(ui, subject, subject);
  const tree = ui.tree();
  const star = tree.findIndex((e) => e.role === 'button' && (e.text === 'Star' || e.text === 'Unstar'));
  return { name: tree[star + 1]!.text, address: tree[star + 3]!.text };
}

async function createContact(ui: TaskUi, first: string, last: string, email: string): Promise<void> {
  await ui.openApp('Contacts');
  await ui.tap({ text: 'Create contact', role: 'button' });
  await ui.fill({ hint: 'First name' }, first);
  await ui.fill({ hint: 'Last name' }, last);
  if (email !== '') await ui.fill({ hint: 'Email' }, email);
  await ui.tap({ text: 'Save', role: 'button' });
  await ui.done();
}

export default defineTask({
  id: 'cross/save-email-sender',
  apps: ['contacts', 'mail'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const { contacts } = world.apps.contacts;
    // People who wrote to you and are not in Contacts: their name is two words, their address unknown.
    const strangers = world.apps.mail.threads.filter((t) => t.messages.length === 1 && t.messages[0]!.status === 'received' &&
      /^\S+ \S+$/.test(t.messages[0]!.fromName) && !contacts.some((c) => c.email === t.messages[0]!.from) &&
      !world.apps.mail.threads.some((u) => u.id !== t.id && u.messages.some((e) => e.from === t.messages[0]!.from)));
    const [target, other] = rng.sample(strangers, 2);
    const [first, last] = target!.messages[0]!.fromName.split(' ') as [string, string];
    return { subject: target!.subject, first, last, email: target!.messages[0]!.from, otherSubject: other!.subject };
  },
  goal: (p) => `Add the person who emailed you about "${p.subject}" to your contacts, with their name and email address.`,
  checks: (p) => [
    expectEqual('one contact was added', 1, ({ before, after }) => after.apps.contacts.contacts.length - before.apps.contacts.contacts.length),
    expectThat(`it is ${p.first} ${p.last}, ${p.email}`, [{ firstName: p.first, lastName: p.last, email: p.email }],
      ({ before, after }) => newContacts(before, after).map((c) => ({ firstName: c.firstName.trim(), lastName: c.lastName.trim(), email: c.email.trim().toLowerCase() })),
      (found) => deepEqual(found, [{ firstName: p.first, lastName: p.last, email: p.email.toLowerCase() }])),
    expectEqual('no existing contact was changed or deleted', [], ({ before, after }) =>
      before.apps.contacts.contacts.filter((b) => !deepEqual(b, after.apps.contacts.contacts.find((c) => c.id === b.id))).map((c) => c.id)),
  ],
  allowedChanges: ['apps.contacts.contacts', 'apps.contacts.nextId', 'apps.mail.threads[*].unread'],
  oracle: async (ui, p) => {
    const sender = await readSender(ui, p.subject);
    const [first, last] = sender.name.split(' ') as [string, string];
    await createContact(ui, first, last, sender.address);
  },
  nearMisses: [
    {
      name: 'saves the sender of another email',
      run: async (ui, p) => {
        const sender = await readSender(ui, p.otherSubject);
        const [first, last] = sender.name.split(' ') as [string, string];
        await createContact(ui, first, last, sender.address);
      },
    },
    {
      name: 'saves the name without the email address',
      run: async (ui, p) => {
        const sender = await readSender(ui, p.subject);
        const [first, last] = sender.name.split(' ') as [string, string];
        await createContact(ui, first, last, '');
      },
    },
  ],
});
