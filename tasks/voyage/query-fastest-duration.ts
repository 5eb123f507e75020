// Query: how long, in minutes, the fastest flight of a route on a day takes (the results show each
// flight's time as "1h 15m": sort by Fastest or read every row, then turn it into minutes).
import { defineTask } from '../define.ts';
import { durationMinutes, formatDuration } from '../../apps/voyage/state.ts';
import * as vy from './kit.ts';

export default defineTask({
  id: 'voyage/query-fastest-duration',
  apps: ['voyage'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const options = vy.routes(world).flatMap(([from, to]) => [1, 2, 3, 4, 5, 6].map((d) => ({ from, to, day: vy.dayAhead(world, d) })))
      .filter((o) => { const l = vy.flightsOn(world, o.from, o.to, o.day); return durationMinutes(l[0]!) > Math.min(...l.map(durationMinutes)); });
    const { from, to, day } = rng.pick(options);
    const list = vy.flightsOn(world, from, to, day);
    const minutes = list.map(durationMinutes);
    const fastest = Math.min(...minutes);
    return {
      from: vy.cityOf(world, from), to: vy.cityOf(world, to), fromCode: from, toCode: to, date: vy.formatIsoDate(day),
      minutes: fastest, code: vy.flightCode(list[minutes.indexOf(fastest)]!), cheapest: minutes[0]!, slowest: Math.max(...minutes),
      // "1h 15m" read as 115.
      runTogether: Math.floor(fastest / 60) * 100 + (fastest % 60),
      shown: formatDuration(fastest),
    };
  },
  goal: (p) => `On Voyage, how long does the fastest flight from ${p.from} to ${p.to} on ${p.date} take, in minutes?`,
  checks: () => [],
  answer: {
    spec: { type: 'duration', unit: 'minutes' },
    expected: (p) => p.minutes,
    candidates: (p, before) => [...new Set(before.apps.voyage.flights.filter((f) => f.from === p.fromCode && f.to === p.toCode).map((f) => String(durationMinutes(f))))],
  },
  oracle: async (ui, p) => {
    await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 });
    await vy.chip(ui, 'Fastest');
    await ui.answer(p.minutes);
  },
  alternatives: [
    { name: 'reads every row unsorted, answers "N minutes"', run: async (ui, p) => {
      await vy.searchFlightsUi(ui, { from: p.fromCode, to: p.toCode, date: p.date, pax: 1 });
      await ui.swipe('up');
      await ui.answer(`${p.minutes} minutes`);
    } },
    { name: 'sorted by Fastest, opens the flight\'s fares, answers "N min"', run: async (ui, p) => {
      await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 2 });
      await vy.chip(ui, 'Fastest');
      await vy.openFares(ui, p.code);
      await ui.answer(`${p.minutes} min`);
    } },
  ],
  nearMisses: [
    { name: 'answers the cheapest flight\'s time (the default order\'s first row)', run: async (ui, p) => { await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 }); await ui.answer(p.cheapest); } },
    { name: 'answers the slowest flight\'s time', run: async (ui, p) => { await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 }); await ui.answer(p.slowest); } },
    { name: 'reads "1h 15m" as 115', run: async (ui, p) => {
      await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 });
      await vy.chip(ui, 'Fastest');
      await ui.answer(p.runTogether);
    } },
    { name: 'answers in hours and minutes as the results show it ("1h 15m"), not in minutes', run: async (ui, p) => {
      await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 });
      await vy.chip(ui, 'Fastest');
      await ui.answer(p.shown);
    } },
  ],
});
