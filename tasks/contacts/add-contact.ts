import { defineTask } from '../define.ts';
import { deepEqual, expectEqual, expectThat } from '../../judges/index.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/kit/names.ts';
import { phoneMatchKey } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

const named = (s: DeviceState, first: string, last: string) =>
  s.apps.contacts.contacts.filter((c) => c.firstName.trim() === first && c.lastName.trim() === last);

/** Create a contact through the form: first name, last name and phone, then Save. */
async function createContact(ui: TaskUi, first: string, last: string, phone: string): Promise<void> {
  await ui.tap('Create contact');
  await ui.fill({ hint: 'First name' }, first);
  if (last !== '') await ui.fill({ hint: 'Last name' }, last);
  await ui.fill({ hint: 'Phone' }, phone);
  await ui.tap('Save');
}

export default defineTask({
  id: 'contacts/add-contact',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 25,
  // Contacts have unique first names, so a first name nobody has makes a name that is not taken.
  params: ({ rng, world }) => ({
    first: rng.pick(FIRST_NAMES.filter((n) => !world.apps.contacts.contacts.some((c) => c.firstName === n))),
    last: rng.pick(LAST_NAMES),
    phone: rng.phone(),
  }),
  goal: (p) => `Add a contact named ${p.first} ${p.last} with phone number ${p.phone}.`,
  checks: (p) => [
    expectEqual(`exactly one contact is named ${p.first} ${p.last}`, 1, ({ after }) => named(after, p.first, p.last).length),
    expectEqual(`${p.first} ${p.last}'s phone number is ${p.phone}`, phoneMatchKey(p.phone), ({ after }) => {
      const found = named(after, p.first, p.last);
      return found.length === 1 ? phoneMatchKey(found[0]!.phone) : null;
    }),
    expectEqual('one contact more than before', 1, ({ before, after }) => after.apps.contacts.contacts.length - before.apps.contacts.contacts.length),
    expectThat(
      'the existing contacts are unchanged',
      [],
      ({ before, after }) =>
        before.apps.contacts.contacts
          .filter((c) => !deepEqual(c, after.apps.contacts.contacts.find((a) => a.id === c.id)))
          .map((c) => c.id),
      (changed) => changed.length === 0,
    ),
  ],
  allowedChanges: ['apps.contacts.contacts', 'apps.contacts.nextId'],
  oracle: async (ui, p) => {
    await ui.openApp('Contacts');
    await createContact(ui, p.first, p.last, p.phone);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'one digit of the phone number wrong',
      run: async (ui, p) => {
        const wrong = p.phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
        await ui.openApp('Contacts');
        await createContact(ui, p.first, p.last, wrong);
        await ui.done();
      },
    },
    {
      name: 'first and last name swapped',
      run: async (ui, p) => {
        await ui.openApp('Contacts');
        await createContact(ui, p.last, p.first, p.phone);
        await ui.done();
      },
    },
    {
      name: 'no last name',
      run: async (ui, p) => {
        await ui.openApp('Contacts');
        await createContact(ui, p.first, '', p.phone);
        await ui.done();
      },
    },
    {
      name: 'creates the contact twice',
      run: async (ui, p) => {
        await ui.openApp('Contacts');
        await createContact(ui, p.first, p.last, p.phone);
        await ui.back();
        await createContact(ui, p.first, p.last, p.phone);
        await ui.done();
      },
    },
  ],
});
