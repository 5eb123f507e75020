// The Travel kit: the moves an oracle makes in the app, the readers and the checks its templates
// share. Bookings, date changes and cancellations are judged from the OS ledger (apps/travel/model.ts
// `BookingEntry`, `BookingChangeEntry`, `CancellationEntry`), never from the app's own records.
import { expectEqual, expectThat, added, keepsDefaults, sameName, type ChangeRule, type Check, type JsonRecord, type JudgeContext } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import { effects, mayRecord } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import { DAY, formatLongDate, parts, startOfDay } from '../../apps/kit/time.ts';
import {
  HOME_AIRPORT, OWNER_NAME, airportLabel, cardName, findFlight, flightsOn, formatPrice, shortDay, upcoming,
  type Booking, type Cabin, type Fare, type Flight, type FlightBooking, type HotelBooking, type Rate, type TravelState,
} from '../../apps/travel/state.ts';
import { NEW_BOOKING, NEW_FLIGHT, type BookingChangeEntry, type BookingEntry, type CancellationEntry } from '../../apps/travel/model.ts';
import type { TaskUi } from '../ui.ts';

export type { BookingEntry, BookingChangeEntry, CancellationEntry };
export { OWNER_NAME, HOME_AIRPORT, airportLabel, cardName, formatPrice, shortDay, startOfDay };
export type { FlightBooking, HotelBooking };

export const BOOKINGS = 'apps.travel.bookings';
export const TRIPS = 'apps.travel.trips';

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;
export const travelOf = (s: DeviceState): TravelState => s.apps.travel;

// ---------------------------------------------------------------- reading the state

export const flightBookings = (s: DeviceState): FlightBooking[] => travelOf(s).bookings.filter((b): b is FlightBooking => b.kind === 'flight');
export const hotelBookings = (s: DeviceState): HotelBooking[] => travelOf(s).bookings.filter((b): b is HotelBooking => b.kind === 'hotel');
export const booking = (s: DeviceState, id: string): Booking | undefined => travelOf(s).bookings.find((b) => b.id === id);
/** Upcoming bookings that stay upcoming for the next `margin` ms. */
export const steadyUpcoming = <B extends Booking>(list: B[], now: number, margin = 2 * 3_600_000): B[] => list.filter((b) => upcoming(b, now + margin) && b.status === 'Booked');

/** The flights a search shows for a route and day that leave after `after` (the episode's margin). */
export const flightsLeaving = (s: DeviceState, from: string, to: string, day: number, after: number): Flight[] => flightsOn(travelOf(s).schedule, from, to, day).filter((f) => f.depart > after);
export const flight = (s: DeviceState, id: string): Flight | undefined => findFlight(travelOf(s).schedule, id);

/** How many trips the app would take for this name (its own rule: app.ts `names.trip`). */
export const tripsNamed = (s: DeviceState, name: string): number => travelOf(s).trips.filter((t) => sameName(nameRule('travel', 'trip'), t.name, name)).length;
export const hotelsNamed = (s: DeviceState, name: string): number => travelOf(s).hotels.filter((h) => sameName(nameRule('travel', 'hotel'), h.name, name)).length;
/** Bookings a goal can name as "your flight to CITY on DAY" / "your stay at HOTEL". */
export const flightsTo = (s: DeviceState, to: string, day: number): number => flightBookings(s).filter((b) => b.flight.to === to && startOfDay(b.flight.depart) === day).length;
export const staysAt = (s: DeviceState, hotel: string): number => hotelBookings(s).filter((b) => b.hotel === hotel).length;
export const cityOf = (code: string): string => airportLabel(code).replace(/ \([A-Z]{3}\)$/, '');

/** Cities other than home, and a day in the sale window, for a goal's search. */
export const day = (s: DeviceState, ahead: number): number => startOfDay(s.os.now) + ahead * DAY;
export const dayWords = (ms: number): string => formatLongDate(ms);

// ---------------------------------------------------------------- checks

export const bookingsMade = (ctx: Ctx): BookingEntry[] => effects<BookingEntry>(ctx, 'booking');
export const changesMade = (ctx: Ctx): BookingChangeEntry[] => effects<BookingChangeEntry>(ctx, 'booking-change');
export const cancellationsMade = (ctx: Ctx): CancellationEntry[] => effects<CancellationEntry>(ctx, 'cancellation');

export interface FlightSpec { flight: string; cabin: Cabin; fare: Fare; traveller: string; bags: number; card: string; cardWords: string; amount: number }
export interface HotelSpec { hotel: string; room: string; rate: Rate; guest: string; checkIn: number; nights: number; card: string; cardWords: string; amount: number }

const flightEntry = (ctx: Ctx) => bookingsMade(ctx).filter((e) => e.type === 'flight');
const hotelEntry = (ctx: Ctx) => bookingsMade(ctx).filter((e) => e.type === 'hotel');
const only = <T>(list: T[]): T | undefined => (list.length === 1 ? list[0] : undefined);

/** The fields of a new booking its form does not set (apps/travel/model.ts `NEW_BOOKING`, `NEW_FLIGHT`): a goal may name some (book-trip names its trip). */
export type BookingDefault = keyof typeof NEW_BOOKING | keyof typeof NEW_FLIGHT;

/**
 * The booking the episode made keeps a new booking's defaults in every field the goal does not name
 * (the engine's `keepsDefaults`): a flight filed into one of the owner's trips, or checked in, rides
 * along with nothing asked.
 */
export function keptDefaults(type: 'flight' | 'hotel', named: readonly BookingDefault[] = []): Check<DeviceState>[] {
  const defaults: Record<string, unknown> = type === 'flight' ? { ...NEW_BOOKING, ...NEW_FLIGHT } : { ...NEW_BOOKING };
  return keepsDefaults<DeviceState>((ctx) => newBooking(ctx, type) as unknown as JsonRecord | undefined, named, defaults);
}

/**
 * One flight was booked: this flight, cabin, fare, traveller (by the app's name rule), bags and card,
 * for this amount; the booking's other fields keep their defaults but those `named` (the template judges them).
 */
export function bookedFlight(want: FlightSpec, words: string, named: readonly BookingDefault[] = []): Check<DeviceState>[] {
  const one = (ctx: Ctx) => only(flightEntry(ctx));
  return [
    expectEqual('exactly one flight was booked', 1, (ctx) => flightEntry(ctx).length),
    expectEqual(`it is ${words}`, want.flight, (ctx) => one(ctx)?.flight),
    expectEqual(`in ${want.cabin}, on a ${want.fare} fare`, `${want.cabin} ${want.fare}`, (ctx) => { const e = one(ctx); return e ? `${e.cabin} ${e.fare}` : undefined; }),
    expectThat(`for ${want.traveller}`, want.traveller, (ctx) => one(ctx)?.traveller, (v) => typeof v === 'string' && sameName(nameRule('travel', 'traveller'), v, want.traveller)),
    expectEqual(`with ${want.bags} checked bag${want.bags === 1 ? '' : 's'}`, want.bags, (ctx) => one(ctx)?.bags),
    expectEqual(`paid with the ${want.cardWords}`, want.card, (ctx) => one(ctx)?.card),
    expectEqual(`charging ${formatPrice(want.amount)}`, want.amount, (ctx) => one(ctx)?.amount),
    ...keptDefaults('flight', named),
  ];
}

/** One stay was booked: this hotel and room, rate, guest, first night and nights, card, amount; its other fields as `bookedFlight`'s. */
export function bookedStay(want: HotelSpec, words: string, named: readonly BookingDefault[] = []): Check<DeviceState>[] {
  const one = (ctx: Ctx) => only(hotelEntry(ctx));
  return [
    expectEqual('exactly one hotel stay was booked', 1, (ctx) => hotelEntry(ctx).length),
    expectEqual(`it is ${words}`, { hotel: want.hotel, room: want.room }, (ctx) => { const e = one(ctx); return e ? { hotel: e.hotel, room: e.room } : undefined; }),
    expectEqual(`from ${formatLongDate(want.checkIn)} for ${want.nights} night${want.nights === 1 ? '' : 's'}`, { checkIn: want.checkIn, nights: want.nights }, (ctx) => { const e = one(ctx); return e ? { checkIn: e.checkIn, nights: e.nights } : undefined; }),
    expectEqual(`at the ${want.rate} rate`, want.rate, (ctx) => one(ctx)?.rate),
    expectThat(`for ${want.guest}`, want.guest, (ctx) => one(ctx)?.traveller, (v) => typeof v === 'string' && sameName(nameRule('travel', 'traveller'), v, want.guest)),
    expectEqual(`paid with the ${want.cardWords}`, want.card, (ctx) => one(ctx)?.card),
    expectEqual(`charging ${formatPrice(want.amount)}`, want.amount, (ctx) => one(ctx)?.amount),
    ...keptDefaults('hotel', named),
  ];
}

/** Bookings of these types may be made (the ledger entry and the record); the checks say which. */
export const bookingRules = (...types: ('flight' | 'hotel')[]): ChangeRule[] => [
  mayRecord('booking', (e) => types.includes(e.type as 'flight' | 'hotel')),
  added(BOOKINGS, { count: 'any', where: (r) => types.includes(r.kind as 'flight' | 'hotel') }),
];

/** Names a goal gives a new trip (one the world has no trip called). */
export const TRIP_NAMES = ['Spring break', 'Family visit', 'Work offsite', 'Conference week', 'Long weekend', 'Summer escape'];
/** The trips the episode made. */
export const newTrips = (before: DeviceState, after: DeviceState) => after.apps.travel.trips.filter((t) => !before.apps.travel.trips.some((x) => x.id === t.id));
/** One trip was created, called `name` by the app's rule. */
export const createdTrip = (name: string): Check<DeviceState> =>
  expectThat(`one trip was created, called "${name}"`, name, ({ before, after }) => newTrips(before, after).map((t) => t.name), (v) => Array.isArray(v) && v.length === 1 && sameName(nameRule('travel', 'trip'), String(v[0]), name));

/** The booking the episode made (its ledger entry's id), in the state after. */
export const newBooking = (ctx: Ctx, type: 'flight' | 'hotel'): Booking | undefined => {
  const e = only(bookingsMade(ctx).filter((x) => x.type === type));
  return e ? booking(ctx.after, e.booking) : undefined;
};

// ---------------------------------------------------------------- moves

/** Travel at its Flights tab, wherever it was left. */
export async function home(ui: TaskUi): Promise<void> {
  await ui.launch('Travel');
}

export async function tab(ui: TaskUi, name: 'Flights' | 'Hotels' | 'Trips' | 'Account'): Promise<void> {
  await home(ui);
  await ui.tap({ text: name, role: 'tab' });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * From the row that opens a date picker: the month that holds the day, then the day. The picker
 * opens at the month of the date it holds (a booking's own day, for a change), so the day may lie
 * before it or after: it steps back or on by the month its heading names ("July 2026").
 */
export async function pickDate(ui: TaskUi, row: string, ms: number): Promise<void> {
  await ui.tap({ text: row, role: 'button' });
  const label = formatLongDate(ms);
  const want = parts(ms).year * 12 + parts(ms).month;
  for (let i = 0; i < 3 && !ui.has({ text: label, role: 'button' }); i++) {
    const heading = ui.find({ matches: /^[A-Z][a-z]+ \d{4}$/ })?.text ?? '';
    const [name, year] = heading.split(' ');
    const shown = Number(year) * 12 + MONTHS.indexOf(name ?? '');
    await ui.tap({ text: heading !== '' && want < shown ? 'Previous month' : 'Next month', role: 'button' });
  }
  await ui.tap({ text: label, role: 'button' });
}

/** From the Flights tab: origin (when not home), destination, date, Search flights. */
export async function searchFlights(ui: TaskUi, from: string, to: string, ms: number): Promise<void> {
  await tab(ui, 'Flights');
  if (from !== HOME_AIRPORT) {
    await ui.tap({ text: 'From', role: 'button' });
    await ui.tap({ text: airportLabel(from), role: 'button' });
  }
  await ui.tap({ text: 'To', role: 'button' });
  await ui.tap({ text: airportLabel(to), role: 'button' });
  await pickDate(ui, 'Date', ms);
  await ui.tap({ text: 'Search flights', role: 'button' });
}

/** On a results list: scroll to the flight's row (its number) and open it. */
export async function openResult(ui: TaskUi, number: string): Promise<void> {
  await ui.scrollTo({ text: number, role: 'button' });
  await ui.tap({ text: number, role: 'button' });
}

export interface FlightChoice { from: string; to: string; day: number; number: string; cabin: Cabin; fare: Fare; traveller: string; bags: number; cardName: string }

/** On a flight's page: cabin and fare, Continue; on the form: traveller, bags, card; Book and pay (or stop before it). */
export async function fillFlightForm(ui: TaskUi, c: Pick<FlightChoice, 'cabin' | 'fare' | 'traveller' | 'bags' | 'cardName'>, book = true, pickTraveller = false): Promise<void> {
  // With large text the fares (and the bags' button below) may be off the screen: scrolled to first.
  for (const choice of [c.cabin, c.fare].filter((x) => x !== 'Economy' && x !== 'Saver')) {
    await ui.scrollTo({ text: choice, role: 'radio' });
    await ui.tap({ text: choice, role: 'radio' });
  }
  await ui.scrollTo({ text: 'Continue', role: 'button' });
  await ui.tap({ text: 'Continue', role: 'button' });
  if (!sameName('caseless', c.traveller, OWNER_NAME)) {
    if (pickTraveller) {
      await ui.tap({ text: 'Choose from Contacts', role: 'button' });
      await ui.scrollTo({ text: c.traveller, role: 'button' });
      await ui.tap({ text: c.traveller, role: 'button' });
    } else await ui.fill({ hint: 'Full name' }, c.traveller);
  }
  for (let i = 0; i < c.bags; i++) {
    await ui.scrollTo({ text: 'Add a bag', role: 'button' });
    await ui.tap({ text: 'Add a bag', role: 'button' });
  }
  await ui.scrollTo({ text: c.cardName, role: 'radio' });
  await ui.tap({ text: c.cardName, role: 'radio' });
  if (!book) return;
  await ui.scrollTo({ text: 'Book and pay', role: 'button' });
  await ui.tap({ text: 'Book and pay', role: 'button' });
}

export async function bookFlight(ui: TaskUi, c: FlightChoice, book = true): Promise<void> {
  await searchFlights(ui, c.from, c.to, c.day);
  await openResult(ui, c.number);
  await fillFlightForm(ui, c, book);
}

/** From the Hotels tab: city, check-in day, nights, Search hotels. */
export async function searchHotels(ui: TaskUi, city: string, ms: number, nights: number): Promise<void> {
  await tab(ui, 'Hotels');
  await ui.tap({ text: 'City', role: 'button' });
  await ui.tap({ text: city, role: 'button' });
  await pickDate(ui, 'Check-in', ms);
  for (let i = 1; i < nights; i++) await ui.tap({ text: 'More nights', role: 'button' });
  await ui.tap({ text: 'Search hotels', role: 'button' });
}

export interface StayChoice { city: string; day: number; nights: number; hotelName: string; roomName: string; rate: Rate; cardName: string }

/** On a hotel's page: Choose the room; on the form: the rate and card; Book and pay (or stop). */
export async function fillStayForm(ui: TaskUi, c: Pick<StayChoice, 'roomName' | 'rate' | 'cardName'>, book = true): Promise<void> {
  await ui.scrollTo({ text: `Choose ${c.roomName}`, role: 'button' });
  await ui.tap({ text: `Choose ${c.roomName}`, role: 'button' });
  if (c.rate !== 'Free cancellation') await ui.tap({ text: c.rate, role: 'radio' });
  await ui.scrollTo({ text: c.cardName, role: 'radio' });
  await ui.tap({ text: c.cardName, role: 'radio' });
  if (!book) return;
  await ui.scrollTo({ text: 'Book and pay', role: 'button' });
  await ui.tap({ text: 'Book and pay', role: 'button' });
}

export async function bookStay(ui: TaskUi, c: StayChoice, book = true): Promise<void> {
  await searchHotels(ui, c.city, c.day, c.nights);
  await ui.scrollTo({ text: c.hotelName, role: 'button' });
  await ui.tap({ text: c.hotelName, role: 'button' });
  await fillStayForm(ui, c, book);
}

/**
 * The Trips tab, then a booking's row (by its title: "Seattle to Boston", a hotel's name). With
 * `day`, the row of that title whose first line is that day ("Sun, Mar 22 · 08:35"), as a person
 * told "your flight to Boston on March 22" reads the rows: two bookings can share a title.
 */
export async function openBooking(ui: TaskUi, title: string, via: 'Trips' | 'Flights' | 'Hotels' = 'Trips', tripName: string | null = null, day: number | null = null): Promise<void> {
  await tab(ui, via);
  if (tripName !== null) {
    await ui.scrollTo({ text: tripName, role: 'button' });
    await ui.tap({ text: tripName, role: 'button' });
  }
  if (day === null) {
    await ui.scrollTo({ text: title, role: 'button' });
    await ui.tap({ text: title, role: 'button' });
    return;
  }
  const prefix = `${shortDay(day)} · `;
  const index = (): number => {
    const tree = ui.tree();
    return tree.filter((e) => e.text === title && e.role === 'button').findIndex((row) => tree[tree.indexOf(row) + 1]?.text.startsWith(prefix) ?? false);
  };
  for (let attempt = 0; attempt < 30 && index() < 0; attempt++) {
    const view = await ui.act({ type: 'swipe', direction: 'up', distance: 500, coords: 'norm1000' });
    if (view.last_action.note === 'nothing scrolled') break;
  }
  if (index() < 0) throw new Error(`no row "${title}" on ${shortDay(day)} on screen`);
  await ui.tap({ text: title, role: 'button', index: index() });
}

/** On a list: the first line under the row of this title that fits `pattern` (a row's subtitle). */
export function rowLine(ui: TaskUi, title: string, pattern: RegExp): string {
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === title && e.role === 'button');
  const line = tree.slice(at + 1).find((e) => pattern.test(e.text));
  if (at < 0 || !line) throw new Error(`no row "${title}" on screen`);
  return line.text;
}

/** Trips tab, New trip, its name, Create (the new trip's page opens). */
export async function newTrip(ui: TaskUi, name: string): Promise<void> {
  await tab(ui, 'Trips');
  await ui.tap({ text: 'New trip', role: 'button' });
  await ui.fill({ hint: 'Trip name' }, name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** The text right after the last element with this text (the value a page writes under its label). */
export function textAfter(ui: TaskUi, text: string): string {
  const tree = ui.tree();
  const at = tree.findLastIndex((e) => e.text === text);
  if (at < 0) throw new Error(`no "${text}" on screen`);
  return tree[at + 1]!.text;
}

/** On a booking's page: Cancel booking, and confirm it in the dialog. */
export async function cancelOpen(ui: TaskUi): Promise<void> {
  await ui.scrollTo({ text: 'Cancel booking', role: 'button' });
  await ui.tap({ text: 'Cancel booking', role: 'button' });
  await ui.tap({ text: 'Cancel booking', role: 'button' });
}

/** Right after Book and pay: View booking, then cancel it (a booking made and undone: the ledger keeps both). */
export async function cancelJustBooked(ui: TaskUi): Promise<void> {
  await ui.scrollTo({ text: 'View booking', role: 'button' });
  await ui.tap({ text: 'View booking', role: 'button' });
  await cancelOpen(ui);
}

/** Right after Book and pay: View booking, then Add to trip and the trip (by its name, or the first whose name fits). */
export async function fileJustBooked(ui: TaskUi, trip: string | RegExp): Promise<void> {
  await ui.scrollTo({ text: 'View booking', role: 'button' });
  await ui.tap({ text: 'View booking', role: 'button' });
  await ui.scrollTo({ text: 'Add to trip', role: 'button' });
  await ui.tap({ text: 'Add to trip', role: 'button' });
  await ui.tap(typeof trip === 'string' ? { text: trip, role: 'button' } : { matches: trip, role: 'button', index: 0 });
}

/** On a booking's page: take it out of its trip. */
export async function unfileOpen(ui: TaskUi): Promise<void> {
  await ui.scrollTo({ text: 'Move to another trip', role: 'button' });
  await ui.tap({ text: 'Move to another trip', role: 'button' });
  await ui.tap({ text: 'Remove from trip', role: 'button' });
}

/** One of the owner's seeded trips ("Denver getaway", the past one every world has), for a booking filed where nothing asked. */
export const SEEDED_TRIP = / getaway$/;

/** A flight booking's title as its row and page write it. */
export const flightTitle = (from: string, to: string): string => `${cityOf(from)} to ${cityOf(to)}`;

/** `script(...moves)`: a whole script, the moves in order, then done. */
export { script } from '../ui.ts';
