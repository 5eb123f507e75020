import { defineTask } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as maps from './kit.ts';

/** The list's places with `id` first, the others in the order they were. */
const withFirst = (listId: string, id: string) => (before: DeviceState) => {
  const places = maps.list(before, listId)!.places;
  return [id, ...places.filter((x) => x !== id)];
};

export default defineTask({
  id: 'maps/move-to-top',
  apps: ['maps'],
  difficulty: 3,
  maxSteps: 23, // budgetFor(18): Move up from the menu six times, from the seventh place (seeds 32, 91)
  params: ({ rng, world }) => {
    // Third or further down, so that one place up is not the top.
    const list = rng.pick(maps.listsWith(world, 3));
    const at = rng.int(2, list.places.length - 1);
    const name = (i: number) => maps.placeName(world, list.places[i]!);
    return { listId: list.id, listName: list.name, id: list.places[at]!, name: name(at), first: name(0), above: name(at - 1), last: name(list.places.length - 1), second: name(1) };
  },
  goal: (p) => `Move ${p.name} to the top of your "${p.listName}" list in Maps.`,
  named: (p, initial) => ({ [`the list "${p.listName}"`]: maps.listsNamed(initial, p.listName).length }),
  // Only this list's places may change; its order is the check (so every other list keeps its order).
  changes: (p) => [maps.listPlacesRule(p.listId)],
  checks: (p) => [maps.orderIs(p.listName, (after) => maps.list(after, p.listId)?.places, withFirst(p.listId, p.id))],
  oracle: maps.script(async (ui, p) => {
    await maps.openList(ui, p.listName);
    await maps.moveTo(ui, p.name, p.first);
  }),
  alternatives: [
    { name: 'drags it to the bottom first, then to the top', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await ui.tap({ text: 'Edit list', role: 'button' });
      if (p.name !== p.last) await maps.dragOnto(ui, p.name, p.last);
      await maps.dragOnto(ui, p.name, p.first);
      await ui.tap({ text: 'Done', role: 'button' });
    }) },
    { name: 'drags it up one place at a time', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await ui.tap({ text: 'Edit list', role: 'button' });
      for (let order = maps.handleOrder(ui); order[0] !== p.name; order = maps.handleOrder(ui)) await maps.dragOnto(ui, p.name, order[order.indexOf(p.name) - 1]!);
      await ui.tap({ text: 'Done', role: 'button' });
    }) },
    { name: 'long-presses its row: Move to top', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.menuMove(ui, p.name, 'Move to top');
    }) },
    { name: 'long-presses its row: Move up, again and again', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      do await maps.menuMove(ui, p.name, 'Move up'); while (!maps.firstRow(ui, p.name));
    }) },
  ],
  nearMisses: [
    { name: 'moves it up one place only', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.moveTo(ui, p.name, p.above);
    }) },
    { name: 'moves another place to the top', params: (p) => ({ ...p, name: p.second }) },
    { name: 'moves it to the bottom', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      if (p.name !== p.last) await maps.moveTo(ui, p.name, p.last);
      else await maps.moveTo(ui, p.name, p.above);
    }) },
  ],
});
