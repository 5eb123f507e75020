import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import * as maps from './kit.ts';

export default defineTask({
  id: 'maps/rename-list',
  apps: ['maps'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [list, other] = rng.sample(world.apps.maps.lists, 2);
    return { listId: list!.id, listName: list!.name, otherList: other!.name, newName: maps.unusedListName(rng, world) };
  },
  goal: (p) => `Rename your Maps list "${p.listName}" to "${p.newName}".`,
  named: (p, initial) => ({ [`the list "${p.listName}"`]: maps.listsNamed(initial, p.listName).length }),
  changes: (p) => [modified(maps.LISTS, p.listId, ['name'])],
  checks: (p) => [
    expectThat(`the list is named "${p.newName}"`, p.newName, ({ after }) => maps.list(after, p.listId)?.name ?? null, (name) => maps.sameListName(name, p.newName)),
  ],
  oracle: maps.script(async (ui, p) => {
    await maps.openList(ui, p.listName);
    await maps.rename(ui, p.newName);
  }),
  alternatives: [
    { name: 'opens Rename, cancels, then renames', run: maps.script(async (ui, p) => {
      await maps.openList(ui, p.listName);
      await maps.listMenu(ui, 'Rename list');
      await ui.tap({ text: 'Cancel', role: 'button' });
      await maps.rename(ui, p.newName);
    }) },
  ],
  nearMisses: [
    { name: 'renames another list', params: (p) => ({ ...p, listName: p.otherList }) },
    { name: 'a letter too many', params: (p) => ({ ...p, newName: `${p.newName}s` }) },
    // A new list of that name is not the old one renamed: its places are not in it.
    { name: 'makes a new list with the new name instead', run: maps.script(async (ui, p) => {
      await maps.saved(ui);
      await maps.newList(ui, p.newName);
    }) },
  ],
});
