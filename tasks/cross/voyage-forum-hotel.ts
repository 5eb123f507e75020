// Cross-site: a Forum post says which hotel a meet-up group stays at and when; book the cheapest
// room at that hotel on Voyage for those dates (Ten steps and more: read, search, find, reserve).
import { defineTask } from '../define.ts';
import { added, expectEqual } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as fm from '../forum/kit.ts';
import * as vy from '../voyage/kit.ts';

const DAY = 86_400_000;

export default defineTask({
  id: 'cross/voyage-forum-hotel',
  apps: ['forum', 'voyage'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // A hotel with a room dearer than its cheapest (the near miss books it).
    const hotel = rng.pick(world.apps.voyage.hotels.filter((h) => h.rooms.some((r) => r.price > vy.fromPrice(h))));
    const other = rng.pick(vy.hotelsIn(world, hotel.city).filter((h) => h.id !== hotel.id));
    const inDay = vy.dayAhead(world, rng.int(3, 9));
    const nights = rng.int(2, 4);
    const forum = rng.pick(fm.forum(world).forums).name;
    return {
      forum, author: rng.pick(USER_NAMES), title: `Meet-up in ${hotel.city}: where we are staying`, city: hotel.city,
      hotelId: hotel.id, hotel: hotel.name, room: hotel.rooms[0]!.name, roomId: hotel.rooms[0]!.id, dearer: hotel.rooms.find((r) => r.price > vy.fromPrice(hotel))!.name,
      other: other.name, otherRoom: other.rooms[0]!.name, inDay, nights, checkIn: vy.formatIsoDate(inDay), checkOut: vy.formatIsoDate(inDay + nights * DAY),
    };
  },
  goal: (p) => `On Forum, the post "${p.title}" in f/${p.forum} says which hotel the group stays at and when. On Voyage, book the cheapest room at that hotel for those dates, for 1 guest (the main guest is Alex Morgan).`,
  named: (p, s) => ({ ...fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }), [`the hotel ${p.hotel}`]: vy.hotelsNamed(s, p.hotel) }),
  setup: (d, p) => void fm.addPost(d, { forum: p.forum, title: p.title, body: `We are all staying at ${p.hotel} in ${p.city}, checking in on ${p.checkIn} and out on ${p.checkOut}. Book a room there if you are coming, it is on Voyage!`, author: p.author, ago: 90, score: 23 }),
  changes: () => [added(vy.BOOKINGS), mayRecord('voyage-booking')],
  checks: (p) => [
    ...vy.bookedHotel({ hotels: [p.hotelId], checkIn: p.inDay, nights: p.nights, guests: 1, guest: 'Alex Morgan' }),
    // Two rooms may share the lowest price: either is the cheapest room.
    expectEqual('the cheapest room', true, (ctx) => {
      const e = vy.bookedEntries(ctx)[0];
      const h = e && ctx.after.apps.voyage.hotels.find((x) => x.id === e.hotel);
      const room = h?.rooms.find((r) => r.id === e!.room);
      return h && room ? room.price === vy.fromPrice(h) : null;
    }),
  ],
  oracle: vy.script(async (ui, p) => {
    await fm.openPost(ui, p.title);
    await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 1 });
    await vy.openHotel(ui, p.hotel);
    await vy.reserve(ui, p.room, 'Alex Morgan');
  }),
  alternatives: [
    { name: 'sorts the hotels by rating first, pays with the Mastercard', run: vy.script(async (ui, p) => {
      await fm.openPost(ui, p.title);
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 1 });
      await vy.chip(ui, 'Guest rating');
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan', { card: /^Mastercard ending/ });
    }) },
  ],
  nearMisses: [
    { name: 'books another hotel of the city', params: (p) => ({ ...p, hotel: p.other, room: p.otherRoom }) },
    { name: 'books a dearer room', params: (p) => ({ ...p, room: p.dearer }) },
    { name: 'one night more', params: (p) => ({ ...p, checkOut: vy.formatIsoDate(p.inDay + (p.nights + 1) * DAY) }) },
    { name: 'books it in another guest\'s name', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 1 });
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Sam Okafor');
    }) },
    { name: 'books it twice', run: vy.script(async (ui, p) => {
      await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 1 });
      await vy.openHotel(ui, p.hotel);
      await vy.reserve(ui, p.room, 'Alex Morgan');
      await ui.back();
      await vy.reserve(ui, p.room, 'Alex Morgan');
    }) },
  ],
});
