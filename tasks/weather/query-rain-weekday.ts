import { defineTask } from '../define.ts';
import { CITIES } from '../../apps/weather/state.ts';
import { DAY, formatLongDate } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from './kit.ts';

/** The daily row names a rainy condition. */
const RAIN_WORDS = /^(Rain|Showers|Thunderstorms)$/;

/** The city's page, the row `offset` days after Today opened: its details dialog, titled with the date (it must be the goal's). */
async function rainsOn(ui: TaskUi, name: string, offset: number, day: number): Promise<boolean> {
  const date = formatLongDate(day);
  await wx.openBySearch(ui, name);
  await ui.tap({ text: (await wx.dayRows(ui))[offset]!.text, role: 'button' });
  if (!ui.has({ text: date, role: 'dialog' })) throw new Error(`the row opened is not ${date}`);
  return ui.has({ matches: RAIN_WORDS, role: 'text' });
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
    return { id: city.id, name: city.name, offset, day: world.os.now + offset * DAY, otherName: other.name, now: world.os.now };
  },
  // The date too: the weekday names one day of the forecast, the date proves which.
  goal: (p) => `Will it rain in ${p.name} on ${formatLongDate(p.day)}, according to Weather's forecast?`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  checks: () => [],
  answer: {
    spec: { type: 'yes_no' },
    expected: (p, before) => wx.isRainy(wx.dayAhead(before, p.id, p.offset)),
  },
  oracle: async (ui, p) => ui.answer((await rainsOn(ui, p.name, p.offset, p.day)) ? 'yes' : 'no'),
  alternatives: [
    { name: "reads the day's row in the list without opening it", run: async (ui, p) => {
      await wx.openBySearch(ui, p.name);
      await ui.answer(RAIN_WORDS.test((await wx.dayRow(ui, wx.rowName(p.now, p.offset))).condition) ? 'yes' : 'no');
    } },
  ],
  nearMisses: [
    { name: 'answers the other way', run: async (ui, p) => ui.answer((await rainsOn(ui, p.name, p.offset, p.day)) ? 'no' : 'yes') },
    { name: 'reads a city whose answer differs', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
