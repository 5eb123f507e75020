// App Store: the state and its seed. The store lists the phone's own apps (installed or not: the
// OS's `os.installed` says which) and several dozen store-only apps, listings only (no screens of
// their own): their installs are kept here. Each listing has its developer, category, rating, size,
// price, description, reviews and version history; some installed apps have an update waiting.
import type { Rng } from '../kit/random.ts';
import { declaredKey, type SeedContext } from '../app.ts';
import manifest from './app.ts';
import { DAY, HOUR } from '../kit/time.ts';
import { formatMoney } from '../kit/money.ts';

export interface Release {
  version: string;
  /** Device time the version came out. */
  at: number;
  notes: string;
  /** Download size of this version's update, in MB (one decimal). */
  size: number;
}

export interface Review {
  id: string;
  author: string;
  /** 1-5 stars. */
  stars: number;
  at: number;
  title: string;
  text: string;
}

export type Category = 'Productivity' | 'Social' | 'Games' | 'Health & Fitness' | 'Finance' | 'Travel' | 'Music' | 'Photo & Video' | 'Education' | 'Food & Drink' | 'Utilities' | 'News';
export const CATEGORIES: readonly Category[] = ['Productivity', 'Social', 'Games', 'Health & Fitness', 'Finance', 'Travel', 'Music', 'Photo & Video', 'Education', 'Food & Drink', 'Utilities', 'News'];

export interface Listing {
  id: string;
  name: string;
  developer: string;
  category: Category;
  /** The phone app it installs (an id of apps/apps.ts), or null for a store-only listing. */
  device: string | null;
  /** Average rating, one decimal, and how many people rated. */
  rating: number;
  ratings: number;
  /** Installed size in MB (one decimal). */
  size: number;
  /** Price in cents; 0 is free. */
  price: number;
  /** A paid app bought once stays bought (reinstalling it is free). */
  purchased: boolean;
  description: string;
  /** The version on the phone (or the store's latest for an app never installed). */
  version: string;
  /** The versions out so far, newest first; the first is `version` unless an update waits. */
  history: Release[];
  /** An update waiting for this installed app (the newest release, not yet installed), or null. */
  update: Release | null;
  reviews: Review[];
  /** Downloads, for the top charts. */
  downloads: number;
}

export interface AppStoreState {
  listings: Listing[];
  /** Store-only listings installed on the phone, by id (the phone's own apps are in os.installed). */
  installed: string[];
  /** Recent searches, newest first (bookkeeping). */
  recentSearches: string[];
  nextId: number;
}

/** Apps that come with the phone and cannot be removed. */
export const SYSTEM_APPS: readonly string[] = ['settings', 'appstore'];

export const formatPrice = (cents: number): string => (cents === 0 ? 'Free' : formatMoney(cents));
export const formatSize = (mb: number): string => `${mb.toFixed(1)} MB`;

export const findListing = (s: AppStoreState, id: string): Listing | undefined => s.listings.find((l) => l.id === id);
/** The listing with this name, by the app's declared rule for app names (app.ts `names.app`). */
export const listingNamed = (s: AppStoreState, name: string): Listing | undefined => s.listings.find((l) => declaredKey(manifest, 'app', l.name) === declaredKey(manifest, 'app', name));

/** The listings the store shows: store-only ones, and the phone's own apps that this phone has (`known`: the ids of apps/apps.ts). */
export const catalogue = (s: AppStoreState, known: readonly string[]): Listing[] => s.listings.filter((l) => l.device === null || known.includes(l.device));

/** Is this listing on the phone? The phone's own apps by the home screen, store-only ones by the store's list. */
export function isListingInstalled(s: AppStoreState, installedOnHome: readonly string[], l: Listing): boolean {
  return l.device !== null ? installedOnHome.includes(l.device) : s.installed.includes(l.id);
}

/** The listings with an update waiting (installed apps only), in name order as the Updates tab lists them. */
export function pendingUpdates(s: AppStoreState, installedOnHome: readonly string[]): Listing[] {
  return s.listings.filter((l) => l.update !== null && isListingInstalled(s, installedOnHome, l)).sort((a, b) => a.name.localeCompare(b.name));
}

/** A category's top chart: most downloads first; `paid` for the paid chart, else the free one. */
export function chart(listings: readonly Listing[], category: Category | null, paid: boolean): Listing[] {
  return listings.filter((l) => (category === null || l.category === category) && (l.price > 0) === paid).sort((a, b) => b.downloads - a.downloads || a.name.localeCompare(b.name));
}

/** Search as the store does it: every word in the name, the developer or the category, in any case. */
export function searchListings(listings: readonly Listing[], query: string): Listing[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return listings.filter((l) => words.every((w) => `${l.name} ${l.developer} ${l.category}`.toLowerCase().includes(w))).sort((a, b) => b.downloads - a.downloads);
}

// ---------------------------------------------------------------- seed

/** The phone's own apps as the store lists them: developer, category, a line of description. */
const DEVICE: Record<string, { name: string; developer: string; category: Category; about: string }> = {
  phone: { name: 'Phone', developer: 'Vivarium Labs', category: 'Utilities', about: 'Make calls, see your call history and keep your favourites a tap away.' },
  messages: { name: 'Messages', developer: 'Vivarium Labs', category: 'Social', about: 'Text anyone in your contacts, share photos and keep every conversation in one place.' },
  contacts: { name: 'Contacts', developer: 'Vivarium Labs', category: 'Productivity', about: 'Your address book: numbers, e-mails, birthdays and favourites.' },
  mail: { name: 'Mail', developer: 'Vivarium Labs', category: 'Productivity', about: 'Read, write and file your e-mail, with search, labels and drafts.' },
  calendar: { name: 'Calendar', developer: 'Vivarium Labs', category: 'Productivity', about: 'Plan your days: events, invitees, reminders and a clear agenda.' },
  clock: { name: 'Clock', developer: 'Vivarium Labs', category: 'Utilities', about: 'Alarms, a timer, a stopwatch and the time around the world.' },
  notes: { name: 'Notes', developer: 'Vivarium Labs', category: 'Productivity', about: 'Quick notes and checklists, pinned where you need them.' },
  gallery: { name: 'Gallery', developer: 'Vivarium Labs', category: 'Photo & Video', about: 'Your photos and albums, with favourites and sharing.' },
  files: { name: 'Files', developer: 'Vivarium Labs', category: 'Utilities', about: 'Browse, rename and tidy the files on your phone.' },
  settings: { name: 'Settings', developer: 'Vivarium Labs', category: 'Utilities', about: 'Wi-Fi, Bluetooth, display, sound and everything else about your phone.' },
  wallet: { name: 'Wallet', developer: 'Harbor Bank', category: 'Finance', about: 'Balances, transfers, payment requests and card controls in one app.' },
  food: { name: 'Food', developer: 'Forkful Inc.', category: 'Food & Drink', about: 'Order from restaurants near you and follow your delivery to the door.' },
  shop: { name: 'Shop', developer: 'Parcel & Co.', category: 'Productivity', about: 'Shop thousands of products, track orders and return with a tap.' },
  maps: { name: 'Maps', developer: 'Meridian Maps', category: 'Travel', about: 'Find places, get directions and keep lists of spots you love.' },
  rides: { name: 'Rides', developer: 'Hopcar', category: 'Travel', about: 'Book a ride now or for later, and see every receipt.' },
  travel: { name: 'Travel', developer: 'Skylark Travel', category: 'Travel', about: 'Flights and hotels, trips and check-in.' },
  weather: { name: 'Weather', developer: 'Nimbus Weather', category: 'Utilities', about: 'Hourly and daily forecasts for the cities you care about.' },
  calculator: { name: 'Calculator', developer: 'Vivarium Labs', category: 'Utilities', about: 'A basic and scientific calculator with history.' },
  appstore: { name: 'App Store', developer: 'Vivarium Labs', category: 'Utilities', about: 'Find, install and update apps.' },
};

/** Store-only listings: name, developer, category, price in cents. */
const STORE: readonly [string, string, Category, number][] = [
  ['Stride Run Tracker', 'Pacewise Ltd', 'Health & Fitness', 0],
  ['Calm Harbor', 'Stillwater Studio', 'Health & Fitness', 0],
  ['Pocket Yoga', 'Lotus Apps', 'Health & Fitness', 399],
  ['Sleep Cycle Pro', 'Nightowl Labs', 'Health & Fitness', 899],
  ['Chatterbox', 'Loop Social', 'Social', 0],
  ['Snapgram', 'Frame Social', 'Social', 0],
  ['Neighborly', 'Blockparty Inc.', 'Social', 0],
  ['Tile Quest', 'Brightbyte Games', 'Games', 0],
  ['Word Orchard', 'Leafy Games', 'Games', 0],
  ['Galaxy Miners', 'Nova Forge', 'Games', 499],
  ['Chess Masters', 'Knight Move Ltd', 'Games', 0],
  ['Pixel Kart', 'Nova Forge', 'Games', 299],
  ['Sudoku Daily', 'Brightbyte Games', 'Games', 0],
  ['Budget Buddy', 'Centwise', 'Finance', 0],
  ['Stocklight', 'Ticker Labs', 'Finance', 0],
  ['Receipt Vault', 'Centwise', 'Finance', 599],
  ['TripNest', 'Wanderly', 'Travel', 0],
  ['Metro Now', 'Transitly', 'Travel', 0],
  ['Phrase Pal', 'Lingo Works', 'Travel', 699],
  ['Tunebox', 'Soundwave Media', 'Music', 0],
  ['Podnest', 'Soundwave Media', 'Music', 0],
  ['Guitar Tuner Plus', 'Fretlab', 'Music', 199],
  ['Lightroom Lite', 'Aperture Works', 'Photo & Video', 0],
  ['Clipcut Video Editor', 'Reelcraft', 'Photo & Video', 0],
  ['Retro Film Cam', 'Aperture Works', 'Photo & Video', 299],
  ['Scan Genie', 'Paperless Co.', 'Productivity', 0],
  ['Taskflow', 'Checkmark Labs', 'Productivity', 0],
  ['Focus Timer', 'Deepwork Apps', 'Productivity', 0],
  ['PDF Studio', 'Paperless Co.', 'Productivity', 1299],
  ['Lingua Leap', 'Lingo Works', 'Education', 0],
  ['Star Atlas', 'Skyward Edu', 'Education', 499],
  ['Math Sprint', 'Brainy Bits', 'Education', 0],
  ['Recipe Box', 'Kitchen Table', 'Food & Drink', 0],
  ['Brew Journal', 'Bean Counter', 'Food & Drink', 199],
  ['Grocery Guru', 'Kitchen Table', 'Food & Drink', 0],
  ['Flashlight Max', 'Handy Tools', 'Utilities', 0],
  ['QR Scanner', 'Handy Tools', 'Utilities', 0],
  ['VPN Shield', 'Safenet Labs', 'Utilities', 0],
  ['Morning Brief', 'Daily Press', 'News', 0],
  ['World Wire', 'Globe Media', 'News', 0],
  ['Tech Digest Premium', 'Globe Media', 'News', 1499],
];

const PITCH: Record<Category, string> = {
  'Productivity': 'Get more done with less effort: clean design, quick sync and widgets for your home screen.',
  'Social': 'Stay close to the people who matter: chats, groups, stories and calls.',
  'Games': 'Hundreds of levels, daily challenges and leaderboards with your friends.',
  'Health & Fitness': 'Build healthy habits with guided plans, reminders and progress charts.',
  'Finance': 'See where your money goes, set budgets and get alerts before bills are due.',
  'Travel': 'Plan trips, get live updates and keep every booking in one place.',
  'Music': 'Millions of songs and shows, offline listening and playlists made for you.',
  'Photo & Video': 'Edit like a pro with filters, cuts and one-tap fixes.',
  'Education': 'Learn a little every day with short lessons and friendly reminders.',
  'Food & Drink': 'Recipes, shopping lists and tips from home cooks everywhere.',
  'Utilities': 'A small, fast tool that does one thing well.',
  'News': 'The stories that matter, from trusted sources, every morning.',
};

const NOTES = [
  'Bug fixes and performance improvements.',
  'A new dark theme, and the app starts faster.',
  'Widgets for your home screen, and fixes for crashes some of you reported.',
  'Search is faster and finds more; we fixed a sync problem.',
  'New: share straight from the app. Smaller download size.',
  'Accessibility improvements and larger text support.',
  'Redesigned settings page and battery improvements.',
  'Offline mode, and a fix for notifications arriving late.',
  'Support for the latest system version, and minor fixes.',
  'Two new languages, and smoother scrolling in long lists.',
];

const REVIEWERS = ['jmart88', 'Kayla R.', 'sunnydays', 'Omar K', 'techdad', 'Priya S.', 'BookwormBee', 'Leo_T', 'MaryAnn', 'coffeeRunner', 'GrantW', 'Ines', 'd.okafor', 'NightOwl42'];
const REVIEW_TEXTS: readonly [number, string, string][] = [
  [5, 'Love it', 'Does exactly what I need, every day. No complaints.'],
  [5, 'Best in its class', 'Tried several others; this one is the cleanest and fastest.'],
  [4, 'Very good', 'Great app overall. Would love a few more customisation options.'],
  [4, 'Solid', 'Works well. The last update fixed the crash I had.'],
  [3, 'Okay', 'It is fine, but the ads get in the way sometimes.'],
  [3, 'Mixed feelings', 'Good features, but the sync is slow on my phone.'],
  [2, 'Going downhill', 'The redesign moved everything around. Please bring back the old layout.'],
  [1, 'Keeps crashing', 'Crashes every time I open it since the update.'],
];

const round1 = (n: number) => Math.round(n * 10) / 10;

function versions(rng: Rng, now: number, count: number): Release[] {
  let [major, minor, patch] = [rng.int(1, 9), rng.int(0, 9), rng.int(0, 5)];
  let at = now - rng.int(3, 20) * DAY - rng.int(0, 23) * HOUR;
  const out: Release[] = [];
  for (let i = 0; i < count; i++) {
    out.push({ version: `${major}.${minor}.${patch}`, at, notes: rng.pick(NOTES), size: round1(rng.int(30, 900) / 10) });
    // Older releases, going back.
    at -= rng.int(12, 60) * DAY;
    if (patch > 0) patch--;
    else if (minor > 0) { minor--; patch = rng.int(0, 4); } else { major = Math.max(1, major - 1); minor = rng.int(0, 9); }
  }
  return out;
}

/** A release newer than `v` ("4.2.1" → "4.3.0" or "4.2.2"), out `at`. */
function nextRelease(rng: Rng, v: string, at: number): Release {
  const [major, minor, patch] = v.split('.').map(Number) as [number, number, number];
  const version = rng.chance(0.5) ? `${major}.${minor}.${patch + 1}` : `${major}.${minor + 1}.0`;
  return { version, at, notes: rng.pick(NOTES), size: round1(rng.int(15, 1500) / 10) };
}

function reviews(rng: Rng, now: number, prefix: string): Review[] {
  const n = rng.int(3, 5);
  return rng.sample(REVIEW_TEXTS, n).map(([stars, title, text], i) => ({
    id: `${prefix}r${i + 1}`, author: rng.pick(REVIEWERS), stars, at: now - rng.int(1, 90) * DAY - rng.int(0, 23) * HOUR, title, text,
  })).sort((a, b) => b.at - a.at);
}

/**
 * The world's store. The phone's own apps are listed for every app this file knows (`DEVICE`); the
 * screens and kits show those of apps the phone has (`known`: the ids of apps/apps.ts), so an app
 * that joins the phone later is in the store without a change here.
 */
export function seedAppStore(rng: Rng, world: SeedContext): AppStoreState {
  const now = world.now;
  const listings: Listing[] = [];
  const make = (id: string, name: string, developer: string, category: Category, device: string | null, price: number, about: string): Listing => {
    const history = versions(rng, now, rng.int(2, 4));
    return {
      id, name, developer, category, device,
      rating: round1(rng.int(28, 49) / 10), ratings: rng.int(40, 250_000), size: round1(rng.int(80, 4500) / 10), price, purchased: false,
      description: about, version: history[0]!.version, history, update: null, reviews: reviews(rng, now, id), downloads: rng.int(1_000, 5_000_000),
    };
  };
  for (const [id, d] of Object.entries(DEVICE)) listings.push(make(`d-${id}`, d.name, d.developer, d.category, id, 0, d.about));
  STORE.forEach(([name, developer, category, price], i) => {
    listings.push(make(`s${i + 1}`, name, developer, category, null, price, `${PITCH[category]} ${name} by ${developer}.`));
  });
  // Store-only apps already on the phone: a few free ones and one bought.
  const free = listings.filter((l) => l.device === null && l.price === 0);
  const installed = rng.sample(free, rng.int(4, 6)).map((l) => l.id);
  const bought = rng.pick(listings.filter((l) => l.device === null && l.price > 0));
  bought.purchased = true;
  installed.push(bought.id);
  // Updates waiting: some of the installed apps (never the App Store itself), out in the last days.
  const updatable = listings.filter((l) => (l.device !== null && !SYSTEM_APPS.includes(l.device)) || installed.includes(l.id));
  for (const l of rng.sample(updatable, rng.int(4, 7))) l.update = nextRelease(rng, l.version, now - rng.int(2, 96) * HOUR);
  return { listings, installed: listings.filter((l) => installed.includes(l.id)).map((l) => l.id), recentSearches: [], nextId: 1 };
}
