import { defineTask } from '../define.ts';
import { RAINY, dayForecast } from '../../apps/weather/state.ts';
import { parts } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from './kit.ts';
import { twelveHour } from '../messages/kit.ts';

/**
 * On the city's page (opened from its row: the goal names a city of the list): today's hours and
 * their chance of rain, and the one where it is highest (`rank` 1: the second highest). The hour
 * after "Now" must be within two hours of the goal's (the page is this morning's, not another day's).
 */
async function rainiest(ui: TaskUi, name: string, nowHour: number, rank = 0): Promise<string> {
  await wx.openRow(ui, name);
  const hours = (await wx.hoursOnPage(ui)).filter((h) => h.time !== 'Now');
  if (![1, 2].some((n) => hours[0]?.minutes === ((nowHour + n) % 24) * 60)) throw new Error(`the hourly forecast does not start near ${wx.hh(nowHour)}`);
  return [...hours].sort((a, b) => b.chance - a.chance)[rank]!.time;
}

export default defineTask({
  id: 'weather/query-rain-hour',
  apps: ['weather'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    // A listed city on a rainy day whose chance peaks once, three hours or more from now: the answer
    // holds for two hours of the episode. No other listed city peaks at that hour, so the answer
    // names this city's hour only (read for another city of the list, as another seed's goal would
    // have it, it is another hour). The world's forecasts, or the first variant of its seed that has
    // one (the setup puts it in place).
    const now = world.os.now, hour = parts(now).hours;
    const fitting = (forecastSeed: string) => wx.listed(world).filter((id) => {
      const peak = wx.rainiestHour({ forecastSeed }, now, id);
      const shared = wx.listed(world).some((x) => x !== id && wx.rainiestHour({ forecastSeed }, now, x) === peak);
      return RAINY.includes(dayForecast({ forecastSeed }, id, now).condition) && peak !== null && peak >= hour + 3 && peak <= 22 && !shared;
    });
    let forecastSeed = world.apps.weather.forecastSeed;
    for (let k = 1; fitting(forecastSeed).length === 0; k++) forecastSeed = `${world.apps.weather.forecastSeed}/${k}`;
    const fits = fitting(forecastSeed);
    const id = rng.pick(fits);
    const other = rng.pick(wx.listed(world).filter((x) => x !== id && wx.rainiestHour({ forecastSeed }, now, x) !== wx.rainiestHour({ forecastSeed }, now, id)));
    return { forecastSeed, id, name: wx.nameOf(id), otherName: wx.nameOf(other), hour };
  },
  goal: (p) => `According to Weather's hourly forecast, at what hour today is rain most likely in ${p.name}, one of your cities?`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  setup: (d, p) => void (d.apps.weather.forecastSeed = p.forecastSeed),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p, _before, after) => wx.hh(wx.rainiestHour(after.apps.weather, after.os.now, p.id)!),
    candidates: (p, before) => wx.hoursLeftToday(before.apps.weather, before.os.now, p.id).map((h) => wx.hh(h.hour)),
  },
  oracle: async (ui, p) => ui.answer(await rainiest(ui, p.name, p.hour)),
  alternatives: [
    { name: 'answers on the 12-hour clock', run: async (ui, p) => {
      await ui.answer(twelveHour(await rainiest(ui, p.name, p.hour)));
    } },
  ],
  nearMisses: [
    { name: 'answers the second likeliest hour', run: async (ui, p) => ui.answer(await rainiest(ui, p.name, p.hour, 1)) },
    { name: "answers another city's hour", params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
