import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { CATEGORIES, type CategoryId } from '../../apps/maps/state.ts';
import * as maps from './kit.ts';

/** Kinds a goal can say "the three highest-rated ..." of: four places or more, the third clearly above the fourth. */
const KINDS: readonly CategoryId[] = CATEGORIES.map((c) => c.id).filter((id) => id !== 'station' && id !== 'hotel');

export default defineTask({
  id: 'maps/new-list-top-rated',
  apps: ['maps'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const fits = KINDS.filter((kind) => { const r = maps.byRating(world, kind); return r.length >= 4 && r[2]!.rating > r[3]!.rating; });
    const kind = rng.pick(fits);
    const ranked = maps.byRating(world, kind);
    const existing = rng.pick(world.apps.maps.lists);
    const name = maps.unusedListName(rng, world);
    return {
      kind, plural: maps.kindWords(kind), name, otherName: maps.unusedListName(rng.fork('other'), world, [name]),
      top: ranked.slice(0, 3).map((p) => p.id), topNames: ranked.slice(0, 3).map((p) => p.name), nextNames: ranked.slice(1, 4).map((p) => p.name),
      existing: existing.name, names: maps.ofKind(world, kind).map((x) => x.name),
    };
  },
  goal: (p) => `Create a list named "${p.name}" in Maps and save the three highest-rated ${p.plural} to it.`,
  named: (p, initial) => {
    const r = maps.byRating(initial, p.kind as CategoryId);
    return { [`the three highest-rated ${p.plural}`]: r.length > 3 && r[2]!.rating === r[3]!.rating ? 2 : 1 };
  },
  changes: () => [added(maps.LISTS)],
  checks: (p) => maps.createdList(p.name, p.top),
  oracle: maps.script(async (ui, p) => {
    await maps.saved(ui);
    await maps.newList(ui, p.name);
    await maps.addPlaces(ui, p.topNames);
  }),
  alternatives: [
    // Looking first: the kind's results sorted by rating, the first three rows read off the screen.
    { name: 'reads the ranking off the results sorted by rating, then builds the list', run: maps.script(async (ui, p) => {
      await maps.openKind(ui, p.kind as CategoryId, 'Top rated');
      const names = maps.rowNames(ui, p.names).slice(0, 3);
      await maps.saved(ui);
      await maps.newList(ui, p.name);
      await maps.addPlaces(ui, names);
    }) },
    { name: "from each place's page, the first one into a new list", run: maps.script((ui, p) => maps.saveEachToNewList(ui, p.name, p.topNames)) },
  ],
  nearMisses: [
    { name: 'saves the second to fourth best', params: (p) => ({ ...p, topNames: p.nextNames }) },
    { name: 'saves only two of them', params: (p) => ({ ...p, topNames: p.topNames.slice(0, 2) }) },
    { name: 'names the list differently', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'saves them to an existing list instead', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.existing);
      await maps.addPlaces(ui, p.topNames);
    }) },
  ],
});
