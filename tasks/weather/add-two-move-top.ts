import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as wx from './kit.ts';

export default defineTask({
  id: 'weather/add-two-move-top',
  apps: ['weather'],
  difficulty: 3,
  maxSteps: 32,
  params: ({ rng, world }) => {
    const [a, b] = rng.sample(wx.unlisted(world), 2);
    return { a: a!.id, aName: a!.name, b: b!.id, bName: b!.name, first: wx.nameOf(wx.saved(world)[0]!) };
  },
  goal: (p) => `In Weather, add ${p.aName} and ${p.bName} to your cities, then move ${p.bName} to the top of your saved cities (right under My Location).`,
  named: (p) => ({ [p.aName]: wx.citiesNamed(p.aName), [p.bName]: wx.citiesNamed(p.bName) }),
  changes: () => [free(wx.SAVED)],
  // The first one stands at the end (where Add puts it) or anywhere below the top: its presence and the top are what is asked for.
  checks: (p) => [wx.savedHolds((before) => [...wx.saved(before), p.a, p.b]), wx.topIs(p.b)],
  oracle: wx.script(async (ui, p) => {
    await wx.addCity(ui, p.aName);
    await wx.addCity(ui, p.bName);
    await wx.menuMove(ui, p.bName, 'Move to top');
  }),
  alternatives: [
    { name: 'adds them, then drags the second onto the first saved city', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.aName);
      await wx.addCity(ui, p.bName);
      await wx.editing(ui, (u) => wx.dragOnto(u, p.bName, p.first));
    }) },
    { name: 'adds the second first and moves it up, then adds the first', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.bName);
      await wx.menuMove(ui, p.bName, 'Move to top', 'press');
      await wx.addCity(ui, p.aName);
    }) },
  ],
  nearMisses: [
    { name: 'moves the first one to the top instead', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.aName);
      await wx.addCity(ui, p.bName);
      await wx.menuMove(ui, p.aName, 'Move to top');
    }) },
    { name: 'adds both and leaves them at the end', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.aName);
      await wx.addCity(ui, p.bName);
    }) },
    { name: 'adds only the second and moves it to the top', run: wx.script(async (ui, p) => {
      await wx.addCity(ui, p.bName);
      await wx.menuMove(ui, p.bName, 'Move to top');
    }) },
  ],
});
