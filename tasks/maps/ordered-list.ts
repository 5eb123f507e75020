import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as maps from './kit.ts';

export default defineTask({
  id: 'maps/ordered-list',
  apps: ['maps'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // Three places of three kinds: a day out, in the order the goal gives.
    const kinds = rng.sample(['museum', 'park', 'cafe', 'restaurant', 'bakery', 'cinema', 'shop'] as const, 3);
    const stops = kinds.map((k) => rng.pick(maps.ofKind(world, k)));
    return { name: maps.unusedListName(rng, world), ids: stops.map((p) => p.id), names: stops.map((p) => p.name) };
  },
  goal: (p) => `Create a list named "${p.name}" in Maps with ${p.names[0]}, ${p.names[1]} and ${p.names[2]} in it, in that order.`,
  changes: () => [added(maps.LISTS)],
  checks: (p) => [
    ...maps.createdList(p.name, p.ids),
    maps.orderIs(p.name, (after, before) => maps.theNewList(before, after)?.places, () => p.ids),
  ],
  oracle: maps.script(async (ui, p) => {
    await maps.saved(ui);
    await maps.newList(ui, p.name);
    await maps.addPlaces(ui, p.names);
  }),
  alternatives: [
    // Added in another order and put right by drag: the last one dragged onto the last place.
    { name: 'adds the last one first, then drags it down into place', run: maps.script(async (ui, p) => {
      const [a, b, c] = p.names as [string, string, string];
      await maps.saved(ui);
      await maps.newList(ui, p.name);
      await maps.addPlaces(ui, [c, a, b]);
      await maps.moveTo(ui, c, b);
    }) },
    { name: "from each place's page, the first one into a new list", run: maps.script((ui, p) => maps.saveEachToNewList(ui, p.name, p.names)) },
  ],
  nearMisses: [
    { name: 'adds them in the reverse order', params: (p) => ({ ...p, names: [...p.names].reverse() }) },
    { name: 'leaves the last one out', params: (p) => ({ ...p, names: p.names.slice(0, 2) }) },
    { name: 'adds the last one first and leaves it there', run: maps.script(async (ui, p) => {
      const [a, b, c] = p.names as [string, string, string];
      await maps.saved(ui);
      await maps.newList(ui, p.name);
      await maps.addPlaces(ui, [c, a, b]);
    }) },
  ],
});
