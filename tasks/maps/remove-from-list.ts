import { defineTask } from '../define.ts';
import * as maps from './kit.ts';

export default defineTask({
  id: 'maps/remove-from-list',
  apps: ['maps'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const list = rng.pick(maps.listsWith(world, 3));
    const [target, other] = rng.sample(list.places, 2);
    // The first of the others: with the target gone it is not last (three places or more), so put back it moves.
    const firstOther = list.places.find((x) => x !== target)!;
    return { listId: list.id, listName: list.name, id: target!, name: maps.placeName(world, target!), otherName: maps.placeName(world, other!), firstOther: maps.placeName(world, firstOther) };
  },
  goal: (p) => `Remove ${p.name} from your "${p.listName}" list in Maps.`,
  named: (p, initial) => ({ [`the list "${p.listName}"`]: maps.listsNamed(initial, p.listName).length }),
  changes: (p) => [maps.listPlacesRule(p.listId)],
  checks: (p) => [maps.listHolds(p.listId, p.listName, maps.minus(p.listId, [p.id]))],
  oracle: maps.script(async (ui, p) => {
    await maps.openList(ui, p.listName);
    await maps.removePlaces(ui, [p.name]);
  }),
  alternatives: [
    { name: 'long-presses its row and removes it', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await ui.scrollTo({ text: p.name, role: 'button' });
      await ui.longPress({ text: p.name, role: 'button' });
      await ui.tap({ text: 'Remove from list', role: 'button' });
    }) },
    { name: "from the place's page: Saved, the list unticked", run: maps.script(async (ui, p) => {
      await maps.openPlace(ui, p.name);
      await maps.toggleLists(ui, [p.listName]);
    }) },
  ],
  nearMisses: [
    { name: 'removes another place', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'removes two places', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.removePlaces(ui, [p.name, p.otherName]);
    }) },
    // Put back, a place goes to the end of the list: the owner's order is changed.
    { name: 'removes another place too, then adds it back', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.removePlaces(ui, [p.name, p.firstOther]);
      await maps.addPlaces(ui, [p.firstOther]);
    }) },
    { name: 'deletes the whole list', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.deleteOpenList(ui);
    }) },
  ],
});
