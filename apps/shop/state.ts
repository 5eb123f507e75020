// Shop: a catalogue of products in categories, each with variants (size, colour) that have their
// own price and stock, ratings and written reviews; a cart; saved addresses and cards; orders whose
// status follows the device clock (placed, shipped, delivered at the times the seed gives); and
// return requests. Money is in cents. Ids come from one counter: `p` products, `v` variants, `r`
// reviews, `l` cart lines, `a` addresses, `c` cards, `o` orders, `i` order items, `rt` returns.
import type { Rng } from '../kit/random.ts';
import { FIRST_NAMES, LAST_NAMES } from '../kit/names.ts';
import { DAY, HOUR, MINUTE, formatLongDate, formatShortDate, parts, startOfDay } from '../kit/time.ts';
import { fullName } from '../contacts/state.ts';
import type { SeedContext } from '../app.ts';
import { formatMoney as formatPrice } from '../kit/money.ts';

export { formatPrice };

export interface Variant {
  id: string;
  colour: string | null;
  size: string | null;
  /** Cents. */
  price: number;
  stock: number;
}

export interface Review {
  id: string;
  author: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  text: string;
  at: number;
}

export interface Product {
  id: string;
  name: string;
  brand: string;
  category: CategoryId;
  details: string;
  /** The average of every rating, one decimal (written reviews are a few of them). */
  rating: number;
  ratings: number;
  variants: Variant[];
  /** Written reviews, newest first as the product page lists them. */
  reviews: Review[];
}

export interface CartLine {
  id: string;
  product: string;
  variant: string;
  quantity: number;
}

export interface Address {
  id: string;
  /** What the owner calls it ("Home", "Work"): unique in any case (app.ts `names.address`). */
  label: string;
  name: string;
  street: string;
  city: string;
  zip: string;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'Amex';

export interface Card {
  id: string;
  brand: CardBrand;
  last4: string;
  holder: string;
  /** The last month the card is valid in, "MM/YY". */
  expiry: string;
  /** The whole number's digits, for a card saved on the form (what the payment network would be given); the screens show only the last four. */
  digits?: string;
}

export interface OrderItem {
  id: string;
  product: string;
  variant: string;
  /** The product's name and the variant's label when ordered, as the order shows them. */
  name: string;
  variantLabel: string;
  /** Cents, each. */
  price: number;
  quantity: number;
}

export interface Order {
  id: string;
  number: string;
  placedAt: number;
  shipAt: number;
  deliverAt: number;
  cancelledAt: number | null;
  items: OrderItem[];
  subtotal: number;
  shipping: number;
  total: number;
  address: string;
  card: string;
  /** The address and card as they were when ordered ("Home · 12 Harbour Street, Portland 97205"). */
  shipTo: string;
  paidWith: string;
}

export interface ReturnRequest {
  id: string;
  order: string;
  item: string;
  reason: string;
  at: number;
}

export interface ShopState {
  products: Product[];
  cart: CartLine[];
  addresses: Address[];
  cards: Card[];
  defaultAddress: string;
  defaultCard: string;
  orders: Order[];
  returns: ReturnRequest[];
  /** Product ids, most recently viewed first (the home screen's "Recently viewed"). */
  recent: string[];
  nextId: number;
}

// ---------------------------------------------------------------- catalogue

export type CategoryId = 'clothing' | 'shoes' | 'electronics' | 'home' | 'sports' | 'beauty' | 'books' | 'toys' | 'garden' | 'office' | 'pets';

export const CATEGORIES: readonly { id: CategoryId; name: string }[] = [
  { id: 'clothing', name: 'Clothing' }, { id: 'shoes', name: 'Shoes' }, { id: 'electronics', name: 'Electronics' },
  { id: 'home', name: 'Home & Kitchen' }, { id: 'sports', name: 'Sports & Outdoors' }, { id: 'beauty', name: 'Beauty' },
  { id: 'books', name: 'Books' }, { id: 'toys', name: 'Toys & Games' }, { id: 'garden', name: 'Garden' },
  { id: 'office', name: 'Office' }, { id: 'pets', name: 'Pet Supplies' },
];

export const categoryName = (id: string): string => CATEGORIES.find((c) => c.id === id)?.name ?? id;

/** How a kind of product varies: sizes and colours (`apparel`, `shoes`), colours only, sizes from a list, or not at all. */
type Scheme = 'apparel' | 'shoes' | 'colour' | 'single' | readonly string[];

interface Kind {
  noun: string;
  /** Whole dollars: the price lies between them. */
  price: readonly [number, number];
  scheme: Scheme;
  details: string;
}

interface CategorySeed {
  id: CategoryId;
  count: number;
  brands: readonly string[];
  adjectives: readonly string[];
  kinds: readonly Kind[];
}

const APPAREL_SIZES = ['S', 'M', 'L', 'XL'];
const SHOE_SIZES = ['39', '40', '41', '42', '43', '44'];
const FASHION_COLOURS = ['Black', 'White', 'Navy', 'Grey', 'Olive', 'Burgundy', 'Sand', 'Sky Blue', 'Forest Green', 'Charcoal', 'Mustard', 'Rust'];
const GADGET_COLOURS = ['Black', 'White', 'Graphite', 'Silver', 'Midnight Blue', 'Rose', 'Sage'];
const HOME_COLOURS = ['White', 'Cream', 'Charcoal', 'Sage', 'Terracotta', 'Ocean Blue', 'Mustard', 'Blush'];

const SEEDS: readonly CategorySeed[] = [
  { id: 'clothing', count: 22, brands: ['Northpeak', 'Linden & Co', 'Fieldhouse', 'Marlowe', 'Softline'],
    adjectives: ['Classic', 'Organic Cotton', 'Merino', 'Everyday', 'Heritage', 'Lightweight', 'Recycled', 'Relaxed', 'Essential', 'Brushed'],
    kinds: [
      { noun: 'Crew T-Shirt', price: [12, 30], scheme: 'apparel', details: 'Soft jersey, regular fit, ribbed crew neck.' },
      { noun: 'Zip Hoodie', price: [35, 70], scheme: 'apparel', details: 'Full zip, kangaroo pockets, brushed inside.' },
      { noun: 'Oxford Shirt', price: [29, 55], scheme: 'apparel', details: 'Button-down collar, woven cotton, tailored fit.' },
      { noun: 'Rain Jacket', price: [59, 140], scheme: 'apparel', details: 'Waterproof shell with taped seams and a packable hood.' },
      { noun: 'Chino Trousers', price: [35, 70], scheme: 'apparel', details: 'Straight leg, stretch twill, four pockets.' },
      { noun: 'Knit Sweater', price: [39, 95], scheme: 'apparel', details: 'Fine-gauge knit, crew neck, ribbed cuffs.' },
      { noun: 'Polo Shirt', price: [19, 45], scheme: 'apparel', details: 'Piqué cotton with a two-button placket.' },
      { noun: 'Fleece Vest', price: [29, 60], scheme: 'apparel', details: 'Warm fleece, zipped chest pocket.' },
      { noun: 'Running Shorts', price: [18, 40], scheme: 'apparel', details: 'Quick-dry fabric, inner brief, zip pocket.' },
    ] },
  { id: 'shoes', count: 18, brands: ['Strideworks', 'Kestrel', 'Parkway', 'Solace'],
    adjectives: ['Cloud', 'Summit', 'Urban', 'Retro', 'Waterproof', 'Featherlight', 'Everyday', 'Pro', 'Comfort'],
    kinds: [
      { noun: 'Running Shoes', price: [59, 160], scheme: 'shoes', details: 'Cushioned midsole and a breathable mesh upper.' },
      { noun: 'Trail Runners', price: [79, 170], scheme: 'shoes', details: 'Grippy lugs and a protective toe cap.' },
      { noun: 'Leather Sneakers', price: [69, 150], scheme: 'shoes', details: 'Full-grain leather, rubber cupsole.' },
      { noun: 'Canvas Sneakers', price: [35, 75], scheme: 'shoes', details: 'Cotton canvas, vulcanised sole.' },
      { noun: 'Hiking Boots', price: [89, 210], scheme: 'shoes', details: 'Ankle support and a waterproof lining.' },
      { noun: 'Chelsea Boots', price: [89, 190], scheme: 'shoes', details: 'Suede upper with elastic side panels.' },
      { noun: 'Walking Shoes', price: [55, 130], scheme: 'shoes', details: 'Supportive footbed for all-day comfort.' },
      { noun: 'Sandals', price: [25, 70], scheme: 'shoes', details: 'Adjustable straps and a contoured footbed.' },
    ] },
  { id: 'electronics', count: 22, brands: ['Voltix', 'Sonora', 'Lumen', 'Axon'],
    adjectives: ['Pulse', 'Nova', 'Aero', 'Studio', 'Orbit', 'Mini', 'Flex', 'Echo', 'Zen', 'Volt'],
    kinds: [
      { noun: 'Wireless Earbuds', price: [29, 199], scheme: 'colour', details: 'Noise reduction, 24 hours with the case, USB-C.' },
      { noun: 'Over-Ear Headphones', price: [49, 349], scheme: 'colour', details: 'Active noise cancelling, 30-hour battery.' },
      { noun: 'Bluetooth Speaker', price: [25, 199], scheme: 'colour', details: 'Water resistant, 12 hours of playback.' },
      { noun: 'Power Bank', price: [19, 59], scheme: ['10000 mAh', '20000 mAh'], details: 'Charges two devices at once over USB-C.' },
      { noun: 'USB-C Charger', price: [19, 59], scheme: ['30 W', '65 W'], details: 'Compact charger for phones and laptops.' },
      { noun: 'Smart Watch', price: [79, 299], scheme: 'colour', details: 'Heart rate, GPS and a week of battery.' },
      { noun: 'Mechanical Keyboard', price: [59, 179], scheme: 'colour', details: 'Hot-swappable switches, backlit keys.' },
      { noun: 'Wireless Mouse', price: [15, 79], scheme: 'colour', details: 'Silent clicks, rechargeable battery.' },
      { noun: 'Webcam', price: [35, 129], scheme: 'single', details: '1080p video with a built-in microphone.' },
      { noun: 'Fitness Tracker', price: [39, 149], scheme: 'colour', details: 'Steps, sleep and heart rate, 10-day battery.' },
    ] },
  { id: 'home', count: 22, brands: ['Hearthly', 'Kiln & Oak', 'Casa Verde', 'Brightwell'],
    adjectives: ['Nordic', 'Artisan', 'Stoneware', 'Copper', 'Harbor', 'Cozy', 'Modern', 'Rustic', 'Pure', 'Loft'],
    kinds: [
      { noun: 'Ceramic Mug', price: [9, 24], scheme: 'colour', details: 'Glazed stoneware, 350 ml, dishwasher safe.' },
      { noun: 'Electric Kettle', price: [25, 89], scheme: 'colour', details: '1.7 litres, rapid boil, auto shut-off.' },
      { noun: 'Frying Pan', price: [19, 69], scheme: ['20 cm', '24 cm', '28 cm'], details: 'Non-stick coating, works on induction.' },
      { noun: 'Chef Knife', price: [29, 129], scheme: ['15 cm', '20 cm'], details: 'Forged steel blade with a full tang.' },
      { noun: 'French Press', price: [19, 49], scheme: ['350 ml', '1 l'], details: 'Borosilicate glass with a steel filter.' },
      { noun: 'Bath Towel', price: [12, 35], scheme: 'colour', details: 'Thick cotton terry, 70 by 140 cm.' },
      { noun: 'Cushion Cover', price: [15, 35], scheme: 'colour', details: 'Washed linen, 45 by 45 cm, hidden zip.' },
      { noun: 'Table Lamp', price: [29, 120], scheme: 'colour', details: 'Fabric shade, warm light, E27 bulb.' },
      { noun: 'Casserole Dish', price: [59, 249], scheme: 'colour', details: 'Enamelled cast iron, oven safe.' },
      { noun: 'Cutting Board', price: [15, 45], scheme: ['Small', 'Large'], details: 'Bamboo with a juice groove.' },
    ] },
  { id: 'sports', count: 20, brands: ['Ridgeline', 'Corefit', 'Alpina', 'Tidepeak'],
    adjectives: ['Trail', 'Core', 'Alpine', 'Active', 'Ridge', 'Endurance', 'Flow', 'Basecamp', 'Glacier'],
    kinds: [
      { noun: 'Yoga Mat', price: [19, 79], scheme: 'colour', details: 'Non-slip surface, 6 mm thick, carry strap.' },
      { noun: 'Water Bottle', price: [12, 39], scheme: ['500 ml', '750 ml', '1 l'], details: 'Insulated steel, cold for 24 hours.' },
      { noun: 'Daypack', price: [35, 99], scheme: 'colour', details: '20 litres, padded straps, rain cover.' },
      { noun: 'Dumbbell Set', price: [25, 120], scheme: ['5 kg', '10 kg', '15 kg'], details: 'Adjustable plates and a secure collar.' },
      { noun: 'Camping Tent', price: [79, 299], scheme: ['2-person', '4-person'], details: 'Pitches in five minutes, fully waterproof.' },
      { noun: 'Sleeping Bag', price: [45, 160], scheme: 'colour', details: 'Comfortable down to 2 °C, compression sack.' },
      { noun: 'Cycling Helmet', price: [39, 129], scheme: APPAREL_SIZES.slice(0, 3), details: 'Vented shell with an adjustable fit dial.' },
      { noun: 'Foam Roller', price: [15, 45], scheme: 'colour', details: 'Firm foam for recovery after training.' },
      { noun: 'Resistance Bands', price: [12, 35], scheme: 'single', details: 'Set of five bands with handles.' },
    ] },
  { id: 'beauty', count: 18, brands: ['Bloom Lab', 'Meadowsweet', 'Aurelie', 'Pure Theory'],
    adjectives: ['Gentle', 'Hydrating', 'Botanical', 'Daily', 'Ocean', 'Revive', 'Calm', 'Radiant', 'Fresh'],
    kinds: [
      { noun: 'Face Moisturiser', price: [12, 49], scheme: ['50 ml', '100 ml'], details: 'Light cream for every skin type.' },
      { noun: 'Vitamin C Serum', price: [15, 59], scheme: ['30 ml', '50 ml'], details: 'Brightening serum with hyaluronic acid.' },
      { noun: 'Shampoo', price: [6, 22], scheme: ['250 ml', '500 ml'], details: 'Sulphate-free, for daily use.' },
      { noun: 'Hand Cream', price: [6, 19], scheme: ['30 ml', '75 ml'], details: 'Shea butter, absorbs quickly.' },
      { noun: 'Sunscreen SPF 50', price: [9, 29], scheme: ['50 ml', '150 ml'], details: 'Water resistant, no white cast.' },
      { noun: 'Electric Toothbrush', price: [29, 119], scheme: 'colour', details: 'Two-minute timer and three modes.' },
      { noun: 'Hair Dryer', price: [29, 149], scheme: 'colour', details: 'Ionic, 2000 W, with a diffuser.' },
      { noun: 'Lip Balm', price: [4, 12], scheme: 'single', details: 'Beeswax and vitamin E.' },
    ] },
  { id: 'books', count: 16, brands: ['Nora Lindqvist', 'Tomas Greer', 'Amara Osei', 'Julien Marchand', 'Hana Sato', 'Felix Okonjo'],
    adjectives: [],
    kinds: [] },
  { id: 'toys', count: 16, brands: ['Tinker Town', 'Playwise', 'Brightbox'],
    adjectives: ['Explorer', 'Galaxy', 'Safari', 'Rainbow', 'Castle', 'Rocket', 'Jungle', 'Dragon'],
    kinds: [
      { noun: 'Building Set', price: [19, 89], scheme: 'single', details: 'Hundreds of pieces for ages 6 and up.' },
      { noun: 'Jigsaw Puzzle', price: [12, 30], scheme: ['500 pieces', '1000 pieces'], details: 'Thick card pieces and a poster.' },
      { noun: 'Plush Toy', price: [9, 29], scheme: 'colour', details: 'Super soft, machine washable.' },
      { noun: 'Card Game', price: [9, 25], scheme: 'single', details: 'For 2 to 6 players, 20-minute rounds.' },
      { noun: 'Remote Control Car', price: [29, 89], scheme: 'colour', details: 'Rechargeable, 20 km/h top speed.' },
      { noun: 'Kite', price: [12, 35], scheme: 'colour', details: 'Ripstop sail, easy to fly.' },
      { noun: 'Science Kit', price: [19, 49], scheme: 'single', details: 'Twenty experiments with a guide.' },
    ] },
  { id: 'garden', count: 16, brands: ['Greenhand', 'Rootstock', 'Willowmere'],
    adjectives: ['Greenleaf', 'Terracotta', 'Cottage', 'Meadow', 'Evergreen', 'Sunny', 'Willow'],
    kinds: [
      { noun: 'Watering Can', price: [12, 35], scheme: ['5 l', '10 l'], details: 'Galvanised steel with a brass rose.' },
      { noun: 'Garden Gloves', price: [8, 25], scheme: APPAREL_SIZES.slice(0, 3), details: 'Thorn-proof palms, breathable backs.' },
      { noun: 'Pruning Shears', price: [15, 49], scheme: 'single', details: 'Bypass blades that cut up to 20 mm.' },
      { noun: 'Plant Pot', price: [9, 45], scheme: ['15 cm', '20 cm', '30 cm'], details: 'Frost-proof with a drainage hole.' },
      { noun: 'Solar Lights', price: [19, 59], scheme: ['Set of 4', 'Set of 8'], details: 'Warm white, eight hours a night.' },
      { noun: 'Bird Feeder', price: [12, 39], scheme: 'single', details: 'Squirrel-proof, easy to refill.' },
      { noun: 'Raised Bed', price: [49, 149], scheme: ['Small', 'Large'], details: 'Cedar wood, no tools needed.' },
    ] },
  { id: 'office', count: 16, brands: ['Paperline', 'Deskcraft', 'Inkwell'],
    adjectives: ['Studio', 'Minimal', 'Focus', 'Metro', 'Executive', 'Compact', 'Oak'],
    kinds: [
      { noun: 'Notebook', price: [6, 25], scheme: ['A5', 'A4'], details: 'Dotted pages, lay-flat binding.' },
      { noun: 'Gel Pens', price: [5, 18], scheme: ['Pack of 5', 'Pack of 10'], details: 'Quick-drying 0.5 mm ink.' },
      { noun: 'Desk Organiser', price: [15, 45], scheme: 'colour', details: 'Five compartments for pens and papers.' },
      { noun: 'Monitor Stand', price: [25, 89], scheme: 'colour', details: 'Raises the screen 12 cm, with a drawer.' },
      { noun: 'Office Chair', price: [129, 399], scheme: 'colour', details: 'Lumbar support and adjustable arms.' },
      { noun: 'Desk Lamp', price: [25, 79], scheme: 'colour', details: 'Dimmable LED with three colour temperatures.' },
      { noun: 'Laptop Backpack', price: [39, 119], scheme: 'colour', details: 'Fits 15-inch laptops, water resistant.' },
    ] },
  { id: 'pets', count: 14, brands: ['Pawsome', 'Tailwind', 'Furrow'],
    adjectives: ['Cozy', 'Urban', 'Outdoor', 'Deluxe', 'Comfy', 'Trailblazer', 'Snug'],
    kinds: [
      { noun: 'Dog Bed', price: [29, 99], scheme: APPAREL_SIZES.slice(0, 3), details: 'Washable cover and a memory foam base.' },
      { noun: 'Scratching Post', price: [25, 79], scheme: 'single', details: 'Sisal rope with a hanging toy.' },
      { noun: 'Dog Collar', price: [9, 29], scheme: APPAREL_SIZES.slice(0, 3), details: 'Reflective stitching, quick-release buckle.' },
      { noun: 'Dog Leash', price: [12, 35], scheme: 'colour', details: 'Padded handle, 1.5 metres.' },
      { noun: 'Pet Bowl', price: [8, 25], scheme: ['Small', 'Large'], details: 'Stainless steel with a non-slip base.' },
      { noun: 'Dog Raincoat', price: [19, 49], scheme: APPAREL_SIZES.slice(0, 3), details: 'Waterproof with a reflective strip.' },
      { noun: 'Pet Carrier', price: [29, 89], scheme: ['Small', 'Large'], details: 'Airline approved, mesh windows.' },
    ] },
];

const BOOK_TITLES = [
  'The Quiet Harbour', 'Salt and Cedar', 'A Map of Small Rooms', 'The Lantern Keeper', 'Winter in Alder Bay', 'Notes from the Orchard',
  'The Last Cartographer', 'Paper Boats', 'The Glass Meridian', 'Under the Linden Tree', 'Seven Rivers North', 'The Clockmaker and the Tide',
  'A Year of Bread', 'Field Guide to Clouds', 'The Long Way Home', 'Letters to a Young Gardener', 'The Copper Key', 'Night Trains',
  'The Art of Slow Cooking', 'Mountains Make Their Own Weather', 'Small Habits, Big Days', 'The Silent Observatory',
];
const BOOK_DETAILS = ['Paperback, 320 pages.', 'Hardcover, 288 pages.', 'Paperback, 412 pages.', 'Hardcover, 256 pages.'];

type Words = readonly [title: string, text: string];
const GOOD_REVIEWS: readonly Words[] = [
  ['Exactly as described', 'Great quality for the price. Would buy again.'],
  ['Love it', 'Arrived quickly and works perfectly. Very happy with it.'],
  ['Solid purchase', 'Well made and feels like it will last for years.'],
  ['Better than expected', 'I was unsure at first, but it is really good.'],
  ['Five stars', 'Does the job and looks great at home.'],
  ['Great gift', 'Bought it as a present and it went down very well.'],
  ['Would recommend', 'Second one I have bought. Still impressed.'],
];
const MIXED_REVIEWS: readonly Words[] = [
  ['Okay for the price', 'Does what it says, but the finish could be better.'],
  ['Decent', 'Good overall, though delivery took longer than promised.'],
  ['Mostly happy', 'Nice design. The packaging was a bit damaged.'],
  ['Fine', 'Nothing special, nothing wrong with it either.'],
];
const FIT_REVIEWS: readonly Words[] = [
  ['Runs small', 'Nice, but I had to order a size up.'],
  ['True to size', 'Fits as expected. The colour is lovely in person.'],
];
const BAD_REVIEWS: readonly Words[] = [
  ['Disappointed', 'Stopped working properly after two weeks.'],
  ['Not as pictured', 'The colour is much darker than in the photos.'],
  ['Poor quality', 'Feels cheap. I sent it back.'],
];

/** The owner's name on addresses and cards (the same person as Mail's account). */
export const OWNER_NAME = 'Alex Rivera';

const STREETS = ['Harbour Street', 'Maple Avenue', 'Elm Road', 'Juniper Lane', 'Orchard Way', 'Cedar Court', 'Willow Drive', 'Station Road', 'Park Terrace', 'Mill Lane'];
const CITIES: readonly [string, string][] = [['Portland', '972'], ['Springfield', '627'], ['Madison', '537'], ['Burlington', '054'], ['Boulder', '803'], ['Asheville', '288'], ['Savannah', '314'], ['Tacoma', '984']];
const WORK_STREETS = ['Market Square', 'Innovation Way', 'Commerce Plaza', 'Riverside Business Park'];
const THIRD_LABELS = ["Mum's house", "Dad's place", 'Cabin', 'Studio'];

export const RETURN_REASONS = ["It doesn't fit", 'It arrived damaged', 'Not as described', 'Wrong item was sent', 'Changed my mind', 'Arrived too late'] as const;

export const FREE_SHIPPING_FROM = 3500;
export const SHIPPING_FEE = 499;
export const RETURN_DAYS = 30;
/** Each line of the cart holds at most this many of a variant (and never more than its stock). */
export const MAX_QUANTITY = 10;

// ---------------------------------------------------------------- reading the state

export const findProduct = (s: Pick<ShopState, 'products'>, id: string): Product | undefined => s.products.find((p) => p.id === id);
export const findVariant = (p: Product | undefined, id: string): Variant | undefined => p?.variants.find((v) => v.id === id);
export const findOrder = (s: Pick<ShopState, 'orders'>, id: string): Order | undefined => s.orders.find((o) => o.id === id);


/** "Navy · M", "500 ml", or "" for a product that does not vary. */
export function variantLabel(v: Pick<Variant, 'colour' | 'size'>): string {
  return [v.colour, v.size].filter((x): x is string => x !== null).join(' · ');
}

/** A cart line's name on its buttons: "Merino Crew T-Shirt (Navy · M)", or the product's name alone. */
export const lineTitle = (name: string, label: string): string => (label === '' ? name : `${name} (${label})`);

/** The colours and sizes a product comes in, in catalogue order. */
export function optionsOf(p: Product): { colours: string[]; sizes: string[] } {
  const colours: string[] = [], sizes: string[] = [];
  for (const v of p.variants) {
    if (v.colour !== null && !colours.includes(v.colour)) colours.push(v.colour);
    if (v.size !== null && !sizes.includes(v.size)) sizes.push(v.size);
  }
  return { colours, sizes };
}

export const inStock = (p: Product): boolean => p.variants.some((v) => v.stock > 0);

/** The price a list shows: the lowest of the variants in stock (of all of them when none is). */
export function listPrice(p: Product): number {
  const pool = inStock(p) ? p.variants.filter((v) => v.stock > 0) : p.variants;
  return Math.min(...pool.map((v) => v.price));
}

/** Whether the variants in stock (or all, when none is) differ in price: the list then says "from". */
export function pricesVary(p: Product): boolean {
  const pool = inStock(p) ? p.variants.filter((v) => v.stock > 0) : p.variants;
  return pool.some((v) => v.price !== pool[0]!.price);
}

/** "In stock", "Only 2 left", "Out of stock" for a variant. */
export function stockText(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock <= 3) return `Only ${stock} left`;
  return 'In stock';
}

export type SortKey = 'featured' | 'price-asc' | 'price-desc' | 'rating';
export const SORTS: readonly { id: SortKey; label: string }[] = [
  { id: 'featured', label: 'Featured' }, { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' }, { id: 'rating', label: 'Customer rating' },
];
export const RATING_FILTERS: readonly { min: number; label: string }[] = [
  { min: 0, label: 'Any rating' }, { min: 4, label: '4 stars & up' }, { min: 3, label: '3 stars & up' },
];

export interface Filters {
  query: string;
  category: string | null;
  /** Dollars as typed ("" for no bound). */
  min: string;
  max: string;
  rating: number;
  inStockOnly: boolean;
  sort: SortKey;
}

/** A price bound as typed ("25", "25.50", "$25"), in cents; null when empty or not a price. */
export function parseDollars(text: string): number | null {
  const m = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Every word of the query is in the product's name, brand or category, in any case. */
export function productMatches(p: Product, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter((w) => w !== '');
  const hay = `${p.name} ${p.brand} ${categoryName(p.category)}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** The results for the filters, in their order: the search and the category lists share it. */
export function searchProducts(products: readonly Product[], f: Filters): Product[] {
  const min = parseDollars(f.min), max = parseDollars(f.max);
  const hits = products.filter((p) =>
    productMatches(p, f.query) && (f.category === null || p.category === f.category) && p.rating >= f.rating &&
    (!f.inStockOnly || inStock(p)) && (min === null || listPrice(p) >= min) && (max === null || listPrice(p) <= max));
  return sortProducts(hits, f.sort);
}

export function sortProducts(products: readonly Product[], sort: SortKey): Product[] {
  const byId = (a: Product, b: Product) => Number(a.id.slice(1)) - Number(b.id.slice(1));
  const out = products.slice();
  switch (sort) {
    case 'price-asc': return out.sort((a, b) => listPrice(a) - listPrice(b) || byId(a, b));
    case 'price-desc': return out.sort((a, b) => listPrice(b) - listPrice(a) || byId(a, b));
    case 'rating': return out.sort((a, b) => b.rating - a.rating || b.ratings - a.ratings || byId(a, b));
    default: return out.sort((a, b) => b.ratings - a.ratings || byId(a, b));
  }
}

export type OrderStatus = 'Placed' | 'Shipped' | 'Delivered' | 'Cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['Placed', 'Shipped', 'Delivered', 'Cancelled'];

/** Where an order is at `now`: the times the seed (or the checkout) gave it decide. */
export function orderStatus(o: Order, now: number): OrderStatus {
  if (o.cancelledAt !== null) return 'Cancelled';
  if (now >= o.deliverAt) return 'Delivered';
  if (now >= o.shipAt) return 'Shipped';
  return 'Placed';
}

/** The line under an order: "Delivered Mar 3", "Arriving Thursday, March 5", "Cancelled". */
export function deliveryLine(o: Order, now: number): string {
  const status = orderStatus(o, now);
  if (status === 'Cancelled') return 'Cancelled';
  if (status === 'Delivered') return `Delivered ${formatShortDate(o.deliverAt)}`;
  const days = Math.round((startOfDay(o.deliverAt) - startOfDay(now)) / DAY);
  return `Arriving ${days === 0 ? 'today' : days === 1 ? 'tomorrow' : formatLongDate(o.deliverAt)}`;
}

export const isCartEmpty = (s: Pick<ShopState, 'cart'>) => s.cart.length === 0;

export function shippingFor(subtotal: number): number {
  return subtotal === 0 || subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

/** The cart's lines with their product and variant (lines whose product is gone are left out), and its sums. */
export function cartTotals(s: Pick<ShopState, 'cart' | 'products'>) {
  const lines = s.cart.flatMap((line) => {
    const product = findProduct(s, line.product);
    const variant = findVariant(product, line.variant);
    return product && variant ? [{ line, product, variant }] : [];
  });
  const subtotal = lines.reduce((n, l) => n + l.variant.price * l.line.quantity, 0);
  const shipping = shippingFor(subtotal);
  const items = lines.reduce((n, l) => n + l.line.quantity, 0);
  return { lines, subtotal, shipping, total: subtotal + shipping, items };
}

/** When an order placed at `at` ships and arrives (standard delivery: it ships the next morning and arrives on the third day, in the afternoon). */
export function deliverySchedule(at: number): { shipAt: number; deliverAt: number } {
  return { shipAt: startOfDay(at) + DAY + 9 * HOUR, deliverAt: startOfDay(at) + 3 * DAY + 15 * HOUR };
}

/** "12/27" → the first moment after the card's last valid month. */
export function expiryEnd(expiry: string): number | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return Date.UTC(2000 + Number(m[2]), month, 1);
}

export const isExpired = (c: Card, now: number): boolean => (expiryEnd(c.expiry) ?? 0) <= now;

/** "Visa ending in 4242", as the screens name a card. */
export const cardName = (c: Pick<Card, 'brand' | 'last4'>): string => `${c.brand} ending in ${c.last4}`;

/** "12 Harbour Street, Portland 97205" */
export const addressLine = (a: Pick<Address, 'street' | 'city' | 'zip'>): string => `${a.street}, ${a.city} ${a.zip}`;

/** Can this item still be returned at `now`, and why not? */
export function returnState(s: Pick<ShopState, 'returns'>, o: Order, itemId: string, now: number): 'open' | 'requested' | 'closed' | 'not delivered' {
  if (s.returns.some((r) => r.order === o.id && r.item === itemId)) return 'requested';
  if (orderStatus(o, now) !== 'Delivered') return 'not delivered';
  return now <= o.deliverAt + RETURN_DAYS * DAY ? 'open' : 'closed';
}

/** Orders, newest first. */
export const sortOrders = (orders: readonly Order[]): Order[] => orders.slice().sort((a, b) => b.placedAt - a.placedAt || b.id.localeCompare(a.id));

// ---------------------------------------------------------------- seed

const cents = (dollars: number, rng: Rng) => dollars * 100 + (rng.chance(0.8) ? -1 : -51);

function variantsFor(rng: Rng, scheme: Scheme, base: number, palette: readonly string[], mint: () => string): Variant[] {
  const stock = () => (rng.chance(0.14) ? 0 : rng.chance(0.18) ? rng.int(1, 3) : rng.int(4, 60));
  if (scheme === 'single') return [{ id: mint(), colour: null, size: null, price: base, stock: rng.chance(0.1) ? 0 : rng.int(2, 80) }];
  if (scheme === 'colour') {
    const colours = rng.sample(palette, rng.int(2, 4));
    const premium = rng.chance(0.3) ? rng.pick([200, 500, 1000]) : 0;
    return colours.map((colour, i) => ({ id: mint(), colour, size: null, price: base + (i === colours.length - 1 ? premium : 0), stock: stock() }));
  }
  if (scheme === 'apparel' || scheme === 'shoes') {
    const colours = rng.sample(palette, rng.int(1, 2));
    const all = scheme === 'apparel' ? APPAREL_SIZES : SHOE_SIZES;
    const sizes = scheme === 'apparel' ? all : all.slice(rng.int(0, 1), rng.int(5, 6));
    return colours.flatMap((colour) => sizes.map((size) => ({ id: mint(), colour, size, price: base, stock: stock() })));
  }
  // Sizes from a list: each step up costs more.
  return scheme.map((size, i) => ({ id: mint(), colour: null, size, price: base + Math.round((base * 0.35 * i) / 100) * 100, stock: stock() }));
}

function reviewsFor(rng: Rng, rating: number, fits: boolean, now: number, mint: () => string): Review[] {
  const count = rng.chance(0.4) ? 0 : rng.int(1, 3);
  const reviews: Review[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const stars = Math.max(1, Math.min(5, Math.round(rating + rng.pick([-2, -1, 0, 0, 0, 1]))));
    const pool = stars >= 4 ? GOOD_REVIEWS : stars === 3 ? (fits ? [...MIXED_REVIEWS, ...FIT_REVIEWS] : MIXED_REVIEWS) : BAD_REVIEWS;
    const [title, text] = rng.pick(pool);
    if (used.has(title)) continue;
    used.add(title);
    const author = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)[0]}.`;
    reviews.push({ id: mint(), author, rating: stars, title, text, at: startOfDay(now) - rng.int(2, 300) * DAY + rng.int(8 * 60, 22 * 60) * MINUTE });
  }
  return reviews.sort((a, b) => b.at - a.at);
}

function seedCatalogue(rng: Rng, now: number, mint: (prefix: string) => string): Product[] {
  const products: Product[] = [];
  for (const cat of SEEDS) {
    const crng = rng.fork(cat.id);
    const palette = cat.id === 'clothing' || cat.id === 'shoes' ? FASHION_COLOURS : cat.id === 'electronics' || cat.id === 'office' ? GADGET_COLOURS : HOME_COLOURS;
    const picks: { name: string; kind: Kind }[] = cat.id === 'books'
      ? crng.sample(BOOK_TITLES, cat.count).map((title) => ({ name: title, kind: { noun: title, price: [9, 32] as const, scheme: 'single' as const, details: crng.pick(BOOK_DETAILS) } }))
      : crng.sample(cat.kinds.flatMap((kind) => cat.adjectives.map((adj) => ({ name: `${adj} ${kind.noun}`, kind }))), cat.count);
    for (const { name, kind } of picks) {
      const id = mint('p');
      const base = cents(crng.int(kind.price[0], kind.price[1]), crng);
      const rating = Math.round((2.6 + crng.next() * 2.3) * 10) / 10;
      const variants = variantsFor(crng, kind.scheme, base, palette, () => mint('v'));
      products.push({
        id, name, brand: crng.pick(cat.brands), category: cat.id, details: kind.details,
        rating, ratings: Math.round(Math.exp(crng.next() * Math.log(2400))) + 2,
        variants, reviews: reviewsFor(crng, rating, kind.scheme === 'apparel' || kind.scheme === 'shoes', now, () => mint('r')),
      });
    }
  }
  return products;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

/** The card's expiry "MM/YY" `months` months from the month of `now` (negative: in the past). */
function expiryIn(now: number, months: number): string {
  const p = parts(now);
  const m = p.year * 12 + p.month + months;
  return `${String((m % 12) + 1).padStart(2, '0')}/${String(Math.floor(m / 12) % 100).padStart(2, '0')}`;
}

/** The address and card as an order keeps them. */
export const shipToText = (a: Address): string => `${a.label} · ${addressLine(a)}`;

export function seedShop(rng: Rng, world: SeedContext): ShopState {
  const { now, contacts } = world;
  let next = 1;
  const mint = (prefix: string) => `${prefix}${next++}`;
  const products = seedCatalogue(rng.fork('catalogue'), now, mint);

  const city = () => { const [name, zip] = rng.pick(CITIES); return { city: name, zip: `${zip}${digits(rng, 2)}` }; };
  const relative = rng.pick(contacts.contacts);
  const addresses: Address[] = [
    { id: mint('a'), label: 'Home', name: OWNER_NAME, street: `${rng.int(2, 240)} ${rng.pick(STREETS)}`, ...city() },
    { id: mint('a'), label: 'Work', name: OWNER_NAME, street: `${rng.int(1, 90)} ${rng.pick(WORK_STREETS)}`, ...city() },
    { id: mint('a'), label: rng.pick(THIRD_LABELS), name: fullName(relative), street: `${rng.int(2, 240)} ${rng.pick(STREETS)}`, ...city() },
  ];
  const last4s = new Set<string>();
  const last4 = () => { let d = digits(rng, 4); while (last4s.has(d)) d = digits(rng, 4); last4s.add(d); return d; };
  const cards: Card[] = [
    { id: mint('c'), brand: 'Visa', last4: last4(), holder: OWNER_NAME, expiry: expiryIn(now, rng.int(6, 40)) },
    { id: mint('c'), brand: 'Mastercard', last4: last4(), holder: OWNER_NAME, expiry: expiryIn(now, rng.int(3, 30)) },
    // An old card, past its expiry in some worlds: the checkout will not take it.
    { id: mint('c'), brand: 'Amex', last4: last4(), holder: OWNER_NAME, expiry: expiryIn(now, rng.chance(0.5) ? -rng.int(1, 8) : rng.int(2, 20)) },
  ];

  // Orders: five delivered over the last weeks, one cancelled, two on their way, one just placed.
  // Each product is in one order at most, so that "your order of X" names one order.
  const orderable = rng.shuffle(products.filter((p) => p.variants.length > 0));
  let pick = 0;
  const today = startOfDay(now);
  const plans: { placedAt: number; shipAt: number; deliverAt: number; cancelled: boolean }[] = [];
  for (const ago of rng.sample([4, 6, 8, 11, 14, 18, 23, 29, 41], 5).sort((a, b) => b - a)) {
    const placedAt = today - ago * DAY + rng.int(8 * 60, 21 * 60) * MINUTE;
    plans.push({ placedAt, shipAt: placedAt + 18 * HOUR, deliverAt: startOfDay(placedAt) + rng.int(2, 3) * DAY + rng.int(10, 18) * HOUR, cancelled: false });
  }
  const cancelledAt = today - rng.int(10, 30) * DAY + rng.int(9 * 60, 20 * 60) * MINUTE;
  plans.push({ placedAt: cancelledAt, ...deliverySchedule(cancelledAt), cancelled: true });
  for (let k = 0; k < 2; k++) {
    const placedAt = today - rng.int(1, 2) * DAY + rng.int(7 * 60, 20 * 60) * MINUTE;
    plans.push({ placedAt, shipAt: placedAt + rng.int(12, 20) * HOUR, deliverAt: today + rng.int(1, 3) * DAY + rng.int(10, 18) * HOUR, cancelled: false });
  }
  const justPlaced = now - rng.int(30, 8 * 60) * MINUTE;
  plans.push({ placedAt: justPlaced, shipAt: today + DAY + rng.int(9, 16) * HOUR, deliverAt: today + rng.int(3, 5) * DAY + rng.int(10, 18) * HOUR, cancelled: false });
  plans.sort((a, b) => a.placedAt - b.placedAt);

  const usedNumbers = new Set<string>();
  const orders: Order[] = plans.map((plan) => {
    const items: OrderItem[] = [];
    for (let k = rng.chance(0.45) ? rng.int(2, 3) : 1; k > 0; k--) {
      const product = orderable[pick++]!;
      const variant = rng.pick(product.variants);
      items.push({ id: mint('i'), product: product.id, variant: variant.id, name: product.name, variantLabel: variantLabel(variant), price: variant.price, quantity: rng.chance(0.2) ? 2 : 1 });
    }
    const subtotal = items.reduce((n, i) => n + i.price * i.quantity, 0);
    const shipping = shippingFor(subtotal);
    const address = rng.chance(0.75) ? addresses[0]! : rng.pick(addresses);
    const card = rng.pick(cards.slice(0, 2));
    let number = `${rng.int(101, 999)}-${digits(rng, 7)}`;
    while (usedNumbers.has(number)) number = `${rng.int(101, 999)}-${digits(rng, 7)}`;
    usedNumbers.add(number);
    return {
      id: mint('o'), number, placedAt: plan.placedAt, shipAt: plan.shipAt, deliverAt: plan.deliverAt,
      cancelledAt: plan.cancelled ? plan.placedAt + rng.int(20, 180) * MINUTE : null,
      items, subtotal, shipping, total: subtotal + shipping, address: address.id, card: card.id,
      shipTo: shipToText(address), paidWith: cardName(card),
    };
  });

  // One earlier return, on the oldest delivered order.
  const oldest = orders.find((o) => o.cancelledAt === null && o.deliverAt < now)!;
  const returns: ReturnRequest[] = rng.chance(0.6)
    ? [{ id: mint('rt'), order: oldest.id, item: oldest.items[0]!.id, reason: rng.pick(RETURN_REASONS), at: oldest.deliverAt + rng.int(1, 3) * DAY }]
    : [];

  // A cart left from an earlier visit: one or two things in stock that no order holds.
  const cart: CartLine[] = orderable.slice(pick).flatMap((p) => {
    const v = p.variants.find((x) => x.stock > 1);
    return v ? [{ id: '', product: p.id, variant: v.id, quantity: 1 }] : [];
  }).slice(0, rng.int(1, 2)).map((line) => ({ ...line, id: mint('l') }));

  return { products, cart, addresses, cards, defaultAddress: addresses[0]!.id, defaultCard: cards[0]!.id, orders, returns, recent: [], nextId: next };
}
