import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as maps from './kit.ts';

export default defineTask({
  id: 'maps/create-list',
  apps: ['maps'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const name = maps.unusedListName(rng, world);
    return { name, otherName: maps.unusedListName(rng.fork('other'), world, [name]), place: rng.pick(maps.places(world).filter((p) => p.category !== 'station')).name };
  },
  goal: (p) => `Create a new, empty list named "${p.name}" in Maps.`,
  changes: () => [added(maps.LISTS)],
  checks: (p) => maps.createdList(p.name, []),
  oracle: maps.script(async (ui, p) => {
    await maps.saved(ui);
    await maps.newList(ui, p.name);
  }),
  alternatives: [
    // Maps tells list names apart in any case: the name typed in lower case is the same name.
    { name: 'types the name in lower case', run: maps.script(async (ui, p) => {
      await maps.saved(ui);
      await maps.newList(ui, p.name.toLowerCase());
    }) },
    { name: 'cancels the first dialog, then creates it', run: maps.script(async (ui, p) => {
      await maps.saved(ui);
      await ui.tap({ text: 'New list', role: 'button' });
      await ui.type('List');
      await ui.tap({ text: 'Cancel', role: 'button' });
      await maps.newList(ui, p.name);
    }) },
  ],
  nearMisses: [
    { name: 'names it differently', params: (p) => ({ ...p, name: p.otherName }) },
    { name: "makes it from a place's page, with the place in it", run: maps.script(async (ui, p) => {
      await maps.openPlace(ui, p.place);
      await maps.saveToNewList(ui, p.name);
    }) },
    { name: 'creates a second list as well', run: maps.script(async (ui, p) => {
      await maps.saved(ui);
      await maps.newList(ui, p.name);
      await ui.back();
      await maps.newList(ui, p.otherName);
    }) },
  ],
});
