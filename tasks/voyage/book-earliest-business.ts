// Book the earliest departure of a route on a day in Business for the user: sort by departure
// (or read the times), open the fares, Select Business.
import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as vy from './kit.ts';

const ME = { name: 'Alex Morgan', born: '1988-04-17' };

export default defineTask({
  id: 'voyage/book-earliest-business',
  apps: ['voyage'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const options = vy.routes(world).flatMap(([from, to]) => [2, 3, 4, 5, 6].map((d) => ({ from, to, day: vy.dayAhead(world, d) })))
      .filter((o) => { const l = vy.flightsOn(world, o.from, o.to, o.day).sort((a, b) => a.depart - b.depart); return l.length >= 2 && l[0]!.depart < l[1]!.depart; });
    const { from, to, day } = rng.pick(options);
    const byTime = vy.flightsOn(world, from, to, day).sort((a, b) => a.depart - b.depart);
    return { from: vy.cityOf(world, from), to: vy.cityOf(world, to), date: vy.formatIsoDate(day), flight: byTime[0]!.id, code: vy.flightCode(byTime[0]!), second: vy.flightCode(byTime[1]!) };
  },
  goal: (p) => `On Voyage, book the earliest flight of the day from ${p.from} to ${p.to} on ${p.date} in Business class for Alex Morgan (born 1988-04-17), paid with the Visa card.`,
  named: (p, s) => {
    const first = s.apps.voyage.flights.find((f) => f.id === p.flight)!;
    return { 'the earliest flight of the day': s.apps.voyage.flights.filter((f) => f.from === first.from && f.to === first.to && f.depart === first.depart).length };
  },
  changes: () => [added(vy.BOOKINGS), mayRecord('voyage-booking')],
  checks: (p) => vy.bookedFlight({ flight: p.flight, cabin: 'business', passengers: [ME], card: 'card1' }),
  oracle: vy.script(async (ui, p) => {
    await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, chip: 'Earliest departure', code: p.code, cabin: 'business', passengers: [ME] });
  }),
  alternatives: [
    { name: 'reads the times without sorting, with an aisle seat', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, code: p.code, cabin: 'business', passengers: [ME], seat: 'Aisle' });
    }) },
    { name: 'a date of birth in another form first (refused), then YYYY-MM-DD', run: vy.script(async (ui, p) => {
      await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 });
      await vy.openFares(ui, p.code);
      await vy.selectCabin(ui, 'business');
      await vy.fillPassengers(ui, [{ ...ME, born: '17/04/1988' }]);
      await ui.fill({ hint: 'YYYY-MM-DD' }, ME.born);
      await ui.tap({ text: 'Pay and book', role: 'button' });
    }) },
    { name: 'Business chosen in the search form\'s Cabin class drop-down', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, cabinLabel: 'Business', chip: 'Earliest departure', code: p.code, cabin: 'business', passengers: [ME] });
    }) },
  ],
  nearMisses: [
    { name: 'books the second flight of the day', params: (p) => ({ ...p, code: p.second }) },
    { name: 'books it in Economy', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, code: p.code, cabin: 'economy', passengers: [ME] });
    }) },
    { name: 'books it in Premium economy', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 1, code: p.code, cabin: 'premium', passengers: [ME] });
    }) },
    { name: 'books it for two passengers (the user twice)', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 2, code: p.code, cabin: 'business', passengers: [ME, ME] });
    }) },
  ],
});
