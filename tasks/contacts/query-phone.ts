import { defineTask } from '../define.ts';
import { fullName, sortContacts } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';

/** Find a contact with the search box, open it and read its phone number: the text above "Mobile". */
async function readPhone(ui: TaskUi, name: string): Promise<string> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  const tree = ui.tree();
  const label = tree.findIndex((e) => e.text === 'Mobile');
  if (label < 1) throw new Error(`no phone number on ${name}'s page`);
  return tree[label - 1]!.text;
}

export default defineTask({
  id: 'contacts/query-phone',
  apps: ['contacts'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const contacts = sortContacts(world.apps.contacts.contacts.filter((c) => c.phone.trim() !== ''));
    const target = rng.pick(contacts);
    // Another contact, for the near miss that reads the wrong page.
    const decoy = rng.pick(contacts.filter((c) => c.id !== target.id));
    return { id: target.id, name: fullName(target), decoy: fullName(decoy) };
  },
  goal: (p) => `What is ${p.name}'s phone number?`,
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'text', format: 'phone' },
    expected: (p, before) => before.apps.contacts.contacts.find((c) => c.id === p.id)?.phone ?? '',
    candidates: (_p, before) => before.apps.contacts.contacts.map((c) => c.phone),
  },
  oracle: async (ui, p) => {
    await ui.answer(await readPhone(ui, p.name));
  },
  nearMisses: [
    {
      name: "answers another contact's phone number",
      run: async (ui, p) => {
        await ui.answer(await readPhone(ui, p.decoy));
      },
    },
    {
      name: 'one digit wrong',
      run: async (ui, p) => {
        const phone = await readPhone(ui, p.name);
        await ui.answer(phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
      },
    },
  ],
});
