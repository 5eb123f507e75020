import { defineTask } from '../define.ts';
import { AIRPORTS } from '../../apps/travel/state.ts';
import * as travel from './kit.ts';

// The cheapest nonstop flight's Economy price on a route and day. Instances where the cheapest
// flight of all has a stop, so that forgetting the Nonstop filter gives another price.
const price = (ui: { read: (s: { matches: RegExp }) => string }) => ui.read({ matches: /^\$[\d,]+\.\d\d$/ }).replace(/[$,]/g, '');

export default defineTask({
  id: 'travel/query-cheapest-nonstop',
  apps: ['travel'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const options = AIRPORTS.filter((a) => a.code !== travel.HOME_AIRPORT).flatMap((a) => [2, 3, 4, 5, 6, 7, 8].map((ahead) => {
      const day = travel.day(world, ahead);
      const all = travel.flightsLeaving(world, travel.HOME_AIRPORT, a.code, day, world.os.now);
      const nonstop = all.filter((f) => f.stops === 0).map((f) => f.prices.Economy).sort((x, y) => x - y);
      const cheapest = Math.min(...all.map((f) => f.prices.Economy));
      const unique = nonstop.length >= 2 ? nonstop[0] !== nonstop[1] : nonstop.length === 1;
      return unique && cheapest < nonstop[0]! ? { to: a.code, day, price: nonstop[0]! } : null;
    })).filter((x) => x !== null);
    const pick = rng.pick(options);
    return { to: pick.to, day: pick.day };
  },
  goal: (p) => `In Travel, what is the Economy price of the cheapest nonstop flight from ${travel.airportLabel(travel.HOME_AIRPORT)} to ${travel.airportLabel(p.to)} on ${travel.dayWords(p.day)}?`,
  named: (p, initial) => {
    const nonstop = travel.flightsLeaving(initial, travel.HOME_AIRPORT, p.to, p.day, 0).filter((f) => f.stops === 0).map((f) => f.prices.Economy);
    return { 'the cheapest nonstop flight': nonstop.filter((x) => x === Math.min(...nonstop)).length };
  },
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'dollars', aliases: ['dollar', 'USD'], symbol: '$' },
    expected: (p, before) => Math.min(...travel.flightsLeaving(before, travel.HOME_AIRPORT, p.to, p.day, 0).filter((f) => f.stops === 0).map((f) => f.prices.Economy)) / 100,
    candidates: (p, before) => travel.flightsLeaving(before, travel.HOME_AIRPORT, p.to, p.day, 0).map((f) => (f.prices.Economy / 100).toFixed(2)),
  },
  // The results sort by lowest price: with Nonstop only on, the first row's price.
  oracle: async (ui, p) => {
    await travel.searchFlights(ui, travel.HOME_AIRPORT, p.to, p.day);
    await ui.tap({ text: 'Nonstop only', role: 'switch' });
    await ui.answer(price(ui));
  },
  alternatives: [
    { name: 'answers with the dollar sign and "USD"', run: async (ui, p) => {
      await travel.searchFlights(ui, travel.HOME_AIRPORT, p.to, p.day);
      await ui.tap({ text: 'Nonstop only', role: 'switch' });
      await ui.answer(`${ui.read({ matches: /^\$[\d,]+\.\d\d$/ })} USD`);
    } },
  ],
  nearMisses: [
    { name: 'forgets the nonstop filter', run: async (ui, p) => {
      await travel.searchFlights(ui, travel.HOME_AIRPORT, p.to, p.day);
      await ui.answer(price(ui));
    } },
    { name: 'reads the Premium price', run: async (ui, p) => {
      await travel.searchFlights(ui, travel.HOME_AIRPORT, p.to, p.day);
      await ui.tap({ text: 'Nonstop only', role: 'switch' });
      await ui.tap({ text: 'Premium', role: 'radio' });
      await ui.answer(price(ui));
    } },
    { name: 'rounds it to whole dollars', run: async (ui, p) => {
      await travel.searchFlights(ui, travel.HOME_AIRPORT, p.to, p.day);
      await ui.tap({ text: 'Nonstop only', role: 'switch' });
      await ui.answer(String(Math.round(Number(price(ui)))));
    } },
  ],
});
