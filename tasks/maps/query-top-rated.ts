import { defineTask, nameRule } from '../define.ts';
import { CATEGORIES, categoryOf, sortPlaces, type CategoryId } from '../../apps/maps/state.ts';
import type { TaskUi } from '../ui.ts';
import * as maps from './kit.ts';

/** The kind's results sorted by rating, from the search's kind suggestion: the names top to bottom. */
async function topRows(ui: TaskUi, kind: CategoryId, names: readonly string[]): Promise<string[]> {
  await maps.openKind(ui, kind, 'Top rated');
  return maps.rowNames(ui, names);
}

export default defineTask({
  id: 'maps/query-top-rated',
  apps: ['maps'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    // A kind with one best-rated place that is not also the nearest one (the default order's first row).
    const fits = CATEGORIES.map((c) => c.id).filter((kind) => {
      const ranked = maps.byRating(world, kind);
      const nearest = sortPlaces(maps.ofKind(world, kind), 'distance', world.apps.maps.location)[0];
      return ranked.length >= 3 && ranked[0]!.rating > ranked[1]!.rating && nearest?.id !== ranked[0]!.id;
    });
    const kind = rng.pick(fits);
    return { kind, label: categoryOf(kind).label.toLowerCase(), names: maps.ofKind(world, kind).map((p) => p.name) };
  },
  goal: (p) => `Which ${p.label} has the highest rating in Maps?`,
  named: (p, initial) => {
    const ranked = maps.byRating(initial, p.kind as CategoryId);
    return { [`the highest-rated ${p.label}`]: ranked.filter((x) => x.rating === ranked[0]!.rating).length };
  },
  checks: () => [],
  answer: {
    spec: { type: 'name', what: "the place's name", rule: nameRule('maps', 'place') },
    expected: (p, _before, after) => maps.byRating(after, p.kind as CategoryId)[0]!.name,
    candidates: (p) => p.names,
  },
  oracle: async (ui, p) => ui.answer((await topRows(ui, p.kind as CategoryId, p.names))[0]!),
  alternatives: [
    // The search's own results (the kind's word typed and searched), sorted by rating there.
    { name: 'searches the kind, then sorts the results by rating', run: async (ui, p) => {
      await maps.search(ui, categoryOf(p.kind as CategoryId).plural);
      await ui.key('Enter');
      await ui.tap({ text: 'Top rated', role: 'radio' });
      await ui.answer(maps.rowNames(ui, p.names)[0]!);
    } },
  ],
  nearMisses: [
    { name: 'answers the second best', run: async (ui, p) => ui.answer((await topRows(ui, p.kind as CategoryId, p.names))[1]!) },
    // The results open nearest first: the first row read without sorting.
    { name: 'answers the nearest one (the first row before sorting)', run: async (ui, p) => {
      await maps.openKind(ui, p.kind as CategoryId);
      await ui.answer(maps.rowNames(ui, p.names)[0]!);
    } },
  ],
});
