import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { openBySearch, threadsWithSubject } from '../mail/kit.ts';
import { CONTACTS, create, created, edit } from '../contacts/kit.ts';

/** Open the email and read the sender's name and address: the lines after the star button. */
async function readSender(ui: TaskUi, subject: string): Promise<{ first: string; last: string; address: string }> {
  await ui.launch('Mail');
  await openBySearch(ui, subject, subject);
  const tree = ui.tree();
  const star = tree.findIndex((e) => e.role === 'button' && (e.text === 'Star' || e.text === 'Unstar'));
  const [first, last] = tree[star + 1]!.text.split(' ') as [string, string];
  return { first, last, address: tree[star + 3]!.text };
}

export default defineTask({
  id: 'cross/save-email-sender',
  apps: ['contacts', 'mail'],
  difficulty: 3,
  maxSteps: 37,
  params: ({ rng, world }) => {
    const { contacts } = world.apps.contacts;
    // People who wrote to you and are not in Contacts: their name is two words, their address unknown.
    const strangers = world.apps.mail.threads.filter((t) => t.messages.length === 1 && t.messages[0]!.status === 'received' &&
      /^\S+ \S+$/.test(t.messages[0]!.fromName) && !contacts.some((c) => c.email === t.messages[0]!.from) &&
      !world.apps.mail.threads.some((u) => u.id !== t.id && u.messages.some((e) => e.from === t.messages[0]!.from)));
    const [target, other] = rng.sample(strangers, 2);
    const [first, last] = target!.messages[0]!.fromName.split(' ') as [string, string];
    return { subject: target!.subject, first, last, email: target!.messages[0]!.from, otherSubject: other!.subject, withEmail: true as boolean };
  },
  goal: (p) => `Add the person who emailed you about "${p.subject}" to your contacts, with their first and last name and their email address (nothing else).`,
  named: (p, s) => ({ [`the email about "${p.subject}"`]: threadsWithSubject(s, p.subject) }),
  checks: (p) => created({ first: p.first, last: p.last, email: p.email }),
  changes: () => [added(CONTACTS)],
  oracle: async (ui, p) => {
    const s = await readSender(ui, p.subject);
    await create(ui, { firstName: s.first, lastName: s.last, email: p.withEmail ? s.address : '' });
    await ui.done();
  },
  alternatives: [
    { name: 'types the whole name into First name', run: async (ui, p) => { const s = await readSender(ui, p.subject); await create(ui, { firstName: `${s.first} ${s.last}`, email: s.address }); await ui.done(); } },
    { name: 'saves the address with a typo, then edits the contact to fix it', run: async (ui, p) => {
      const s = await readSender(ui, p.subject);
      await create(ui, { firstName: s.first, lastName: s.last, email: `x${s.address}` });
      await ui.launch('Contacts');
      await edit(ui, `${s.first} ${s.last}`, { email: s.address });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'saves the sender of another email', params: (p) => ({ ...p, subject: p.otherSubject }) },
    { name: 'saves the name without the email address', params: (p) => ({ ...p, withEmail: false }) },
  ],
});
