// Voyage: a travel booking site (flights and hotels). Flights run on a schedule: each route has a
// few services (an airline's flight number at a time of day) flying every day of the coming week,
// each day at its own fares. Hotels have rooms and reviews. The signed-in user has saved cards and
// bookings (upcoming and past), each with a six-letter reference. Prices are whole US dollars; a
// flight's fare is per passenger, a room's price per night. Ids: `b<n>` for bookings (one counter).
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export interface Airport { code: string; city: string; name: string }
export interface Airline { code: string; name: string }

export type Cabin = 'economy' | 'premium' | 'business';
export const CABINS: { id: Cabin; label: string }[] = [
  { id: 'economy', label: 'Economy' }, { id: 'premium', label: 'Premium economy' }, { id: 'business', label: 'Business' },
];
export const cabinLabel = (c: string): string => CABINS.find((x) => x.id === c)?.label ?? c;

export interface Flight {
  id: string;
  /** The airline's code (`AU`); the flight number is `${airline} ${number}` on screen. */
  airline: string;
  number: string;
  from: string;
  to: string;
  depart: number;
  arrive: number;
  stops: number;
  /** The airport of the stop (one stop at most). */
  via: string | null;
  /** Per passenger, by cabin. */
  fares: Record<Cabin, number>;
}

export interface Room { id: string; name: string; sleeps: number; price: number; refundable: boolean }
export interface Review { author: string; score: number; text: string }

export interface Hotel {
  id: string;
  name: string;
  city: string;
  stars: number;
  /** Guests' score out of 10. */
  rating: number;
  address: string;
  /** A set (AMENITIES ids). */
  amenities: string[];
  rooms: Room[];
  reviews: Review[];
}

export interface Card { id: string; brand: string; last4: string; holder: string; expires: string }
export interface Passenger { name: string; born: string }

interface BookingBase {
  id: string;
  /** Six capital letters and digits, on the confirmation and in Trips. */
  ref: string;
  card: string;
  /** What was paid, in dollars. */
  price: number;
  status: 'confirmed' | 'cancelled';
  /** Dollars given back at cancellation. */
  refund: number | null;
  bookedAt: number;
}

export interface FlightBooking extends BookingBase {
  kind: 'flight';
  flight: string;
  /** The flight as booked (a past booking's flight is gone from the schedule). */
  airline: string; number: string; from: string; to: string; depart: number; arrive: number;
  cabin: Cabin;
  passengers: Passenger[];
  /** Seat preference, if one was chosen. */
  seat: string | null;
}

export interface HotelBooking extends BookingBase {
  kind: 'hotel';
  hotel: string;
  room: string;
  hotelName: string;
  city: string;
  roomName: string;
  /** Start of the check-in day. */
  checkIn: number;
  nights: number;
  guests: number;
  guest: string;
}

export type Booking = FlightBooking | HotelBooking;

export interface VoyageState {
  me: string;
  airports: Airport[];
  airlines: Airline[];
  flights: Flight[];
  hotels: Hotel[];
  cards: Card[];
  bookings: Booking[];
  nextId: number;
  /** Mixed into the references of new bookings (drawn at seed). */
  refSalt: number;
}

export const AMENITIES = [
  { id: 'breakfast', label: 'Free breakfast' }, { id: 'wifi', label: 'Free Wi-Fi' }, { id: 'pool', label: 'Pool' },
  { id: 'gym', label: 'Fitness centre' }, { id: 'parking', label: 'Parking' }, { id: 'spa', label: 'Spa' },
] as const;
export const amenityLabel = (id: string): string => AMENITIES.find((a) => a.id === id)?.label ?? id;

export const SEATS = ['Window', 'Aisle', 'Middle'] as const;
export const PAGE_SIZE = 10;

// ---------------------------------------------------------------- helpers the pages and kits share

export const flightCode = (f: { airline: string; number: string }) => `${f.airline} ${f.number}`;
export const durationMinutes = (f: { depart: number; arrive: number }) => Math.round((f.arrive - f.depart) / MINUTE);
export const formatDuration = (minutes: number) => `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
export const money = (n: number) => `$${n.toLocaleString('en-US')}`;
export const stopsLabel = (n: number) => (n === 0 ? 'Nonstop' : n === 1 ? '1 stop' : `${n} stops`);

/** An airport by code or city name (trimmed, any case). */
export function findAirport(airports: readonly Airport[], text: string): Airport | undefined {
  const t = text.trim().toLowerCase();
  if (t === '') return undefined;
  return airports.find((a) => a.code.toLowerCase() === t || a.city.toLowerCase() === t || `${a.city} (${a.code})`.toLowerCase() === t);
}

export const DEPARTURE_WINDOWS = [
  { id: 'morning', label: 'Morning (05:00-11:59)', from: 5, to: 12 },
  { id: 'afternoon', label: 'Afternoon (12:00-17:59)', from: 12, to: 18 },
  { id: 'evening', label: 'Evening (18:00-23:59)', from: 18, to: 24 },
] as const;

export type FlightSort = 'price' | 'duration' | 'departure';
export const FLIGHT_SORTS: { id: FlightSort; label: string }[] = [{ id: 'price', label: 'Cheapest' }, { id: 'duration', label: 'Fastest' }, { id: 'departure', label: 'Earliest departure' }];

export interface FlightQuery { from: string; to: string; day: number; cabin: Cabin; stops?: number | null; airline?: string | null; window?: string | null; max?: number | null; sort?: FlightSort }

/** The flights a results page lists, filtered and sorted (ties by departure, then id). */
export function searchFlights(flights: readonly Flight[], q: FlightQuery): Flight[] {
  const win = DEPARTURE_WINDOWS.find((w) => w.id === q.window);
  const list = flights.filter((f) => f.from === q.from && f.to === q.to && startOfDay(f.depart) === q.day
    && (q.stops == null || (q.stops === 0 ? f.stops === 0 : f.stops >= 1))
    && (!q.airline || f.airline === q.airline)
    && (!win || (hourOf(f.depart) >= win.from && hourOf(f.depart) < win.to))
    && (q.max == null || f.fares[q.cabin] <= q.max));
  const key = (f: Flight) => (q.sort === 'duration' ? durationMinutes(f) : q.sort === 'departure' ? f.depart : f.fares[q.cabin]);
  return list.sort((a, b) => key(a) - key(b) || a.depart - b.depart || a.id.localeCompare(b.id));
}
const hourOf = (ms: number) => Math.floor((ms - startOfDay(ms)) / HOUR);

export type HotelSort = 'price' | 'rating' | 'stars';
export const HOTEL_SORTS: { id: HotelSort; label: string }[] = [{ id: 'price', label: 'Lowest price' }, { id: 'rating', label: 'Guest rating' }, { id: 'stars', label: 'Stars' }];
export const fromPrice = (h: Hotel) => Math.min(...h.rooms.map((r) => r.price));

export interface HotelQuery { city: string; stars?: number | null; max?: number | null; amenities?: readonly string[]; sort?: HotelSort }

export function searchHotels(hotels: readonly Hotel[], q: HotelQuery): Hotel[] {
  const city = q.city.trim().toLowerCase();
  const list = hotels.filter((h) => h.city.toLowerCase() === city && (q.stars == null || h.stars === q.stars)
    && (q.max == null || fromPrice(h) <= q.max) && (q.amenities ?? []).every((a) => h.amenities.includes(a)));
  const key = (h: Hotel) => (q.sort === 'rating' ? -h.rating : q.sort === 'stars' ? -h.stars : fromPrice(h));
  return list.sort((a, b) => key(a) - key(b) || a.name.localeCompare(b.name));
}

export const isUpcoming = (b: Booking, now: number) => (b.kind === 'flight' ? b.depart : b.checkIn + 14 * HOUR) > now;
export const bookingCity = (b: Booking, airports: readonly Airport[]) => (b.kind === 'hotel' ? b.city : airports.find((a) => a.code === b.to)?.city ?? b.to);

// ---------------------------------------------------------------- seed data

export const AIRPORTS: Airport[] = [
  { code: 'LIS', city: 'Lisbon', name: 'Humberto Delgado Airport' },
  { code: 'MAD', city: 'Madrid', name: 'Adolfo Suárez Madrid-Barajas' },
  { code: 'CDG', city: 'Paris', name: 'Charles de Gaulle' },
  { code: 'LHR', city: 'London', name: 'Heathrow' },
  { code: 'FCO', city: 'Rome', name: 'Leonardo da Vinci-Fiumicino' },
  { code: 'AMS', city: 'Amsterdam', name: 'Schiphol' },
  { code: 'BER', city: 'Berlin', name: 'Berlin Brandenburg' },
  { code: 'VIE', city: 'Vienna', name: 'Vienna International' },
  { code: 'ATH', city: 'Athens', name: 'Athens International' },
  { code: 'CPH', city: 'Copenhagen', name: 'Copenhagen Kastrup' },
];

export const AIRLINES: Airline[] = [
  { code: 'AU', name: 'Aurora Air' }, { code: 'BH', name: 'Blue Heron' }, { code: 'CS', name: 'Castello Airways' },
  { code: 'NW', name: 'Nordwind' }, { code: 'MR', name: 'Meridian' }, { code: 'SK', name: 'Skylark' },
];

/** The routes flown, both ways: [from, to, block time in minutes nonstop]. */
const ROUTES: [string, string, number][] = [
  ['LIS', 'MAD', 75], ['CDG', 'FCO', 125], ['LHR', 'AMS', 70], ['BER', 'VIE', 80], ['MAD', 'ATH', 230], ['AMS', 'CPH', 85],
];
const HUBS = ['AMS', 'CDG', 'MAD', 'VIE', 'BER', 'LHR'];
/** Days of the schedule, counted from the day after the clock. */
export const SCHEDULE_DAYS = 7;

const HOTEL_WORDS = {
  first: ['Grand', 'Hotel', 'Casa', 'The', 'Villa', 'Palazzo', 'Residence', 'Park', 'Harbour', 'Old Town'],
  second: ['Aurelia', 'Lumen', 'Cypress', 'Meridiana', 'Solstice', 'Linden', 'Marigold', 'Belvedere', 'Quay', 'Orchard', 'Atlas', 'Vista'],
  third: ['Hotel', 'Suites', 'Inn', 'House', 'Lodge', 'Rooms'],
};
const STREETS = ['Rua Augusta', 'Calle Mayor', 'Rue de Rivoli', 'Via del Corso', 'Prinsengracht', 'Unter den Linden', 'Ringstrasse', 'Ermou Street', 'Strøget', 'Baker Street'];
const ROOM_TYPES = [['Standard double', 2], ['Twin room', 2], ['Deluxe king', 2], ['Family room', 4], ['Junior suite', 3], ['Single room', 1]] as const;
const REVIEWERS = ['Amara', 'Jonas', 'Lucia', 'Tomasz', 'Hana', 'Felix', 'Ines', 'Ravi', 'Sofia', 'Mateo', 'Elin', 'Noor'];
const REVIEW_TEXTS: Record<'good' | 'ok' | 'bad', string[]> = {
  good: ['Spotless room and very friendly staff.', 'Great location, we walked everywhere.', 'Breakfast was excellent and the bed was so comfortable.', 'Quiet at night despite being central.'],
  ok: ['Decent value, a little noisy on the street side.', 'Room was smaller than the photos suggest.', 'Fine for a short stay, nothing special.'],
  bad: ['The air conditioning did not work.', 'Check-in took almost an hour.', 'Thin walls, we heard everything.'],
};
export const CARD_HOLDER = 'Alex Morgan';

function code(rng: Rng): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 6 }, () => letters[rng.int(0, letters.length - 1)]).join('');
}

export function seedVoyage(rng: Rng, world: SeedContext): VoyageState {
  const today = startOfDay(world.now);
  const flights: Flight[] = [];
  let fid = 1;
  for (const [a, b, block] of ROUTES) {
    for (const [from, to] of [[a, b], [b, a]] as const) {
      // Four services per direction: two nonstop, one nonstop or one-stop, one with a stop.
      const airlines = rng.sample(AIRLINES, 4);
      const services = airlines.map((al, i) => {
        const stops = i < 2 ? 0 : i === 2 ? (rng.chance(0.5) ? 0 : 1) : 1;
        const via = stops === 0 ? null : rng.pick(HUBS.filter((h) => h !== from && h !== to));
        const minutes = stops === 0 ? block + rng.int(-5, 10) : block + rng.int(90, 200);
        return { al, number: String(rng.int(100, 989)), stops, via, minutes, departMin: rng.int(6, 21) * 60 + rng.pick([0, 15, 30, 45]), base: Math.round(block * 0.9 + rng.int(20, 90) - stops * 25) };
      });
      for (let day = 1; day <= SCHEDULE_DAYS; day++) {
        for (const s of services) {
          const depart = today + day * DAY + s.departMin * MINUTE;
          const economy = Math.max(39, s.base + rng.int(-25, 45));
          const premium = economy + rng.int(60, 140);
          const business = economy + rng.int(220, 480);
          flights.push({ id: `f${fid++}`, airline: s.al.code, number: s.number, from, to, depart, arrive: depart + s.minutes * MINUTE, stops: s.stops, via: s.via, fares: { economy, premium, business } });
        }
      }
    }
  }

  const hotels: Hotel[] = [];
  let hid = 1;
  const usedNames = new Set<string>();
  for (const airport of AIRPORTS) {
    for (let i = 0; i < 5; i++) {
      let name = '';
      do name = `${rng.pick(HOTEL_WORDS.first)} ${rng.pick(HOTEL_WORDS.second)} ${rng.pick(HOTEL_WORDS.third)}`.replace(/^The Hotel|^Hotel (.*) Hotel$/, 'Hotel $1').replace(/\s+/g, ' ').trim();
      while (usedNames.has(name));
      usedNames.add(name);
      const stars = [2, 3, 3, 4, 5][i]! + (i === 2 && rng.chance(0.5) ? 1 : 0);
      const base = stars * 35 + rng.int(10, 60);
      const amenities = AMENITIES.map((a) => a.id).filter((a) => a === 'wifi' ? rng.chance(0.9) : a === 'breakfast' ? (i === 3 || rng.chance(0.4)) : rng.chance(stars >= 4 ? 0.6 : 0.25));
      const rooms = rng.sample(ROOM_TYPES, 3).map(([rname, sleeps], k) => ({ id: `${hid}-${k + 1}`, name: rname, sleeps, price: base + (sleeps - 2) * 30 + k * rng.int(10, 40), refundable: rng.chance(0.6) }))
        .sort((x, y) => x.price - y.price);
      const rating = Math.min(9.7, Math.round((5.5 + stars * 0.6 + rng.int(-8, 8) / 10) * 10) / 10);
      const reviews = rng.sample(REVIEWERS, 3).map((author) => {
        const score = Math.max(2, Math.min(10, Math.round(rating + rng.int(-2, 1))));
        return { author, score, text: rng.pick(REVIEW_TEXTS[score >= 8 ? 'good' : score >= 6 ? 'ok' : 'bad']) };
      });
      hotels.push({ id: `h${hid++}`, name, city: airport.city, stars, rating, address: `${rng.int(2, 180)} ${rng.pick(STREETS)}, ${airport.city}`, amenities, rooms, reviews });
    }
  }

  const cards: Card[] = [
    { id: 'card1', brand: 'Visa', last4: String(rng.int(1000, 9999)), holder: CARD_HOLDER, expires: '08/28' },
    { id: 'card2', brand: 'Mastercard', last4: String(rng.int(1000, 9999)), holder: CARD_HOLDER, expires: '03/29' },
  ];

  // Bookings: three upcoming trips (a flight out and a hotel there) and two past ones.
  const bookings: Booking[] = [];
  let nextId = 1;
  const refs = new Set<string>();
  const ref = () => { let r = ''; do r = code(rng); while (refs.has(r)); refs.add(r); return r; };
  const outbound = rng.shuffle(flights.filter((f) => f.stops === 0 && startOfDay(f.depart) <= today + 5 * DAY));
  const cities = new Set<string>();
  for (const f of outbound) {
    const city = AIRPORTS.find((x) => x.code === f.to)!.city;
    if (cities.has(city) || cities.size >= 3) continue;
    cities.add(city);
    const pax = rng.int(1, 2);
    const companions = ['Jamie Morgan', 'Sam Okafor', 'Riley Chen'];
    const passengers = [{ name: CARD_HOLDER, born: '1988-04-17' }, ...(pax === 2 ? [{ name: rng.pick(companions), born: '1990-11-02' }] : [])];
    bookings.push({ id: `b${nextId++}`, ref: ref(), kind: 'flight', flight: f.id, airline: f.airline, number: f.number, from: f.from, to: f.to, depart: f.depart, arrive: f.arrive, cabin: 'economy', passengers, seat: rng.pick([null, 'Window', 'Aisle']), card: 'card1', price: f.fares.economy * pax, status: 'confirmed', refund: null, bookedAt: world.now - rng.int(5, 40) * DAY });
    const h = rng.pick(hotels.filter((x) => x.city === city));
    const room = h.rooms[0]!;
    const nights = rng.int(2, 5);
    bookings.push({ id: `b${nextId++}`, ref: ref(), kind: 'hotel', hotel: h.id, room: room.id, hotelName: h.name, city, roomName: room.name, checkIn: startOfDay(f.arrive), nights, guests: pax, guest: CARD_HOLDER, card: rng.pick(['card1', 'card2']), price: room.price * nights, status: 'confirmed', refund: null, bookedAt: world.now - rng.int(5, 40) * DAY });
  }
  for (const back of rng.sample(AIRPORTS.filter((a) => !cities.has(a.city) && a.code !== 'LIS'), 2)) {
    const days = rng.int(20, 120);
    const depart = today - days * DAY + rng.int(7, 19) * HOUR;
    const h = rng.pick(hotels.filter((x) => x.city === back.city));
    const nights = rng.int(2, 6);
    const al = rng.pick(AIRLINES);
    bookings.push({ id: `b${nextId++}`, ref: ref(), kind: 'flight', flight: `past-${nextId}`, airline: al.code, number: String(rng.int(100, 989)), from: 'LIS', to: back.code, depart, arrive: depart + rng.int(120, 240) * MINUTE, cabin: 'economy', passengers: [{ name: CARD_HOLDER, born: '1988-04-17' }], seat: null, card: 'card1', price: rng.int(90, 260), status: 'confirmed', refund: null, bookedAt: depart - 30 * DAY });
    bookings.push({ id: `b${nextId++}`, ref: ref(), kind: 'hotel', hotel: h.id, room: h.rooms[0]!.id, hotelName: h.name, city: back.city, roomName: h.rooms[0]!.name, checkIn: startOfDay(depart), nights, guests: 1, guest: CARD_HOLDER, card: 'card2', price: h.rooms[0]!.price * nights, status: 'confirmed', refund: null, bookedAt: depart - 30 * DAY });
  }
  return { me: CARD_HOLDER, airports: AIRPORTS, airlines: AIRLINES, flights, hotels, cards, bookings, nextId, refSalt: rng.int(1, 1_000_000) };
}
