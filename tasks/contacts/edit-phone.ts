import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { fullName, phoneMatchKey } from '../../apps/contacts/state.ts';
import * as contacts from './kit.ts';

export default defineTask({
  id: 'contacts/edit-phone',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const list = contacts.listed(world);
    const index = rng.int(0, list.length - 1);
    const target = list[index]!;
    // The contact next to it in the list, for the near miss that edits the wrong row.
    const neighbour = list[index + 1] ?? list[index - 1]!;
    let phone = rng.phone();
    while (list.some((c) => phoneMatchKey(c.phone) === phoneMatchKey(phone))) phone = rng.phone();
    return { id: target.id, name: fullName(target), phone, neighbour: fullName(neighbour) };
  },
  goal: (p) => `Change ${p.name}'s phone number to ${p.phone}.`,
  changes: (p) => [modified(contacts.CONTACTS, p.id, ['phone'])],
  checks: (p) => [
    expectEqual(`${p.name}'s phone number is ${p.phone}`, phoneMatchKey(p.phone), ({ after }) => {
      const c = contacts.byId(after, p.id);
      return c ? phoneMatchKey(c.phone) : null;
    }),
  ],
  oracle: async (ui, p) => {
    await contacts.edit(ui, p.name, { phone: p.phone });
    await ui.done();
  },
  alternatives: [
    { name: 'Edit from the row menu (long press)', run: async (ui, p) => {
      await contacts.fromRowMenu(ui, p.name, 'Edit');
      await ui.fill({ hint: 'Phone' }, p.phone);
      await ui.tap('Save');
      await ui.done();
    } },
    { name: 'the number typed as ten digits, without the country code or dashes', params: (p) => ({ ...p, phone: contacts.localDigits(p.phone) }) },
    { name: 'a wrong number saved, then corrected', run: async (ui, p) => {
      await contacts.edit(ui, p.name, { phone: '+1 555-999-9999' });
      await ui.back();
      await ui.back();
      await contacts.edit(ui, p.name, { phone: p.phone });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "changes the neighbouring contact's phone instead", params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'changes the phone, and the company in the same edit', run: async (ui, p) => {
      await contacts.edit(ui, p.name, { phone: p.phone, company: 'Northwind Traders' });
      await ui.done();
    } },
    // A flag the goal did not name, on the right record: their star (on or off, whichever it was).
    { name: 'changes the phone, then toggles their favourite star as well', run: async (ui, p) => {
      await contacts.edit(ui, p.name, { phone: p.phone });
      await ui.tap({ text: ui.has({ text: 'Add to favorites', role: 'button' }) ? 'Add to favorites' : 'Remove from favorites', role: 'button' });
      await ui.done();
    } },
    { name: 'adds a new contact with that name and phone instead of editing', run: async (ui, p) => {
      const [first, ...rest] = p.name.split(' ');
      await contacts.create(ui, { firstName: first!, lastName: rest.join(' '), phone: p.phone });
      await ui.done();
    } },
  ],
});
