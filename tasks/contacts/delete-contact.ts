import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { fullName, sortContacts } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';

/** Find a contact with the search box, open it and press its Delete button. */
async function askToDelete(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: 'Delete', role: 'button' });
}

export default defineTask({
  id: 'contacts/delete-contact',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const contacts = sortContacts(world.apps.contacts.contacts);
    const index = rng.int(0, contacts.length - 1);
    // The contact next to it in the list, for the near miss that deletes the wrong row.
    const neighbour = contacts[index + 1] ?? contacts[index - 1]!;
    return { id: contacts[index]!.id, name: fullName(contacts[index]!), neighbour: fullName(neighbour) };
  },
  goal: (p) => `Delete the contact ${p.name}.`,
  checks: (p) => [
    expectEqual(`${p.name} is no longer in the contacts`, false, ({ after }) => after.apps.contacts.contacts.some((c) => c.id === p.id)),
    expectEqual('one contact fewer than before', -1, ({ before, after }) => after.apps.contacts.contacts.length - before.apps.contacts.contacts.length),
  ],
  allowedChanges: (p) => [`apps.contacts.contacts[${p.id}]`],
  oracle: async (ui, p) => {
    await askToDelete(ui, p.name);
    await ui.tap({ text: 'Delete', role: 'button' }); // the dialog's confirmation
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes the neighbouring contact instead',
      run: async (ui, p) => {
        await askToDelete(ui, p.neighbour);
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await askToDelete(ui, p.name);
        await ui.tap({ text: 'Cancel', role: 'button' });
        await ui.done();
      },
    },
  ],
});
