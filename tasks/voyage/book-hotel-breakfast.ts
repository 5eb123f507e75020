// Book a room at a 4-star hotel with free breakfast in a city, under a price a night, for given
// dates: search, filter by stars and the amenity (or read each hotel's page), open the hotel, reserve.
import { defineTask } from '../define.ts';
import { added, expectEqual } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as vy from './kit.ts';

const DAY = 86_400_000;

export default defineTask({
  id: 'voyage/book-hotel-breakfast',
  apps: ['voyage'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const city = rng.pick(world.apps.voyage.airports).city;
    const fits = vy.hotelsIn(world, city).filter((h) => h.stars === 4 && h.amenities.includes('breakfast'));
    // A room for two: a Single room (it sleeps one) does not do, however cheap.
    const forTwo = (h: (typeof fits)[number]) => h.rooms.filter((r) => r.sleeps >= 2).sort((a, b) => a.price - b.price)[0]!;
    const best = fits.slice().sort((a, b) => forTwo(a).price - forTwo(b).price)[0]!;
    const max = Math.ceil((forTwo(best).price + 15) / 10) * 10;
    const inDay = vy.dayAhead(world, rng.int(2, 8));
    const nights = rng.int(2, 4);
    const five = vy.hotelsIn(world, city).find((h) => h.stars === 5)!;
    const otherCity = rng.pick(world.apps.voyage.airports.filter((a) => a.city !== city)).city;
    const otherBest = vy.hotelsIn(world, otherCity).filter((h) => h.stars === 4 && h.amenities.includes('breakfast'))[0]!;
    return {
      city, max, checkIn: vy.formatIsoDate(inDay), checkOut: vy.formatIsoDate(inDay + nights * DAY), inDay, nights,
      hotels: fits.map((h) => h.id), hotel: best.name, room: forTwo(best).name, five: five.name, fiveRoom: forTwo(five).name,
      otherCity, otherHotel: otherBest.name, otherRoom: forTwo(otherBest).name,
    };
  },
  goal: (p) => `On Voyage, book a room at a 4-star hotel in ${p.city} with free breakfast, costing at most $${p.max} a night, from ${p.checkIn} to ${p.checkOut} for 2 guests. The main guest is Alex Morgan.`,
  changes: () => [added(vy.BOOKINGS), mayRecord('voyage-booking')],
  checks: (p) => [
    ...vy.bookedHotel({ hotels: p.hotels, checkIn: p.inDay, nights: p.nights, guests: 2, guest: 'Alex Morgan' }),
    expectEqual(`the room costs at most $${p.max} a night`, true, (ctx) => {
      const e = vy.bookedEntries(ctx)[0];
      const room = e && ctx.after.apps.voyage.hotels.find((h) => h.id === e.hotel)?.rooms.find((r) => r.id === e.room);
      return room ? room.price <= p.max : undefined;
    }),
  ],
  oracle: vy.script(async (ui, p) => {
    await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
    await vy.chip(ui, '4 stars');
    await vy.amenity(ui, 'breakfast');
    await vy.openHotel(ui, p.hotel);
    await vy.reserve(ui, p.room, 'Alex Morgan');
  }),
  alternatives: [
    { name: 'filters by the price instead, sorted by stars, with the Mastercard', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await ui.fill({ hint: 'Any price' }, String(p.max));
      await ui.tap({ text: 'Apply price', role: 'button' });
      await vy.chip(ui, 'Stars');
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan', { card: /^Mastercard ending/ });
    }) },
    { name: 'sends the form without the guest\'s name first (refused), then adds it', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, '');
      await ui.fill({ hint: 'First and last name' }, 'Alex Morgan');
      await ui.tap({ text: 'Book room', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'books the 5-star hotel', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.chip(ui, '5 stars');
      await vy.openHotel(ui, p.five);
      await vy.reserve(ui, p.fiveRoom, 'Alex Morgan');
    }) },
    { name: 'one night short', params: (p) => ({ ...p, checkOut: vy.formatIsoDate(p.inDay + (p.nights - 1) * DAY) }) },
    { name: 'books in another city', params: (p) => ({ ...p, city: p.otherCity, hotel: p.otherHotel, room: p.otherRoom }) },
    { name: 'books it in another guest\'s name', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Jamie Morgan');
    }) },
    { name: 'fills the form but never books', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan', { send: false });
    }) },
  ],
});
