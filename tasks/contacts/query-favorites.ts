import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';

const LETTER_HEADING = /^(\p{Lu}|#)$/u;

/**
 * Read the Favorites section of the contacts list: the rows between the "Favorites" heading and
 * the first letter heading, scrolling down as far as it goes. The UI tree lists only what is on
 * screen, so names are gathered screen by screen. Also returns the names of the rows seen after
 * the first letter heading that are not favourites.
 */
async function readFavorites(ui: TaskUi): Promise<{ favorites: string[]; others: string[] }> {
  await ui.openApp('Contacts');
  const favorites = new Set<string>();
  const others = new Set<string>();
  let section: 'before' | 'favorites' | 'letters' = 'before';
  for (let screen = 0; screen < 20; screen++) {
    // The list's rows and headings sit between the search box and the "Create contact" button.
    const tree = ui.tree();
    const start = tree.findIndex((e) => e.hint === 'Search contacts');
    const fab = tree.findIndex((e) => e.text === 'Create contact');
    for (const e of tree.slice(start + 1, fab < 0 ? tree.length : fab)) {
      if (e.role === 'heading') {
        if (e.text === 'Favorites') section = 'favorites';
        else if (LETTER_HEADING.test(e.text) && section !== 'before') section = 'letters';
      } else if (e.role === 'button') {
        if (section === 'favorites') favorites.add(e.text);
        else if (section === 'letters' && !favorites.has(e.text)) others.add(e.text);
      }
    }
    if (section === 'letters' && others.size > 0) break;
    if (section === 'before' && screen > 0) break; // no Favorites section at all
    await ui.swipe('up');
  }
  return { favorites: [...favorites], others: [...others] };
}

export default defineTask({
  id: 'contacts/query-favorites',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 15,
  params: () => ({}),
  goal: () => 'Which contacts are in your favorites? Answer with their full names.',
  // Two to five favourites, so that the answer is a short list: keep the world's favourites with
  // the lowest ids (ids are in seeding order, not in name order), or star more when there are few.
  setup: (d) => {
    const byId = d.apps.contacts.contacts.slice().sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
    const starred = byId.filter((c) => c.favorite);
    starred.slice(5).forEach((c) => (c.favorite = false));
    byId.filter((c) => !c.favorite).slice(0, Math.max(0, 2 - starred.length)).forEach((c) => (c.favorite = true));
  },
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'list' },
    expected: (_p, before) => before.apps.contacts.contacts.filter((c) => c.favorite).map(fullName).sort(),
    candidates: (_p, before) => before.apps.contacts.contacts.map(fullName),
  },
  oracle: async (ui) => {
    const { favorites } = await readFavorites(ui);
    await ui.answer(favorites);
  },
  nearMisses: [
    {
      name: 'leaves out one favourite',
      run: async (ui) => {
        const { favorites } = await readFavorites(ui);
        await ui.answer(favorites.slice(0, -1));
      },
    },
    {
      name: 'adds a contact that is not a favourite',
      run: async (ui) => {
        const { favorites, others } = await readFavorites(ui);
        await ui.answer([...favorites, others[0]!]);
      },
    },
  ],
});
