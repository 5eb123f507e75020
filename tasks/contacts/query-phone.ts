import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as contacts from './kit.ts';

export default defineTask({
  id: 'contacts/query-phone',
  apps: ['contacts'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = contacts.listed(world).filter((c) => c.phone.trim() !== '');
    const target = rng.pick(list);
    // Another contact, for the near miss that reads the wrong page.
    const decoy = rng.pick(list.filter((c) => c.id !== target.id));
    return { id: target.id, name: fullName(target), decoy: fullName(decoy) };
  },
  goal: (p) => `What is ${p.name}'s phone number?`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: contacts.peopleNamed(initial, p.name) }),
  checks: () => [],
  answer: {
    // The page writes "Mobile" beside the number: copied with it, it is the same number.
    spec: { type: 'phone', label: 'Mobile' },
    expected: (p, before) => contacts.byId(before, p.id)!.phone,
    candidates: (_p, before) => before.apps.contacts.contacts.map((c) => c.phone),
  },
  oracle: async (ui, p) => {
    await ui.answer(await contacts.readPhone(ui, p.name));
  },
  alternatives: [
    { name: 'answers with the ten digits only, no country code or dashes', run: async (ui, p) => {
      await ui.answer(contacts.localDigits(await contacts.readPhone(ui, p.name)));
    } },
    { name: 'answers the number with the label its page shows ("Mobile: +1 555-…")', run: async (ui, p) => {
      await ui.answer(`Mobile: ${await contacts.readPhone(ui, p.name)}`);
    } },
    // Phone's Contacts tab writes each number under the name: read there, without opening the page.
    { name: "reads the number under their name in the Phone app's Contacts tab", run: async (ui, p) => {
      await ui.launch('Phone');
      await ui.tap({ text: 'Contacts', role: 'tab' });
      await ui.fill({ hint: 'Search contacts' }, p.name);
      const tree = ui.tree();
      const row = tree.findIndex((e) => e.role === 'button' && e.text === p.name);
      await ui.answer(tree.slice(row + 1).find((e) => /^\+?[\d\s-]{7,}$/.test(e.text))!.text);
    } },
  ],
  nearMisses: [
    { name: "answers another contact's phone number", params: (p) => ({ ...p, name: p.decoy }) },
    { name: 'one digit wrong', run: async (ui, p) => {
      const phone = await contacts.readPhone(ui, p.name);
      await ui.answer(phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
    } },
  ],
});
