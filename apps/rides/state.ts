// Rides: ride hailing on the device clock. Places sit on a city plane measured in kilometres: the
// owner's saved places, the addresses of some people in the address book, and any street address
// typed in (placed on the plane by its text, so the same address is always in the same spot).
// Ride types (Economy, Comfort, XL) price a trip from its distance and minutes, with a surge at
// the seed's rush hours; the driver's ETA follows the hour too. A ride's stages (Scheduled, Driver
// assigned, Arriving, On trip, Completed) follow the device clock. Money in cents, times in
// device-clock ms (UTC).
import type { Rng } from '../kit/random.ts';
import { FIRST_NAMES, LAST_NAMES } from '../kit/names.ts';
import { DAY, MINUTE, formatClock, formatShortDate, startOfDay } from '../kit/time.ts';
import { declaredKey, type SeedContext } from '../app.ts';
import manifest from './app.ts';
import { fullName } from '../contacts/state.ts';
import { formatMoney as formatPrice, parsePrice, thousands } from '../kit/money.ts';

export { formatPrice, parsePrice, thousands };

export interface Spot {
  /** What the ride shows: a saved place's label, a contact's name, or the address itself. */
  label: string;
  address: string;
  x: number;
  y: number;
}

export interface SavedPlace extends Spot {
  id: string;
}

/** A person from the address book whose address Rides knows (synced from the owner's contacts). */
export interface ContactPlace extends Spot {
  contactId: string;
}

export const RIDE_TYPES = ['Economy', 'Comfort', 'XL'] as const;
export type RideType = (typeof RIDE_TYPES)[number];

export interface Rate {
  /** Cents. */
  base: number;
  perKm: number;
  perMinute: number;
  /** Minutes for a driver to reach you outside rush hours. */
  eta: number;
  seats: number;
  blurb: string;
}

export const RATES: Record<RideType, Rate> = {
  Economy: { base: 250, perKm: 120, perMinute: 30, eta: 4, seats: 4, blurb: 'Affordable everyday rides' },
  Comfort: { base: 400, perKm: 175, perMinute: 40, eta: 6, seats: 4, blurb: 'Newer cars with extra legroom' },
  XL: { base: 500, perKm: 230, perMinute: 50, eta: 9, seats: 6, blurb: 'Room for up to 6 people' },
};

export const BOOKING_FEE = 200;
export const MINIMUM_FARE = 700;
/** What cancelling costs once the driver has reached the pickup. */
export const CANCEL_FEE = 500;

export interface Fare {
  base: number;
  distance: number;
  time: number;
  /** The surge's share (0 outside rush hours). */
  surge: number;
  bookingFee: number;
  total: number;
}

export interface Driver {
  name: string;
  car: string;
  plate: string;
  rating: number;
}

export interface Ride {
  id: string;
  type: RideType;
  pickup: Spot;
  dropoff: Spot;
  requestedAt: number;
  /** The pickup time asked for, or null for a ride now. */
  scheduledFor: number | null;
  km: number;
  minutes: number;
  /** The surge multiplier at pickup time (1 outside rush hours). */
  multiplier: number;
  fare: Fare;
  /** Minutes the driver takes to reach the pickup of a ride now (`arriveOf`). */
  eta: number;
  driver: Driver;
  cancelledAt: number | null;
  /** Cents charged for cancelling (0 when it was free). */
  cancelFee: number;
  /** Cents tipped after the ride. */
  tip: number;
  rating: number | null;
}

export interface Surge {
  /** Minutes after midnight. */
  from: number;
  to: number;
  multiplier: number;
}

export interface RidesState {
  places: SavedPlace[];
  contactPlaces: ContactPlace[];
  rides: Ride[];
  /** The rush hours of this city (weekdays and weekends alike). */
  surges: Surge[];
  payment: string;
  /** Next numeric id for what the app makes: rides `r<n>`, places `p<n>`. */
  nextId: number;
}

// ---------------------------------------------------------------- money and clocks



export const minutesOfDay = (ms: number): number => Math.floor((ms - startOfDay(ms)) / MINUTE);

/** "HH:MM" typed (or "H:MM"), as minutes after midnight, or null. */
export function parseClock(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** "Today, 10:42", "Tomorrow, 08:00", "Yesterday, 19:05", "Mar 2, 19:05". */
export function dayAndTime(ms: number, now: number): string {
  const today = startOfDay(now);
  const day = ms >= today + 2 * DAY || ms < today - DAY ? formatShortDate(ms) : ms >= today + DAY ? 'Tomorrow' : ms >= today ? 'Today' : 'Yesterday';
  return `${day}, ${formatClock(ms)}`;
}

// ---------------------------------------------------------------- distances and prices

/** Road distance between two spots: a fifth more than as the crow flies, to a tenth of a km, at least 0.5. */
export function distanceKm(a: Pick<Spot, 'x' | 'y'>, b: Pick<Spot, 'x' | 'y'>): number {
  return Math.max(0.5, Math.round(Math.hypot(a.x - b.x, a.y - b.y) * 1.2 * 10) / 10);
}

/** Minutes on the road: 2.2 a km plus 3, a fifth more in rush hours. */
export const tripMinutes = (km: number, multiplier: number): number => Math.round((3 + km * 2.2) * (multiplier > 1 ? 1.2 : 1));

export function surgeAt(s: Pick<RidesState, 'surges'>, at: number): number {
  const m = minutesOfDay(at);
  return s.surges.find((x) => m >= x.from && m < x.to)?.multiplier ?? 1;
}

/** Minutes for a driver to reach the pickup: the type's own, three more in rush hours. */
export const etaMinutes = (type: RideType, multiplier: number): number => RATES[type].eta + (multiplier > 1 ? 3 : 0);

export function fareOf(type: RideType, km: number, minutes: number, multiplier: number): Fare {
  const r = RATES[type];
  const base = r.base;
  const distance = Math.round(r.perKm * km);
  const time = Math.round(r.perMinute * minutes);
  const before = Math.max(MINIMUM_FARE, base + distance + time);
  const surge = Math.round(before * multiplier) - before;
  return { base, distance, time: before - base - distance, surge, bookingFee: BOOKING_FEE, total: before + surge + BOOKING_FEE };
}

export interface Quote {
  type: RideType;
  km: number;
  minutes: number;
  multiplier: number;
  fare: Fare;
  eta: number;
  /** When the driver would reach the pickup. */
  arriveAt: number;
}

/** What a ride of this type between two spots costs, picked up now (`at` null) or at `at`. */
export function quoteOf(s: Pick<RidesState, 'surges'>, type: RideType, from: Pick<Spot, 'x' | 'y'>, to: Pick<Spot, 'x' | 'y'>, now: number, at: number | null): Quote {
  const when = at ?? now;
  const multiplier = surgeAt(s, when);
  const km = distanceKm(from, to);
  const minutes = tripMinutes(km, multiplier);
  const eta = etaMinutes(type, multiplier);
  return { type, km, minutes, multiplier, fare: fareOf(type, km, minutes, multiplier), eta, arriveAt: at ?? now + eta * MINUTE };
}

// ---------------------------------------------------------------- stages

/** When the driver reaches the pickup: the time asked for, or the ETA after the request (kept as minutes, so that a ride booked a few seconds later differs only in its request time). */
export const arriveOf = (r: Pick<Ride, 'requestedAt' | 'scheduledFor' | 'eta'>): number => r.scheduledFor ?? r.requestedAt + r.eta * MINUTE;

export const STAGES = ['Scheduled', 'Driver assigned', 'Arriving', 'On trip', 'Completed'] as const;
export type Stage = (typeof STAGES)[number] | 'Cancelled';

/** The driver waits this long at the pickup before the trip starts. */
export const WAIT_MS = 2 * MINUTE;
/** A scheduled ride gets its driver this long before the pickup. */
export const ASSIGN_BEFORE_MS = 15 * MINUTE;

export function stageTimes(r: Pick<Ride, 'requestedAt' | 'scheduledFor' | 'eta' | 'minutes'>) {
  const arriveAt = arriveOf(r);
  const assigned = r.scheduledFor === null ? r.requestedAt : r.scheduledFor - ASSIGN_BEFORE_MS;
  const arriving = r.scheduledFor === null ? Math.min(r.requestedAt + MINUTE, arriveAt) : arriveAt - 8 * MINUTE;
  const start = arriveAt + WAIT_MS;
  return { assigned, arriving, arrive: arriveAt, start, end: start + r.minutes * MINUTE };
}

export function stageOf(r: Ride, now: number): Stage {
  if (r.cancelledAt !== null) return 'Cancelled';
  const t = stageTimes(r);
  if (now >= t.end) return 'Completed';
  if (now >= t.start) return 'On trip';
  if (now >= t.arriving) return 'Arriving';
  if (now >= t.assigned) return 'Driver assigned';
  return 'Scheduled';
}

export const dropoffAt = (r: Ride): number => stageTimes(r).end;
export const isUpcoming = (r: Ride, now: number): boolean => ['Scheduled', 'Driver assigned', 'Arriving', 'On trip'].includes(stageOf(r, now));
/** A ride may be cancelled until its trip starts; once the driver is at the pickup it costs the fee. */
export const canCancel = (r: Ride, now: number): boolean => ['Scheduled', 'Driver assigned', 'Arriving'].includes(stageOf(r, now));
export const cancelFeeAt = (r: Ride, now: number): number => (now >= arriveOf(r) ? CANCEL_FEE : 0);
/** A tip may be added once the ride is completed, for three days. */
export const canTip = (r: Ride, now: number): boolean => stageOf(r, now) === 'Completed' && now < dropoffAt(r) + 3 * DAY;

/** What the ride cost in all: its fare and tip, or the fee alone when it was cancelled. */
export const paidFor = (r: Ride): number => (r.cancelledAt !== null ? r.cancelFee : r.fare.total + r.tip);

/** Rides, newest pickup first. */
export const sortRides = (rides: readonly Ride[]): Ride[] => rides.slice().sort((a, b) => arriveOf(b) - arriveOf(a) || b.id.localeCompare(a.id));

// ---------------------------------------------------------------- places

/** A typed street address ("18 Linden Street"): a number, then a street name. */
export const ADDRESS_RE = /^\d{1,5}[A-Za-z]? [A-Za-z][A-Za-z .'-]{2,40}$/;

/** Where a typed address lies on the plane: from its text alone, so the same text is always in the same spot. */
export function spotOfAddress(address: string): Spot {
  const text = address.trim().replace(/\s+/g, ' ');
  let h = 2166136261;
  for (const ch of text.toLowerCase()) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return { label: text, address: text, x: Math.round(((h & 0xffff) / 0xffff) * 200) / 10, y: Math.round(((h >>> 16) / 0xffff) * 200) / 10 };
}

/**
 * The spot a typed address names: a saved place's or a person's, when it is their address (in any
 * case, app.ts `names.address`), so that it costs what choosing them costs; else its own spot.
 */
export function spotOfTyped(s: Pick<RidesState, 'places' | 'contactPlaces'>, address: string): Spot {
  const own = spotOfAddress(address);
  const known = [...s.places, ...s.contactPlaces].find((p) => declaredKey(manifest, 'address', p.address) === declaredKey(manifest, 'address', own.address));
  return known ? { label: known.address, address: known.address, x: known.x, y: known.y } : own;
}

/** Does a place or a contact's address match a search (its label or its address, in any case)? */
export function spotMatches(s: Spot, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || s.label.toLowerCase().includes(q) || s.address.toLowerCase().includes(q);
}

// ---------------------------------------------------------------- the seeded world

export const STREETS = [
  'Linden Street', 'Harbor Road', 'Maple Avenue', 'Cedar Lane', 'Orchard Way', 'Kingsley Road', 'Willow Court', 'Bridge Street', 'Elm Row', 'Foundry Lane',
  'Granite Avenue', 'Juniper Drive', 'Lakeview Terrace', 'Mill Road', 'Northgate Avenue', 'Prospect Hill', 'Quarry Street', 'Riverside Drive', 'Station Road', 'Tanner Street',
] as const;

const CARS = ['Toyota Prius', 'Honda Civic', 'Hyundai Ioniq', 'Kia Niro', 'Tesla Model 3', 'Skoda Octavia', 'Toyota Camry', 'Ford Fusion'];
const BIG_CARS = ['Toyota Sienna', 'Honda Odyssey', 'Chrysler Pacifica', 'Kia Carnival'];
const COLORS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red'];
const EXTRA_PLACES = [['Gym', 'Fitness'], ['Airport', 'Terminal 2, Airport Road'], ['Train station', 'Central Station, Station Road'], ['Studio', 'Studio'], ['Library', 'Library']] as const;

export function driverFor(rng: Rng, type: RideType): Driver {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const plate = `${letters[rng.int(0, letters.length - 1)]}${letters[rng.int(0, letters.length - 1)]}${letters[rng.int(0, letters.length - 1)]} ${rng.int(100, 999)}`;
  return { name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)[0]}.`, car: `${rng.pick(COLORS)} ${rng.pick(type === 'XL' ? BIG_CARS : CARS)}`, plate, rating: rng.int(46, 50) / 10 };
}

/** A ride as the app keeps it once booked (not yet in the state). */
export function rideOf(id: string, quote: Quote, pickup: Spot, dropoff: Spot, requestedAt: number, scheduledFor: number | null, driver: Driver): Ride {
  return {
    id, type: quote.type, pickup: { ...pickup }, dropoff: { ...dropoff }, requestedAt, scheduledFor, km: quote.km, minutes: quote.minutes, multiplier: quote.multiplier,
    fare: { ...quote.fare }, eta: quote.eta, driver, cancelledAt: null, cancelFee: 0, tip: 0, rating: null,
  };
}

const spotIn = (rng: Rng, label: string, address: string): Spot => ({ label, address, x: rng.int(0, 200) / 10, y: rng.int(0, 200) / 10 });

export function seedRides(rng: Rng, world: SeedContext): RidesState {
  const { now } = world;
  let next = 1;
  const id = (prefix: string) => `${prefix}${next++}`;
  const streets = rng.shuffle(STREETS);
  let street = 0;
  const address = () => `${rng.int(2, 480)} ${streets[street++ % streets.length]}`;

  const far = (a: Spot, b: Spot) => distanceKm(a, b) >= 3;
  const places: SavedPlace[] = [];
  const addPlace = (label: string, line: string) => {
    let spot = spotIn(rng, label, line);
    for (let i = 0; i < 20 && places.some((p) => !far(p, spot)); i++) spot = spotIn(rng, label, line);
    places.push({ id: id('p'), ...spot });
  };
  addPlace('Home', `${address()}, Apt ${rng.int(1, 30)}`);
  addPlace('Work', address());
  for (const [label, kind] of rng.sample(EXTRA_PLACES, 2)) addPlace(label, kind.includes(',') ? kind : `${address()} (${kind})`);

  // People from the address book whose address Rides knows: a dozen, with names no one else has.
  const names = world.contacts.contacts.map(fullName);
  const unique = world.contacts.contacts.filter((c) => names.filter((n) => n.toLowerCase() === fullName(c).toLowerCase()).length === 1 && c.firstName !== '' && c.lastName !== '');
  const contactPlaces: ContactPlace[] = rng.sample(unique, 12).map((c) => {
    let spot = spotIn(rng, fullName(c), address());
    for (let i = 0; i < 20 && !far(places[0]!, spot); i++) spot = spotIn(rng, fullName(c), spot.address);
    return { contactId: c.id, ...spot };
  }).sort((a, b) => a.label.localeCompare(b.label));

  const start = rng.int(6, 8) * 60 + rng.pick([0, 30]);
  const surges: Surge[] = [
    { from: start, to: start + 150, multiplier: rng.pick([1.3, 1.5, 1.8]) },
    { from: 16 * 60 + rng.pick([30, 45, 60]), to: 19 * 60, multiplier: rng.pick([1.2, 1.4, 1.6]) },
  ];
  const state: RidesState = { places, contactPlaces, rides: [], surges, payment: 'Visa •••• 4242', nextId: 0 };

  // Past rides over six weeks, from home and back, to work and to friends.
  const spots: Spot[] = [...places, ...contactPlaces.slice(0, 6)];
  const count = rng.int(12, 16);
  const days = rng.sample(Array.from({ length: 42 }, (_, i) => i + 1), count).sort((a, b) => b - a);
  const rides: Ride[] = days.map((ago) => {
    const from = rng.chance(0.6) ? places[0]! : rng.pick(spots);
    const to = rng.pick(spots.filter((s) => s !== from));
    const type = rng.pick<RideType>(['Economy', 'Economy', 'Economy', 'Comfort', 'Comfort', 'XL']);
    const at = startOfDay(now) - ago * DAY + rng.int(7 * 60, 22 * 60) * MINUTE;
    const quote = quoteOf(state, type, from, to, at - 6 * MINUTE, null);
    const ride = rideOf('', quote, from, to, at - quote.eta * MINUTE, null, driverFor(rng, type));
    if (rng.chance(0.08)) {
      ride.cancelledAt = ride.requestedAt + rng.int(1, quote.eta) * MINUTE;
      ride.cancelFee = ride.cancelledAt >= arriveOf(ride) ? CANCEL_FEE : 0;
    } else {
      ride.tip = rng.pick([0, 0, 100, 200, 300, 500]);
      ride.rating = rng.chance(0.6) ? rng.pick([4, 5, 5]) : null;
    }
    return ride;
  });
  // One ride on its way now, from home, and one scheduled for tomorrow.
  const nowTo = rng.pick(spots.filter((s) => s !== places[0]));
  const nowType = rng.pick<RideType>(['Economy', 'Comfort']);
  const requested = now - rng.int(0, 2) * MINUTE;
  const q = quoteOf(state, nowType, places[0]!, nowTo, requested, null);
  rides.push(rideOf('', q, places[0]!, nowTo, requested, null, driverFor(rng, nowType)));
  const tomorrow = startOfDay(now) + DAY + (rng.int(14, 40) * 30) * MINUTE;
  const schedTo = rng.pick(spots.filter((s) => s !== places[0] && s !== nowTo));
  const sq = quoteOf(state, 'Comfort', places[0]!, schedTo, now - DAY, tomorrow);
  // Booked yesterday, at a time no pickup time shares (never on the quarter hour).
  rides.push(rideOf('', sq, places[0]!, schedTo, startOfDay(now) - DAY + (rng.int(32, 84) * 15 + 7) * MINUTE, tomorrow, driverFor(rng, 'Comfort')));
  rides.sort((a, b) => a.requestedAt - b.requestedAt);
  for (const r of rides) r.id = id('r');
  state.rides = rides;
  state.nextId = next;
  return state;
}
