import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as wx from './kit.ts';

export default defineTask({
  id: 'weather/remove-city',
  apps: ['weather'],
  difficulty: 1,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [id, other] = rng.sample(wx.saved(world), 2);
    return { id: id!, name: wx.nameOf(id!), otherName: wx.nameOf(other!) };
  },
  goal: (p) => `Remove ${p.name} from your cities in Weather.`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  changes: () => [free(wx.SAVED)],
  checks: (p) => [wx.savedAre((before) => wx.saved(before).filter((x) => x !== p.id))],
  oracle: wx.script(async (ui, p) => {
    await wx.open(ui);
    await wx.menuRemove(ui, p.name);
  }),
  alternatives: [
    { name: 'removes it in the edit mode', run: wx.script((ui, p) => wx.editing(ui, (u) => wx.editRemove(u, p.name))) },
    { name: 'long-presses its row: Remove', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      await wx.rowMenu(ui, p.name, 'press');
      await ui.tap({ text: 'Remove', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'removes another city', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'removes both', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      await wx.menuRemove(ui, p.name);
      await wx.menuRemove(ui, p.otherName);
    }) },
    { name: 'removes it and adds it again (it goes to the end)', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      await wx.menuRemove(ui, p.name);
      await wx.addCity(ui, p.name);
    }) },
  ],
});
