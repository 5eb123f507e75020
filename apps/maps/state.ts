// Maps: a city the app draws itself, seeded per world (streets on a grid, a river, parks, three
// metro lines, districts), the places in it with their addresses, phones, ratings and opening
// hours, the owner's saved lists and recent searches. Everything the screens show of a place
// (open now, closes at, distances and travel times) is a pure function of the state and the
// device clock, here, so that the screens, the task kits and the tests compute it the same way.
import type { Rng } from '../kit/random.ts';
import { createRng } from '../kit/random.ts';
import { MINUTE, formatMinutes, parts, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

// ---------------------------------------------------------------------------------------------
// Categories

export type CategoryId =
  | 'cafe' | 'restaurant' | 'bakery' | 'bar' | 'grocery' | 'shop' | 'pharmacy'
  | 'museum' | 'park' | 'station' | 'library' | 'gym' | 'cinema' | 'hotel';

export interface Category {
  id: CategoryId;
  /** One place of it, as a place page names its kind ("Cafe"). */
  label: string;
  /** Many of it, as a chip and a results page say ("Cafes"). */
  plural: string;
  /** Other words a search for it may use ("coffee"). */
  words: readonly string[];
  color: string;
}

export const CATEGORIES: readonly Category[] = [
  { id: 'cafe', label: 'Cafe', plural: 'Cafes', words: ['coffee', 'cafe', 'cafes'], color: '#8d6e63' },
  { id: 'restaurant', label: 'Restaurant', plural: 'Restaurants', words: ['food', 'dinner', 'lunch', 'restaurants'], color: '#f4511e' },
  { id: 'bakery', label: 'Bakery', plural: 'Bakeries', words: ['bread', 'pastry', 'bakeries'], color: '#f9a825' },
  { id: 'bar', label: 'Bar', plural: 'Bars', words: ['pub', 'drinks', 'bars'], color: '#8e24aa' },
  { id: 'grocery', label: 'Grocery store', plural: 'Groceries', words: ['grocery', 'groceries', 'supermarket', 'market'], color: '#43a047' },
  { id: 'shop', label: 'Shop', plural: 'Shops', words: ['store', 'shopping', 'shops'], color: '#d81b60' },
  { id: 'pharmacy', label: 'Pharmacy', plural: 'Pharmacies', words: ['chemist', 'drugstore', 'pharmacies'], color: '#00897b' },
  { id: 'museum', label: 'Museum', plural: 'Museums', words: ['art', 'exhibition', 'museums'], color: '#3949ab' },
  { id: 'park', label: 'Park', plural: 'Parks', words: ['garden', 'green', 'parks'], color: '#2e7d32' },
  { id: 'station', label: 'Metro station', plural: 'Stations', words: ['metro', 'subway', 'train', 'station', 'stations'], color: '#1e88e5' },
  { id: 'library', label: 'Library', plural: 'Libraries', words: ['books', 'libraries'], color: '#6d4c41' },
  { id: 'gym', label: 'Gym', plural: 'Gyms', words: ['fitness', 'workout', 'gyms'], color: '#e53935' },
  { id: 'cinema', label: 'Cinema', plural: 'Cinemas', words: ['movies', 'film', 'cinemas'], color: '#546e7a' },
  { id: 'hotel', label: 'Hotel', plural: 'Hotels', words: ['stay', 'hotels'], color: '#5e35b1' },
];

export const categoryOf = (id: CategoryId): Category => CATEGORIES.find((c) => c.id === id)!;

// ---------------------------------------------------------------------------------------------
// The city

/** The city is a square of this many metres; x grows to the east, y to the south. */
export const CITY_SIZE = 4800;
/** Streets run north-south every GRID metres from FIRST_LINE on; avenues run east-west the same way. */
export const GRID = 400;
export const FIRST_LINE = 200;
export const LINE_COUNT = 12;

export interface Road {
  name: string;
  /** x of a street, y of an avenue. */
  at: number;
  major: boolean;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface MetroLine {
  name: string;
  color: string;
  /** Station place ids, in order along the line. */
  stations: string[];
}

export interface City {
  streets: Road[];
  avenues: Road[];
  /** District names by zone, row by row (3 x 3 zones of 1600 m). */
  districts: string[];
  river: { y: number; amplitude: number; phase: number; width: number };
  parks: Rect[];
  lines: MetroLine[];
}

/** The river's centre line at x. */
export function riverY(city: City, x: number): number {
  const r = city.river;
  return r.y + r.amplitude * Math.sin((x / CITY_SIZE) * Math.PI * 4 + r.phase);
}

export function districtAt(city: City, x: number, y: number): string {
  const col = Math.min(2, Math.max(0, Math.floor(x / (CITY_SIZE / 3))));
  const row = Math.min(2, Math.max(0, Math.floor(y / (CITY_SIZE / 3))));
  return city.districts[row * 3 + col]!;
}

// ---------------------------------------------------------------------------------------------
// Places

/** One day's opening hours in minutes after midnight, [opens, closes]; [0, 1440] is open all day. */
export type Span = [number, number];
/** The week's hours, Sunday first (as `Date#getUTCDay` counts); null is closed that day. */
export type WeekHours = (Span | null)[];

export interface Place {
  id: string;
  name: string;
  category: CategoryId;
  /** Metres from the city's north-west corner. */
  x: number;
  y: number;
  street: string;
  number: number;
  district: string;
  phone: string;
  /** 1.0 to 5.0, one decimal. */
  rating: number;
  reviews: number;
  /** 0 (no price level), or 1 to 3 ("$" to "$$$"). */
  price: number;
  hours: WeekHours;
  about: string;
  /** The metro lines a station is on (empty for every other place). */
  lines: string[];
}

export interface SavedList {
  id: string;
  name: string;
  /** Place ids, in the order the owner keeps them (a set: the judges compare its members). */
  places: string[];
}

export interface RecentSearch {
  id: string;
  query: string;
}

export interface MapsState {
  city: City;
  places: Place[];
  lists: SavedList[];
  /** Newest first. */
  recent: RecentSearch[];
  /** Where the phone is: the start of directions from "Your location". */
  location: { x: number; y: number };
  /** Next numeric id; lists are `l<n>`, recent searches `r<n>`. */
  nextId: number;
}

export const addressOf = (p: Pick<Place, 'number' | 'street'>): string => `${p.number} ${p.street}`;
export const fullAddress = (p: Pick<Place, 'number' | 'street' | 'district'>): string => `${addressOf(p)}, ${p.district}`;
export const priceText = (price: number): string => '$'.repeat(price);

export const findPlace = (s: Pick<MapsState, 'places'>, id: string): Place | undefined => s.places.find((p) => p.id === id);

// ---------------------------------------------------------------------------------------------
// Opening hours on the device clock

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const weekdayName = (day: number): string => WEEKDAYS[day]!;
/** Monday first, as the hours table lists the week. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "09:30" from minutes after midnight. */
export const clockOf = (minutes: number): string => formatMinutes(minutes);

export const isAllDay = (span: Span | null): boolean => span !== null && span[0] === 0 && span[1] >= 1440;

/** "09:00–18:00", "Open 24 hours" or "Closed", as the hours table writes one day. */
export function spanText(span: Span | null): string {
  if (span === null) return 'Closed';
  if (isAllDay(span)) return 'Open 24 hours';
  return `${clockOf(span[0])}–${clockOf(span[1])}`;
}

const minuteOfDay = (ms: number) => Math.floor((ms - startOfDay(ms)) / MINUTE);

/** Today's hours of a place on the device clock (null: closed today). */
export const hoursToday = (p: Place, now: number): Span | null => p.hours[parts(now).weekday] ?? null;

/** Is the place open at this moment of the device clock? */
export function isOpenAt(p: Place, now: number): boolean {
  const span = hoursToday(p, now);
  if (span === null) return false;
  const m = minuteOfDay(now);
  return m >= span[0] && m < span[1];
}

/** The minute the place closes today (null: closed all day, or open all day). */
export function closesToday(p: Place, now: number): number | null {
  const span = hoursToday(p, now);
  return span === null || isAllDay(span) ? null : span[1];
}

/** When it opens next after `now`: the day offset (0 today) and the minute. */
function nextOpening(p: Place, now: number): { days: number; at: number } | null {
  const m = minuteOfDay(now);
  const today = parts(now).weekday;
  for (let k = 0; k < 8; k++) {
    const span = p.hours[(today + k) % 7] ?? null;
    if (span === null) continue;
    if (k === 0 && span[0] <= m) continue;
    return { days: k, at: span[0] };
  }
  return null;
}

export interface OpenStatus {
  open: boolean;
  /** "Open 24 hours", "Closes 18:00", "Opens 10:00", "Opens Mon 09:00". */
  detail: string;
}

/** What the place page and the result rows say of its hours now: open or closed, and the next change. */
export function statusAt(p: Place, now: number): OpenStatus {
  const span = hoursToday(p, now);
  if (isAllDay(span)) return { open: true, detail: 'Open 24 hours' };
  if (isOpenAt(p, now)) return { open: true, detail: `Closes ${clockOf(span![1])}` };
  const next = nextOpening(p, now);
  if (!next) return { open: false, detail: 'Closed' };
  if (next.days === 0) return { open: false, detail: `Opens ${clockOf(next.at)}` };
  return { open: false, detail: `Opens ${WEEKDAYS[(parts(now).weekday + next.days) % 7]!.slice(0, 3)} ${clockOf(next.at)}` };
}

/** "Open · Closes 18:00", "Closed · Opens 10:00", "Open 24 hours". */
export function statusLine(p: Place, now: number): string {
  const s = statusAt(p, now);
  if (s.detail === 'Open 24 hours') return s.detail;
  return `${s.open ? 'Open' : 'Closed'} · ${s.detail}`;
}

// ---------------------------------------------------------------------------------------------
// Distances and travel times

export type Mode = 'walk' | 'transit' | 'drive' | 'cycle';
export const MODES: readonly Mode[] = ['walk', 'transit', 'drive', 'cycle'];
export const MODE_LABELS: Record<Mode, string> = { walk: 'Walk', transit: 'Transit', drive: 'Drive', cycle: 'Cycle' };

/** Metres per minute: walking 4.8 km/h, cycling 15 km/h, driving 24 km/h in town, a metro 30 km/h. */
export const SPEED = { walk: 80, cycle: 250, drive: 400, metro: 500 } as const;
/** Minutes a drive adds for parking; a metro trip for waiting on the platform, and for each change of line. */
export const PARKING_MINUTES = 2;
export const PLATFORM_MINUTES = 4;
export const TRANSFER_MINUTES = 3;

export interface Point {
  x: number;
  y: number;
}

/** Along the street grid: the distance east-west plus north-south, to 10 m. */
export const distance = (a: Point, b: Point): number => Math.round((Math.abs(a.x - b.x) + Math.abs(a.y - b.y)) / 10) * 10;

const minutesFor = (metres: number, speed: number) => Math.max(1, Math.round(metres / speed));

/** The station nearest to a point (the first in place order on a tie). */
export function nearestStation(s: Pick<MapsState, 'places'>, at: Point): Place | undefined {
  let best: Place | undefined;
  for (const p of s.places) if (p.category === 'station' && (!best || distance(at, p) < distance(at, best))) best = p;
  return best;
}

/** One leg of a trip: a walk, a ride on one line, a drive or a ride on a bike. */
export interface Leg {
  kind: 'walk' | 'ride' | 'drive' | 'cycle' | 'wait';
  /** What the step list says: "Walk to Central Station", "Line 2 to King Avenue Station". */
  text: string;
  metres: number;
  minutes: number;
}

export interface Trip {
  mode: Mode;
  metres: number;
  minutes: number;
  legs: Leg[];
}

function linesOf(s: Pick<MapsState, 'city'>, stationId: string): string[] {
  return s.city.lines.filter((l) => l.stations.includes(stationId)).map((l) => l.name);
}

/** Changes of line between two stations on no common line: one where a line of each meets, else two. */
function changesBetween(city: City, from: readonly string[], to: readonly string[]): number {
  const stationsOf = (name: string) => city.lines.find((l) => l.name === name)?.stations ?? [];
  const meet = from.some((a) => to.some((b) => stationsOf(a).some((id) => stationsOf(b).includes(id))));
  return meet ? 1 : 2;
}

/**
 * A trip between two points by a mode, or null when there is none (transit between two points
 * whose nearest station is the same). Every time a screen shows comes from here.
 */
export function trip(s: Pick<MapsState, 'places' | 'city'>, from: Point, to: Point, mode: Mode, toName = 'your destination'): Trip | null {
  const metres = distance(from, to);
  switch (mode) {
    case 'walk':
      return { mode, metres, minutes: minutesFor(metres, SPEED.walk), legs: [{ kind: 'walk', text: `Walk to ${toName}`, metres, minutes: minutesFor(metres, SPEED.walk) }] };
    case 'cycle':
      return { mode, metres, minutes: minutesFor(metres, SPEED.cycle), legs: [{ kind: 'cycle', text: `Cycle to ${toName}`, metres, minutes: minutesFor(metres, SPEED.cycle) }] };
    case 'drive': {
      const minutes = minutesFor(metres, SPEED.drive) + PARKING_MINUTES;
      return { mode, metres, minutes, legs: [{ kind: 'drive', text: `Drive to ${toName}, then park`, metres, minutes }] };
    }
    case 'transit': {
      const board = nearestStation(s, from), alight = nearestStation(s, to);
      if (!board || !alight || board.id === alight.id) return null;
      const walkIn = distance(from, board), ride = distance(board, alight), walkOut = distance(alight, to);
      const boardLines = linesOf(s, board.id), alightLines = linesOf(s, alight.id);
      const common = boardLines.find((l) => alightLines.includes(l));
      const changes = common ? 0 : changesBetween(s.city, boardLines, alightLines);
      const rideMinutes = minutesFor(ride, SPEED.metro) + changes * TRANSFER_MINUTES;
      const legs: Leg[] = [
        { kind: 'walk', text: `Walk to ${board.name}`, metres: walkIn, minutes: minutesFor(walkIn, SPEED.walk) },
        { kind: 'wait', text: 'Wait for the train', metres: 0, minutes: PLATFORM_MINUTES },
        { kind: 'ride', text: `${common ?? boardLines[0]} to ${alight.name}${changes === 0 ? '' : changes === 1 ? ', 1 change' : `, ${changes} changes`}`, metres: ride, minutes: rideMinutes },
        { kind: 'walk', text: `Walk to ${toName}`, metres: walkOut, minutes: minutesFor(walkOut, SPEED.walk) },
      ];
      return { mode, metres: walkIn + ride + walkOut, minutes: legs.reduce((n, l) => n + l.minutes, 0), legs };
    }
  }
}

/** "23 min", "1 h 5 min". */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60), m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "650 m", "1.8 km". */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`;
}

// ---------------------------------------------------------------------------------------------
// Search

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The words a place is found by: its name, kind, street and district. */
function haystack(p: Place): string {
  const c = categoryOf(p.category);
  return fold([p.name, c.label, c.plural, ...c.words, p.street, p.district].join(' '));
}

/** Places whose name, kind, street or district hold every word of the query: names that start with it first, then by rating. */
export function searchPlaces(places: readonly Place[], query: string): Place[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const q = fold(query.trim());
  const rank = (p: Place) => (fold(p.name).startsWith(q) ? 0 : fold(p.name).includes(q) ? 1 : 2);
  return places
    .filter((p) => { const h = haystack(p); return words.every((w) => h.includes(w)); })
    .sort((a, b) => rank(a) - rank(b) || b.rating - a.rating || a.name.localeCompare(b.name, 'en'));
}

export type SortOrder = 'distance' | 'rating' | 'name';

/** A category's places (or any list of places) in a screen's order: nearest to `from` first, best rated first, or by name. */
export function sortPlaces(places: readonly Place[], order: SortOrder, from: Point): Place[] {
  return places.slice().sort((a, b) => {
    if (order === 'rating') return b.rating - a.rating || a.name.localeCompare(b.name, 'en');
    if (order === 'name') return a.name.localeCompare(b.name, 'en');
    return distance(from, a) - distance(from, b) || a.name.localeCompare(b.name, 'en');
  });
}

// ---------------------------------------------------------------------------------------------
// Reviews: written from the place's own id and name, so they need no room in the state

export interface Review {
  author: string;
  rating: number;
  text: string;
  ago: string;
}

const REVIEW_AUTHORS = ['Ana M.', 'Ben K.', 'Chloe R.', 'Dev P.', 'Eva S.', 'Finn O.', 'Gina L.', 'Hassan A.', 'Iris T.', 'Jon W.', 'Kira N.', 'Liam D.', 'Mona V.', 'Nils H.'];
const REVIEW_AGO = ['2 days ago', 'a week ago', '2 weeks ago', '3 weeks ago', 'a month ago', '2 months ago', '5 months ago'];
const REVIEW_TEXT: Record<CategoryId, readonly string[]> = {
  cafe: ['Great flat white and friendly staff.', 'Cozy spot to work for an hour.', 'The cinnamon buns sell out early.', 'A bit crowded at lunch, but worth it.'],
  restaurant: ['Lovely dinner, the dessert was the highlight.', 'Generous portions and quick service.', 'Book ahead on weekends.', 'Nice terrace in the summer.'],
  bakery: ['Best sourdough in the area.', 'Come early for the croissants.', 'Friendly bakers, fair prices.'],
  bar: ['Good cocktails, relaxed music.', 'Busy on Fridays but fun.', 'Friendly bartenders and a quiz night.'],
  grocery: ['Fresh vegetables and short queues.', 'Well stocked and open late.', 'A little pricey but convenient.'],
  shop: ['Helpful staff and a good selection.', 'Found exactly what I needed.', 'Nice window displays.'],
  pharmacy: ['Quick and helpful advice.', 'They always have what I need.', 'Short waiting times.'],
  museum: ['Allow at least two hours.', 'The special exhibition is superb.', 'Great for kids on a rainy day.'],
  park: ['Perfect for a morning run.', 'Lovely in spring.', 'Plenty of benches and shade.'],
  station: ['Clean and easy to find your way.', 'Busy at rush hour.', 'Lifts on every platform.'],
  library: ['Quiet reading rooms.', 'Good wifi and plenty of desks.', 'Friendly librarians.'],
  gym: ['Clean changing rooms.', 'Good equipment, busy in the evening.', 'Friendly trainers.'],
  cinema: ['Comfy seats and good sound.', 'Cheap matinee tickets.', 'The popcorn is great.'],
  hotel: ['Clean rooms and a good breakfast.', 'Central and quiet at night.', 'Helpful front desk.'],
};

/** The place's three newest reviews, the same in every world where the place has this id and name. */
export function reviewsOf(p: Pick<Place, 'id' | 'name' | 'category' | 'rating'>): Review[] {
  const rng = createRng(`maps/reviews/${p.id}/${p.name}`);
  const ago = rng.sample(REVIEW_AGO, 3).sort((a, b) => REVIEW_AGO.indexOf(a) - REVIEW_AGO.indexOf(b));
  return rng.sample(REVIEW_TEXT[p.category], 3).map((text, i) => ({
    author: rng.pick(REVIEW_AUTHORS),
    rating: Math.max(1, Math.min(5, Math.round(p.rating + rng.int(-1, 1)))),
    text,
    ago: ago[i] ?? REVIEW_AGO[0]!,
  }));
}

// ---------------------------------------------------------------------------------------------
// Seed

const STREET_NAMES = ['Maple Street', 'Oak Street', 'Cedar Street', 'Elm Street', 'Birch Street', 'Willow Street', 'Pine Street', 'Chestnut Street', 'Walnut Street', 'Ash Street', 'Hazel Street', 'Linden Street', 'Poplar Street', 'Spruce Street'];
const AVENUE_NAMES = ['Harbor Avenue', 'King Avenue', 'Queen Avenue', 'Market Avenue', 'Park Avenue', 'Castle Avenue', 'Mill Avenue', 'Church Avenue', 'Garden Avenue', 'Bridge Avenue', 'Union Avenue', 'Victoria Avenue', 'Lake Avenue', 'College Avenue'];
const DISTRICT_NAMES = ['Old Town', 'Northgate', 'Harborside', 'University Quarter', 'Market District', 'Riverside', 'Greenfield', 'Hillcrest', 'Westend', 'Eastbank', 'Canal Side', 'Millbrook'];

/** Name pools, one per category, large enough for its count in any world; no name is in two pools. */
const NAMES: Record<Exclude<CategoryId, 'station'>, readonly string[]> = {
  cafe: ['Cafe Luna', 'Bean There', 'The Daily Grind', 'Copper Kettle', 'Morning Ritual', 'Little Fox Coffee', 'Brew Lab', 'Cafe Aurora', 'Steam & Leaf', 'Northside Roasters', 'Tidewater Cafe', 'The Roastery', 'Cup & Saucer', 'Blue Door Cafe'],
  restaurant: ['Trattoria Sole', 'The Green Fork', 'Saffron House', 'Blue Lagoon Bistro', 'Casa Miguel', 'Golden Dragon', 'The Olive Tree', 'Harbor Grill', 'Sakura Sushi', 'Le Petit Jardin', 'Spice Route', 'The Hungry Owl', 'Bella Napoli', 'Taco Loco'],
  bakery: ['Sweet Crumb Bakery', 'Golden Loaf', 'Flour & Stone', 'The Bread Basket', 'Sunrise Bakery', 'Maple Bakehouse'],
  bar: ['The Tipsy Fox', 'Night Owl Bar', 'The Velvet Room', 'Hops & Barley', 'The Anchor', 'Moonlight Lounge', 'The Crooked Lantern'],
  grocery: ['FreshMart', 'Green Basket Market', 'Corner Grocer', 'Daily Harvest', 'Urban Pantry', 'Valley Foods', 'Market Square Grocers'],
  shop: ['Page Turner Books', 'Threads & Co', 'Gadget Hub', 'The Toy Chest', 'Bloom Florist', 'Paper Trail Stationery', 'Nomad Outdoor Gear', 'Vinyl Corner', 'Home & Hearth', 'Sole Mates Shoes', 'Pixel Camera Shop'],
  pharmacy: ['Green Cross Pharmacy', 'City Pharmacy', 'HealthPlus Pharmacy', 'Riverbank Pharmacy', 'Wellness Chemist', 'Care Pharmacy'],
  museum: ['City Museum', 'Museum of Modern Art', 'Natural History Museum', 'Maritime Museum', 'Science Center', 'Toy Museum', 'Photography Museum', 'Railway Museum'],
  park: ['Riverside Park', 'Willow Park', 'Botanic Garden', 'Oak Hill Park', 'Rose Garden', 'Lakeside Park'],
  library: ['City Library', 'Eastside Library', 'University Library', 'Westend Library'],
  gym: ['Iron Works Gym', 'FitZone', 'Peak Fitness', 'Core Studio', 'Flex Gym'],
  cinema: ['Starlight Cinema', 'The Picture House', 'Roxy Cinema', 'Lumiere Cinema'],
  hotel: ['Grand Hotel', 'Harbor View Hotel', 'The Linden Inn', 'Parkside Hotel', 'City Lodge'],
};

/** How many places of each kind a world has: [fewest, most]. Parks follow the park blocks, stations the metro. */
const COUNTS: Record<Exclude<CategoryId, 'station' | 'park'>, [number, number]> = {
  cafe: [8, 10], restaurant: [8, 10], bakery: [3, 4], bar: [4, 5], grocery: [4, 5], shop: [6, 8], pharmacy: [4, 5],
  museum: [5, 6], library: [2, 3], gym: [3, 3], cinema: [2, 2], hotel: [3, 3],
};

const ABOUT: Record<CategoryId, readonly string[]> = {
  cafe: ['Specialty coffee and homemade cakes.', 'Cozy corner cafe with outdoor seating.', 'Espresso bar with fresh pastries.', 'Roasts its own beans on site.'],
  restaurant: ['Seasonal dishes from local produce.', 'Family-run kitchen since 1998.', 'Small plates to share and a long wine list.', 'Casual dining with a view of the street.'],
  bakery: ['Sourdough, croissants and cakes baked every morning.', 'Artisan bread and coffee to go.'],
  bar: ['Cocktails, craft beer and live music on weekends.', 'Neighbourhood bar with a quiz night.'],
  grocery: ['Fresh produce, bakery and a deli counter.', 'Everyday groceries and household goods.'],
  shop: ['Independent shop with a hand-picked selection.', 'Gifts, essentials and friendly advice.'],
  pharmacy: ['Prescriptions, health advice and everyday care.', 'Pharmacy with a walk-in advice desk.'],
  museum: ['Permanent collection and changing exhibitions.', 'Interactive galleries for all ages.'],
  park: ['Lawns, playgrounds and shaded paths.', 'Gardens and a pond with ducks.'],
  station: ['Metro station with lifts and a ticket office.'],
  library: ['Books, study rooms and free wifi.', 'Public library with a children\'s corner.'],
  gym: ['Weights, classes and a sauna.', 'Fitness studio with group classes.'],
  cinema: ['New releases and classic film nights.', 'Independent cinema with three screens.'],
  hotel: ['Rooms, a restaurant and a rooftop bar.', 'Comfortable rooms in the heart of the city.'],
};

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const span = (open: number, close: number): Span => [open, close];

/** A week of hours for a kind of place: the same shape every week, with some days different. */
function hoursFor(category: CategoryId, rng: Rng): WeekHours {
  const q = () => rng.pick([0, 30]);
  const week = (weekday: Span | null, saturday: Span | null, sunday: Span | null): WeekHours => [sunday, weekday, weekday, weekday, weekday, weekday, saturday];
  switch (category) {
    case 'cafe': {
      const open = h(rng.int(7, 8), q()), close = h(rng.int(16, 19), q());
      return week(span(open, close), span(open + 60, close - 60), rng.chance(0.35) ? null : span(h(9), h(rng.int(14, 16))));
    }
    case 'restaurant': {
      const open = h(rng.pick([11, 12]), q()), close = h(rng.int(21, 23), q());
      const w = week(span(open, close), span(open, close), rng.chance(0.3) ? null : span(h(12), h(21)));
      if (rng.chance(0.4)) w[1] = null; // closed on Mondays
      return w;
    }
    case 'bakery':
      return week(span(h(6, 30), h(rng.int(14, 18))), span(h(7), h(14)), rng.chance(0.5) ? null : span(h(8), h(12)));
    case 'bar': {
      const w = week(span(h(rng.int(16, 17)), h(23, 30)), span(h(15), h(23, 30)), null);
      if (rng.chance(0.5)) w[1] = null;
      return w;
    }
    case 'grocery': {
      const all = span(h(rng.int(7, 8)), h(rng.int(20, 22)));
      return week(all, all, rng.chance(0.3) ? null : span(h(9), h(18)));
    }
    case 'shop': {
      const open = h(rng.pick([9, 10]), q()), close = h(rng.int(18, 20));
      return week(span(open, close), span(h(10), h(17)), rng.chance(0.6) ? null : span(h(12), h(17)));
    }
    case 'pharmacy':
      if (rng.chance(0.15)) return week(span(0, 1440), span(0, 1440), span(0, 1440));
      return week(span(h(8), h(rng.int(19, 21))), span(h(9), h(17)), rng.chance(0.6) ? null : span(h(10), h(16)));
    case 'museum': {
      const open = h(rng.pick([9, 10, 10, 11])), close = h(rng.int(17, 18));
      const w = week(span(open, close), span(open, close), span(open, close));
      w[1] = null; // closed on Mondays
      if (rng.chance(0.5)) w[4] = span(open, h(21)); // late on Thursdays
      return w;
    }
    case 'park':
      return rng.chance(0.4) ? week(span(0, 1440), span(0, 1440), span(0, 1440)) : week(span(h(6), h(22)), span(h(7), h(22)), span(h(7), h(22)));
    case 'station':
      return week(span(h(5), h(23, 30)), span(h(6), h(23, 30)), span(h(7), h(23)));
    case 'library':
      return week(span(h(rng.pick([9, 10])), h(rng.int(18, 20))), span(h(10), h(14)), null);
    case 'gym':
      return week(span(h(6), h(22)), span(h(8), h(20)), span(h(8), h(18)));
    case 'cinema':
      return week(span(h(12), h(23, 30)), span(h(11), h(23, 30)), span(h(11), h(22)));
    case 'hotel':
      return week(span(0, 1440), span(0, 1440), span(0, 1440));
  }
}

const LINE_COLORS = ['#e53935', '#1e88e5', '#43a047'];
const LIST_NAMES: readonly { name: string; kinds: readonly CategoryId[] }[] = [
  { name: 'Coffee spots', kinds: ['cafe', 'bakery'] },
  { name: 'Weekend ideas', kinds: ['museum', 'park', 'cinema'] },
  { name: 'Date night', kinds: ['restaurant', 'bar', 'cinema'] },
  { name: 'Errands', kinds: ['grocery', 'pharmacy', 'shop'] },
];
/** Searches the owner made before the episode: kinds of place, and now and then a place's name. */
const RECENT_QUERIES = ['pharmacy', 'coffee', 'bakery', 'parks', 'gym', 'metro', 'museum', 'groceries', 'cinema', 'hotel', 'books', 'sushi'];

/** Where a new place may stand: along a street or an avenue, away from crossings, other places and the river. */
interface Spot { x: number; y: number; street: string; number: number }

function spotOn(rng: Rng, city: City, taken: readonly Point[], usedNumbers: Set<string>): Spot {
  for (;;) {
    const vertical = rng.chance(0.5);
    const road = rng.pick(vertical ? city.streets : city.avenues);
    const along = FIRST_LINE + rng.int(0, LINE_COUNT - 2) * GRID + rng.int(60, GRID - 60);
    const side = rng.chance(0.5) ? 1 : -1;
    const x = vertical ? road.at + side * 18 : along;
    const y = vertical ? along : road.at + side * 18;
    if (Math.abs(y - riverY(city, x)) < city.river.width / 2 + 60) continue;
    if (city.parks.some((r) => x > r.x - 10 && x < r.x + r.w + 10 && y > r.y - 10 && y < r.y + r.h + 10)) continue;
    if (taken.some((p) => Math.abs(p.x - x) + Math.abs(p.y - y) < 60)) continue;
    // House numbers rise along the road, even on the east (or south) side, odd on the other.
    const number = 2 * Math.floor(along / 20) + (side > 0 ? 2 : 1);
    const key = `${road.name}/${number}`;
    if (usedNumbers.has(key)) continue;
    usedNumbers.add(key);
    return { x, y, street: road.name, number };
  }
}

export function seedMaps(rng: Rng, world: SeedContext): MapsState {
  void world;
  const cityRng = rng.fork('city');
  const streetNames = cityRng.sample(STREET_NAMES, LINE_COUNT);
  const avenueNames = cityRng.sample(AVENUE_NAMES, LINE_COUNT);
  const majorStreets = [3, 8], majorAvenues = [2, 9];
  const city: City = {
    streets: streetNames.map((name, i) => ({ name, at: FIRST_LINE + i * GRID, major: majorStreets.includes(i) })),
    avenues: avenueNames.map((name, j) => ({ name, at: FIRST_LINE + j * GRID, major: majorAvenues.includes(j) })),
    districts: cityRng.sample(DISTRICT_NAMES, 9),
    // Between the sixth and seventh avenue, crossed by every street.
    river: { y: FIRST_LINE + 5 * GRID + GRID / 2, amplitude: 60, phase: cityRng.next() * Math.PI * 2, width: 150 },
    parks: [],
    lines: [],
  };
  // Parks: whole blocks (a few of them two blocks wide), never by the river.
  const parkBlocks: { i: number; j: number; wide: boolean }[] = [];
  while (parkBlocks.length < 5) {
    const i = cityRng.int(0, LINE_COUNT - 3), j = cityRng.int(0, LINE_COUNT - 2);
    const wide = cityRng.chance(0.4);
    if (j === 4 || j === 5 || j === 6) continue;
    if (parkBlocks.some((b) => Math.abs(b.j - j) <= 1 && Math.abs(b.i - i) <= 2)) continue;
    parkBlocks.push({ i, j, wide });
  }
  city.parks = parkBlocks.map((b) => ({ x: FIRST_LINE + b.i * GRID + 14, y: FIRST_LINE + b.j * GRID + 14, w: (b.wide ? 2 : 1) * GRID - 28, h: GRID - 28 }));

  const places: Place[] = [];
  const taken: Point[] = [];
  const usedNumbers = new Set<string>();
  const placeRng = rng.fork('places');
  const add = (fields: Omit<Place, 'id' | 'district' | 'phone' | 'rating' | 'reviews' | 'price' | 'hours' | 'about' | 'lines'> & Partial<Pick<Place, 'lines' | 'hours'>>): Place => {
    const r = placeRng.fork(fields.name);
    const reviews = Math.round(Math.exp(r.int(230, 760) / 100));
    const place: Place = {
      id: `p${places.length + 1}`,
      ...fields,
      district: districtAt(city, fields.x, fields.y),
      phone: r.phone(),
      rating: r.int(31, 49) / 10,
      reviews,
      price: ['cafe', 'restaurant', 'bakery', 'bar', 'shop'].includes(fields.category) ? r.int(1, 3) : 0,
      hours: fields.hours ?? hoursFor(fields.category, r),
      about: r.pick(ABOUT[fields.category]),
      lines: fields.lines ?? [],
    };
    places.push(place);
    taken.push(place);
    return place;
  };

  // The metro: two lines east-west, one north-south crossing both (its crossings are the changes).
  const northSouth = cityRng.int(5, 6);
  const [avenue1, avenue3] = [cityRng.int(1, 2), cityRng.int(8, 9)];
  const stationAt = new Map<string, Place>();
  const station = (i: number, j: number, name: string, line: string): Place => {
    const key = `${i}/${j}`;
    const existing = stationAt.get(key);
    if (existing) {
      existing.lines.push(line);
      return existing;
    }
    const x = FIRST_LINE + i * GRID + 20, y = FIRST_LINE + j * GRID + 20;
    const onStreet = name.startsWith(city.avenues[j]!.name) ? city.avenues[j]! : city.streets[i]!;
    const along = onStreet === city.streets[i] ? y : x;
    const number = 2 * Math.floor(along / 20) + 2;
    usedNumbers.add(`${onStreet.name}/${number}`);
    const p = add({ name, category: 'station', x, y, street: onStreet.name, number, lines: [line] });
    stationAt.set(key, p);
    return p;
  };
  const bare = (road: Road) => road.name.replace(/ (Street|Avenue)$/, '');
  const lineNames = ['Line 1', 'Line 2', 'Line 3'];
  const line1Streets = [1, 3, northSouth, 9, 11];
  const line3Streets = [0, 4, northSouth, 10];
  const line2Avenues = [0, avenue1, 4, 7, avenue3, 11];
  const nameFor = (i: number, j: number, along: 'street' | 'avenue') => {
    if (i === northSouth && j === avenue1) return 'Central Station';
    return along === 'street' ? `${bare(city.streets[i]!)} Street Station` : `${bare(city.avenues[j]!)} Avenue Station`;
  };
  city.lines = [
    { name: lineNames[0]!, color: LINE_COLORS[0]!, stations: line1Streets.map((i) => station(i, avenue1, nameFor(i, avenue1, 'street'), lineNames[0]!).id) },
    { name: lineNames[1]!, color: LINE_COLORS[1]!, stations: line2Avenues.map((j) => station(northSouth, j, nameFor(northSouth, j, 'avenue'), lineNames[1]!).id) },
    { name: lineNames[2]!, color: LINE_COLORS[2]!, stations: line3Streets.map((i) => station(i, avenue3, nameFor(i, avenue3, 'street'), lineNames[2]!).id) },
  ];
  const central = places.find((p) => p.name === 'Central Station');
  if (central) central.hours = [span(0, 1440), span(0, 1440), span(0, 1440), span(0, 1440), span(0, 1440), span(0, 1440), span(0, 1440)];
  for (const p of places) if (p.category === 'station') p.about = `Metro station on ${p.lines.join(' and ')}.`;

  // Parks, at the middle of their blocks, with an address on the street to their west.
  const parkNames = placeRng.sample(NAMES.park, city.parks.length);
  city.parks.forEach((r, k) => {
    const street = city.streets.reduce((best, s) => (Math.abs(s.at - r.x) < Math.abs(best.at - r.x) ? s : best));
    const y = r.y + r.h / 2;
    const number = 2 * Math.floor(y / 20) + 2;
    usedNumbers.add(`${street.name}/${number}`);
    add({ name: parkNames[k]!, category: 'park', x: r.x + r.w / 2, y, street: street.name, number });
  });

  // Every other kind, along the streets.
  for (const [category, [min, max]] of Object.entries(COUNTS) as [keyof typeof COUNTS, [number, number]][]) {
    const names = placeRng.sample(NAMES[category], placeRng.int(min, max));
    for (const name of names) {
      const spot = spotOn(placeRng, city, taken, usedNumbers);
      add({ name, category, ...spot });
    }
  }

  // Where the phone is: on a street near the middle of the city.
  const locRng = rng.fork('location');
  let here = spotOn(locRng, city, taken, new Set(usedNumbers));
  while (here.x < 1400 || here.x > 3400 || here.y < 1400 || here.y > 3400) here = spotOn(locRng, city, taken, new Set(usedNumbers));
  const location = { x: here.x, y: here.y };

  // The owner's lists: two everyone has, and one or two of their own.
  const listRng = rng.fork('lists');
  let nextId = 1;
  const lists: SavedList[] = [];
  const newList = (name: string, chosen: Place[]) => lists.push({ id: `l${nextId++}`, name, places: chosen.map((p) => p.id) });
  const notStations = places.filter((p) => p.category !== 'station');
  newList('Favourites', listRng.sample(notStations, listRng.int(5, 7)));
  newList('Want to go', listRng.sample(notStations, listRng.int(4, 6)));
  for (const own of listRng.sample(LIST_NAMES, listRng.int(1, 2))) {
    const fits = places.filter((p) => own.kinds.includes(p.category));
    newList(own.name, listRng.sample(fits, Math.min(fits.length, listRng.int(3, 5))));
  }
  const recent: RecentSearch[] = listRng.sample(RECENT_QUERIES, listRng.int(4, 6)).map((query) => ({ id: `r${nextId++}`, query }));
  return { city, places, lists, recent, location, nextId };
}

/** Minutes since midnight on the device clock, for the kits that pick places whose hours do not change soon. */
export const minuteNow = (now: number): number => minuteOfDay(now);
