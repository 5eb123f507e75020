import { defineTask } from '../define.ts';
import { CITIES, RAINY } from '../../apps/weather/state.ts';
import { parts } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from './kit.ts';

/** On the city's page: today's hours and their chance of rain, and the one where it is highest (`rank` 1: the second highest). */
async function rainiest(ui: TaskUi, name: string, rank = 0): Promise<string> {
  await wx.openBySearch(ui, name);
  const hours = (await wx.hoursOnPage(ui)).filter((h) => h.time !== 'Now');
  return [...hours].sort((a, b) => b.chance - a.chance)[rank]!.time;
}

export default defineTask({
  id: 'weather/query-rain-hour',
  apps: ['weather'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    // A rainy day whose chance peaks once, three hours or more from now: the answer holds for two hours of the episode.
    const hour = parts(world.os.now).hours;
    const fits = CITIES.filter((c) => {
      const d = wx.dayAhead(world, c.id, 0);
      const peak = wx.rainiestHour(world, c.id);
      return RAINY.includes(d.condition) && peak !== null && peak >= hour + 3 && peak <= 22;
    });
    const city = rng.pick(fits);
    const other = rng.pick(fits.filter((c) => wx.rainiestHour(world, c.id) !== wx.rainiestHour(world, city.id)));
    return { id: city.id, name: city.name, otherName: other.name };
  },
  goal: (p) => `According to Weather's hourly forecast, at what hour today is rain most likely in ${p.name}?`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p, _before, after) => wx.hh(wx.rainiestHour(after, p.id)!),
    candidates: (p, before) => wx.hoursLeftToday(before, p.id).map((h) => wx.hh(h.hour)),
  },
  oracle: async (ui, p) => ui.answer(await rainiest(ui, p.name)),
  alternatives: [
    { name: 'answers on the 12-hour clock', run: async (ui, p) => {
      const h = Number((await rainiest(ui, p.name)).slice(0, 2));
      await ui.answer(`${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`);
    } },
  ],
  nearMisses: [
    { name: 'answers the second likeliest hour', run: async (ui, p) => ui.answer(await rainiest(ui, p.name, 1)) },
    { name: "answers another city's hour", params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
