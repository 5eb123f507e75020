// Travel: pure actions on the app's state, shared by the screens, the task setups and the gate's
// noise. Booking a flight or a hotel, changing a flight's date and cancelling cannot be undone: each
// is appended to the OS ledger (`booking`, `booking-change`, `cancellation`) when it happens.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import {
  CHANGE_FEE, MAX_BAGS, checkInState, farePrice, findBooking, findFlight, makeFlightBooking, makeHotelBooking, refundFor, seatMap, upcoming,
  type Cabin, type Fare, type Rate, type TravelState,
} from './state.ts';

/** What a new booking holds that its form does not set (made in state.ts, which the seed shares). */
export { NEW_BOOKING, NEW_FLIGHT } from './state.ts';

/** A booking made (Travel): a flight (its id, cabin, fare, traveller, bags) or a hotel stay (hotel, room, rate, first night, nights, guest); the card and the amount charged, cents. */
export interface BookingEntry extends LedgerEntry {
  kind: 'booking'; booking: string; type: 'flight' | 'hotel'; flight: string | null; cabin: string | null; fare: string | null; traveller: string; bags: number;
  hotel: string | null; room: string | null; rate: string | null; checkIn: number | null; nights: number; card: string; amount: number;
}
/** A flight booking moved to another flight (Travel): from and to, and what it cost (fare difference and fee, never below 0). */
export interface BookingChangeEntry extends LedgerEntry { kind: 'booking-change'; booking: string; from: string; to: string; amount: number; card: string }
/** A booking cancelled (Travel), with what was refunded. */
export interface CancellationEntry extends LedgerEntry { kind: 'cancellation'; booking: string; refund: number }

export type Result<T = string> = { ok: true; id: T } | { ok: false; error: string };

const usableCard = (s: TravelState, id: string) => s.cards.some((c) => c.id === id);

export interface FlightOrder { flight: string; cabin: Cabin; fare: Fare; traveller: string; bags: number; card: string }

export function validateTraveller(name: string): string | null {
  if (name.trim() === '') return 'Enter the traveller’s name';
  if (!/\S+\s+\S+/.test(name.trim())) return 'Enter a first and a last name';
  return null;
}

export function bookFlight(s: TravelState, ledger: Ledger, o: FlightOrder, now: number): Result {
  const flight = findFlight(s.schedule, o.flight);
  if (!flight || flight.depart <= now) return { ok: false, error: 'This flight is no longer available' };
  const err = validateTraveller(o.traveller);
  if (err) return { ok: false, error: err };
  if (!usableCard(s, o.card)) return { ok: false, error: 'Choose a card' };
  if (o.bags < 0 || o.bags > MAX_BAGS) return { ok: false, error: 'Choose up to 2 bags' };
  const b = makeFlightBooking(s, { flight, cabin: o.cabin, fare: o.fare, traveller: o.traveller.trim().replace(/\s+/g, ' '), bags: o.bags, card: o.card, at: now });
  s.bookings.push(b);
  record(ledger, now, { app: 'travel', kind: 'booking', booking: b.id, type: 'flight', flight: flight.id, cabin: o.cabin, fare: o.fare, traveller: b.traveller, bags: o.bags, hotel: null, room: null, rate: null, checkIn: null, nights: 0, card: o.card, amount: b.paid });
  return { ok: true, id: b.id };
}

export interface HotelOrder { hotel: string; room: string; rate: Rate; guest: string; checkIn: number; nights: number; card: string }

export function bookHotel(s: TravelState, ledger: Ledger, o: HotelOrder, now: number): Result {
  const hotel = s.hotels.find((h) => h.id === o.hotel);
  const room = hotel?.rooms.find((r) => r.id === o.room);
  if (!hotel || !room) return { ok: false, error: 'This room is no longer available' };
  const err = validateTraveller(o.guest);
  if (err) return { ok: false, error: err };
  if (o.nights < 1 || o.nights > 30) return { ok: false, error: 'Choose between 1 and 30 nights' };
  if (o.checkIn + 24 * 3_600_000 <= now) return { ok: false, error: 'Choose a date from today on' };
  if (!usableCard(s, o.card)) return { ok: false, error: 'Choose a card' };
  const b = makeHotelBooking(s, { hotel, room, rate: o.rate, guest: o.guest.trim().replace(/\s+/g, ' '), checkIn: o.checkIn, nights: o.nights, card: o.card, at: now });
  s.bookings.push(b);
  record(ledger, now, { app: 'travel', kind: 'booking', booking: b.id, type: 'hotel', flight: null, cabin: null, fare: null, traveller: b.guest, bags: 0, hotel: hotel.id, room: room.id, rate: o.rate, checkIn: b.checkIn, nights: b.nights, card: o.card, amount: b.paid });
  return { ok: true, id: b.id };
}

/** What moving a flight booking to another flight costs: the fare difference (never below 0) and, for a Saver fare, the change fee. */
export function changeQuote(s: TravelState, bookingId: string, flightId: string): { difference: number; fee: number; total: number } | null {
  const b = findBooking(s, bookingId);
  const to = findFlight(s.schedule, flightId);
  if (!b || b.kind !== 'flight' || !to) return null;
  const difference = Math.max(0, farePrice(to, b.cabin, b.fare) - farePrice(b.flight, b.cabin, b.fare));
  const fee = b.fare === 'Saver' ? CHANGE_FEE : 0;
  return { difference, fee, total: difference + fee };
}

export function changeFlight(s: TravelState, ledger: Ledger, bookingId: string, flightId: string, now: number): Result {
  const b = findBooking(s, bookingId);
  const to = findFlight(s.schedule, flightId);
  const quote = changeQuote(s, bookingId, flightId);
  if (!b || b.kind !== 'flight' || !to || !quote || !upcoming(b, now)) return { ok: false, error: 'This booking cannot be changed' };
  if (to.depart <= now || to.from !== b.flight.from || to.to !== b.flight.to || to.id === b.flight.id) return { ok: false, error: 'Choose another flight on this route' };
  const from = b.flight.id;
  b.flight = to;
  b.paid += quote.total;
  b.checkedIn = false;
  b.seat = null;
  record(ledger, now, { app: 'travel', kind: 'booking-change', booking: b.id, from, to: to.id, amount: quote.total, card: b.card });
  return { ok: true, id: b.id };
}

export function cancelBooking(s: TravelState, ledger: Ledger, bookingId: string, now: number): Result {
  const b = findBooking(s, bookingId);
  if (!b || !upcoming(b, now)) return { ok: false, error: 'This booking cannot be cancelled' };
  const refund = refundFor(b, now);
  b.status = 'Cancelled';
  b.cancelledAt = now;
  b.refund = refund;
  record(ledger, now, { app: 'travel', kind: 'cancellation', booking: b.id, refund });
  return { ok: true, id: b.id };
}

/** Online check-in with a seat: open from 24 hours to 1 hour before departure, on a free seat. */
export function checkIn(s: TravelState, bookingId: string, seat: string, now: number): Result {
  const b = findBooking(s, bookingId);
  if (!b || b.kind !== 'flight') return { ok: false, error: 'No such flight' };
  if (checkInState(b, now) !== 'open') return { ok: false, error: 'Check-in is not open' };
  const place = seatMap(b.flight).find((x) => x.seat === seat);
  if (!place || place.taken) return { ok: false, error: 'Choose a free seat' };
  b.checkedIn = true;
  b.seat = seat;
  return { ok: true, id: b.id };
}

// ---------------------------------------------------------------- trips

export function tripNameError(s: TravelState, name: string, except: string | null = null): string | null {
  const n = name.trim();
  if (n === '') return 'Give the trip a name';
  // The declared rule (app.ts `names.trip`), NFC included: "Café" typed either way is one trip.
  if (s.trips.some((t) => t.id !== except && declaredKey(manifest, 'trip', t.name) === declaredKey(manifest, 'trip', n))) return `You already have a trip called "${n}"`;
  return null;
}

export function createTrip(s: TravelState, name: string): Result {
  const err = tripNameError(s, name);
  if (err) return { ok: false, error: err };
  const id = `t${s.nextId++}`;
  s.trips.push({ id, name: name.trim() });
  return { ok: true, id };
}

export function renameTrip(s: TravelState, id: string, name: string): Result {
  const t = s.trips.find((x) => x.id === id);
  const err = tripNameError(s, name, id);
  if (!t) return { ok: false, error: 'No such trip' };
  if (err) return { ok: false, error: err };
  t.name = name.trim();
  return { ok: true, id };
}

/** Put a booking in a trip (null: in none). A booking is in one trip at most. */
export function setTrip(s: TravelState, bookingId: string, tripId: string | null): void {
  const b = findBooking(s, bookingId);
  if (b && (tripId === null || s.trips.some((t) => t.id === tripId))) b.trip = tripId;
}

/** Delete a trip: its bookings stay, in no trip. */
export function deleteTrip(s: TravelState, id: string): void {
  s.trips = s.trips.filter((t) => t.id !== id);
  for (const b of s.bookings) if (b.trip === id) b.trip = null;
}

export function setDefaultCard(s: TravelState, id: string): void {
  if (s.cards.some((c) => c.id === id)) s.defaultCard = id;
}
