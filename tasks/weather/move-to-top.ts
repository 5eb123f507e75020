import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as wx from './kit.ts';

export default defineTask({
  id: 'weather/move-to-top',
  apps: ['weather'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // Third or further down, so that one place up is not the top.
    const list = wx.saved(world);
    const at = rng.int(2, list.length - 1);
    return { ups: at, id: list[at]!, name: wx.nameOf(list[at]!), first: wx.nameOf(list[0]!), above: wx.nameOf(list[at - 1]!), second: wx.nameOf(list[1]!) };
  },
  goal: (p) => `In Weather, move ${p.name} to the top of your saved cities (right under My Location).`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  changes: () => [free(wx.SAVED)],
  checks: (p) => [wx.savedAre((before) => [p.id, ...wx.saved(before).filter((x) => x !== p.id)])],
  oracle: wx.script(async (ui, p) => {
    await wx.open(ui);
    await wx.menuMove(ui, p.name, 'Move to top');
  }),
  alternatives: [
    { name: 'drags it onto the first city in the edit mode', run: wx.script((ui, p) => wx.editing(ui, (u) => wx.dragOnto(u, p.name, p.first))) },
    { name: 'long-presses its row: Move up, again and again', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      for (let i = 0; i < p.ups; i++) await wx.menuMove(ui, p.name, 'Move up', 'press');
    }) },
  ],
  nearMisses: [
    { name: 'moves it up one place only', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      await wx.menuMove(ui, p.name, 'Move up');
    }) },
    { name: 'moves another city to the top', params: (p) => ({ ...p, name: p.second }) },
    { name: 'moves it to the top, then one place down', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      await wx.menuMove(ui, p.name, 'Move to top');
      await wx.menuMove(ui, p.name, 'Move down');
    }) },
  ],
});
