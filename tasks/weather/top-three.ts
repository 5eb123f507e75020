import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as wx from './kit.ts';

/** The saved cities with these first, in this order, and the others as they were. */
const withFirst = (ids: readonly string[]) => (before: Parameters<typeof wx.saved>[0]) => [...ids, ...wx.saved(before).filter((x) => !ids.includes(x))];

export default defineTask({
  id: 'weather/top-three',
  apps: ['weather'],
  difficulty: 3,
  maxSteps: 18,
  params: ({ rng, world }) => {
    // Three cities from below the top, in an order that is not the one they stand in.
    const list = wx.saved(world);
    const ids = rng.shuffle(rng.sample(list.slice(1), 3));
    const ordered = list.filter((x) => ids.includes(x));
    const pick = JSON.stringify(ids) === JSON.stringify(ordered) ? [ids[2]!, ids[0]!, ids[1]!] : ids;
    return { ids: pick, names: pick.map(wx.nameOf) };
  },
  goal: (p) => `In Weather, put ${p.names[0]}, ${p.names[1]} and ${p.names[2]} at the top of your saved cities, in that order (right under My Location). Leave the other cities in their order.`,
  named: (p) => Object.fromEntries(p.names.map((n) => [n, wx.citiesNamed(n)])),
  changes: () => [free(wx.SAVED)],
  checks: (p) => [wx.savedAre(withFirst(p.ids))],
  // The last one to the top first, then the middle one, then the first.
  oracle: wx.script(async (ui, p) => {
    await wx.open(ui);
    for (const name of [...p.names].reverse()) await wx.menuMove(ui, name, 'Move to top');
  }),
  alternatives: [
    { name: 'in the edit mode, drags each onto the city at its place', run: wx.script((ui, p) => wx.editing(ui, async (u) => {
      for (let i = 0; i < p.names.length; i++) {
        const at = wx.handleOrder(u)[i]!;
        if (at !== p.names[i]) await wx.dragOnto(u, p.names[i]!, at);
      }
    })) },
    { name: 'long-presses the rows: Move to top, the last one first', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      for (const name of [...p.names].reverse()) await wx.menuMove(ui, name, 'Move to top', 'press');
    }) },
  ],
  nearMisses: [
    { name: 'puts them on top in the reverse order', params: (p) => ({ ...p, names: [...p.names].reverse() }) },
    { name: 'moves only the first two', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      for (const name of p.names.slice(0, 2).reverse()) await wx.menuMove(ui, name, 'Move to top');
    }) },
    { name: 'moves the first one to the top first, and the others over it', run: wx.script(async (ui, p) => {
      await wx.open(ui);
      for (const name of p.names) await wx.menuMove(ui, name, 'Move to top');
    }) },
  ],
});
