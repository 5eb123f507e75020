import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as wx from './kit.ts';

export default defineTask({
  id: 'weather/add-city',
  apps: ['weather'],
  difficulty: 1,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const [city, other] = rng.sample(wx.unlisted(world), 2);
    return { id: city!.id, name: city!.name, otherName: other!.name };
  },
  goal: (p) => `Add ${p.name} to your cities in Weather.`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  changes: () => [free(wx.SAVED)],
  checks: (p) => [wx.savedHolds((before) => [...wx.saved(before), p.id])],
  oracle: wx.script((ui, p) => wx.addCity(ui, p.name)),
  alternatives: [
    // Added, then moved to the top: where a new city stands is the owner's choice.
    { name: 'adds it and moves it to the top', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.name);
      await wx.menuMove(ui, p.name, 'Move to top');
    }) },
    { name: 'adds another city by mistake, removes it, adds the right one', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.otherName);
      await wx.menuRemove(ui, p.otherName);
      await wx.addCity(ui, p.name);
    }) },
  ],
  nearMisses: [
    { name: 'adds another city', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'opens the city and leaves without adding it', run: wx.script((ui, p) => wx.openBySearch(ui, p.name)) },
    { name: 'adds both cities', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.name);
      await wx.addCity(ui, p.otherName);
    }) },
  ],
});
