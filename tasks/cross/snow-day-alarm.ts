import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { CITIES, dayForecast, findCity } from '../../apps/weather/state.ts';
import { DAY, parts, startOfDay } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from '../weather/kit.ts';
import * as clock from '../clock/kit.ts';

/** The days 1 to 6 ahead on which the forecast (drawn from this seed) for the city says snow. */
const snowDays = (forecastSeed: string, now: number, id: string): number[] =>
  [1, 2, 3, 4, 5, 6].filter((o) => dayForecast({ forecastSeed }, id, startOfDay(now) + o * DAY).condition === 'Snow');

/** The rows of the ten-day forecast (Today = 0) that say Snow for the city. */
const snowRows = (forecastSeed: string, now: number, id: string): number[] =>
  Array.from({ length: 10 }, (_, o) => o).filter((o) => dayForecast({ forecastSeed }, id, startOfDay(now) + o * DAY).condition === 'Snow');

/**
 * The world's forecast seed, or the first of its variants under which some city has exactly one snow
 * day in the next six (in summer few cities have snow at all) and no other Snow row in its ten days:
 * with Today's row or a row after the sixth day saying Snow too, "one of the next six days" has two
 * readings (is today one of them?), and the agent sees two snow days.
 */
function snowySeed(world: Parameters<typeof wx.saved>[0]): { forecastSeed: string; cities: string[] } {
  for (let k = 0; ; k++) {
    const forecastSeed = k === 0 ? world.apps.weather.forecastSeed : `${world.apps.weather.forecastSeed}/${k}`;
    const cities = CITIES.filter((c) => snowDays(forecastSeed, world.os.now, c.id).length === 1 && snowRows(forecastSeed, world.os.now, c.id).length === 1).map((c) => c.id);
    if (cities.length > 0) return { forecastSeed, cities };
  }
}

/** In Weather: the weekday (0 = Sunday) of the one row of the next six days that says Snow. */
async function snowWeekday(ui: TaskUi, city: string, now: number): Promise<number> {
  await wx.openBySearch(ui, city);
  for (let o = 1; o <= 6; o++) {
    if ((await wx.dayRow(ui, wx.rowName(now, o))).condition === 'Snow') return parts(now + o * DAY).weekday;
  }
  throw new Error(`no snow in ${city} in the next six days`);
}

export default defineTask({
  id: 'cross/snow-day-alarm',
  apps: ['weather', 'clock'],
  difficulty: 3,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const { forecastSeed, cities } = snowySeed(world);
    const city = findCity(rng.pick(cities))!;
    const weekday = parts(world.os.now + snowDays(forecastSeed, world.os.now, city.id)[0]! * DAY).weekday;
    // A morning time no alarm has; the usual wake-up is 30 minutes after it.
    let at = clock.pickTime(rng, world, 15);
    for (let i = 0; i < 40 && (at.hour < 5 || at.hour > 8); i++) at = clock.pickTime(rng, world, 15);
    const usual = at.hour * 60 + at.minute + 30;
    return { forecastSeed, id: city.id, city: city.name, weekday, hour: at.hour, minute: at.minute, usual: clock.timeText(Math.floor(usual / 60), usual % 60), now: world.os.now };
  },
  goal: (p) => `Weather forecasts snow in ${p.city} on one of the next six days. You usually wake up at ${p.usual}; on the snow day you want to be up 30 minutes earlier. In Clock, add an alarm for that time that repeats only on that day of the week, with no label.`,
  named: (p) => ({ [p.city]: wx.citiesNamed(p.city), 'the Snow row of its ten-day forecast': snowRows(String(p.forecastSeed), Number(p.now), String(p.id)).length }),
  setup: (d, p) => void (d.apps.weather.forecastSeed = p.forecastSeed),
  changes: () => [added(clock.ALARMS)],
  checks: (p) => clock.created({ hour: p.hour, minute: p.minute, days: [p.weekday] }),
  oracle: async (ui, p) => {
    const day = await snowWeekday(ui, p.city, p.now);
    await clock.create(ui, { hour: p.hour, minute: p.minute, days: [day] });
    await ui.done();
  },
  alternatives: [
    { name: 'adds a one-time alarm, then sets its repeat day', run: async (ui, p) => {
      const day = await snowWeekday(ui, p.city, p.now);
      await clock.create(ui, { hour: p.hour, minute: p.minute });
      await clock.edit(ui, clock.timeText(p.hour, p.minute), { days: [day] });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'at the usual time', run: async (ui, p) => {
      const day = await snowWeekday(ui, p.city, p.now);
      const [h, m] = p.usual.split(':').map(Number) as [number, number];
      await clock.create(ui, { hour: h, minute: m, days: [day] });
      await ui.done();
    } },
    { name: 'on the day before', run: async (ui, p) => {
      const day = await snowWeekday(ui, p.city, p.now);
      await clock.create(ui, { hour: p.hour, minute: p.minute, days: [(day + 6) % 7] });
      await ui.done();
    } },
    { name: 'a one-time alarm', run: async (ui, p) => {
      await clock.create(ui, { hour: p.hour, minute: p.minute });
      await ui.done();
    } },
  ],
});
