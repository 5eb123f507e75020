import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as maps from './kit.ts';

export default defineTask({
  id: 'maps/delete-list',
  apps: ['maps'],
  difficulty: 1,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [list, other] = rng.sample(maps.listsWith(world, 1), 2);
    return { listId: list!.id, listName: list!.name, otherList: other!.name, names: list!.places.map((id) => maps.placeName(world, id)) };
  },
  goal: (p) => `Delete your "${p.listName}" list in Maps.`,
  named: (p, initial) => ({ [`the list "${p.listName}"`]: maps.listsNamed(initial, p.listName).length }),
  changes: (p) => [removed(maps.LISTS, { which: p.listId })],
  checks: (p) => [expectEqual(`the list "${p.listName}" is gone`, null, ({ after }) => maps.list(after, p.listId)?.name ?? null)],
  oracle: maps.script(async (ui, p) => {
    await maps.openList(ui, p.listName);
    await maps.deleteOpenList(ui);
  }),
  alternatives: [
    { name: 'cancels the first time, then deletes it', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.deleteOpenList(ui, false);
      await maps.deleteOpenList(ui);
    }) },
  ],
  nearMisses: [
    { name: 'deletes another list', params: (p) => ({ ...p, listName: p.otherList }) },
    { name: 'empties the list but keeps it', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.removePlaces(ui, p.names);
    }) },
  ],
});
