// Book the cheapest morning flight of a route on a day (the departure-time filter, or reading the
// times), when a cheaper flight leaves later in the day.
import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { HOUR } from '../../apps/kit/time.ts';
import type { Flight } from '../../apps/voyage/state.ts';
import * as vy from './kit.ts';

const ME = { name: 'Alex Morgan', born: '1988-04-17' };
const morning = (f: Flight) => { const h = Math.floor((f.depart % 86_400_000) / HOUR); return h >= 5 && h < 12; };

export default defineTask({
  id: 'voyage/book-morning-flight',
  apps: ['voyage'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const options = vy.routes(world).flatMap(([from, to]) => [2, 3, 4, 5, 6].map((d) => ({ from, to, day: vy.dayAhead(world, d) }))).filter((o) => {
      const all = vy.flightsOn(world, o.from, o.to, o.day);
      const am = all.filter(morning);
      return am.length >= 1 && !morning(all[0]!) && vy.cheapestUnique(am) && all[0]!.fares.economy < am[0]!.fares.economy;
    });
    const o = rng.pick(options);
    const all = vy.flightsOn(world, o.from, o.to, o.day);
    const am = all.filter(morning);
    return { from: vy.cityOf(world, o.from), to: vy.cityOf(world, o.to), date: vy.formatIsoDate(o.day), flight: am[0]!.id, code: vy.flightCode(am[0]!), cheapest: vy.flightCode(all[0]!) };
  },
  goal: (p) => `On Voyage, book the cheapest flight from ${p.from} to ${p.to} on ${p.date} that leaves in the morning (05:00-11:59), in Economy for Alex Morgan (born 1988-04-17), paid with the Visa card.`,
  changes: () => [added(vy.BOOKINGS), mayRecord('voyage-booking')],
  checks: (p) => vy.bookedFlight({ flight: p.flight, cabin: 'economy', passengers: [ME], card: 'card1' }),
  oracle: vy.script(async (ui, p) => {
    await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, chip: 'Morning (05:00-11:59)', code: p.code, cabin: 'economy', passengers: [ME] });
  }),
  alternatives: [
    { name: 'sorted by departure, read the times', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, chip: 'Earliest departure', code: p.code, cabin: 'economy', passengers: [ME] });
    }) },
  ],
  nearMisses: [
    { name: 'books the cheapest flight of the day (not in the morning)', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, code: p.cheapest, cabin: 'economy', passengers: [ME] });
    }) },
    { name: 'types a wrong date of birth (1988-12-04 for 1988-04-17)', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, chip: 'Morning (05:00-11:59)', code: p.code, cabin: 'economy', passengers: [{ ...ME, born: '1988-12-04' }] });
    }) },
    { name: 'searches the next day', params: (p) => ({ ...p, date: vy.formatIsoDate(Date.parse(`${p.date}T00:00:00Z`) + 86_400_000) }) },
  ],
});
