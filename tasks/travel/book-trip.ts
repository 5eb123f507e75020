import { defineTask } from '../define.ts';
import { added, expectEqual } from '../../judges/index.ts';
import { formatClock } from '../../apps/kit/time.ts';
import { AIRPORTS, cardName, flightPrice, stayPrice } from '../../apps/travel/state.ts';
import type { TaskUi } from '../ui.ts';
import * as travel from './kit.ts';

// A trip planned whole: a new trip, a flight out and a hotel in that city from the day of arrival,
// both in the trip (from each booking's page, "Add to trip").

async function addToTrip(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'View booking', role: 'button' });
  await ui.scrollTo({ text: 'Add to trip', role: 'button' });
  await ui.tap({ text: 'Add to trip', role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

export default defineTask({
  id: 'travel/book-trip',
  apps: ['travel'],
  difficulty: 4,
  maxSteps: 65,
  params: ({ rng, world }) => {
    const a = rng.pick(AIRPORTS.filter((x) => x.code !== travel.HOME_AIRPORT));
    const day = travel.day(world, rng.int(3, 20));
    const f = rng.pick(travel.flightsLeaving(world, travel.HOME_AIRPORT, a.code, day, world.os.now).filter((x) => travel.startOfDay(x.arrive) === day));
    const hotel = rng.pick(world.apps.travel.hotels.filter((h) => h.city === a.city));
    const room = hotel.rooms[0]!;
    const nights = rng.int(2, 4);
    const card = world.apps.travel.cards.find((c) => c.id === world.apps.travel.defaultCard)!;
    return {
      name: rng.pick(travel.TRIP_NAMES.filter((n) => travel.tripsNamed(world, n) === 0)), from: travel.HOME_AIRPORT, to: a.code, city: a.city, day, flight: f.id, number: f.number, time: formatClock(f.depart),
      cabin: 'Economy' as const, fare: 'Saver' as const, bags: 1, traveller: travel.OWNER_NAME, card: card.id, cardName: cardName(card), flightAmount: flightPrice(f, 'Economy', 'Saver', 1),
      hotel: hotel.id, hotelName: hotel.name, room: room.id, roomName: room.name, nights, rate: 'Free cancellation' as const, stayAmount: stayPrice(room, 'Free cancellation', nights),
    };
  },
  goal: (p) => `Plan a trip in Travel called "${p.name}": book flight ${p.number} at ${p.time} from ${travel.cityOf(p.from)} to ${p.city} on ${travel.dayWords(p.day)} (Economy, Saver fare, 1 checked bag) and a ${p.roomName} at ${p.hotelName} for ${p.nights} nights from that day (Free cancellation), both with your default card, and put both bookings in the trip.`,
  named: (p, initial) => ({
    [`flight ${p.number}`]: travel.flightsLeaving(initial, p.from, p.to, p.day, 0).filter((f) => f.number === p.number).length,
    [`the hotel "${p.hotelName}"`]: travel.hotelsNamed(initial, p.hotelName),
  }),
  changes: () => [...travel.bookingRules('flight', 'hotel'), added(travel.TRIPS)],
  checks: (p) => [
    ...travel.bookedFlight({ flight: p.flight, cabin: p.cabin, fare: p.fare, traveller: p.traveller, bags: p.bags, card: p.card, cardWords: p.cardName, amount: p.flightAmount }, `flight ${p.number}`, ['trip']),
    ...travel.bookedStay({ hotel: p.hotel, room: p.room, rate: p.rate, guest: p.traveller, checkIn: p.day, nights: p.nights, card: p.card, cardWords: p.cardName, amount: p.stayAmount }, `a ${p.roomName} at ${p.hotelName}`, ['trip']),
    travel.createdTrip(p.name),
    expectEqual('both new bookings are in it', [true, true], (ctx) => {
      const t = travel.newTrips(ctx.before, ctx.after)[0];
      return (['flight', 'hotel'] as const).map((k) => t !== undefined && travel.newBooking(ctx, k)?.trip === t.id);
    }),
  ],
  oracle: travel.script(async (ui, p) => {
    await travel.newTrip(ui, p.name);
    await travel.bookFlight(ui, p);
    await addToTrip(ui, p.name);
    await travel.bookStay(ui, { ...p, day: p.day });
    await addToTrip(ui, p.name);
  }),
  alternatives: [
    { name: 'books both first, then makes the trip and adds them from its page', run: travel.script(async (ui, p) => {
      await travel.bookFlight(ui, p);
      await travel.bookStay(ui, p);
      await travel.newTrip(ui, p.name);
      const stayOption = `${p.hotelName}, ${travel.shortDay(p.day)}`;
      const flightOption = `${travel.cityOf(p.from)} to ${p.city}, ${travel.shortDay(p.day)}`;
      for (const o of [flightOption, stayOption]) {
        await ui.tap({ text: 'Add a booking', role: 'button' });
        await ui.scrollTo({ text: o, role: 'button' });
        await ui.tap({ text: o, role: 'button' });
      }
    }) },
  ],
  nearMisses: [
    { name: 'books the hotel a night short', params: (p) => ({ ...p, nights: p.nights - 1 }) },
    { name: 'leaves the hotel out of the trip', run: travel.script(async (ui, p) => {
      await travel.newTrip(ui, p.name);
      await travel.bookFlight(ui, p);
      await addToTrip(ui, p.name);
      await travel.bookStay(ui, p);
    }) },
    { name: 'forgets the bag', params: (p) => ({ ...p, bags: 0 }) },
  ],
});
