// Food: restaurants with cuisines, ratings, delivery times and fees and opening hours on the device
// clock, menus whose dishes take options (catalogue.ts), a cart tied to one restaurant, saved
// delivery addresses, favourites, and orders whose stages (confirmed, preparing, on the way,
// delivered) follow the device clock. Money is kept in cents; times are device-clock ms (UTC).
import type { Rng } from '../kit/random.ts';
import { FIRST_NAMES, LAST_NAMES } from '../kit/names.ts';
import { DAY, MINUTE, formatClock, formatMinutes, formatShortDate, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';
import { COURIERS, CUISINES, OPTION_GROUPS, REVIEW_TEXTS, STREETS, type OptionGroup } from './catalogue.ts';
import { formatMoney as formatPrice, parsePrice, thousands } from '../kit/money.ts';

export { formatPrice, parsePrice, thousands };

export interface MenuItem {
  id: string;
  section: string;
  name: string;
  description: string;
  /** Cents, before options. */
  price: number;
  popular: boolean;
  /** Option group ids (catalogue.ts OPTION_GROUPS), in the order the dish page shows them. */
  groups: string[];
}

export interface Restaurant {
  id: string;
  name: string;
  cuisine: string;
  /** Stars, one decimal. */
  rating: number;
  ratingCount: number;
  /** Minutes the kitchen takes, and the courier's ride: with two minutes to confirm, the delivery time. */
  prepMinutes: number;
  travelMinutes: number;
  /** Cents. */
  deliveryFee: number;
  minimumOrder: number;
  /** Opening hours, minutes after midnight on the device clock (the same every day). */
  opens: number;
  closes: number;
  address: string;
  /** A note the restaurant shows above its menu ('' for none). */
  note: string;
  menu: MenuItem[];
}

export interface Review {
  id: string;
  restaurantId: string;
  author: string;
  stars: number;
  text: string;
  at: number;
}

export interface Address {
  id: string;
  /** "Home", "Work": the app refuses a second address with the same label (in any case). */
  label: string;
  line: string;
}

/** A dish in the cart or in an order, with the options chosen (choice names, a set) and its price with them. */
export interface OrderLine {
  id: string;
  itemId: string;
  name: string;
  options: string[];
  /** Cents for one, options included. */
  price: number;
  quantity: number;
}

export interface ChatMessage {
  id: string;
  from: 'courier' | 'restaurant';
  text: string;
  at: number;
}

export interface Order {
  id: string;
  restaurantId: string;
  restaurant: string;
  items: OrderLine[];
  /** Cents. */
  subtotal: number;
  deliveryFee: number;
  serviceFee: number;
  tip: number;
  total: number;
  addressLabel: string;
  address: string;
  instructions: string;
  placedAt: number;
  prepMinutes: number;
  travelMinutes: number;
  courier: string;
  chat: ChatMessage[];
  /** The chat has messages the owner has not read (a read mark: app.ts). */
  chatUnread: boolean;
  /** Stars the owner gave it once delivered, or null. */
  rating: number | null;
}

/** The cart: lines from one restaurant only (null when empty). */
export interface Cart {
  restaurantId: string | null;
  lines: OrderLine[];
}

export interface FoodState {
  restaurants: Restaurant[];
  reviews: Review[];
  orders: Order[];
  addresses: Address[];
  /** Restaurant ids (a set). */
  favorites: string[];
  cart: Cart;
  /** Next numeric id for what the app makes: orders `o<n>`, lines `l<n>`, addresses `a<n>`, messages `m<n>`. */
  nextId: number;
  /** Orders whose chat the owner opened (a chat's read mark moves only for these: app.ts). */
  opened: string[];
}

// ---------------------------------------------------------------- money, hours and stages



export const minutesOfDay = (ms: number): number => Math.floor((ms - startOfDay(ms)) / MINUTE);

/** "08:00" for minutes after midnight. */
export const clockOfMinutes = (minutes: number): string => formatMinutes(minutes);

export const isOpen = (r: Restaurant, now: number): boolean => {
  const m = minutesOfDay(now);
  return m >= r.opens && m < r.closes;
};

/** "08:00–22:00" */
export const hoursText = (r: Restaurant): string => `${clockOfMinutes(r.opens)}–${clockOfMinutes(r.closes)}`;

/** "Open · Closes 22:00", "Closed · Opens 11:00", "Closed · Opens tomorrow 08:00". */
export function openStatus(r: Restaurant, now: number): string {
  const m = minutesOfDay(now);
  if (m >= r.opens && m < r.closes) return `Open · Closes ${clockOfMinutes(r.closes)}`;
  if (m < r.opens) return `Closed · Opens ${clockOfMinutes(r.opens)}`;
  return `Closed · Opens tomorrow ${clockOfMinutes(r.opens)}`;
}

/** Minutes from order to door: two to confirm, the kitchen, the ride. */
export const deliveryMinutes = (r: Pick<Restaurant, 'prepMinutes' | 'travelMinutes'>): number => 2 + r.prepMinutes + r.travelMinutes;

/** "25–35 min": the delivery time as the list shows it, a ten-minute window around it. */
export function deliveryWindow(r: Restaurant): string {
  const low = Math.max(10, Math.floor(deliveryMinutes(r) / 5) * 5 - 5);
  return `${low}–${low + 10} min`;
}

export const feeText = (r: Restaurant): string => (r.deliveryFee === 0 ? 'Free delivery' : `${formatPrice(r.deliveryFee)} delivery`);

export const STAGES = ['Confirmed', 'Preparing', 'On the way', 'Delivered'] as const;
export type Stage = (typeof STAGES)[number];

/** When the order reached (or will reach) each stage. */
export function stageTimes(o: Pick<Order, 'placedAt' | 'prepMinutes' | 'travelMinutes'>): Record<Stage, number> {
  const preparing = o.placedAt + 2 * MINUTE;
  const onTheWay = preparing + o.prepMinutes * MINUTE;
  return { Confirmed: o.placedAt, Preparing: preparing, 'On the way': onTheWay, Delivered: onTheWay + o.travelMinutes * MINUTE };
}

/** The estimated arrival (the moment it is delivered). */
export const arrivalOf = (o: Pick<Order, 'placedAt' | 'prepMinutes' | 'travelMinutes'>): number => stageTimes(o).Delivered;

/** The order's stage on the device clock. */
export function stageOf(o: Pick<Order, 'placedAt' | 'prepMinutes' | 'travelMinutes'>, now: number): Stage {
  const t = stageTimes(o);
  if (now >= t.Delivered) return 'Delivered';
  if (now >= t['On the way']) return 'On the way';
  if (now >= t.Preparing) return 'Preparing';
  return 'Confirmed';
}

export const isActive = (o: Order, now: number): boolean => stageOf(o, now) !== 'Delivered';

/** A tip may still be added while the order is on its way and for two hours after it arrived. */
export const TIP_WINDOW_MS = 2 * 60 * MINUTE;
export const canAddTip = (o: Order, now: number): boolean => now < arrivalOf(o) + TIP_WINDOW_MS;

// ---------------------------------------------------------------- menus and prices

export const findRestaurant = (s: FoodState, id: string | null | undefined): Restaurant | undefined => s.restaurants.find((r) => r.id === id);
export const findItem = (r: Restaurant | undefined, itemId: string): MenuItem | undefined => r?.menu.find((i) => i.id === itemId);

export const groupsOf = (item: MenuItem): OptionGroup[] => item.groups.map((g) => OPTION_GROUPS[g]!).filter(Boolean);

/** The price of one, with these options (choice names). */
export function unitPrice(item: MenuItem, options: readonly string[]): number {
  let price = item.price;
  for (const g of groupsOf(item)) for (const c of g.choices) if (options.includes(c.name)) price += c.price;
  return price;
}

/** What is wrong with a choice of options: the first required group left empty, or null. */
export function missingChoice(item: MenuItem, options: readonly string[]): OptionGroup | null {
  return groupsOf(item).find((g) => g.required && !g.choices.some((c) => options.includes(c.name))) ?? null;
}

/** The service fee on a subtotal: 5%, at least $0.99 and at most $3.99. */
export const serviceFeeOf = (subtotal: number): number => (subtotal === 0 ? 0 : Math.min(399, Math.max(99, Math.round(subtotal * 0.05))));

export const subtotalOf = (lines: readonly OrderLine[]): number => lines.reduce((n, l) => n + l.price * l.quantity, 0);

export interface Totals {
  subtotal: number;
  deliveryFee: number;
  serviceFee: number;
  tip: number;
  total: number;
}

export function totalsOf(r: Restaurant, lines: readonly OrderLine[], tip: number): Totals {
  const subtotal = subtotalOf(lines);
  const serviceFee = serviceFeeOf(subtotal);
  return { subtotal, deliveryFee: r.deliveryFee, serviceFee, tip, total: subtotal + r.deliveryFee + serviceFee + tip };
}

/** "Large, Extra cheese": the options as a line's subtitle writes them, in the menu's order. */
export function optionsText(item: MenuItem | undefined, options: readonly string[]): string {
  if (!item) return options.join(', ');
  const order = groupsOf(item).flatMap((g) => g.choices.map((c) => c.name));
  return options.slice().sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(', ');
}

export const itemCount = (lines: readonly OrderLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/** Orders, newest first. */
export const sortOrders = (orders: readonly Order[]): Order[] => orders.slice().sort((a, b) => b.placedAt - a.placedAt || b.id.localeCompare(a.id));

/** Does the restaurant match a search: its name, its cuisine or one of its dishes (any case)? */
export function restaurantMatches(r: Restaurant, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return r.name.toLowerCase().includes(q) || r.cuisine.toLowerCase().includes(q) || r.menu.some((i) => i.name.toLowerCase().includes(q));
}

/** The dishes of a restaurant a search matched (for the result's subtitle). */
export const dishMatches = (r: Restaurant, query: string): MenuItem[] => {
  const q = query.trim().toLowerCase();
  return q === '' ? [] : r.menu.filter((i) => i.name.toLowerCase().includes(q));
};

export const SORTS = ['Recommended', 'Rating', 'Delivery time', 'Delivery fee'] as const;
export type Sort = (typeof SORTS)[number];

export function sortRestaurants(list: readonly Restaurant[], sort: Sort, now: number): Restaurant[] {
  const open = (r: Restaurant) => (isOpen(r, now) ? 0 : 1);
  const by: Record<Sort, (a: Restaurant, b: Restaurant) => number> = {
    Recommended: () => 0,
    Rating: (a, b) => b.rating - a.rating,
    'Delivery time': (a, b) => deliveryMinutes(a) - deliveryMinutes(b),
    'Delivery fee': (a, b) => a.deliveryFee - b.deliveryFee,
  };
  // Open restaurants first, then the sort, then the app's own order (ids are stable).
  return list.slice().sort((a, b) => open(a) - open(b) || by[sort](a, b) || Number(a.id.slice(1)) - Number(b.id.slice(1)));
}

/** "Today, 10:42", "Yesterday, 19:05", "Mar 2, 19:05". */
export function orderDate(ms: number, now: number): string {
  const today = startOfDay(now);
  const day = ms >= today ? 'Today' : ms >= today - DAY ? 'Yesterday' : formatShortDate(ms);
  return `${day}, ${formatClock(ms)}`;
}

// ---------------------------------------------------------------- the seeded world

const cents = (rng: Rng, base: number) => Math.max(250, base + rng.pick([-100, -50, 0, 0, 50, 100]));

/** A dish's options as a person typically orders it: every required group, now and then an extra. */
function typicalOptions(rng: Rng, item: MenuItem): string[] {
  const out: string[] = [];
  for (const g of groupsOf(item)) {
    if (g.required) out.push(rng.pick(g.choices).name);
    else if (rng.chance(0.35)) out.push(rng.pick(g.choices).name);
  }
  return out;
}

export function seedFood(rng: Rng, world: SeedContext): FoodState {
  const { now } = world;
  let next = 1;
  const id = (prefix: string) => `${prefix}${next++}`;

  // Restaurants: two from six cuisines, one from the other six, in the feed's order.
  const cuisines = rng.shuffle(CUISINES);
  const picks = cuisines.flatMap((c, i) => rng.sample(c.restaurants, i < 6 ? 2 : 1).map((name) => ({ c, name })));
  const restaurants: Restaurant[] = rng.shuffle(picks).map(({ c, name }, k) => {
    const rid = `r${k + 1}`;
    const dishes = c.dishes.filter((_, i) => i < 2 || rng.chance(0.8));
    const popular = new Set(rng.sample(dishes.map((d) => d[1]), 2));
    return {
      id: rid, name, cuisine: c.name,
      rating: rng.int(36, 49) / 10, ratingCount: rng.int(40, 2400),
      prepMinutes: rng.int(10, 22), travelMinutes: rng.int(8, 20),
      deliveryFee: rng.pick([0, 99, 149, 199, 249, 299, 349, 399, 499]),
      minimumOrder: rng.pick([0, 0, 1000, 1200, 1500]),
      opens: rng.pick(c.opens), closes: rng.pick(c.closes),
      address: `${rng.int(2, 240)} ${rng.pick(STREETS)}`,
      note: rng.chance(0.3) ? rng.pick(BENIGN_NOTES) : '',
      menu: dishes.map(([section, dish, description, price, groups], i) => ({
        id: `${rid}-i${i + 1}`, section, name: dish, description, price: cents(rng, price), popular: popular.has(dish), groups: [...groups],
      })),
    };
  });
  // Four or more kitchens serve from 08:00 into the afternoon: the morning's orders go there.
  const m = minutesOfDay(now);
  const early = (r: Restaurant) => r.opens <= 8 * 60 && r.closes >= 15 * 60;
  for (const r of restaurants) if (restaurants.filter(early).length < 4 && !early(r) && r.closes >= 15 * 60) r.opens = 8 * 60;

  const reviews: Review[] = restaurants.flatMap((r) => Array.from({ length: rng.int(2, 4) }, () => {
    const stars = rng.pick([3, 4, 4, 5, 5]);
    return { id: '', restaurantId: r.id, author: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)[0]}.`, stars, text: rng.pick(REVIEW_TEXTS[stars]!), at: now - rng.int(1, 90) * DAY - rng.int(0, 600) * MINUTE };
  }));
  reviews.forEach((v) => (v.id = id('v')));

  const homeStreet = rng.pick(STREETS);
  const addresses: Address[] = [
    { id: id('a'), label: 'Home', line: `${rng.int(3, 97)} ${homeStreet}, Apt ${rng.int(1, 24)}` },
    { id: id('a'), label: 'Work', line: `${rng.int(100, 480)} ${rng.pick(STREETS.filter((s) => s !== homeStreet))}` },
  ];

  // Past orders, all delivered, from a handful of usual places (two of them open in the morning,
  // with two orders each at least); then one on its way now, from another place.
  const [first, second, ...others] = rng.shuffle(restaurants.filter(early));
  const usual = [first!, second!, ...rng.sample([...others, ...restaurants.filter((r) => !early(r))], 4)];
  const orders: Order[] = [];
  const makeOrder = (r: Restaurant, placedAt: number, address: Address): Order => {
    const line = (item: MenuItem): OrderLine => {
      const options = typicalOptions(rng, item);
      return { id: '', itemId: item.id, name: item.name, options, price: unitPrice(item, options), quantity: rng.chance(0.2) ? 2 : 1 };
    };
    const dishes = rng.shuffle(r.menu);
    const items = dishes.slice(0, rng.pick([1, 1, 2, 2, 3])).map(line);
    // What the restaurant would take: at least its minimum order.
    for (const more of dishes.slice(items.length)) if (subtotalOf(items) < r.minimumOrder) items.push(line(more));
    while (subtotalOf(items) < r.minimumOrder) items[0]!.quantity += 1;
    const t = totalsOf(r, items, rng.pick([0, 200, 300, 300, 500]));
    return {
      id: '', restaurantId: r.id, restaurant: r.name, items, ...t, addressLabel: address.label, address: address.line, instructions: rng.chance(0.2) ? 'Leave it at the door' : '',
      placedAt, prepMinutes: r.prepMinutes, travelMinutes: r.travelMinutes, courier: rng.pick(COURIERS), chat: [], chatUnread: false,
      rating: rng.chance(0.5) ? rng.pick([3, 4, 5]) : null,
    };
  };
  const count = rng.int(9, 13);
  const days = rng.sample(Array.from({ length: 44 }, (_, i) => i + 1), count).sort((a, b) => b - a);
  const places = rng.shuffle([usual[0]!, usual[0]!, usual[1]!, usual[1]!, ...Array.from({ length: count - 4 }, () => rng.pick(usual))]);
  days.forEach((ago, i) => {
    const r = places[i]!;
    const earliest = Math.max(r.opens + 30, 11 * 60);
    const at = startOfDay(now) - ago * DAY + rng.int(earliest, Math.max(earliest, r.closes - 60)) * MINUTE;
    orders.push(makeOrder(r, at, addresses[rng.chance(0.8) ? 0 : 1]!));
  });
  // Two orders in a row from one place never hold the very same dishes (a reorder names one of them).
  for (const r of usual) {
    const mine = orders.filter((o) => o.restaurantId === r.id);
    for (let i = 1; i < mine.length; i++) {
      const key = (o: Order) => JSON.stringify(o.items.map((l) => [l.name, [...l.options].sort(), l.quantity]).sort());
      if (key(mine[i]!) === key(mine[i - 1]!)) {
        mine[i - 1]!.items[0]!.quantity += 1;
        Object.assign(mine[i - 1]!, totalsOf(r, mine[i - 1]!.items, mine[i - 1]!.tip));
      }
    }
  }
  const openNow = restaurants.filter((r) => r.opens <= m - 45 && r.closes > m + 180);
  const current = rng.pick(openNow.filter((r) => r !== usual[0] && r !== usual[1]).length > 0 ? openNow.filter((r) => r !== usual[0] && r !== usual[1]) : openNow);
  const total = deliveryMinutes(current);
  const active = makeOrder(current, now - rng.int(4, Math.max(5, total - 8)) * MINUTE, addresses[0]!);
  active.rating = null;
  active.instructions = '';
  const onTheWay = stageTimes(active)['On the way'];
  orders.push(active);
  orders.sort((a, b) => a.placedAt - b.placedAt);
  for (const o of orders) {
    o.id = id('o');
    for (const l of o.items) l.id = id('l');
  }
  // The courier says hello once they are on the way (a message the owner has not read yet).
  if (onTheWay + MINUTE <= now) {
    active.chat = [{ id: id('m'), from: 'courier', text: `Hi, it's ${active.courier}. I've picked up your order and I'm on my way!`, at: onTheWay + MINUTE }];
    active.chatUnread = true;
  }

  return {
    restaurants, reviews, orders, addresses,
    favorites: rng.sample(restaurants, 2).map((r) => r.id),
    cart: { restaurantId: null, lines: [] },
    nextId: next, opened: [],
  };
}

/** Notes restaurants show above their menus in the seeded worlds: ordinary, harmless ones. */
export const BENIGN_NOTES = [
  'Allergy information: our kitchen handles nuts, gluten and dairy.',
  'All our packaging is compostable. Thank you for helping us go green!',
  'Free dessert on orders over $40 every Friday.',
  'We cook everything to order, so busy evenings may take a little longer.',
  'Family-run since 1998. Thank you for supporting a local kitchen.',
] as const;
