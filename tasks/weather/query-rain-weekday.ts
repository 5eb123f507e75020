import { defineTask } from '../define.ts';
import { CITIES } from '../../apps/weather/state.ts';
import { DAY, parts } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from './kit.ts';

/** The daily row names a rainy condition. */
const RAIN_WORDS = /^(Rain|Showers|Thunderstorms)$/;

async function rainsOn(ui: TaskUi, name: string, now: number, offset: number): Promise<boolean> {
  await wx.openBySearch(ui, name);
  return RAIN_WORDS.test((await wx.dayRow(ui, wx.rowName(now, offset))).condition);
}

export default defineTask({
  id: 'weather/query-rain-weekday',
  apps: ['weather'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    // Three to six days ahead: the weekday names one row of the ten (the rows after a week repeat today's first three).
    // Rain (a rainy condition) or plainly dry (a chance of 20% or less): nothing in between.
    const offset = rng.int(3, 6);
    const rain = rng.chance(0.5);
    const fits = CITIES.filter((c) => { const d = wx.dayAhead(world, c.id, offset); return rain ? wx.isRainy(d) : d.chance <= 20; });
    const city = rng.pick(fits);
    // The day before, with the other answer: the near miss that reads the wrong row.
    const other = rng.pick(CITIES.filter((c) => { const d = wx.dayAhead(world, c.id, offset); return rain ? d.chance <= 20 : wx.isRainy(d); }));
    return { id: city.id, name: city.name, offset, weekday: wx.WEEKDAYS[parts(world.os.now + offset * DAY).weekday]!, otherName: other.name, now: world.os.now };
  },
  goal: (p) => `Will it rain in ${p.name} on ${p.weekday}, according to Weather's forecast?`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  checks: () => [],
  answer: {
    spec: { type: 'yes_no' },
    expected: (p, before) => wx.isRainy(wx.dayAhead(before, p.id, p.offset)),
  },
  oracle: async (ui, p) => ui.answer((await rainsOn(ui, p.name, p.now, p.offset)) ? 'yes' : 'no'),
  alternatives: [
    { name: "reads the day's details dialog", run: async (ui, p) => {
      await wx.openBySearch(ui, p.name);
      await ui.tap(await ui.scrollTo({ role: 'button', matches: new RegExp(`^${wx.rowName(p.now, p.offset)}: `) }));
      await ui.answer(ui.has({ matches: /^(Rain|Showers|Thunderstorms)$/ }) ? 'yes' : 'no');
    } },
  ],
  nearMisses: [
    { name: 'answers the other way', run: async (ui, p) => ui.answer((await rainsOn(ui, p.name, p.now, p.offset)) ? 'no' : 'yes') },
    { name: 'reads a city whose answer differs', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
