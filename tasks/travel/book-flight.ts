import { defineTask } from '../define.ts';
import { formatClock } from '../../apps/kit/time.ts';
import { AIRPORTS, CABINS, FARES, MAX_BAGS, cardName, flightPrice } from '../../apps/travel/state.ts';
import * as travel from './kit.ts';

export default defineTask({
  id: 'travel/book-flight',
  apps: ['travel'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const to = rng.pick(AIRPORTS.filter((a) => a.code !== travel.HOME_AIRPORT)).code;
    const day = travel.day(world, rng.int(2, 20));
    const [f, other] = rng.sample(travel.flightsLeaving(world, travel.HOME_AIRPORT, to, day, world.os.now), 2);
    const cabin = rng.pick(CABINS);
    const fare = rng.pick(FARES);
    const bags = rng.int(0, MAX_BAGS - 1);
    const [card, otherCard] = rng.sample(world.apps.travel.cards, 2);
    return {
      flight: f!.id, number: f!.number, time: formatClock(f!.depart), from: travel.HOME_AIRPORT, to, day, cabin, fare, bags, traveller: travel.OWNER_NAME,
      card: card!.id, cardName: cardName(card!), otherCardName: cardName(otherCard!), otherNumber: other!.number, amount: flightPrice(f!, cabin, fare, bags),
    };
  },
  goal: (p) => `In Travel, book flight ${p.number} from ${travel.airportLabel(p.from)} to ${travel.airportLabel(p.to)} on ${travel.dayWords(p.day)} (it leaves at ${p.time}) for yourself: ${p.cabin} cabin, ${p.fare} fare, ${p.bags === 0 ? 'no checked bags' : `${p.bags} checked bag`}, paid with your ${p.cardName}.`,
  named: (p, initial) => ({ [`flight ${p.number} on that day`]: travel.flightsLeaving(initial, p.from, p.to, p.day, 0).filter((f) => f.number === p.number).length }),
  changes: () => travel.bookingRules('flight'),
  checks: (p) => travel.bookedFlight({ flight: p.flight, cabin: p.cabin, fare: p.fare, traveller: p.traveller, bags: p.bags, card: p.card, cardWords: p.cardName, amount: p.amount }, `flight ${p.number} on ${travel.dayWords(p.day)}`),
  oracle: travel.script((ui, p) => travel.bookFlight(ui, p)),
  alternatives: [
    { name: 'files the booking in one of your trips, then takes it out again', run: travel.script(async (ui, p) => {
      await travel.bookFlight(ui, p);
      await travel.fileJustBooked(ui, travel.SEEDED_TRIP);
      await travel.unfileOpen(ui);
    }) },
    { name: 'chooses the cabin on the results screen and lists nonstop flights first', run: travel.script(async (ui, p) => {
      await travel.searchFlights(ui, p.from, p.to, p.day);
      await ui.tap({ text: 'Sort', role: 'button' });
      await ui.tap({ text: 'Earliest departure', role: 'radio' });
      if (p.cabin !== 'Economy') await ui.tap({ text: p.cabin, role: 'radio' });
      await travel.openResult(ui, p.number);
      await travel.fillFlightForm(ui, { ...p, cabin: 'Economy' });
    }) },
    { name: 'searches the wrong day first, then the right one', run: travel.script(async (ui, p) => {
      await travel.searchFlights(ui, p.from, p.to, p.day + 86_400_000);
      await ui.back();
      await travel.pickDate(ui, 'Date', p.day);
      await ui.tap({ text: 'Search flights', role: 'button' });
      await travel.openResult(ui, p.number);
      await travel.fillFlightForm(ui, p);
    }) },
  ],
  nearMisses: [
    { name: 'files the new booking in one of your trips', run: travel.script(async (ui, p) => {
      await travel.bookFlight(ui, p);
      await travel.fileJustBooked(ui, travel.SEEDED_TRIP);
    }) },
    { name: 'books another flight that day', params: (p) => ({ ...p, number: p.otherNumber }) },
    { name: 'books another cabin', params: (p) => ({ ...p, cabin: p.cabin === 'Economy' ? 'Business' as const : 'Economy' as const }) },
    { name: 'books the other fare', params: (p) => ({ ...p, fare: p.fare === 'Saver' ? 'Flex' as const : 'Saver' as const }) },
    { name: 'pays with another card', params: (p) => ({ ...p, cardName: p.otherCardName }) },
    { name: 'adds one bag too many', params: (p) => ({ ...p, bags: p.bags + 1 }) },
    { name: 'books it twice by mistake and cancels the second', run: travel.script(async (ui, p) => {
      await travel.bookFlight(ui, p);
      // Back from the confirmation to the form, and Book and pay once more.
      await ui.back();
      await ui.scrollTo({ text: 'Book and pay', role: 'button' });
      await ui.tap({ text: 'Book and pay', role: 'button' });
      await travel.cancelJustBooked(ui);
    }) },
    { name: 'stops on the form without booking', run: travel.script((ui, p) => travel.bookFlight(ui, p, false)) },
  ],
});
