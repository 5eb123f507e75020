import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/kit/names.ts';
import * as contacts from './kit.ts';

const typo = (phone: string) => phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

export default defineTask({
  id: 'contacts/add-contact',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 27,
  // Contacts have unique first names, so a first name nobody has makes a name that is not taken.
  params: ({ rng, world }) => ({ first: rng.pick(contacts.unusedFirstNames(world, FIRST_NAMES)), last: rng.pick<string>(LAST_NAMES), phone: rng.phone() }),
  goal: (p) => `Add a contact named ${p.first} ${p.last} with phone number ${p.phone}. Leave the other fields empty.`,
  changes: (_p) => [added(contacts.CONTACTS)],
  checks: (p) => contacts.created({ first: p.first, last: p.last, phone: p.phone }),
  oracle: async (ui, p) => {
    await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone });
    await ui.done();
  },
  alternatives: [
    { name: 'the full name typed into First name', run: async (ui, p) => {
      await contacts.create(ui, { firstName: `${p.first} ${p.last}`, phone: p.phone });
      await ui.done();
    } },
    { name: 'the number typed as ten digits, without the country code or dashes', params: (p) => ({ ...p, phone: contacts.localDigits(p.phone) }) },
    { name: 'saved without a phone, then the phone added by editing', run: async (ui, p) => {
      await contacts.create(ui, { firstName: p.first, lastName: p.last });
      await ui.tap('Edit');
      await ui.fill({ hint: 'Phone' }, p.phone);
      await ui.tap('Save');
      await ui.done();
    } },
    // The first contact is gone: the one left (a new id) is what the goal asked for.
    { name: 'saved with a wrong last name, deleted, then created again', run: async (ui, p) => {
      await contacts.create(ui, { firstName: p.first, lastName: `${p.last}x`, phone: p.phone });
      await contacts.deleteOpen(ui);
      await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'one digit of the phone number wrong', params: (p) => ({ ...p, phone: typo(p.phone) }) },
    { name: 'first and last name swapped', params: (p) => ({ ...p, first: p.last, last: p.first }) },
    { name: 'no last name', params: (p) => ({ ...p, last: '' }) },
    { name: 'creates it, then adds it to the favorites', run: async (ui, p) => {
      await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone });
      await ui.tap({ text: 'Add to favorites', role: 'button' });
      await ui.done();
    } },
    { name: 'creates the contact twice', run: async (ui, p, oracle) => {
      await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone });
      await ui.back();
      await oracle(ui, p);
    } },
  ],
});
