// The Voyage kit: the moves an oracle makes on the site (search flights and hotels, filter, open a
// fare or a hotel, fill the booking forms, open a trip, change or cancel it), the reading helpers,
// and the checks its templates share. The noise the judge gate plays is in noise.ts.
import { expectEqual, type Check, type JudgeContext } from '../../judges/index.ts';
import { countNamed, type TrialContext } from '../define.ts';
import { effects } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import { formatIsoDate, formatLongDate, startOfDay, DAY } from '../../apps/kit/time.ts';
import { AMENITIES, CABINS, bookingCity, flightCode, fromPrice, isUpcoming, searchFlights, type Booking, type Cabin, type Flight, type FlightBooking, type Hotel, type HotelBooking, type Passenger } from '../../apps/voyage/state.ts';
import type { VoyageBookingEntry, VoyageCancelEntry, VoyageChangeEntry } from '../../apps/voyage/model.ts';
import { url } from '../../apps/voyage/urls.ts';
import type { TaskUi } from '../ui.ts';

export { url, flightCode, formatIsoDate };
export const BOOKINGS = 'apps.voyage.bookings';

// ---------------------------------------------------------------- moves

/** The front page (the flight search), from the new-tab page's bookmark. */
export const start = (ui: TaskUi): Promise<void> => ui.openApp('Voyage');

export interface FlightSearch { from: string; to: string; date: string; pax: number; /** The search form's Cabin class drop-down, when not left at Economy. */ cabinLabel?: string }

/** The flight search form: from, to, date and passengers typed, then Search flights. */
export async function searchFlightsUi(ui: TaskUi, q: FlightSearch): Promise<void> {
  if (!ui.has({ text: 'Search flights', role: 'button' })) {
    if (ui.has({ text: 'Flights', role: 'link' })) await ui.tap({ text: 'Flights', role: 'link' });
    else await start(ui);
  }
  await ui.fill({ hint: 'City or airport code', index: 0 }, q.from);
  await ui.fill({ hint: 'City or airport code', index: 1 }, q.to);
  await ui.fill({ hint: 'YYYY-MM-DD' }, q.date);
  await ui.fill({ hint: 'Passengers' }, String(q.pax));
  if (q.cabinLabel) await ui.select({ hint: 'Cabin class', role: 'combobox' }, q.cabinLabel);
  await ui.tap({ text: 'Search flights', role: 'button' });
}

/** On the results: a filter or sort chip (a link by its label). */
export const chip = (ui: TaskUi, label: string) => ui.tap({ text: label, role: 'link' });

/** On the results: scroll to a flight and open its fares. */
export async function openFares(ui: TaskUi, code: string): Promise<void> {
  const sel = { text: `View fares for ${code}`, role: 'link' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
}

/** On a flight's fares: Select the cabin. */
export const selectCabin = (ui: TaskUi, cabin: Cabin) => ui.tap({ text: `Select ${CABINS.find((c) => c.id === cabin)!.label}`, role: 'link' });

/** The booking form: every passenger's name and date of birth, a seat (optional), a card (optional), then Pay and book (unless told not to). */
export async function fillPassengers(ui: TaskUi, passengers: readonly Passenger[], o: { seat?: string; card?: RegExp; send?: boolean } = {}): Promise<void> {
  for (const [i, p] of passengers.entries()) {
    await ui.fill({ hint: 'First and last name', index: i }, p.name);
    await ui.fill({ hint: 'YYYY-MM-DD', index: i }, p.born);
  }
  if (o.seat) { await ui.scrollTo({ text: o.seat, role: 'radio' }); await ui.tap({ text: o.seat, role: 'radio' }); }
  if (o.card) { const sel = { matches: o.card, role: 'radio' }; await ui.scrollTo(sel); await ui.tap(sel); }
  if (o.send !== false) { await ui.scrollTo({ text: 'Pay and book', role: 'button' }); await ui.tap({ text: 'Pay and book', role: 'button' }); }
}

/** Search, tap a filter or sort chip (optional), open the flight's fares, choose the cabin and book it
 *  for the passengers (a seat and a card optional; `send: false` stops on the filled form). */
export async function bookFlight(ui: TaskUi, q: FlightSearch & { chip?: string; code: string; cabin: Cabin; passengers: readonly Passenger[]; card?: RegExp; seat?: string; send?: boolean }): Promise<void> {
  await searchFlightsUi(ui, q);
  if (q.chip) await chip(ui, q.chip);
  await openFares(ui, q.code);
  await selectCabin(ui, q.cabin);
  await fillPassengers(ui, q.passengers, q);
}

export interface HotelSearch { city: string; checkIn: string; checkOut: string; guests: number }

/** The hotel search form: city, dates and guests typed, then Search hotels. */
export async function searchHotelsUi(ui: TaskUi, q: HotelSearch): Promise<void> {
  if (!ui.has({ text: 'Hotels', role: 'link' })) await start(ui);
  await ui.tap({ text: 'Hotels', role: 'link' });
  await ui.fill({ hint: 'City' }, q.city);
  await ui.fill({ hint: 'YYYY-MM-DD', index: 0 }, q.checkIn);
  await ui.fill({ hint: 'YYYY-MM-DD', index: 1 }, q.checkOut);
  await ui.fill({ hint: 'Guests' }, String(q.guests));
  await ui.tap({ text: 'Search hotels', role: 'button' });
}

/** On hotel results: tick an amenity (its checkbox). */
export const amenity = (ui: TaskUi, id: string) => ui.tap({ text: AMENITIES.find((a) => a.id === id)!.label, role: 'checkbox' });

/** On hotel results: scroll to the hotel and open it. */
export async function openHotel(ui: TaskUi, name: string): Promise<void> {
  const sel = { text: name, role: 'link' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
}

/** On a hotel's page: Reserve a room; then the main guest's name, a card (optional) and Book room. */
export async function reserve(ui: TaskUi, room: string, guest: string, o: { card?: RegExp; send?: boolean } = {}): Promise<void> {
  const sel = { text: `Reserve ${room}`, role: 'link' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
  await ui.fill({ hint: 'First and last name' }, guest);
  if (o.card) { const c = { matches: o.card, role: 'radio' }; await ui.scrollTo(c); await ui.tap(c); }
  if (o.send !== false) { await ui.scrollTo({ text: 'Book room', role: 'button' }); await ui.tap({ text: 'Book room', role: 'button' }); }
}

/** Trips, from the header (Past with `past`). */
export async function openTrips(ui: TaskUi, past = false): Promise<void> {
  if (!ui.has({ text: 'Trips', role: 'link' })) await start(ui);
  await ui.tap({ text: 'Trips', role: 'link' });
  if (past) await ui.tap({ text: 'Past', role: 'link' });
}

/** Trips, then the booking by the title its row shows. */
export async function openBooking(ui: TaskUi, title: string, past = false): Promise<void> {
  await openTrips(ui, past);
  const sel = { text: title, role: 'link' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
}

/** On a booking's page: Cancel booking, then confirm (or keep it). */
export async function cancelOpen(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Cancel booking', role: 'button' });
  await ui.tap({ text: confirm ? 'Yes, cancel' : 'Keep booking', role: 'button' });
}

/** On a flight booking's page: Change date, choose the day, then confirm (or keep the flight). */
export async function changeOpen(ui: TaskUi, day: number, confirm = true): Promise<void> {
  await ui.tap({ text: 'Change date', role: 'button' });
  const sel = { text: `Change to ${formatLongDate(day)}`, role: 'button' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
  await ui.tap({ text: confirm ? 'Confirm change' : 'Keep current flight', role: 'button' });
}

// ---------------------------------------------------------------- reading the state

export const voyage = (s: DeviceState) => s.apps.voyage;
export const cityOf = (s: DeviceState, code: string) => s.apps.voyage.airports.find((a) => a.code === code)!.city;
export const airlineName = (s: DeviceState, code: string) => s.apps.voyage.airlines.find((a) => a.code === code)!.name;
export const bookingById = (s: DeviceState, id: string): Booking | undefined => s.apps.voyage.bookings.find((b) => b.id === id);
/** The title a booking's row in Trips shows (its link). */
export const bookingTitle = (s: DeviceState, b: Booking) => (b.kind === 'flight' ? `Flight ${flightCode(b)} ${cityOf(s, b.from)} to ${cityOf(s, b.to)}` : `${b.hotelName}, ${b.city}`);
export const upcoming = (s: DeviceState): Booking[] => s.apps.voyage.bookings.filter((b) => b.status === 'confirmed' && isUpcoming(b, s.os.now));
export const upcomingFlights = (s: DeviceState) => upcoming(s).filter((b): b is FlightBooking => b.kind === 'flight');
export const upcomingHotels = (s: DeviceState) => upcoming(s).filter((b): b is HotelBooking => b.kind === 'hotel');
/** Upcoming trips by destination city: the city with its flight and hotel booking. */
export function trips(s: DeviceState): { city: string; flight: FlightBooking | undefined; hotel: HotelBooking | undefined }[] {
  const cities = [...new Set(upcoming(s).map((b) => bookingCity(b, s.apps.voyage.airports)))];
  return cities.map((city) => ({ city, flight: upcomingFlights(s).find((b) => cityOf(s, b.to) === city), hotel: upcomingHotels(s).find((b) => b.city === city) }));
}

/** The day `d` days after the clock's, as YYYY-MM-DD and as the start of the day. */
export const dayAhead = (s: DeviceState, d: number) => startOfDay(s.os.now) + d * DAY;

/** The routes the schedule flies, as [from, to]. */
export const routes = (s: DeviceState): [string, string][] => [...new Set(s.apps.voyage.flights.map((f) => `${f.from}-${f.to}`))].map((r) => r.split('-') as [string, string]);

/** The flights of a route on a day, cheapest first for the cabin (the results page's default order). */
export const flightsOn = (s: DeviceState, from: string, to: string, day: number, cabin: Cabin = 'economy', stops: number | null = null): Flight[] =>
  searchFlights(s.apps.voyage.flights, { from, to, day, cabin, stops });

/** Whether the cheapest flight under the filter is alone at its price (a goal may name it). */
export const cheapestUnique = (list: readonly Flight[], cabin: Cabin = 'economy') => list.length >= 2 ? list[0]!.fares[cabin] < list[1]!.fares[cabin] : list.length === 1;

export const hotelsIn = (s: DeviceState, city: string): Hotel[] => s.apps.voyage.hotels.filter((h) => h.city === city);
export { fromPrice };
export const hotelsNamed = (s: DeviceState, name: string) => countNamed('voyage', 'hotel', s.apps.voyage.hotels.map((h) => h.name), name);

export const myCards = (s: DeviceState) => s.apps.voyage.cards;

// ---------------------------------------------------------------- checks

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

export const bookedEntries = (ctx: Ctx) => effects<VoyageBookingEntry>(ctx, 'voyage-booking');
export const cancelEntries = (ctx: Ctx) => effects<VoyageCancelEntry>(ctx, 'voyage-cancel');
export const changeEntries = (ctx: Ctx) => effects<VoyageChangeEntry>(ctx, 'voyage-change');

const nameKey = (n: string) => n.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const sameNames = (got: readonly string[], want: readonly string[]) =>
  got.length === want.length && [...got].map(nameKey).sort().join('|') === [...want].map(nameKey).sort().join('|');

/** Exactly one flight was booked: this flight, this cabin, these passengers (any order, any case) with
 *  the dates of birth the goal gives (read from the booking the ledger names: a booking cannot be
 *  deleted, only cancelled), and it still stands. */
export function bookedFlight(want: { flight: string; cabin: Cabin; passengers: readonly Passenger[]; card?: string }): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = bookedEntries(ctx); return all.length === 1 ? all[0] : undefined; };
  const names = want.passengers.map((p) => p.name);
  const paxKey = (list: readonly Passenger[]) => list.map((p) => `${nameKey(p.name)}=${p.born.trim()}`).sort().join('|');
  return [
    expectEqual('exactly one booking was made', 1, (ctx) => bookedEntries(ctx).length),
    expectEqual('it is the flight the goal asks for', want.flight, (ctx) => one(ctx)?.flight ?? null),
    expectEqual(`in ${CABINS.find((c) => c.id === want.cabin)!.label}`, want.cabin, (ctx) => one(ctx)?.cabin ?? null),
    expectEqual(`for ${names.join(' and ')}`, true, (ctx) => { const e = one(ctx); return e ? sameNames(e.passengers, names) : undefined; }),
    expectEqual('with the dates of birth the goal gives', paxKey(want.passengers), (ctx) => {
      const e = one(ctx);
      const b = e && bookingById(ctx.after, e.booking);
      return b && b.kind === 'flight' ? paxKey(b.passengers) : null;
    }),
    ...(want.card ? [expectEqual('paid with the card the goal names', want.card, (ctx: Ctx) => one(ctx)?.card ?? null)] : []),
    expectEqual('nothing was cancelled or changed', 0, (ctx) => cancelEntries(ctx).length + changeEntries(ctx).length),
  ];
}

/** Exactly one hotel room was booked at one of `hotels` (ids), for these dates, in a room that sleeps
 *  the guests, in the main guest's name (any case), and it still stands. */
export function bookedHotel(want: { hotels: readonly string[]; checkIn: number; nights: number; guests?: number; guest: string }): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = bookedEntries(ctx); return all.length === 1 ? all[0] : undefined; };
  return [
    expectEqual('exactly one booking was made', 1, (ctx) => bookedEntries(ctx).length),
    expectEqual('at a hotel that fits the goal', true, (ctx) => { const e = one(ctx); return e ? e.hotel !== null && want.hotels.includes(e.hotel) : undefined; }),
    expectEqual(`in ${want.guest}'s name`, nameKey(want.guest), (ctx) => {
      const e = one(ctx);
      const b = e && bookingById(ctx.after, e.booking);
      return b && b.kind === 'hotel' ? nameKey(b.guest) : null;
    }),
    ...(want.guests ? [expectEqual(`in a room that sleeps ${want.guests}`, true, (ctx: Ctx) => {
      const e = one(ctx);
      const room = e && ctx.after.apps.voyage.hotels.find((h) => h.id === e.hotel)?.rooms.find((r) => r.id === e.room);
      return room ? room.sleeps >= want.guests! : undefined;
    })] : []),
    expectEqual(`checking in on ${formatIsoDate(want.checkIn)}`, want.checkIn, (ctx) => one(ctx)?.checkIn ?? null),
    expectEqual(`for ${want.nights} nights`, want.nights, (ctx) => one(ctx)?.nights ?? null),
    ...(want.guests ? [expectEqual(`for ${want.guests} guests`, want.guests, (ctx: Ctx) => one(ctx)?.guests ?? null)] : []),
    expectEqual('nothing was cancelled or changed', 0, (ctx) => cancelEntries(ctx).length + changeEntries(ctx).length),
  ];
}

/** The bookings cancelled in the episode are exactly these. */
export const cancelledExactly = (ids: readonly string[]): Check<DeviceState> =>
  expectEqual(`cancelled: ${ids.join(', ')}`, [...ids].sort().join(','), (ctx) => cancelEntries(ctx).map((e) => e.booking).sort().join(','));

/** A booking's status after the episode. */
export const statusIs = (id: string, status: 'confirmed' | 'cancelled'): Check<DeviceState> =>
  expectEqual(`booking ${id} is ${status}`, status, ({ after }) => bookingById(after, id)?.status ?? null);

// ---------------------------------------------------------------- picks the gate's noise shares

/** Upcoming bookings the goal and params do not mention. */
export function bystanderBookings(ctx: TrialContext): Booking[] {
  const params = JSON.stringify(ctx.params);
  const s = ctx.initial;
  return upcoming(s).filter((b) => !params.includes(`"${b.id}"`) && !params.includes(b.ref) && !ctx.goal.includes(bookingCity(b, s.apps.voyage.airports)));
}

/** `script(...moves)`: the moves in order, then done. */
export { script } from '../ui.ts';
