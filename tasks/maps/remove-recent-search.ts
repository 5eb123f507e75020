import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as maps from './kit.ts';

export default defineTask({
  id: 'maps/remove-recent-search',
  apps: ['maps'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(world.apps.maps.recent, 2);
    return { id: target!.id, query: target!.query, otherQuery: other!.query };
  },
  goal: (p) => `Remove "${p.query}" from your recent searches in Maps.`,
  named: (p, initial) => ({ [`the recent search "${p.query}"`]: maps.searchesFor(initial, p.query).length }),
  changes: (p) => [removed(maps.RECENT, { which: p.id })],
  // What the search screen shows: no recent search for the query, the owner's or one the episode made
  // (removed, then searched again, it is back on the list).
  checks: (p) => [expectEqual(`"${p.query}" is not among the recent searches`, 0, ({ after }) => maps.searchesFor(after, p.query).length)],
  oracle: maps.script(async (ui, p) => maps.removeRecent(ui, p.query)),
  alternatives: [
    // Searching it again moves it to the top of the list (the same record): then it goes.
    { name: 'searches it once more, then removes it', run: maps.script(async (ui, p) => {
      await maps.search(ui, p.query);
      await ui.key('Enter');
      await ui.back();
      await ui.tap({ text: 'Clear search', role: 'button' });
      await ui.tap({ text: `Remove ${p.query} from recent searches`, role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'removes another search', params: (p) => ({ ...p, query: p.otherQuery }) },
    { name: 'removes it, then searches it again', run: maps.script(async (ui, p) => {
      await maps.search(ui, p.query);
      await ui.tap({ text: 'Clear search', role: 'button' });
      await ui.scrollTo({ text: `Remove ${p.query} from recent searches`, role: 'button' });
      await ui.tap({ text: `Remove ${p.query} from recent searches`, role: 'button' });
      await ui.fill({ hint: 'Search here' }, p.query);
      await ui.key('Enter');
    }) },
    { name: 'clears the whole history', run: maps.script(async (ui) => {
      await maps.open(ui);
      await ui.tap({ text: 'Search here', role: 'button' });
      await ui.scrollTo({ text: 'Clear search history', role: 'button' });
      await ui.tap({ text: 'Clear search history', role: 'button' });
      await ui.tap({ text: 'Clear', role: 'button' });
    }) },
  ],
});
