// Query: what moving an upcoming flight to the next day's same flight would cost on top of what
// was paid (the change panel shows it), without making the change.
import { defineTask } from '../define.ts';
import { changeDifference, sameFlightOn } from '../../apps/voyage/model.ts';
import * as vy from './kit.ts';
import { formatLongDate } from '../../apps/kit/time.ts';

const DAY = 86_400_000;

export default defineTask({
  id: 'voyage/query-fare-difference',
  apps: ['voyage'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const s = world.apps.voyage;
    const moves = vy.upcomingFlights(world).flatMap((b) => [1, 2, 3].map((k) => ({ b, k, f: sameFlightOn(s, b, b.depart - (b.depart % DAY) + k * DAY) })))
      .filter((m) => m.f !== undefined && changeDifference(s, m.b, m.f.id)! > 0);
    // Rarely no later flight costs more: the setup then raises one fare (fares move every day).
    const any = vy.upcomingFlights(world).flatMap((b) => [1, 2, 3].map((k) => ({ b, k, f: sameFlightOn(s, b, b.depart - (b.depart % DAY) + k * DAY) }))).filter((m) => m.f !== undefined);
    const { b, k, f } = moves.length > 0 ? rng.pick(moves) : rng.pick(any);
    const fare = moves.length > 0 ? null : Math.ceil(b.price / b.passengers.length) + rng.int(12, 60);
    const difference = fare === null ? changeDifference(s, b, f!.id)! : fare * b.passengers.length - b.price;
    return { fare, cabin: b.cabin, city: vy.cityOf(world, b.to), id: b.id, title: vy.bookingTitle(world, b), code: vy.flightCode(b), days: k, later: k === 1 ? 'one day later' : `${k} days later`, nextDay: f!.depart - (f!.depart % DAY), next: f!.id, difference, newTotal: b.price + difference };
  },
  goal: (p) => `On Voyage, how much would it cost to move your flight ${p.code} to ${p.city} to the same flight ${p.later}? Give the fare difference; do not make the change.`,
  named: (p, s) => ({ [`the upcoming flight to ${p.city}`]: vy.upcomingFlights(s).filter((b) => vy.cityOf(s, b.to) === p.city).length }),
  setup: (d, p) => { if (p.fare !== null) d.apps.voyage.flights.find((x) => x.id === p.next)!.fares[p.cabin as 'economy'] = p.fare; },
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'dollars', aliases: ['USD', 'dollar'], symbol: '$' },
    expected: (p) => p.difference,
    candidates: (_p, before) => {
      const s = before.apps.voyage;
      return [...new Set(vy.upcomingFlights(before).flatMap((b) => s.flights.filter((f) => f.airline === b.airline && f.number === b.number && f.from === b.from && f.to === b.to && f.id !== b.flight).map((f) => String(changeDifference(s, b, f.id)))))];
    },
  },
  oracle: async (ui, p) => {
    await vy.openBooking(ui, p.title);
    await ui.tap({ text: 'Change date', role: 'button' });
    await ui.answer(p.difference);
  },
  alternatives: [
    { name: 'opens the change dialog, keeps the flight, answers "$N"', run: async (ui, p) => {
      await vy.openBooking(ui, p.title);
      await vy.changeOpen(ui, p.nextDay, false);
      await ui.answer(`$${p.difference}`);
    } },
    { name: 'answers as the change table shows it, signed ("+$N")', run: async (ui, p) => {
      await vy.openBooking(ui, p.title);
      await ui.tap({ text: 'Change date', role: 'button' });
      await ui.scrollTo({ text: `Change to ${formatLongDate(p.nextDay)}`, role: 'button' });
      const tree = ui.tree();
      const row = tree.findIndex((e) => e.text === formatLongDate(p.nextDay));
      await ui.answer(tree.slice(row).find((e) => /^[+−]\$/.test(e.text))!.text);
    } },
  ],
  nearMisses: [
    { name: 'answers the difference with the other sign ("−$N")', run: async (ui, p) => { await vy.openBooking(ui, p.title); await ui.answer(`−$${p.difference}`); } },
    { name: 'makes the change, then answers', run: async (ui, p) => { await vy.openBooking(ui, p.title); await vy.changeOpen(ui, p.nextDay); await ui.answer(p.difference); } },
    { name: 'answers the new total', run: async (ui, p) => { await vy.openBooking(ui, p.title); await ui.answer(p.newTotal); } },
  ],
});
