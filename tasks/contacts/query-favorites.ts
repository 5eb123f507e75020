import { defineTask, nameRule } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as contacts from './kit.ts';

export default defineTask({
  id: 'contacts/query-favorites',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 15,
  params: () => ({}),
  goal: () => 'Which contacts are in your favorites?',
  // Two to five favourites, so that the answer is a short list: keep the world's favourites with
  // the lowest ids (ids are in seeding order, not in name order), or star more when there are few.
  setup: (d) => {
    const byId = d.apps.contacts.contacts.slice().sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
    const starred = byId.filter((c) => c.favorite);
    starred.slice(5).forEach((c) => (c.favorite = false));
    byId.filter((c) => !c.favorite).slice(0, Math.max(0, 2 - starred.length)).forEach((c) => (c.favorite = true));
  },
  checks: () => [],
  answer: {
    spec: { type: 'list', what: 'their full names', item: 'name', rule: nameRule('contacts', 'person') },
    expected: (_p, before) => before.apps.contacts.contacts.filter((c) => c.favorite).map(fullName).sort(),
    candidates: (_p, before) => before.apps.contacts.contacts.map(fullName),
  },
  oracle: async (ui) => {
    await ui.answer((await contacts.readFavorites(ui)).favorites);
  },
  alternatives: [
    { name: 'answers with the names separated by commas, "and" before the last', run: async (ui) => {
      const { favorites } = await contacts.readFavorites(ui);
      await ui.answer(favorites.length > 1 ? `${favorites.slice(0, -1).join(', ')} and ${favorites.at(-1)}` : favorites.join(''));
    } },
    // Phone's Favourites tab lists the same people (every seeded contact has a number), as call buttons.
    { name: "reads them from the Phone app's Favourites tab", run: async (ui) => {
      await ui.launch('Phone');
      await ui.tap({ text: 'Favourites', role: 'tab' });
      const tree = ui.tree();
      const grid = tree.slice(tree.findIndex((e) => e.text === 'More options') + 1, tree.findIndex((e) => e.role === 'tab'));
      await ui.answer(grid.filter((e) => e.role === 'button').map((e) => e.text));
    } },
  ],
  nearMisses: [
    { name: 'leaves out one favourite', run: async (ui) => {
      await ui.answer((await contacts.readFavorites(ui)).favorites.slice(0, -1));
    } },
    { name: 'adds a contact that is not a favourite', run: async (ui) => {
      const { favorites, others } = await contacts.readFavorites(ui);
      await ui.answer([...favorites, others[0]!]);
    } },
  ],
});
