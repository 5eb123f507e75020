import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { fullName, sortContacts } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';

/** Find a contact with the search box, open it and press its star. */
async function favorite(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: 'Add to favorites', role: 'button' });
}

export default defineTask({
  id: 'contacts/favorite-contact',
  apps: ['contacts'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const contacts = sortContacts(world.apps.contacts.contacts);
    const target = rng.pick(contacts);
    // Another contact that is not a favourite, for the near miss that stars the wrong one.
    const decoy = rng.pick(contacts.filter((c) => c.id !== target.id && !c.favorite));
    return { id: target.id, name: fullName(target), decoy: fullName(decoy) };
  },
  goal: (p) => `Add ${p.name} to your favorites.`,
  setup: (d, p) => {
    const c = d.apps.contacts.contacts.find((x) => x.id === p.id);
    if (c) c.favorite = false;
  },
  checks: (p) => [
    expectEqual(`${p.name} is a favorite`, true, ({ after }) => after.apps.contacts.contacts.find((c) => c.id === p.id)?.favorite ?? null),
  ],
  allowedChanges: (p) => [`apps.contacts.contacts[${p.id}].favorite`],
  oracle: async (ui, p) => {
    await favorite(ui, p.name);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'adds another contact to the favorites',
      run: async (ui, p) => {
        await favorite(ui, p.decoy);
        await ui.done();
      },
    },
  ],
});
