import { defineTask } from '../define.ts';
import { formatClock } from '../../apps/kit/time.ts';
import { cityTime, findCity } from '../../apps/clock/state.ts';
import type { TaskUi } from '../ui.ts';
import { openClock } from './helpers.ts';

/** On the world clock: the time shown in a city's row (the first clock time after its name). */
function readCityTime(ui: TaskUi, city: string): string {
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === city);
  const time = tree.slice(at + 1).find((e) => /^\d\d:\d\d$/.test(e.text));
  if (at < 0 || !time) throw new Error(`no time for ${city} on screen`);
  return time.text;
}

export default defineTask({
  id: 'clock/query-city-time',
  apps: ['clock'],
  difficulty: 1,
  // Short: the answer is the time at reset, and every step moves the clock by a second (the
  // episode starts on a whole minute, so 10 steps stay within it).
  maxSteps: 10,
  params: ({ rng, world }) => {
    const cities = world.apps.clock.cities;
    const i = rng.int(0, cities.length - 1);
    return { city: cities[i]!, other: cities[i + 1] ?? cities[i - 1]! };
  },
  goal: (p) => `What time is it now in ${p.city}? Answer with the 24-hour time, like 21:37.`,
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'text' },
    expected: (p, before) => formatClock(cityTime(findCity(p.city)!, before.os.now)),
    // The device's own time and every city's time.
    candidates: (_p, before) => [formatClock(before.os.now), ...before.apps.clock.cities.map((c) => formatClock(cityTime(findCity(c)!, before.os.now)))],
  },
  oracle: async (ui, p) => {
    await openClock(ui, 'World clock');
    await ui.answer(readCityTime(ui, p.city));
  },
  nearMisses: [
    {
      name: "answers another city's time",
      run: async (ui, p) => {
        await openClock(ui, 'World clock');
        await ui.answer(readCityTime(ui, p.other));
      },
    },
    {
      name: "answers the phone's own time",
      run: async (ui) => {
        await openClock(ui, 'World clock');
        await ui.answer(ui.read({ role: 'text', matches: /^\d\d:\d\d$/ }));
      },
    },
  ],
});
