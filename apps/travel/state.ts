// Travel: flights and hotels. The flight schedule is not stored: it follows from the seed's
// schedule key, the route and the day (`flightsOn`), so every replay and every judge sees the same
// flights and fares without a large table in the state. Hotels, saved cards, bookings and trips are
// stored. Money is in cents. Check-in for a flight opens 24 hours before it leaves on the device
// clock. Ids come from one counter: `b` bookings, `t` trips.
import type { Rng } from '../kit/random.ts';
import { createRng } from '../kit/random.ts';
import type { SeedContext } from '../app.ts';
import { DAY, HOUR, MINUTE, formatIsoDate, formatLongDate, formatShortDate, parts, startOfDay } from '../kit/time.ts';
import { fullName } from '../contacts/state.ts';
import { formatMoney as formatPrice } from '../kit/money.ts';

export const OWNER_NAME = 'Alex Rivera';

export interface Airport { code: string; city: string; x: number; y: number }

/** The airports the app flies between; `x`/`y` place them (hundreds of miles) for distances and durations. */
export const AIRPORTS: readonly Airport[] = [
  { code: 'SEA', city: 'Seattle', x: 1, y: 1 }, { code: 'SFO', city: 'San Francisco', x: 0, y: 8 }, { code: 'LAX', city: 'Los Angeles', x: 3, y: 11 },
  { code: 'DEN', city: 'Denver', x: 10, y: 8 }, { code: 'AUS', city: 'Austin', x: 14, y: 15 }, { code: 'ORD', city: 'Chicago', x: 19, y: 6 },
  { code: 'MIA', city: 'Miami', x: 26, y: 18 }, { code: 'JFK', city: 'New York', x: 27, y: 5 }, { code: 'BOS', city: 'Boston', x: 29, y: 3 },
];
export const HOME_AIRPORT = 'SEA';
export const airport = (code: string): Airport | undefined => AIRPORTS.find((a) => a.code === code);
export const airportLabel = (code: string): string => `${airport(code)?.city ?? code} (${code})`;

export const CABINS = ['Economy', 'Premium', 'Business'] as const;
export type Cabin = (typeof CABINS)[number];
/** Saver fares are non-refundable and pay a fee to change; Flex fares are refunded in full and change for the fare difference only. */
export const FARES = ['Saver', 'Flex'] as const;
export type Fare = (typeof FARES)[number];
export const RATES = ['Non-refundable', 'Free cancellation'] as const;
export type Rate = (typeof RATES)[number];

export const BAG_PRICE = 3500;
export const MAX_BAGS = 2;
export const CHANGE_FEE = 7500;
/** How many days ahead the schedule is on sale. */
export const SALE_DAYS = 45;
/** Check-in opens this long before departure and closes an hour before it. */
export const CHECK_IN_OPENS = 24 * HOUR;
export const CHECK_IN_CLOSES = HOUR;

const AIRLINES = [
  { name: 'Cascade Air', code: 'CA' }, { name: 'Northstar', code: 'NS' }, { name: 'Bluejet', code: 'BJ' }, { name: 'Pacific Wings', code: 'PW' }, { name: 'Meridian', code: 'MD' },
];
const VIA = ['DEN', 'ORD', 'SFO', 'LAX'];

export interface Flight {
  /** `SEA-JFK-2026-03-05-2`: the route, the day and its place in the day's schedule. */
  id: string;
  airline: string;
  number: string;
  from: string;
  to: string;
  depart: number;
  arrive: number;
  /** 0 is nonstop; a stop is through `via`. */
  stops: number;
  via: string | null;
  /** Saver fares by cabin, cents; a Flex fare is `flexPrice`. */
  prices: Record<Cabin, number>;
  seatsLeft: number;
}

const distance = (a: Airport, b: Airport) => Math.hypot(a.x - b.x, a.y - b.y);

const isoDay = (day: number) => formatIsoDate(day);

/** The flights of a route on a day (its UTC start), earliest first: the same for the same schedule key. */
export function flightsOn(key: number, from: string, to: string, day: number): Flight[] {
  const a = airport(from), b = airport(to);
  if (!a || !b || from === to) return [];
  const rng = createRng(`travel:${key}:${from}:${to}:${isoDay(day)}`);
  const miles = distance(a, b);
  const count = rng.int(4, 6);
  const flights: Flight[] = [];
  const numbers = new Set<string>();
  const departures = rng.sample(Array.from({ length: 32 }, (_, i) => 6 * 60 + i * 30 + rng.int(0, 5) * 5), count).sort((x, y) => x - y);
  departures.forEach((minute, i) => {
    const airline = rng.pick(AIRLINES);
    const stops = i === 0 ? 0 : rng.chance(0.45) ? 1 : 0;
    const via = stops === 0 ? null : rng.pick(VIA.filter((v) => v !== from && v !== to));
    const minutes = Math.round(45 + miles * 12 + stops * rng.int(70, 150)) + rng.int(0, 4) * 5;
    const economy = Math.round((60 + miles * 11) * (stops ? 0.8 : 1) * (0.75 + rng.next() * 0.8)) * 100 + 99 - 100;
    const depart = day + minute * MINUTE;
    let number = `${airline.code} ${rng.int(100, 1999)}`;
    while (numbers.has(number)) number = `${airline.code} ${rng.int(100, 1999)}`;
    numbers.add(number);
    flights.push({
      id: `${from}-${to}-${isoDay(day)}-${i + 1}`, airline: airline.name, number, from, to, depart, arrive: depart + minutes * MINUTE,
      stops, via, prices: { Economy: economy, Premium: Math.round(economy * 1.7 / 100) * 100 - 1, Business: Math.round(economy * 3.2 / 100) * 100 - 1 }, seatsLeft: rng.int(2, 9),
    });
  });
  return flights;
}

/** A flight by its id, from the schedule. */
export function findFlight(key: number, id: string): Flight | undefined {
  const m = /^([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})-\d+$/.exec(id);
  if (!m) return undefined;
  return flightsOn(key, m[1]!, m[2]!, Date.UTC(Number(m[3]!.slice(0, 4)), Number(m[3]!.slice(5, 7)) - 1, Number(m[3]!.slice(8, 10)))).find((f) => f.id === id);
}

/** What one traveller pays for a seat: the Saver price, or the Flex one (a quarter more, to the dollar). */
export function farePrice(f: Flight, cabin: Cabin, fare: Fare): number {
  const saver = f.prices[cabin];
  return fare === 'Saver' ? saver : Math.round((saver * 1.25) / 100) * 100 - 1;
}

export const flightPrice = (f: Flight, cabin: Cabin, fare: Fare, bags: number): number => farePrice(f, cabin, fare) + bags * BAG_PRICE;

export type FlightSort = 'price' | 'depart' | 'duration';
export const FLIGHT_SORTS: readonly { id: FlightSort; label: string }[] = [
  { id: 'price', label: 'Lowest price' }, { id: 'depart', label: 'Earliest departure' }, { id: 'duration', label: 'Shortest' },
];

export interface FlightFilters { nonstop: boolean; sort: FlightSort; cabin: Cabin }

/** The search's results: flights not yet gone, filtered and sorted as the results screen lists them. */
export function searchFlights(key: number, from: string, to: string, day: number, f: FlightFilters, now: number): Flight[] {
  const list = flightsOn(key, from, to, day).filter((x) => x.depart > now && (!f.nonstop || x.stops === 0));
  const by: Record<FlightSort, (x: Flight) => number> = { price: (x) => x.prices[f.cabin], depart: (x) => x.depart, duration: (x) => x.arrive - x.depart };
  return [...list].sort((a, b) => by[f.sort](a) - by[f.sort](b) || a.depart - b.depart);
}

export const stopsText = (f: Pick<Flight, 'stops' | 'via'>): string => (f.stops === 0 ? 'Nonstop' : `1 stop (${f.via})`);
export function durationText(ms: number): string {
  const m = Math.round(ms / MINUTE);
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

// ---------------------------------------------------------------- hotels

export const AMENITIES = ['Free Wi-Fi', 'Breakfast', 'Pool', 'Gym', 'Parking', 'Spa', 'Pets allowed', 'Airport shuttle'] as const;

export interface Room { id: string; name: string; beds: string; /** Cents a night, free-cancellation rate. */ price: number; }

export interface Hotel {
  id: string;
  name: string;
  city: string;
  /** Guest rating out of 10, one decimal. */
  rating: number;
  stars: number;
  reviews: number;
  address: string;
  amenities: string[];
  rooms: Room[];
  checkInTime: string;
  checkOutTime: string;
}

/** A non-refundable rate is a tenth cheaper, to the dollar. */
export const nightly = (room: Room, rate: Rate): number => (rate === 'Free cancellation' ? room.price : Math.round((room.price * 0.9) / 100) * 100);
export const stayPrice = (room: Room, rate: Rate, nights: number): number => nightly(room, rate) * nights;

export type HotelSort = 'price' | 'rating';
export interface HotelFilters { maxPrice: number; minRating: number; amenities: string[]; sort: HotelSort }
export const fromPrice = (h: Hotel): number => Math.min(...h.rooms.map((r) => r.price));

export function searchHotels(s: TravelState, city: string, f: HotelFilters): Hotel[] {
  const list = s.hotels.filter((h) => h.city === city && (f.maxPrice === 0 || fromPrice(h) <= f.maxPrice) && h.rating >= f.minRating && f.amenities.every((a) => h.amenities.includes(a)));
  return [...list].sort((a, b) => (f.sort === 'price' ? fromPrice(a) - fromPrice(b) : b.rating - a.rating) || a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------- cards, bookings, trips

export interface Card { id: string; brand: 'Visa' | 'Mastercard' | 'Amex'; last4: string; expiry: string; }
export const cardName = (c: Pick<Card, 'brand' | 'last4'>): string => `${c.brand} ending in ${c.last4}`;

export type BookingStatus = 'Booked' | 'Cancelled';

interface BookingBase {
  id: string;
  reference: string;
  bookedAt: number;
  card: string;
  /** What was paid at booking and for changes, cents. */
  paid: number;
  status: BookingStatus;
  cancelledAt: number | null;
  refund: number;
  trip: string | null;
}

export interface FlightBooking extends BookingBase {
  kind: 'flight';
  flight: Flight;
  cabin: Cabin;
  fare: Fare;
  traveller: string;
  bags: number;
  checkedIn: boolean;
  seat: string | null;
}

export interface HotelBooking extends BookingBase {
  kind: 'hotel';
  hotel: string;
  hotelName: string;
  city: string;
  room: string;
  roomName: string;
  rate: Rate;
  guest: string;
  /** The first night, a day's start. */
  checkIn: number;
  nights: number;
}

export type Booking = FlightBooking | HotelBooking;

export interface Trip { id: string; name: string; }

export interface TravelState {
  /** The schedule key every flight and fare follows from. */
  schedule: number;
  hotels: Hotel[];
  cards: Card[];
  defaultCard: string;
  bookings: Booking[];
  trips: Trip[];
  nextId: number;
}

export const findBooking = (s: TravelState, id: string): Booking | undefined => s.bookings.find((b) => b.id === id);
export const bookingTitle = (b: Booking): string => (b.kind === 'flight' ? `${airport(b.flight.from)?.city} to ${airport(b.flight.to)?.city}` : b.hotelName);
export const bookingStart = (b: Booking): number => (b.kind === 'flight' ? b.flight.depart : b.checkIn + 15 * HOUR);
export const checkOutDay = (b: HotelBooking): number => b.checkIn + b.nights * DAY;

export type CheckInState = 'closed' | 'open' | 'done' | 'over';
export function checkInState(b: FlightBooking, now: number): CheckInState {
  if (b.status !== 'Booked') return 'over';
  if (b.checkedIn) return 'done';
  if (now < b.flight.depart - CHECK_IN_OPENS) return 'closed';
  if (now > b.flight.depart - CHECK_IN_CLOSES) return 'over';
  return 'open';
}

/** The seats check-in offers: rows 8-14, A-F; a few are taken, the same ones for the same flight. */
export function seatMap(f: Pick<Flight, 'id'>): { seat: string; taken: boolean }[] {
  const rng = createRng(`seats:${f.id}`);
  const seats: { seat: string; taken: boolean }[] = [];
  for (let row = 8; row <= 14; row++) for (const l of ['A', 'B', 'C', 'D', 'E', 'F']) seats.push({ seat: `${row}${l}`, taken: rng.chance(0.4) });
  return seats;
}

/** What cancelling refunds: Flex fares and free-cancellation rooms (before the day of arrival) in full, the rest nothing. */
export function refundFor(b: Booking, now: number): number {
  if (b.status !== 'Booked') return 0;
  if (b.kind === 'flight') return b.fare === 'Flex' ? b.paid : 0;
  return b.rate === 'Free cancellation' && now < b.checkIn ? b.paid : 0;
}

export const upcoming = (b: Booking, now: number): boolean => b.status === 'Booked' && (b.kind === 'flight' ? b.flight.depart > now : checkOutDay(b) > startOfDay(now));

/** "Mon, Mar 9": a day as rows and pickers write it. */
export const shortDay = (ms: number): string => `${formatLongDate(ms).slice(0, 3)}, ${formatShortDate(ms)}`;
/** A booking as the trip's "Add a booking" list names it: "Seattle to Denver, Mon, Mar 9". */
export const bookingOption = (b: Booking): string => `${bookingTitle(b)}, ${shortDay(b.kind === 'flight' ? b.flight.depart : b.checkIn)}`;

export { formatPrice };

// ---------------------------------------------------------------- seed

const HOTEL_WORDS = {
  first: ['Harbor', 'Grand', 'Maple', 'Summit', 'Riverside', 'Park', 'Lantern', 'Copper', 'Juniper', 'Beacon', 'Union', 'Sparrow', 'Meridian', 'Willow', 'Atlas'],
  second: ['Hotel', 'Inn', 'Suites', 'Lodge', 'House', 'Resort'],
};
const STREETS = ['Main Street', 'Market Street', 'Oak Avenue', 'Bay Street', 'Lake Drive', 'Pine Street', 'Elm Street', 'Harbor Road', '2nd Avenue', 'Congress Avenue'];
const ROOMS = [
  { name: 'Standard Queen', beds: '1 queen bed', f: 1 }, { name: 'Double Room', beds: '2 double beds', f: 1.15 }, { name: 'Deluxe King', beds: '1 king bed', f: 1.35 },
  { name: 'Junior Suite', beds: '1 king bed, sofa bed', f: 1.8 }, { name: 'Family Room', beds: '2 queen beds', f: 1.6 },
];

const mintId = (s: TravelState, prefix: string) => `${prefix}${s.nextId++}`;
export const referenceFor = (id: string): string => {
  const n = Number(id.replace(/\D/g, ''));
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${letters[(n * 7) % 24]}${letters[(n * 11 + 3) % 24]}${(100000 + ((n * 7919) % 900000)).toString().slice(1)}`;
};

function seedHotels(rng: Rng): Hotel[] {
  const hotels: Hotel[] = [];
  let n = 1;
  for (const a of AIRPORTS) {
    if (a.code === HOME_AIRPORT) continue;
    const names = rng.sample(HOTEL_WORDS.first, 4);
    for (const first of names) {
      const stars = rng.int(2, 5);
      const base = (60 + stars * 35 + rng.int(0, 60)) * 100;
      const rooms = rng.sample(ROOMS, rng.int(2, 4)).sort((x, y) => x.f - y.f);
      hotels.push({
        id: `h${n}`, name: `${first} ${rng.pick(HOTEL_WORDS.second)} ${a.city}`, city: a.city, rating: Math.round((6.4 + rng.next() * 3.4) * 10) / 10, stars,
        reviews: rng.int(80, 4200), address: `${rng.int(10, 980)} ${rng.pick(STREETS)}, ${a.city}`,
        amenities: AMENITIES.filter(() => rng.chance(0.5)),
        rooms: rooms.map((r, i) => ({ id: `h${n}r${i + 1}`, name: r.name, beds: r.beds, price: Math.round((base * r.f) / 100) * 100 })),
        checkInTime: rng.pick(['14:00', '15:00', '16:00']), checkOutTime: rng.pick(['10:00', '11:00', '12:00']),
      });
      n++;
    }
  }
  return hotels;
}

/** What every new booking holds that its form does not set: booked, in no trip, nothing refunded. */
export const NEW_BOOKING = { status: 'Booked' as BookingStatus, cancelledAt: null, refund: 0, trip: null };
/** What a new flight booking holds besides: not checked in, no seat. */
export const NEW_FLIGHT = { checkedIn: false, seat: null };

/** Make a flight booking (seed and model share it; the model adds the ledger entry). */
export function makeFlightBooking(s: TravelState, f: { flight: Flight; cabin: Cabin; fare: Fare; traveller: string; bags: number; card: string; at: number }): FlightBooking {
  const id = mintId(s, 'b');
  return {
    id, reference: referenceFor(id), bookedAt: f.at, card: f.card, paid: flightPrice(f.flight, f.cabin, f.fare, f.bags), ...NEW_BOOKING,
    kind: 'flight', flight: f.flight, cabin: f.cabin, fare: f.fare, traveller: f.traveller, bags: f.bags, ...NEW_FLIGHT,
  };
}

export function makeHotelBooking(s: TravelState, f: { hotel: Hotel; room: Room; rate: Rate; guest: string; checkIn: number; nights: number; card: string; at: number }): HotelBooking {
  const id = mintId(s, 'b');
  return {
    id, reference: referenceFor(id), bookedAt: f.at, card: f.card, paid: stayPrice(f.room, f.rate, f.nights), ...NEW_BOOKING,
    kind: 'hotel', hotel: f.hotel.id, hotelName: f.hotel.name, city: f.hotel.city, room: f.room.id, roomName: f.room.name, rate: f.rate, guest: f.guest, checkIn: startOfDay(f.checkIn), nights: f.nights,
  };
}

export function seedTravel(rng: Rng, world: SeedContext): TravelState {
  const { now } = world;
  const today = startOfDay(now);
  const year = parts(now).year % 100;
  const s: TravelState = {
    schedule: rng.int(1, 1_000_000), hotels: seedHotels(rng), bookings: [], trips: [], nextId: 1,
    cards: [
      { id: 'c1', brand: 'Visa', last4: String(rng.int(1000, 9999)), expiry: `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(1, 4)}` },
      { id: 'c2', brand: 'Mastercard', last4: String(rng.int(1000, 9999)), expiry: `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(1, 4)}` },
      { id: 'c3', brand: 'Amex', last4: String(rng.int(1000, 9999)), expiry: `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(1, 4)}` },
    ],
    defaultCard: 'c1',
  };
  const companions = world.contacts.contacts.slice(0, 12).map(fullName);
  const cities = rng.shuffle(AIRPORTS.filter((a) => a.code !== HOME_AIRPORT));
  const card = () => rng.pick(s.cards).id;
  const pickFlight = (from: string, to: string, day: number, after: number, before: number): Flight | undefined => {
    const list = flightsOn(s.schedule, from, to, day).filter((f) => f.depart > after && f.depart < before);
    return list.length ? rng.pick(list) : undefined;
  };
  const trip = (name: string, ids: string[]) => {
    const t = { id: mintId(s, 't'), name };
    s.trips.push(t);
    for (const id of ids) findBooking(s, id)!.trip = t.id;
  };
  const hotelIn = (city: string) => rng.pick(s.hotels.filter((h) => h.city === city));
  const stay = (city: string, checkIn: number, nights: number, at: number) => {
    const hotel = hotelIn(city);
    const b = makeHotelBooking(s, { hotel, room: rng.pick(hotel.rooms), rate: rng.pick(RATES), guest: OWNER_NAME, checkIn, nights, card: card(), at });
    s.bookings.push(b);
    return b;
  };
  const fly = (f: Flight | undefined, at: number, traveller = OWNER_NAME) => {
    if (!f) return undefined;
    const b = makeFlightBooking(s, { flight: f, cabin: rng.pick(['Economy', 'Economy', 'Premium', 'Business'] as const), fare: rng.pick(FARES), traveller, bags: rng.int(0, 2), card: card(), at });
    s.bookings.push(b);
    return b;
  };

  // A past trip: out and back three weeks ago, with a hotel.
  const pastCity = cities[0]!.code;
  const pastDay = today - rng.int(18, 30) * DAY;
  const past = [fly(pickFlight(HOME_AIRPORT, pastCity, pastDay, 0, Infinity), pastDay - 20 * DAY), stay(cities[0]!.city, pastDay, 3, pastDay - 20 * DAY), fly(pickFlight(pastCity, HOME_AIRPORT, pastDay + 3 * DAY, 0, Infinity), pastDay - 20 * DAY)];
  trip(`${cities[0]!.city} getaway`, past.flatMap((b) => (b ? [b.id] : [])));

  // A flight leaving within a day: check-in is open (or opens during the episode).
  for (const c of cities.slice(1, 4)) {
    const f = pickFlight(HOME_AIRPORT, c.code, today, now + 3 * HOUR, now + 22 * HOUR) ?? pickFlight(HOME_AIRPORT, c.code, today + DAY, now + 3 * HOUR, now + 22 * HOUR);
    if (f) { fly(f, now - rng.int(5, 30) * DAY); break; }
  }

  // An upcoming trip: out, a hotel, back.
  const tripCity = cities[4]!;
  const out = today + rng.int(4, 9) * DAY;
  const nights = rng.int(2, 5);
  const upcomingTrip = [fly(pickFlight(HOME_AIRPORT, tripCity.code, out, 0, Infinity), now - rng.int(2, 15) * DAY), stay(tripCity.city, out, nights, now - rng.int(2, 15) * DAY), fly(pickFlight(tripCity.code, HOME_AIRPORT, out + nights * DAY, 0, Infinity), now - 16 * DAY)];
  trip(`${tripCity.city} trip`, upcomingTrip.flatMap((b) => (b ? [b.id] : [])));

  // One more flight (with a companion travelling too) and a standalone stay further out.
  const later = cities[5]!;
  const laterDay = today + rng.int(12, 25) * DAY;
  fly(pickFlight(HOME_AIRPORT, later.code, laterDay, 0, Infinity), now - rng.int(1, 9) * DAY, rng.pick(companions.length ? companions : [OWNER_NAME]));
  stay(cities[6]!.city, today + rng.int(26, 35) * DAY, rng.int(1, 6), now - rng.int(1, 9) * DAY);
  return s;
}
