// Book the cheapest nonstop flight of a route on a day for two named passengers: search, filter
// (or read the stops on each row), open the fares, fill both passengers and pay.
import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as vy from './kit.ts';

const COMPANIONS = [
  { name: 'Priya Raman', born: '1991-06-23' }, { name: 'Tomás Ortega', born: '1985-02-09' }, { name: 'Lena Fischer', born: '1993-10-30' },
  { name: 'Kwame Mensah', born: '1979-12-05' }, { name: 'Sofia Lindqvist', born: '1996-03-14' },
] as const;
const ME = { name: 'Alex Morgan', born: '1988-04-17' };

export default defineTask({
  id: 'voyage/book-cheapest-nonstop',
  apps: ['voyage'],
  difficulty: 3,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const options = vy.routes(world).flatMap(([from, to]) => [2, 3, 4, 5].map((d) => ({ from, to, day: vy.dayAhead(world, d) })))
      .filter((o) => { const l = vy.flightsOn(world, o.from, o.to, o.day, 'economy', 0); return l.length >= 2 && vy.cheapestUnique(l); });
    const o = rng.pick(options);
    const [target, second] = vy.flightsOn(world, o.from, o.to, o.day, 'economy', 0);
    const companion = rng.pick(COMPANIONS);
    return {
      from: vy.cityOf(world, o.from), to: vy.cityOf(world, o.to), fromCode: o.from, toCode: o.to, date: vy.formatIsoDate(o.day),
      flight: target!.id, code: vy.flightCode(target!), second: vy.flightCode(second!),
      passengers: [ME, { ...companion }],
    };
  },
  goal: (p) => `On Voyage, book the cheapest nonstop flight from ${p.from} to ${p.to} on ${p.date} in Economy for two passengers: ${p.passengers[0]!.name} (born ${p.passengers[0]!.born}) and ${p.passengers[1]!.name} (born ${p.passengers[1]!.born}). Pay with the Visa card.`,
  changes: () => [added(vy.BOOKINGS), mayRecord('voyage-booking')],
  checks: (p) => vy.bookedFlight({ flight: p.flight, cabin: 'economy', passengers: p.passengers, card: 'card1' }),
  oracle: vy.script(async (ui, p) => {
    await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 2, chip: 'Nonstop only', code: p.code, cabin: 'economy', passengers: p.passengers });
  }),
  alternatives: [
    { name: 'airport codes typed, no filter, a window seat', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.fromCode, to: p.toCode, date: p.date, pax: 2, code: p.code, cabin: 'economy', passengers: p.passengers, seat: 'Window' });
    }) },
    { name: 'a passenger\'s name left out first (refused), then added', run: vy.script(async (ui, p) => {
      await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 2 });
      await vy.openFares(ui, p.code);
      await vy.selectCabin(ui, 'economy');
      await vy.fillPassengers(ui, [p.passengers[0]!, { ...p.passengers[1]!, name: '' }]);
      await ui.fill({ hint: 'First and last name', index: 1 }, p.passengers[1]!.name);
      await ui.tap({ text: 'Pay and book', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'books the second-cheapest nonstop', params: (p) => ({ ...p, code: p.second }) },
    { name: 'books it for one passenger only', params: (p) => ({ ...p, passengers: [p.passengers[0]!] }) },
    { name: 'misspells the companion\'s name', params: (p) => ({ ...p, passengers: [p.passengers[0]!, { ...p.passengers[1]!, name: p.passengers[1]!.name.replace(/a/, 'e') }] }) },
    { name: 'types the companion\'s date of birth a year off', params: (p) => ({ ...p, passengers: [p.passengers[0]!, { ...p.passengers[1]!, born: `${Number(p.passengers[1]!.born.slice(0, 4)) + 1}${p.passengers[1]!.born.slice(4)}` }] }) },
    { name: 'books it in Premium economy', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 2, code: p.code, cabin: 'premium', passengers: p.passengers });
    }) },
    { name: 'pays with the Mastercard', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 2, code: p.code, cabin: 'economy', passengers: p.passengers, card: /^Mastercard ending/ });
    }) },
    { name: 'fills the form but never pays', run: vy.script(async (ui, p) => {
      await vy.bookFlight(ui, { from: p.from, to: p.to, date: p.date, pax: 2, code: p.code, cabin: 'economy', passengers: p.passengers, send: false });
    }) },
  ],
});
