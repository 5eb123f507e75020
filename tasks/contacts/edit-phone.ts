import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { fullName, phoneMatchKey, sortContacts } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

const contact = (s: DeviceState, id: string) => s.apps.contacts.contacts.find((c) => c.id === id);

/** Find a contact with the search box and open it. */
async function openContact(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
}

async function changePhone(ui: TaskUi, name: string, phone: string): Promise<void> {
  await openContact(ui, name);
  await ui.tap('Edit');
  await ui.fill({ hint: 'Phone' }, phone);
  await ui.tap('Save');
}

export default defineTask({
  id: 'contacts/edit-phone',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const contacts = sortContacts(world.apps.contacts.contacts);
    const index = rng.int(0, contacts.length - 1);
    const target = contacts[index]!;
    // The contact next to it in the list, for the near miss that edits the wrong row.
    const neighbour = contacts[index + 1] ?? contacts[index - 1]!;
    let phone = rng.phone();
    while (contacts.some((c) => phoneMatchKey(c.phone) === phoneMatchKey(phone))) phone = rng.phone();
    return { id: target.id, name: fullName(target), phone, neighbour: fullName(neighbour) };
  },
  goal: (p) => `Change ${p.name}'s phone number to ${p.phone}.`,
  checks: (p) => [
    expectEqual(`${p.name}'s phone number is ${p.phone}`, phoneMatchKey(p.phone), ({ after }) => {
      const c = contact(after, p.id);
      return c ? phoneMatchKey(c.phone) : null;
    }),
    expectEqual(`the contact is still named ${p.name}`, p.name, ({ after }) => {
      const c = contact(after, p.id);
      return c ? fullName(c) : null;
    }),
  ],
  allowedChanges: (p) => [`apps.contacts.contacts[${p.id}].phone`],
  oracle: async (ui, p) => {
    await changePhone(ui, p.name, p.phone);
    await ui.done();
  },
  nearMisses: [
    {
      name: "changes the neighbouring contact's phone instead",
      run: async (ui, p) => {
        await changePhone(ui, p.neighbour, p.phone);
        await ui.done();
      },
    },
    {
      name: 'adds a new contact with that name and phone instead of editing',
      run: async (ui, p) => {
        const [first, ...rest] = p.name.split(' ');
        await ui.openApp('Contacts');
        await ui.tap('Create contact');
        await ui.fill({ hint: 'First name' }, first!);
        await ui.fill({ hint: 'Last name' }, rest.join(' '));
        await ui.fill({ hint: 'Phone' }, p.phone);
        await ui.tap('Save');
        await ui.done();
      },
    },
  ],
});
