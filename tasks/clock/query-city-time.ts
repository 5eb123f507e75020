import { defineTask } from '../define.ts';
import { TIME_OF_DAY, formatClock } from '../../apps/kit/time.ts';
import { CITIES, cityTime, findCity } from '../../apps/clock/state.ts';
import { addCity } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';
import { twelveHour } from '../messages/kit.ts';

export default defineTask({
  id: 'clock/query-city-time',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const listed = world.apps.clock.cities;
    const [city, neighbour] = clock.pickWithNeighbour(rng, listed);
    // The near miss's other city must show another time: the neighbour, else a listed city in
    // another time zone, else one the setup adds (New York and Toronto show the same time).
    const offset = (name: string) => findCity(name)!.offset;
    const differs = (name: string) => offset(name) !== offset(city);
    const other = [neighbour, ...listed, ...CITIES.map((c) => c.name)].find(differs)!;
    return { city, other };
  },
  setup: (d, p) => addCity(d.apps.clock, p.other),
  goal: (p) => `What time is it now in ${p.city}?`,
  named: (p, s) => ({ [p.city]: s.apps.clock.cities.filter((c) => c === p.city).length }),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    // "Now" is when the agent answers: the device clock of the state it answered in.
    expected: (p, _before, after) => formatClock(cityTime(findCity(p.city)!, after.os.now)),
    // The device's own time and every city's time.
    candidates: (_p, before) => [formatClock(before.os.now), ...before.apps.clock.cities.map((c) => formatClock(cityTime(findCity(c)!, before.os.now)))],
  },
  oracle: async (ui, p) => clock.answerCityTime(ui, p.city),
  alternatives: [
    { name: 'looks at the alarms first, then reads the world clock', run: async (ui, p, oracle) => {
      await clock.openClock(ui);
      await ui.swipe('up');
      await oracle(ui, p);
    } },
    { name: 'answers on the 12-hour clock ("3:15 AM")', run: async (ui, p) => {
      await clock.openClock(ui, 'World clock');
      await ui.answer(twelveHour(clock.readCityTime(ui, p.city)));
    } },
  ],
  nearMisses: [
    { name: "answers another city's time", params: (p) => ({ ...p, city: p.other }) },
    // Not the form asked for (HH:MM): the row's whole line beside the time copied along (refused as answer_format).
    { name: 'answers the time with the line the row shows beside it ("03:15 Tomorrow, UTC+9")', run: async (ui, p) => {
      await clock.openClock(ui, 'World clock');
      const tree = ui.tree();
      const sub = tree.slice(tree.findIndex((e) => e.text === p.city) + 1).find((e) => /^(Today|Tomorrow|Yesterday), UTC/.test(e.text))!.text;
      await ui.answer(`${clock.readCityTime(ui, p.city)} ${sub}`);
    } },
    { name: "answers the phone's own time", run: async (ui) => {
      await clock.openClock(ui, 'World clock');
      await ui.answer(ui.read({ role: 'text', matches: new RegExp(`^${TIME_OF_DAY}$`) }));
    } },
  ],
});
