import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as wx from './kit.ts';

export default defineTask({
  id: 'weather/replace-city',
  apps: ['weather'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // A city that is neither first nor last, so that its place is neither end of the list.
    const list = wx.saved(world);
    const at = rng.int(1, list.length - 2);
    const add = rng.pick(wx.unlisted(world));
    return { old: list[at]!, oldName: wx.nameOf(list[at]!), id: add.id, name: add.name, above: wx.nameOf(list[at - 1]!), below: wx.nameOf(list[at + 1]!) };
  },
  goal: (p) => `In Weather, replace ${p.oldName} with ${p.name} in your saved cities: ${p.name} goes where ${p.oldName} was, between ${p.above} and ${p.below}.`,
  named: (p) => ({ [p.oldName]: wx.citiesNamed(p.oldName), [p.name]: wx.citiesNamed(p.name) }),
  changes: () => [free(wx.SAVED)],
  checks: (p) => [wx.savedAre((before) => wx.saved(before).map((x) => (x === p.old ? p.id : x)))],
  oracle: wx.script(async (ui, p) => {
    await wx.addCity(ui, p.name);
    await wx.editing(ui, async (u) => {
      await wx.dragOnto(u, p.name, p.below);
      await wx.editRemove(u, p.oldName);
    });
  }),
  alternatives: [
    { name: 'removes the old one first, adds the new one and drags it onto the city below', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      await wx.menuRemove(ui, p.oldName);
      await wx.addCity(ui, p.name);
      await wx.editing(ui, (u) => wx.dragOnto(u, p.name, p.below));
    }) },
  ],
  nearMisses: [
    { name: 'adds the new one and removes the old one, leaving the new one at the end', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.name);
      await wx.menuRemove(ui, p.oldName);
    }) },
    { name: 'puts it in place but keeps the old one', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.name);
      await wx.editing(ui, (u) => wx.dragOnto(u, p.name, p.oldName));
    }) },
    { name: 'removes the city below instead', params: (p) => ({ ...p, oldName: p.below, below: p.oldName }) },
  ],
});
