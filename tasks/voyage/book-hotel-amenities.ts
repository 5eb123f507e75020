// Book the cheapest room for two at a hotel of a city that has two given amenities (a pair of the
// Amenities checkboxes, both ticked: the filter keeps the hotels with every amenity ticked), for
// given dates: the results' "from" price may be a Single room, so each hotel's rooms are read.
import { defineTask } from '../define.ts';
import { added, expectEqual } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import type { Hotel } from '../../apps/voyage/state.ts';
import * as vy from './kit.ts';

const DAY = 86_400_000;
const SAID: Record<string, string> = { pool: 'a pool', spa: 'a spa', gym: 'a fitness centre', parking: 'parking' };
const PAIRS = [['pool', 'spa'], ['pool', 'gym'], ['spa', 'gym'], ['pool', 'parking'], ['spa', 'parking'], ['gym', 'parking']] as const;
/** A hotel's rooms that sleep two, cheapest first. */
const forTwo = (h: Hotel) => h.rooms.filter((r) => r.sleeps >= 2).sort((a, b) => a.price - b.price);
/** A Single room, at one of `fits`, cheaper than every room for two there (the hotel's "from" price). */
function singleBelow(fits: readonly Hotel[]): { hotel: string; room: string } | undefined {
  const min = Math.min(...fits.flatMap((h) => forTwo(h).map((r) => r.price)));
  const h = fits.find((x) => x.rooms.some((r) => r.sleeps === 1 && r.price < min));
  return h && { hotel: h.name, room: h.rooms.find((r) => r.sleeps === 1 && r.price < min)!.name };
}

export default defineTask({
  id: 'voyage/book-hotel-amenities',
  apps: ['voyage'],
  difficulty: 3,
  maxSteps: 36,
  params: ({ rng, world }) => {
    const options = world.apps.voyage.airports.flatMap((a) => PAIRS.map((pair) => ({ city: a.city, pair }))).filter(({ city, pair }) => {
      const fits = vy.hotelsIn(world, city).filter((h) => pair.every((x) => h.amenities.includes(x)));
      const partial = vy.hotelsIn(world, city).filter((h) => pair.some((x) => h.amenities.includes(x)) && !fits.includes(h));
      const min = Math.min(...fits.flatMap((h) => forTwo(h).map((r) => r.price)));
      // "A room for 2" read as a room that sleeps exactly two must find the same price: no cheaper
      // Junior suite or Family room than every double (the goal is read one way).
      const double = Math.min(...fits.flatMap((h) => h.rooms.filter((r) => r.sleeps === 2).map((r) => r.price)));
      return fits.length >= 1 && partial.length >= 1 && double === min && fits.some((h) => forTwo(h).some((r) => r.price > min));
    });
    // Where it can, a hotel with both lists a Single room below that price (its "from" price misleads).
    const trap = (o: (typeof options)[number]) => { const fits = vy.hotelsIn(world, o.city).filter((h) => o.pair.every((x) => h.amenities.includes(x))); return singleBelow(fits); };
    const trapped = options.filter((o) => trap(o) !== undefined);
    const { city, pair } = rng.pick(trapped.length > 0 ? trapped : options);
    const fits = vy.hotelsIn(world, city).filter((h) => pair.every((x) => h.amenities.includes(x)));
    const partial = vy.hotelsIn(world, city).filter((h) => pair.some((x) => h.amenities.includes(x)) && !fits.includes(h))[0]!;
    const best = fits.slice().sort((a, b) => forTwo(a)[0]!.price - forTwo(b)[0]!.price)[0]!;
    const price = forTwo(best)[0]!.price;
    const dearer = fits.flatMap((h) => forTwo(h).filter((r) => r.price > price).map((r) => ({ hotel: h.name, room: r.name })))[0]!;
    const single = singleBelow(fits) ?? { hotel: dearer.hotel, room: dearer.room };
    const inDay = vy.dayAhead(world, rng.int(2, 8));
    const nights = rng.int(2, 4);
    return {
      city, amenities: [...pair], checkIn: vy.formatIsoDate(inDay), checkOut: vy.formatIsoDate(inDay + nights * DAY), inDay, nights,
      hotels: fits.map((h) => h.id), price, hotel: best.name, room: forTwo(best)[0]!.name,
      dearerHotel: dearer.hotel, dearerRoom: dearer.room, singleHotel: single.hotel, singleRoom: single.room, partialHotel: partial.name, partialRoom: forTwo(partial)[0]!.name, partialHas: pair.find((x) => partial.amenities.includes(x))!,
    };
  },
  goal: (p) => `On Voyage, book the cheapest room for 2 guests at a hotel in ${p.city} that has both ${SAID[p.amenities[0]!]} and ${SAID[p.amenities[1]!]}, from ${p.checkIn} to ${p.checkOut}. The main guest is Alex Morgan.`,
  changes: () => [added(vy.BOOKINGS), mayRecord('voyage-booking')],
  checks: (p) => [
    ...vy.bookedHotel({ hotels: p.hotels, checkIn: p.inDay, nights: p.nights, guests: 2, guest: 'Alex Morgan' }),
    expectEqual(`the cheapest room for two there ($${p.price} a night)`, p.price, (ctx) => {
      const e = vy.bookedEntries(ctx)[0];
      return ctx.after.apps.voyage.hotels.find((h) => h.id === e?.hotel)?.rooms.find((r) => r.id === e?.room)?.price ?? null;
    }),
  ],
  oracle: vy.script(async (ui, p) => {
    await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
    await vy.amenity(ui, p.amenities[0]!);
    await vy.amenity(ui, p.amenities[1]!);
    await vy.openHotel(ui, p.hotel);
    await vy.reserve(ui, p.room, 'Alex Morgan');
  }),
  alternatives: [
    { name: 'no filter: reads each hotel\'s amenities, pays with the Mastercard', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.openHotel(ui, p.partialHotel);
      await ui.back();
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan', { card: /^Mastercard ending/ });
    }) },
    { name: 'ticks the amenities the other way round with a third ticked and unticked, sorted by rating', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.amenity(ui, p.amenities[1]!);
      await vy.amenity(ui, 'wifi');
      await vy.amenity(ui, p.amenities[0]!);
      await vy.amenity(ui, 'wifi');
      await vy.chip(ui, 'Guest rating');
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan');
    }) },
    { name: 'opens a dearer room\'s form, goes back without booking, then books the right one', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.amenity(ui, p.amenities[0]!);
      await vy.amenity(ui, p.amenities[1]!);
      await vy.openHotel(ui, p.dearerHotel);
      await vy.reserve(ui, p.dearerRoom, 'Alex Morgan', { send: false });
      await ui.back();
      if (p.dearerHotel !== p.hotel) { await ui.back(); await vy.openHotel(ui, p.hotel); }
      await vy.reserve(ui, p.room, 'Alex Morgan');
    }) },
    { name: 'searches for one guest, types "2 guests" on the booking form (refused), then 2, the name in lower case', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 1 });
      await vy.amenity(ui, p.amenities[0]!);
      await vy.amenity(ui, p.amenities[1]!);
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'alex morgan', { send: false });
      await ui.fill({ hint: 'Guests' }, '2 guests');
      await ui.tap({ text: 'Book room', role: 'button' });
      if (!ui.has({ text: 'From 1 to 8 guests' })) throw new Error('the form took "2 guests"');
      await ui.fill({ hint: 'Guests' }, '2');
      await ui.tap({ text: 'Book room', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'books the cheapest room listed at a hotel with both (a Single room, where one is cheaper)', params: (p) => ({ ...p, hotel: p.singleHotel, room: p.singleRoom }) },
    { name: 'books the right room twice', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan');
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan');
    }) },
    { name: 'ticks only one of the two amenities, books a hotel that lacks the other', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.amenity(ui, p.partialHas);
      await vy.openHotel(ui, p.partialHotel);
      await vy.reserve(ui, p.partialRoom, 'Alex Morgan');
    }) },
    { name: 'books a dearer room for two at a hotel with both', params: (p) => ({ ...p, hotel: p.dearerHotel, room: p.dearerRoom }) },
    { name: 'searches for one guest', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 1 });
      await vy.amenity(ui, p.amenities[0]!);
      await vy.amenity(ui, p.amenities[1]!);
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan');
    }) },
    { name: 'one night short', params: (p) => ({ ...p, checkOut: vy.formatIsoDate(p.inDay + (p.nights - 1) * DAY) }) },
    { name: 'books the wrong hotel, cancels it, then books the right one', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.openHotel(ui, p.partialHotel);
      await vy.reserve(ui, p.partialRoom, 'Alex Morgan');
      await vy.cancelOpen(ui);
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan');
    }) },
  ],
});
