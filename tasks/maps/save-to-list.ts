import { defineTask } from '../define.ts';
import * as maps from './kit.ts';

export default defineTask({
  id: 'maps/save-to-list',
  apps: ['maps'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const lists = world.apps.maps.lists;
    const list = rng.pick(lists);
    const other = rng.pick(lists.filter((l) => l.id !== list.id));
    const outside = maps.places(world).filter((p) => p.category !== 'station' && !list.places.includes(p.id) && !other.places.includes(p.id));
    const [target, wrong] = rng.sample(outside, 2);
    return { listId: list.id, listName: list.name, otherList: other.name, id: target!.id, name: target!.name, otherName: wrong!.name };
  },
  goal: (p) => `Save ${p.name} to your "${p.listName}" list in Maps.`,
  named: (p, initial) => ({ [`the list "${p.listName}"`]: maps.listsNamed(initial, p.listName).length }),
  changes: (p) => [maps.listPlacesRule(p.listId)],
  checks: (p) => [maps.listHolds(p.listId, p.listName, maps.plus(p.listId, [p.id]))],
  oracle: maps.script(async (ui, p) => {
    await maps.openPlace(ui, p.name);
    await maps.toggleLists(ui, [p.listName]);
  }),
  alternatives: [
    { name: "from the list: Add place, found by name", run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.addPlaces(ui, [p.name]);
    }) },
    { name: 'ticks another list by mistake and unticks it', run: maps.script(async (ui, p) => {
      await maps.openPlace(ui, p.name);
      await maps.toggleLists(ui, [p.otherList, p.listName, p.otherList]);
    }) },
  ],
  nearMisses: [
    { name: 'saves it to another list', params: (p) => ({ ...p, listName: p.otherList }) },
    { name: 'saves another place', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'saves it to both lists', run: maps.script(async (ui, p) => {
      await maps.openPlace(ui, p.name);
      await maps.toggleLists(ui, [p.listName, p.otherList]);
    }) },
  ],
});
