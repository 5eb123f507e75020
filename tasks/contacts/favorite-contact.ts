import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as contacts from './kit.ts';

export default defineTask({
  id: 'contacts/favorite-contact',
  apps: ['contacts'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = contacts.listed(world);
    const target = rng.pick(list);
    // Another contact that is not a favourite, for the near miss that stars the wrong one.
    const decoy = rng.pick(list.filter((c) => c.id !== target.id && !c.favorite));
    return { id: target.id, name: fullName(target), decoy: fullName(decoy) };
  },
  goal: (p) => `Add ${p.name} to your favorites.`,
  setup: (d, p) => {
    const c = d.apps.contacts.contacts.find((x) => x.id === p.id);
    if (c) c.favorite = false;
  },
  changes: (p) => [changedTo(`${contacts.CONTACTS}[${p.id}].favorite`, true)],
  checks: (p) => [expectEqual(`${p.name} is a favorite`, true, ({ after }) => contacts.byId(after, p.id)?.favorite ?? null)],
  oracle: async (ui, p) => {
    await contacts.star(ui, p.name);
    await ui.done();
  },
  alternatives: [
    { name: 'from the row menu (long press)', run: async (ui, p) => {
      await contacts.fromRowMenu(ui, p.name, 'Add to favorites');
      await ui.done();
    } },
    { name: 'starred, unstarred and starred again', run: async (ui, p) => {
      await contacts.star(ui, p.name);
      await ui.tap({ text: 'Remove from favorites', role: 'button' });
      await ui.tap({ text: 'Add to favorites', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [{ name: 'adds another contact to the favorites', params: (p) => ({ ...p, name: p.decoy }) }],
});
