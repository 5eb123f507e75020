// Market: an online shop's storefront (catalogue, product pages with options and reviews, a cart,
// checkout, "My orders" with returns) and its admin (orders, products, customers, a sales report),
// on one host. The signed-in customer is `me` (a customer of the seed) and also the shop's admin.
// Money is whole cents (apps/kit/money.ts). Order numbers are `#1001`, `#1002`, ... (ids "1001").
// Product ids are `m<n>`, reviews `r<n>`, from one counter.
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE } from '../kit/time.ts';
import { FIRST_NAMES, LAST_NAMES } from '../kit/names.ts';
import type { SeedContext } from '../app.ts';

export interface Review {
  id: string;
  author: string;
  stars: number;
  text: string;
  at: number;
}

export interface Product {
  id: string;
  name: string;
  category: string;
  /** Cents. */
  price: number;
  /** What the option is ("Size", "Color"), and its values; an empty list: no option. */
  optionLabel: string;
  options: string[];
  stock: number;
  /** Disabled products are hidden from the storefront. */
  enabled: boolean;
  description: string;
  /** Spec rows as the product page shows them ("Weight", "1.2 kg"). */
  specs: [string, string][];
  reviews: Review[];
}

export interface Customer {
  id: string;
  name: string;
  email: string;
  street: string;
  city: string;
  zip: string;
}

export interface OrderItem {
  product: string;
  name: string;
  option: string;
  qty: number;
  /** The unit price when the order was placed, cents. */
  price: number;
}

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
export const STATUSES: { id: OrderStatus; label: string }[] = [
  { id: 'pending', label: 'Pending' }, { id: 'processing', label: 'Processing' }, { id: 'shipped', label: 'Shipped' },
  { id: 'delivered', label: 'Delivered' }, { id: 'cancelled', label: 'Cancelled' }, { id: 'refunded', label: 'Refunded' },
];
export const statusLabel = (s: OrderStatus): string => STATUSES.find((x) => x.id === s)!.label;

export type ShippingMethod = 'standard' | 'express' | 'pickup';
export const SHIPPING: { id: ShippingMethod; label: string; cost: number; note: string }[] = [
  { id: 'standard', label: 'Standard shipping', cost: 500, note: '3-5 business days' },
  { id: 'express', label: 'Express shipping', cost: 1500, note: '1-2 business days' },
  { id: 'pickup', label: 'Store pickup', cost: 0, note: 'Ready the next day' },
];
export const shippingLabel = (m: ShippingMethod): string => SHIPPING.find((x) => x.id === m)!.label;

export const PAYMENTS = ['Visa ending in 4821', 'PayPal'] as const;
export const RETURN_REASONS = ['Damaged on arrival', 'Wrong item sent', 'Does not fit', 'No longer needed'] as const;

export interface ReturnRequest {
  product: string;
  option: string;
  reason: string;
  at: number;
}

export interface Order {
  id: string;
  customer: string;
  items: OrderItem[];
  shipping: ShippingMethod;
  shippingCost: number;
  /** Items plus shipping, cents. */
  total: number;
  status: OrderStatus;
  placedAt: number;
  /** The delivery address as typed at checkout. */
  shipTo: { name: string; street: string; city: string; zip: string };
  payment: string;
  /** The customer's note at checkout ("" for none). */
  note: string;
  /** Money given back so far, cents. */
  refunded: number;
  returns: ReturnRequest[];
}

export interface CartLine {
  product: string;
  option: string;
  qty: number;
}

export interface MarketState {
  /** The signed-in customer's id. */
  me: string;
  products: Product[];
  customers: Customer[];
  orders: Order[];
  cart: CartLine[];
  nextId: number;
  nextOrder: number;
}

export const PAGE_SIZE = 12;
export const ADMIN_PAGE_SIZE = 20;

// ---------------------------------------------------------------- derived values

/** The average of the reviews' stars, to one decimal (0 without reviews). */
export const ratingOf = (p: Product): number => (p.reviews.length === 0 ? 0 : Math.round((p.reviews.reduce((a, r) => a + r.stars, 0) / p.reviews.length) * 10) / 10);
export const itemsTotal = (items: readonly { qty: number; price: number }[]): number => items.reduce((a, i) => a + i.qty * i.price, 0);

export type Sort = 'relevance' | 'price-asc' | 'price-desc' | 'rating' | 'name';
export const SORTS: { id: Sort; label: string }[] = [
  { id: 'relevance', label: 'Featured' }, { id: 'price-asc', label: 'Price: low to high' }, { id: 'price-desc', label: 'Price: high to low' },
  { id: 'rating', label: 'Top rated' }, { id: 'name', label: 'Name' },
];

export interface CatalogueFilter { q?: string; category?: string; min?: number; max?: number; rating?: number }

export function productMatches(p: Product, f: CatalogueFilter): boolean {
  const q = (f.q ?? '').trim().toLowerCase();
  if (q !== '' && !q.split(/\s+/).every((w) => p.name.toLowerCase().includes(w) || p.category.toLowerCase().includes(w))) return false;
  if (f.category && p.category !== f.category) return false;
  if (f.min !== undefined && p.price < f.min) return false;
  if (f.max !== undefined && p.price > f.max) return false;
  if (f.rating !== undefined && ratingOf(p) < f.rating) return false;
  return true;
}

export function sortProducts(list: readonly Product[], sort: Sort): Product[] {
  const key: Record<Sort, (a: Product, b: Product) => number> = {
    'relevance': () => 0,
    'price-asc': (a, b) => a.price - b.price,
    'price-desc': (a, b) => b.price - a.price,
    'rating': (a, b) => ratingOf(b) - ratingOf(a),
    'name': (a, b) => a.name.localeCompare(b.name),
  };
  return list.slice().sort((a, b) => key[sort](a, b) || Number(a.id.slice(1)) - Number(b.id.slice(1)));
}

/** Orders that count as sales: every one not cancelled. Revenue is the total less refunds. */
export const isSale = (o: Order): boolean => o.status !== 'cancelled';
export const revenueOf = (o: Order): number => (isSale(o) ? o.total - o.refunded : 0);

// ---------------------------------------------------------------- seed data

export const CATEGORIES = ['Kitchen', 'Outdoor', 'Electronics', 'Home', 'Clothing', 'Toys'] as const;

type ProductSeed = [name: string, price: number, optionLabel: string, options: string[], description: string, specs: [string, string][]];

const CATALOGUE: Record<(typeof CATEGORIES)[number], ProductSeed[]> = {
  Kitchen: [
    ['Cast Iron Skillet 10"', 3499, '', [], 'Pre-seasoned cast iron that goes from stove to oven.', [['Diameter', '25 cm'], ['Weight', '2.3 kg'], ['Material', 'Cast iron']]],
    ['Chef Knife 8"', 5900, '', [], 'Forged stainless steel blade with a full tang.', [['Blade length', '20 cm'], ['Steel', 'X50CrMoV15'], ['Weight', '210 g']]],
    ['Pour-Over Coffee Kettle', 4250, 'Color', ['Black', 'Copper', 'White'], 'Gooseneck kettle for a slow, even pour.', [['Capacity', '1 l'], ['Material', 'Stainless steel'], ['Stovetop', 'Gas and induction']]],
    ['Bamboo Cutting Board Set', 2199, '', [], 'Three boards in three sizes, with juice grooves.', [['Sizes', '20, 30 and 38 cm'], ['Material', 'Bamboo']]],
    ['Glass Food Containers (10 pack)', 3150, '', [], 'Oven-safe glass with snap-lock lids.', [['Pieces', '10 containers, 10 lids'], ['Oven safe', 'Up to 230 °C']]],
    ['Electric Hand Mixer', 3990, 'Color', ['Red', 'White'], 'Five speeds and a turbo button.', [['Power', '300 W'], ['Speeds', '5'], ['Cord', '1.5 m']]],
    ['Ceramic Mixing Bowls', 2875, 'Color', ['Sage', 'Sand', 'Slate'], 'A nesting set of three stoneware bowls.', [['Sizes', '1, 2 and 3.5 l'], ['Dishwasher safe', 'Yes']]],
  ],
  Outdoor: [
    ['Two-Person Dome Tent', 12900, 'Color', ['Green', 'Orange'], 'Freestanding tent with two doors and a rainfly.', [['Weight', '2.1 kg'], ['Floor', '210 x 140 cm'], ['Waterproof', '3000 mm']]],
    ['Down Sleeping Bag', 15900, 'Size', ['Regular', 'Long'], 'Warm to -5 °C and packs to the size of a loaf.', [['Comfort', '0 °C'], ['Fill', '600 g duck down'], ['Weight', '1.1 kg']]],
    ['Trekking Poles (pair)', 4999, '', [], 'Aluminium poles with cork grips and flick locks.', [['Length', '105-135 cm'], ['Weight', '520 g pair']]],
    ['Insulated Water Bottle 750 ml', 2499, 'Color', ['Blue', 'Black', 'Red'], 'Keeps drinks cold for a day, hot for twelve hours.', [['Capacity', '750 ml'], ['Material', 'Stainless steel']]],
    ['Camping Stove', 3799, '', [], 'A folding canister stove with a piezo igniter.', [['Output', '2.6 kW'], ['Boil time', '3.5 min per litre'], ['Weight', '95 g']]],
    ['Hiking Daypack 25 l', 6450, 'Color', ['Olive', 'Navy', 'Grey'], 'A light pack with a rain cover and hip belt.', [['Volume', '25 l'], ['Weight', '780 g']]],
    ['Headlamp 400 lm', 2950, '', [], 'Rechargeable headlamp with red light mode.', [['Brightness', '400 lm'], ['Battery', 'USB-C, 1500 mAh'], ['Runtime', '40 h on low']]],
  ],
  Electronics: [
    ['Wireless Earbuds', 7999, 'Color', ['Black', 'White'], 'Noise cancelling earbuds with a wireless charging case.', [['Battery', '8 h + 24 h case'], ['Bluetooth', '5.3'], ['Water resistance', 'IPX4']]],
    ['Portable Charger 20000 mAh', 3999, '', [], 'Charges a phone four times; two USB-C ports.', [['Capacity', '20000 mAh'], ['Output', '30 W'], ['Weight', '350 g']]],
    ['Bluetooth Speaker', 5499, 'Color', ['Black', 'Blue', 'Red'], 'A waterproof speaker with twelve hours of play.', [['Battery', '12 h'], ['Water resistance', 'IP67'], ['Weight', '540 g']]],
    ['Mechanical Keyboard', 8900, 'Switches', ['Brown', 'Red', 'Blue'], 'A tenkeyless keyboard with hot-swap switches.', [['Layout', 'Tenkeyless, US'], ['Connection', 'USB-C and Bluetooth']]],
    ['USB-C Hub 7-in-1', 3450, '', [], 'HDMI, three USB ports, SD cards and 100 W pass-through.', [['Ports', '7'], ['HDMI', '4K at 60 Hz']]],
    ['Smart Plug (2 pack)', 2299, '', [], 'Schedule lamps and fans from your phone.', [['Max load', '10 A'], ['Wi-Fi', '2.4 GHz']]],
    ['Noise Cancelling Headphones', 19900, 'Color', ['Black', 'Silver'], 'Over-ear headphones with thirty hours of battery.', [['Battery', '30 h'], ['Weight', '250 g'], ['Bluetooth', '5.2']]],
  ],
  Home: [
    ['Linen Duvet Cover', 8900, 'Size', ['Single', 'Double', 'King'], 'Stonewashed linen that softens with every wash.', [['Material', '100% linen'], ['Closure', 'Buttons']]],
    ['Table Lamp with Fabric Shade', 4599, 'Color', ['Ivory', 'Charcoal'], 'A ceramic base with a linen drum shade.', [['Height', '48 cm'], ['Bulb', 'E27, max 40 W']]],
    ['Cotton Bath Towels (set of 4)', 3999, 'Color', ['White', 'Grey', 'Teal'], 'Heavy 600 gsm towels.', [['Size', '70 x 140 cm'], ['Weight', '600 gsm']]],
    ['Wall Clock 30 cm', 2699, '', [], 'A silent sweep movement in a beech frame.', [['Diameter', '30 cm'], ['Battery', '1 x AA']]],
    ['Scented Candle Trio', 2450, '', [], 'Fig, cedar and sea salt soy candles.', [['Burn time', '40 h each'], ['Wax', 'Soy']]],
    ['Storage Baskets (set of 3)', 3350, 'Color', ['Natural', 'Black'], 'Woven seagrass baskets with handles.', [['Sizes', 'S, M, L'], ['Material', 'Seagrass']]],
    ['Memory Foam Pillow', 4800, '', [], 'A contoured pillow with a washable cover.', [['Size', '60 x 40 cm'], ['Cover', 'Bamboo viscose']]],
  ],
  Clothing: [
    ['Merino Wool Sweater', 8400, 'Size', ['S', 'M', 'L', 'XL'], 'A fine-knit crew neck in soft merino.', [['Material', '100% merino wool'], ['Care', 'Hand wash']]],
    ['Rain Jacket', 11900, 'Size', ['S', 'M', 'L', 'XL'], 'A packable waterproof shell with taped seams.', [['Waterproof', '10000 mm'], ['Weight', '290 g']]],
    ['Canvas Sneakers', 5500, 'Size', ['38', '39', '40', '41', '42', '43', '44'], 'Classic low-top sneakers with a rubber sole.', [['Upper', 'Cotton canvas'], ['Sole', 'Vulcanised rubber']]],
    ['Organic Cotton T-Shirt', 1999, 'Size', ['S', 'M', 'L', 'XL'], 'A heavyweight tee in organic cotton.', [['Material', '100% organic cotton'], ['Weight', '220 gsm']]],
    ['Wool Beanie', 2200, 'Color', ['Mustard', 'Navy', 'Forest'], 'A ribbed beanie that does not itch.', [['Material', 'Merino blend']]],
    ['Leather Belt', 3900, 'Size', ['85', '95', '105'], 'Full-grain leather with a brass buckle.', [['Width', '3.5 cm'], ['Material', 'Full-grain leather']]],
    ['Fleece Jacket', 6900, 'Size', ['S', 'M', 'L', 'XL'], 'A warm recycled fleece with zip pockets.', [['Material', 'Recycled polyester'], ['Weight', '380 g']]],
  ],
  Toys: [
    ['Wooden Train Set', 4999, '', [], 'Forty pieces of beech track, a bridge and two trains.', [['Pieces', '40'], ['Age', '3+']]],
    ['Building Blocks (250 pieces)', 3499, '', [], 'Compatible bricks in twelve colours.', [['Pieces', '250'], ['Age', '4+']]],
    ['Plush Bear', 1899, 'Color', ['Brown', 'Cream'], 'A soft bear with embroidered eyes.', [['Height', '35 cm'], ['Age', '0+']]],
    ['Puzzle 1000 Pieces', 2199, '', [], 'A harbour at dusk, printed on thick board.', [['Pieces', '1000'], ['Size', '68 x 49 cm']]],
    ['Kids Art Easel', 6500, '', [], 'A double-sided easel with a chalkboard and a paper roll.', [['Height', '110 cm'], ['Age', '3+']]],
    ['Remote Control Car', 4499, 'Color', ['Red', 'Blue'], 'A fast off-road car with a rechargeable battery.', [['Speed', '25 km/h'], ['Battery', '20 min']]],
    ['Card Game Family Pack', 1599, '', [], 'Three quick card games for two to six players.', [['Players', '2-6'], ['Age', '7+']]],
  ],
};

const REVIEW_TEXTS: Record<number, string[]> = {
  5: ['Excellent, exactly as described.', 'Love it, would buy again.', 'Great quality for the price.', 'Perfect, arrived quickly.'],
  4: ['Very good, one small flaw.', 'Works well, happy with it.', 'Good value, recommended.'],
  3: ['It is fine, nothing special.', 'Okay, but smaller than expected.', 'Does the job.'],
  2: ['Disappointing quality.', 'Broke after a few weeks.'],
  1: ['Did not work at all.', 'Would not recommend.'],
};

const STREETS = ['Maple Avenue', 'Harbor Road', 'Elm Street', 'Cedar Lane', 'Mill Road', 'Park Street', 'Lake View', 'Station Road', 'Orchard Way', 'High Street'];
const CITIES = ['Springfield', 'Riverton', 'Lakeside', 'Fairview', 'Brookfield', 'Greenville', 'Ashford', 'Milton'];
export const NOTES = ['Please leave the parcel at the back door.', 'Gift: please do not include the receipt.', 'Call when outside, the bell is broken.', 'Leave with the neighbour at number 12 if I am out.'];

export function seedMarket(rng: Rng, world: SeedContext): MarketState {
  const now = world.now;
  let nextId = 1;
  // Customers: distinct full names.
  const names = new Set<string>();
  while (names.size < 24) names.add(`${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`);
  const customers: Customer[] = [...names].map((name, i) => ({
    id: `u${i + 1}`, name, email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    street: `${rng.int(1, 240)} ${rng.pick(STREETS)}`, city: rng.pick(CITIES), zip: String(rng.int(10000, 99999)),
  }));
  const reviewers = [...names];
  const products: Product[] = [];
  for (const category of CATEGORIES) {
    for (const [name, price, optionLabel, options, description, specs] of CATALOGUE[category]) {
      const count = rng.int(0, 6);
      const bias = rng.int(2, 5);
      const reviews: Review[] = Array.from({ length: count }, () => {
        const stars = Math.max(1, Math.min(5, bias + rng.int(-1, 1)));
        return { id: `r${nextId++}`, author: rng.pick(reviewers), stars, text: rng.pick(REVIEW_TEXTS[stars]!), at: now - rng.int(2, 200) * DAY - rng.int(0, 600) * MINUTE };
      });
      products.push({ id: `m${nextId++}`, name, category, price, optionLabel, options: [...options], stock: rng.chance(0.12) ? 0 : rng.int(3, 80), enabled: !rng.chance(0.05), description, specs: specs.map(([k, v]) => [k, v] as [string, string]), reviews });
    }
  }
  const me = customers[0]!.id;
  const orders: Order[] = [];
  let number = 1001;
  // About 110 orders over the past 150 days, oldest first; recent ones still moving.
  const times = Array.from({ length: 110 }, () => now - (rng.chance(0.18) ? rng.int(1, 5 * 24) : rng.int(1, 150 * 24)) * HOUR - rng.int(0, 59) * MINUTE).sort((a, b) => a - b);
  for (const [k, at] of times.entries()) {
    const c = k % 9 === 0 ? customers[0]! : rng.pick(customers);
    const lines = rng.sample(products.filter((p) => p.enabled), rng.int(1, 3));
    const items: OrderItem[] = lines.map((p) => ({ product: p.id, name: p.name, option: p.options.length > 0 ? rng.pick(p.options) : '', qty: rng.chance(0.2) ? 2 : 1, price: p.price }));
    const shipping = rng.pick(SHIPPING);
    const age = (now - at) / DAY;
    let status: OrderStatus = age > 10 ? 'delivered' : age > 4 ? (rng.chance(0.5) ? 'shipped' : 'delivered') : age > 2.5 ? 'processing' : 'pending';
    if (rng.chance(0.06)) status = 'cancelled';
    else if (age > 10 && rng.chance(0.05)) status = 'refunded';
    const total = itemsTotal(items) + shipping.cost;
    orders.push({
      id: String(number++), customer: c.id, items, shipping: shipping.id, shippingCost: shipping.cost, total, status, placedAt: at,
      shipTo: { name: c.name, street: c.street, city: c.city, zip: c.zip }, payment: rng.pick(PAYMENTS),
      note: rng.chance(0.12) ? rng.pick(NOTES) : '', refunded: status === 'refunded' ? total : 0, returns: [],
    });
  }
  return { me, products, customers, orders, cart: [], nextId, nextOrder: number };
}
