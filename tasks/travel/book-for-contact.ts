import { defineTask, nameRule } from '../define.ts';
import { sameName } from '../../judges/index.ts';
import { formatClock } from '../../apps/kit/time.ts';
import { AIRPORTS, cardName, flightPrice } from '../../apps/travel/state.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as travel from './kit.ts';

// Book a seat for someone in Contacts: the name as Contacts has it (picked from Contacts or typed).
export default defineTask({
  id: 'travel/book-for-contact',
  apps: ['travel'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const to = rng.pick(AIRPORTS.filter((a) => a.code !== travel.HOME_AIRPORT)).code;
    const day = travel.day(world, rng.int(3, 20));
    const f = rng.pick(travel.flightsLeaving(world, travel.HOME_AIRPORT, to, day, world.os.now));
    const names = world.apps.contacts.contacts.map(fullName);
    // Names the app tells apart from every other traveller the picker offers (its rule: caseless).
    const offered = [travel.OWNER_NAME, ...names];
    const [traveller, other] = rng.sample(names.filter((n) => offered.filter((x) => sameName(nameRule('travel', 'traveller'), x, n)).length === 1), 2);
    const card = world.apps.travel.cards.find((c) => c.id === world.apps.travel.defaultCard)!;
    return {
      flight: f.id, number: f.number, time: formatClock(f.depart), from: travel.HOME_AIRPORT, to, day, cabin: 'Economy' as const, fare: 'Saver' as const, bags: 0,
      traveller: traveller!, other: other!, card: card.id, cardName: cardName(card), amount: flightPrice(f, 'Economy', 'Saver', 0),
    };
  },
  goal: (p) => `In Travel, book ${p.traveller} (from your contacts) on flight ${p.number} from ${travel.cityOf(p.from)} to ${travel.cityOf(p.to)} on ${travel.dayWords(p.day)} at ${p.time}: Economy, Saver fare, no checked bags, your default card.`,
  named: (p, initial) => ({
    [`the contact ${p.traveller}`]: initial.apps.contacts.contacts.filter((c) => sameName(nameRule('travel', 'traveller'), fullName(c), p.traveller)).length,
    [`flight ${p.number}`]: travel.flightsLeaving(initial, p.from, p.to, p.day, 0).filter((f) => f.number === p.number).length,
  }),
  changes: () => travel.bookingRules('flight'),
  checks: (p) => travel.bookedFlight({ flight: p.flight, cabin: p.cabin, fare: p.fare, traveller: p.traveller, bags: p.bags, card: p.card, cardWords: p.cardName, amount: p.amount }, `flight ${p.number}`),
  oracle: travel.script(async (ui, p) => {
    await travel.searchFlights(ui, p.from, p.to, p.day);
    await travel.openResult(ui, p.number);
    await travel.fillFlightForm(ui, p, true, true);
  }),
  alternatives: [
    { name: 'files the booking in one of your trips, then takes it out again', run: travel.script(async (ui, p) => {
      await travel.searchFlights(ui, p.from, p.to, p.day);
      await travel.openResult(ui, p.number);
      await travel.fillFlightForm(ui, p, true, true);
      await travel.fileJustBooked(ui, travel.SEEDED_TRIP);
      await travel.unfileOpen(ui);
    }) },
    { name: "types the traveller's name in lower case", run: travel.script((ui, p) => travel.bookFlight(ui, { ...p, traveller: p.traveller.toLowerCase() })) },
  ],
  nearMisses: [
    { name: 'files the new booking in one of your trips', run: travel.script(async (ui, p) => {
      await travel.searchFlights(ui, p.from, p.to, p.day);
      await travel.openResult(ui, p.number);
      await travel.fillFlightForm(ui, p, true, true);
      await travel.fileJustBooked(ui, travel.SEEDED_TRIP);
    }) },
    { name: 'books it for yourself', params: (p) => ({ ...p, traveller: travel.OWNER_NAME }) },
    { name: 'books it for another contact', params: (p) => ({ ...p, traveller: p.other }) },
    { name: 'adds a bag', params: (p) => ({ ...p, bags: 1 }) },
  ],
});
