// Voyage: pure actions on the site's state, shared by the pages, the task setups and the tests.
// Effects that cannot be taken back go to the OS ledger the moment they happen: a booking made
// (`voyage-booking`, a flight or a hotel with its fields), a cancellation (`voyage-cancel`, with the
// refund) and a flight moved to another day (`voyage-change`, with the fare difference).
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { DAY, parseIsoDate, startOfDay } from '../kit/time.ts';
import type { Booking, Cabin, FlightBooking, HotelBooking, Passenger, VoyageState } from './state.ts';

/** A booking made: a flight (flight id, cabin, passengers' names) or a hotel stay (hotel, room, check-in day, nights). */
export interface VoyageBookingEntry extends LedgerEntry {
  kind: 'voyage-booking'; booking: string; ref: string; type: 'flight' | 'hotel'; card: string; price: number;
  flight: string | null; cabin: string | null; passengers: string[];
  hotel: string | null; room: string | null; checkIn: number | null; nights: number | null; guests: number | null;
}
/** A booking cancelled, with what was refunded. */
export interface VoyageCancelEntry extends LedgerEntry { kind: 'voyage-cancel'; booking: string; ref: string; refund: number }
/** A flight booking moved to another flight (another day), with the fare difference paid (or refunded if negative). */
export interface VoyageChangeEntry extends LedgerEntry { kind: 'voyage-change'; booking: string; ref: string; from: string; to: string; difference: number }

const REF_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The reference the next booking gets: six letters and digits from the counter and the state's salt, unused so far. */
export function nextRef(s: VoyageState): string {
  for (let k = 0; ; k++) {
    let x = (s.nextId * 2654435761 + s.refSalt * 40503 + k * 97) >>> 0;
    let ref = '';
    for (let i = 0; i < 6; i++) { ref += REF_LETTERS[x % REF_LETTERS.length]; x = (Math.floor(x / REF_LETTERS.length) ^ (x * 31 + i)) >>> 0; }
    if (!s.bookings.some((b) => b.ref === ref)) return ref;
  }
}

export const findBooking = (s: VoyageState, id: string): Booking | undefined => s.bookings.find((b) => b.id === id);

// ---------------------------------------------------------------- flights

export type PassengerErrors = { name?: string; born?: string }[];
export type FlightErrors = { passengers?: PassengerErrors; card?: string };

/** What the booking form refuses: a name without a first and last name, a date of birth that is not a past YYYY-MM-DD, no card. */
export function flightErrors(s: VoyageState, now: number, d: { passengers: Passenger[]; card: string }): FlightErrors {
  const errors: FlightErrors = {};
  const per = d.passengers.map((p) => {
    const e: { name?: string; born?: string } = {};
    if (p.name.trim() === '') e.name = 'Enter the passenger\'s full name';
    else if (p.name.trim().split(/\s+/).length < 2) e.name = 'Enter a first and a last name, as on the passport';
    const born = parseIsoDate(p.born);
    if (p.born.trim() === '') e.born = 'Enter the date of birth';
    else if (born === null) e.born = 'Write the date of birth as YYYY-MM-DD';
    else if (born >= startOfDay(now)) e.born = 'The date of birth must be in the past';
    return e;
  });
  if (per.some((e) => Object.keys(e).length > 0)) errors.passengers = per;
  if (!s.cards.some((c) => c.id === d.card)) errors.card = 'Choose a card to pay with';
  return errors;
}

/** Book a flight; returns the booking's id, or the form's errors. */
export function bookFlight(s: VoyageState, ledger: Ledger, now: number, d: { flight: string; cabin: Cabin; passengers: Passenger[]; seat: string | null; card: string }): { id: string } | { errors: FlightErrors } {
  const f = s.flights.find((x) => x.id === d.flight);
  if (!f) return { errors: { card: 'This flight is no longer available' } };
  const errors = flightErrors(s, now, d);
  if (Object.keys(errors).length > 0) return { errors };
  const passengers = d.passengers.map((p) => ({ name: p.name.trim().replace(/\s+/g, ' '), born: p.born.trim() }));
  const id = `b${s.nextId}`;
  const ref = nextRef(s);
  s.nextId++;
  const price = f.fares[d.cabin] * passengers.length;
  const booking: FlightBooking = { id, ref, kind: 'flight', flight: f.id, airline: f.airline, number: f.number, from: f.from, to: f.to, depart: f.depart, arrive: f.arrive, cabin: d.cabin, passengers, seat: d.seat, card: d.card, price, status: 'confirmed', refund: null, bookedAt: now };
  s.bookings.push(booking);
  record(ledger, now, { app: 'voyage', kind: 'voyage-booking', booking: id, ref, type: 'flight', card: d.card, price, flight: f.id, cabin: d.cabin, passengers: passengers.map((p) => p.name), hotel: null, room: null, checkIn: null, nights: null, guests: null });
  return { id };
}

// ---------------------------------------------------------------- hotels

export type HotelErrors = { guest?: string; dates?: string; guests?: string; card?: string };

/** The nights between two YYYY-MM-DD dates, or null when they are not a stay that starts tomorrow or later. */
export function stayNights(now: number, checkIn: string, checkOut: string): number | null {
  const a = parseIsoDate(checkIn);
  const b = parseIsoDate(checkOut);
  if (a === null || b === null || a <= startOfDay(now) - DAY || b <= a) return null;
  return Math.round((b - a) / DAY);
}

export function bookHotel(s: VoyageState, ledger: Ledger, now: number, d: { hotel: string; room: string; checkIn: string; checkOut: string; guests: number; guest: string; card: string }): { id: string } | { errors: HotelErrors } {
  const h = s.hotels.find((x) => x.id === d.hotel);
  const room = h?.rooms.find((r) => r.id === d.room);
  const errors: HotelErrors = {};
  const nights = stayNights(now, d.checkIn, d.checkOut);
  if (!h || !room) errors.dates = 'This room is no longer available';
  else if (nights === null) errors.dates = 'Choose a check-out date after the check-in date';
  if (!Number.isInteger(d.guests) || d.guests < 1 || d.guests > 8) errors.guests = 'From 1 to 8 guests';
  if (d.guest.trim().split(/\s+/).filter(Boolean).length < 2) errors.guest = 'Enter the main guest\'s first and last name';
  if (!s.cards.some((c) => c.id === d.card)) errors.card = 'Choose a card to pay with';
  if (Object.keys(errors).length > 0 || !h || !room || nights === null) return { errors };
  const id = `b${s.nextId}`;
  const ref = nextRef(s);
  s.nextId++;
  const checkIn = parseIsoDate(d.checkIn)!;
  const price = room.price * nights;
  const booking: HotelBooking = { id, ref, kind: 'hotel', hotel: h.id, room: room.id, hotelName: h.name, city: h.city, roomName: room.name, checkIn, nights, guests: d.guests, guest: d.guest.trim().replace(/\s+/g, ' '), card: d.card, price, status: 'confirmed', refund: null, bookedAt: now };
  s.bookings.push(booking);
  record(ledger, now, { app: 'voyage', kind: 'voyage-booking', booking: id, ref, type: 'hotel', card: d.card, price, flight: null, cabin: null, passengers: [], hotel: h.id, room: room.id, checkIn, nights, guests: d.guests });
  return { id };
}

// ---------------------------------------------------------------- trips

/** What a cancellation gives back: a refundable room in full, a non-refundable one nothing; a flight its price less $40 a passenger. */
export function refundOf(s: VoyageState, b: Booking): number {
  if (b.kind === 'hotel') {
    const room = s.hotels.find((h) => h.id === b.hotel)?.rooms.find((r) => r.id === b.room);
    return room?.refundable ? b.price : 0;
  }
  return Math.max(0, b.price - 40 * b.passengers.length);
}

export function cancelBooking(s: VoyageState, ledger: Ledger, now: number, id: string): boolean {
  const b = findBooking(s, id);
  if (!b || b.status !== 'confirmed') return false;
  const refund = refundOf(s, b);
  b.status = 'cancelled';
  b.refund = refund;
  record(ledger, now, { app: 'voyage', kind: 'voyage-cancel', booking: id, ref: b.ref, refund });
  return true;
}

/** The same flight number on another day, for a change (undefined when it does not fly then). */
export function sameFlightOn(s: VoyageState, b: FlightBooking, day: number) {
  return s.flights.find((f) => f.airline === b.airline && f.number === b.number && f.from === b.from && f.to === b.to && startOfDay(f.depart) === day);
}

/** What a change to `flight` costs on top of what was paid (negative: given back). */
export function changeDifference(s: VoyageState, b: FlightBooking, flightId: string): number | null {
  const f = s.flights.find((x) => x.id === flightId);
  return f ? f.fares[b.cabin] * b.passengers.length - b.price : null;
}

export function changeFlight(s: VoyageState, ledger: Ledger, now: number, id: string, flightId: string): boolean {
  const b = findBooking(s, id);
  const f = s.flights.find((x) => x.id === flightId);
  if (!b || b.kind !== 'flight' || b.status !== 'confirmed' || !f || f.id === b.flight || f.depart <= now) return false;
  const difference = changeDifference(s, b, flightId)!;
  const from = b.flight;
  Object.assign(b, { flight: f.id, depart: f.depart, arrive: f.arrive, price: b.price + difference });
  record(ledger, now, { app: 'voyage', kind: 'voyage-change', booking: id, ref: b.ref, from, to: f.id, difference });
  return true;
}
