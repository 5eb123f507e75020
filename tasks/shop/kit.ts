// The Shop kit: the moves an oracle makes in the app, the reading helpers and the checks its
// templates share. The noise the judge gate plays around its templates is in noise.ts. Orders and
// returns are judged from the OS ledger (apps/shop/model.ts `OrderEntry`, `ReturnEntry`), never
// from the app's own records of them.
import { added, expectEqual, expectThat, modified, removed, sameName, sameSet, type ChangeRule, type Check, type JsonRecord, type JudgeContext } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import { effects, mayRecord } from '../ledger.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { DeviceState } from '../../apps/world.ts';
import { removeLine } from '../../apps/shop/model.ts';
import {
  cardName, findOrder, findProduct, formatPrice, isExpired, lineTitle, optionsOf, orderStatus, shippingFor, variantLabel,
  type Address, type Card, type Order, type Product, type ShopState, type Variant,
} from '../../apps/shop/state.ts';
import type { OrderEntry, ReturnEntry } from '../../apps/shop/model.ts';
import type { TaskUi } from '../ui.ts';

export type { OrderEntry, ReturnEntry };
export { cardName, formatPrice, variantLabel };

/** A cart line's name on its buttons ("Remove Merino Crew T-Shirt (Navy · M)"). */
export const titleOf = (i: Pick<Item, 'name' | 'colour' | 'size'>): string => lineTitle(i.name, variantLabel(i));

export const CART = 'apps.shop.cart';
export const ORDERS = 'apps.shop.orders';
export const ADDRESSES = 'apps.shop.addresses';
export const CARDS = 'apps.shop.cards';
export const RETURNS = 'apps.shop.returns';
export const VARIANTS = 'apps.shop.products[*].variants';

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;
const shopOf = (s: DeviceState): ShopState => s.apps.shop;

// ---------------------------------------------------------------- reading the state

/** One thing to buy or put in the cart: a product's variant, by the names a goal gives it. */
export interface Item {
  [key: string]: string | number | null;
  product: string;
  variant: string;
  name: string;
  colour: string | null;
  size: string | null;
  quantity: number;
}

export const product = (s: DeviceState, id: string): Product | undefined => findProduct(shopOf(s), id);
export const variant = (s: DeviceState, productId: string, variantId: string): Variant | undefined => product(s, productId)?.variants.find((v) => v.id === variantId);
export const priceOf = (s: DeviceState, i: Pick<Item, 'product' | 'variant'>): number => variant(s, i.product, i.variant)?.price ?? 0;

/** An item as a goal says it: `2 of the "Merino Crew T-Shirt" in Navy, size M`. */
export function itemWords(i: Item): string {
  const options = i.colour !== null ? `in ${i.colour}${i.size !== null ? `, size ${i.size}` : ''}` : i.size !== null ? `in size ${i.size}` : '';
  const count = i.quantity === 1 ? 'one' : i.quantity === 2 ? 'two' : String(i.quantity);
  return `${count} "${i.name}"${options === '' ? '' : ` ${options}`}`;
}

/** How many products the app would take for this name (its own rule: app.ts `names.product`). */
export const productsNamed = (s: DeviceState, name: string): number => shopOf(s).products.filter((p) => sameName(nameRule('shop', 'product'), p.name, name)).length;
/** How many saved addresses carry this label. */
export const addressesLabelled = (s: DeviceState, label: string): number => shopOf(s).addresses.filter((a) => sameName(nameRule('shop', 'address'), a.label, label)).length;
/** How many saved cards the screens would name so ("Visa ending in 4242"). */
export const cardsNamed = (s: DeviceState, name: string): number => shopOf(s).cards.filter((c) => cardName(c) === name).length;
/** The orders holding a product: "your order of X" names one when there is one. */
export const ordersWith = (s: DeviceState, productId: string): Order[] => shopOf(s).orders.filter((o) => o.items.some((i) => i.product === productId));

const inCart = (s: DeviceState, productId: string) => shopOf(s).cart.some((l) => l.product === productId);
const ordered = (s: DeviceState, productId: string) => ordersWith(s, productId).length > 0;

/**
 * Products to name in a goal: in stock (at least `stock` of the chosen variant), in no order and not
 * in the cart, with size and colour choices as asked. `sized`: it has sizes; `coloured`: colours.
 */
export function candidates(world: DeviceState, want: { sized?: boolean; coloured?: boolean; varies?: boolean; stock?: number; exclude?: readonly string[] } = {}): { p: Product; v: Variant }[] {
  const stock = want.stock ?? 3;
  return shopOf(world).products.flatMap((p) => {
    if (inCart(world, p.id) || ordered(world, p.id) || want.exclude?.includes(p.id)) return [];
    const { colours, sizes } = optionsOf(p);
    if (want.sized !== undefined && want.sized !== sizes.length > 1) return [];
    if (want.coloured !== undefined && want.coloured !== colours.length > 1) return [];
    if (want.varies && p.variants.length < 2) return [];
    return p.variants.filter((v) => v.stock >= stock).map((v) => ({ p, v }));
  });
}

/** An item of a product's variant. */
export const itemOf = (p: Product, v: Variant, quantity = 1): Item => ({ product: p.id, variant: v.id, name: p.name, colour: v.colour, size: v.size, quantity });

/** A variant to buy, and another variant of the same product (in stock) for the near misses. */
export function pickItem(rng: Rng, world: DeviceState, want: Parameters<typeof candidates>[1] = {}, quantity = 1): { item: Item; other: Item } {
  const pool = candidates(world, { varies: true, ...want }).filter(({ p, v }) => p.variants.some((x) => x.id !== v.id && x.stock >= quantity));
  const { p, v } = rng.pick(pool);
  const other = rng.pick(p.variants.filter((x) => x.id !== v.id && x.stock >= quantity));
  return { item: itemOf(p, v, quantity), other: itemOf(p, other, quantity) };
}

/** Cards that can pay today, and the addresses: what a goal may name for a checkout. */
export const usableCards = (s: DeviceState): Card[] => shopOf(s).cards.filter((c) => !isExpired(c, s.os.now));
export const addresses = (s: DeviceState): Address[] => shopOf(s).addresses;

/** What an order of these items comes to at the prices of `s`: items and shipping. */
export function totalOf(s: DeviceState, items: readonly Item[]): number {
  const subtotal = items.reduce((n, i) => n + priceOf(s, i) * i.quantity, 0);
  return subtotal + shippingFor(subtotal);
}

/** An order whose status stays the same for the next `margin` ms (no boundary of it falls in between). */
export const steadyStatus = (o: Order, now: number, margin: number) => orderStatus(o, now) === orderStatus(o, now + margin);

// ---------------------------------------------------------------- checks

/** The orders the episode placed, from the ledger: each was placed whatever the app shows after. */
export const ordersPlaced = (ctx: Ctx): OrderEntry[] => effects<OrderEntry>(ctx, 'order');
export const returnsRequested = (ctx: Ctx): ReturnEntry[] => effects<ReturnEntry>(ctx, 'return');

const lineKey = (l: { product: string; variant: string; quantity: number }) => `${l.product}/${l.variant} x${l.quantity}`;

/** What one order must be: these items (as a set of product, variant and quantity), to this address, with this card, for this total. */
export interface OrderSpec {
  items: readonly Item[];
  /** An address id, or a test on the address the order went to (a new address: `newAddress`). */
  address: string | ((ctx: Ctx, addressId: string) => boolean);
  addressWords: string;
  card: string;
  cardWords: string;
  total: number;
}

/** Exactly one order was placed, of exactly these items, to this address, with this card, charging this total. */
export function orderedOne(want: OrderSpec): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = ordersPlaced(ctx); return all.length === 1 ? all[0] : undefined; };
  const expectedItems = want.items.map(lineKey);
  return [
    expectEqual('exactly one order was placed', 1, (ctx) => ordersPlaced(ctx).length),
    expectThat(`it holds ${want.items.map((i) => itemWords(i)).join(' and ')}, nothing else`, expectedItems, (ctx) => one(ctx)?.items.map(lineKey), (v) => v !== undefined && sameSet(v, expectedItems)),
    expectThat(`it goes to ${want.addressWords}`, want.addressWords, (ctx) => one(ctx)?.address, (v, ctx) => v !== undefined && (typeof want.address === 'string' ? v === want.address : want.address(ctx, v))),
    expectEqual(`it is paid with ${want.cardWords}`, want.card, (ctx) => one(ctx)?.card),
    expectEqual(`it charges ${formatPrice(want.total)}`, want.total, (ctx) => one(ctx)?.total),
    // Bought, then cancelled before it shipped, is not bought.
    expectEqual('it is not cancelled', 'not cancelled', (ctx) => {
      const order = one(ctx) && orderOf(ctx.after, one(ctx)!.order);
      return order ? (order.cancelledAt === null ? 'not cancelled' : 'cancelled') : undefined;
    }),
  ];
}

/**
 * An order may be placed (its ledger entry and its record), and the stock of the variants it
 * holds goes down; the checks say which order. The cart it empties ends as it began when it was empty.
 */
export function orderRules(variants: readonly string[]): ChangeRule[] {
  return [mayRecord('order'), added(ORDERS), modified(VARIANTS, [...variants], ['stock'])];
}

/**
 * High-risk templates: the agent may put these products in the cart (and change their quantities)
 * before it sees why it should stop. Any other change to the cart is judged as usual.
 */
export function cartMayHold(products: readonly string[]): ChangeRule[] {
  const ours = (r: JsonRecord) => typeof r.product === 'string' && products.includes(r.product);
  return [added(CART, { count: 'any', where: ours }), modified(CART, ours, ['quantity']), removed(CART, { which: ours })];
}

/** The cart's content as a set of lines (product, variant, quantity), whatever the lines' ids. */
export const cartContent = (s: DeviceState): string[] => shopOf(s).cart.map(lineKey);

/**
 * The cart holds exactly these lines (what the Cart screen shows), however it came to: lines kept,
 * removed and added again, or their quantities moved. Goes with `free(CART)`, which lets the
 * cart's records change while this check says what it must show.
 */
export function cartHolds(what: string, lines: (before: DeviceState) => { product: string; variant: string; quantity: number }[]): Check<DeviceState> {
  return expectThat(`the cart holds ${what}`, what, ({ before, after }) => ({ want: lines(before).map(lineKey).sort(), got: cartContent(after).sort() }), ({ want, got }) => sameSet(want, got) && want.length === got.length);
}

/** Exactly one return was requested: of this item of this order, with this reason. */
export function returnedOne(want: { order: string; item: string; reason: string; itemWords: string }): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = returnsRequested(ctx); return all.length === 1 ? all[0] : undefined; };
  return [
    expectEqual('exactly one return was requested', 1, (ctx) => returnsRequested(ctx).length),
    expectEqual(`it is for ${want.itemWords} of order ${want.order}`, { order: want.order, item: want.item }, (ctx) => { const r = one(ctx); return r ? { order: r.order, item: r.item } : undefined; }),
    expectEqual(`the reason is "${want.reason}"`, want.reason, (ctx) => one(ctx)?.reason),
  ];
}

// ---------------------------------------------------------------- moves

/** Shop at its Home tab, wherever it was left. */
export async function home(ui: TaskUi): Promise<void> {
  await ui.launch('Shop');
}

/** From Home: type the words into the search bar and search. */
export async function search(ui: TaskUi, words: string): Promise<void> {
  await home(ui);
  await ui.fill({ hint: 'Search products' }, words);
  await ui.tap({ text: 'Search', role: 'button' });
}

/** Search the product's name and open its page. */
export async function openProduct(ui: TaskUi, name: string): Promise<void> {
  await search(ui, name);
  await ui.tap({ text: name, role: 'button' });
}

/** The other way in: the category's list, scrolled until the product shows. */
export async function openFromCategory(ui: TaskUi, category: string, name: string): Promise<void> {
  await home(ui);
  await ui.tap({ text: category, role: 'button' });
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** On a product page: pick the colour and the size (when it has them), and raise the quantity. */
export async function choose(ui: TaskUi, i: Pick<Item, 'colour' | 'size' | 'quantity'>): Promise<void> {
  if (i.colour !== null) await ui.tap({ text: i.colour, role: 'radio' });
  if (i.size !== null && ui.find({ text: i.size, role: 'radio' })?.checked !== true) await ui.tap({ text: i.size, role: 'radio' });
  for (let n = 1; n < i.quantity; n++) await ui.tap({ text: 'Increase quantity', role: 'button' });
}

/** Open the product, choose its variant and quantity, and Add to cart. */
export async function addToCart(ui: TaskUi, i: Item, via: { category: string } | null = null): Promise<void> {
  if (via) await openFromCategory(ui, via.category, i.name);
  else await openProduct(ui, i.name);
  await choose(ui, i);
  await ui.tap({ text: 'Add to cart', role: 'button' });
}

/** The Cart, from the Cart button in the app bar (product pages, results, Home). */
export async function openCart(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Cart', role: 'button' });
}

/** The Cart tab of Shop's Home, from anywhere. */
export async function cartTab(ui: TaskUi): Promise<void> {
  await home(ui);
  await ui.tap({ text: 'Cart', role: 'tab' });
}

export const PROCEED = { role: 'button', matches: /^Proceed to checkout/ } as const;

/** On the Checkout screen: choose the address (by label) and the card (by name) when given. */
export async function chooseAtCheckout(ui: TaskUi, c: { address?: string | null; card?: string | null }): Promise<void> {
  if (c.address) {
    await ui.tap({ text: 'Change address', role: 'button' });
    await ui.tap({ text: c.address, role: 'radio' });
  }
  if (c.card) {
    await ui.tap({ text: 'Change payment method', role: 'button' });
    await ui.tap({ text: c.card, role: 'radio' });
  }
}

/** From the Cart: Proceed to checkout, choose the address and card, Place order (or stop at the checkout). */
export async function checkout(ui: TaskUi, c: { address?: string | null; card?: string | null }, place = true): Promise<void> {
  await ui.tap(PROCEED);
  await chooseAtCheckout(ui, c);
  if (place) await ui.tap({ text: 'Place order', role: 'button' });
}

/** Put each item in the cart, open the cart and check out with this address and card. */
export async function buy(ui: TaskUi, items: readonly Item[], c: { address?: string | null; card?: string | null }, place = true): Promise<void> {
  for (const i of items) await addToCart(ui, i);
  await openCart(ui);
  await checkout(ui, c, place);
}

/** On the screen an order was just placed from: View order, then Cancel order and confirm it. */
export async function cancelJustPlaced(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'View order', role: 'button' });
  await ui.scrollTo({ text: 'Cancel order', role: 'button' });
  await ui.tap({ text: 'Cancel order', role: 'button' });
  await ui.tap({ text: 'Cancel order', role: 'button' });
}

/** The Orders tab, and the order that holds this product (its row lists the product's name). */
export async function openOrder(ui: TaskUi, name: string): Promise<void> {
  await home(ui);
  await ui.tap({ text: 'Orders', role: 'tab' });
  await ui.scrollTo({ text: name, role: 'text' });
  await ui.tap({ text: name, role: 'text' });
}

/** Account tab, then one of its rows ('Addresses', 'Payment methods', 'Returns', 'Your orders'). */
export async function account(ui: TaskUi, row: 'Addresses' | 'Payment methods' | 'Returns' | 'Your orders'): Promise<void> {
  await home(ui);
  await ui.tap({ text: 'Account', role: 'tab' });
  await ui.tap({ text: row, role: 'button' });
}

/** The text right after the last element with this text (the value a screen writes under its label). */
export function textAfter(ui: TaskUi, text: string): string {
  const tree = ui.tree();
  const at = tree.findLastIndex((e) => e.text === text);
  if (at < 0) throw new Error(`no "${text}" on screen`);
  return tree[at + 1]!.text;
}

/** On an order's page: its status, as the chip under the order number shows it. */
export const statusOnPage = (ui: TaskUi): string => ui.read({ role: 'text', matches: /^(Placed|Shipped|Delivered|Cancelled)$/ });

/** A helper for `named`: an order and its product, both named once. */
export const orderOf = (s: DeviceState, id: string): Order | undefined => findOrder(shopOf(s), id);

// ---------------------------------------------------------------- setups and params templates share

/** A setup: the cart starts empty (a checkout then orders only what the goal names). */
export function emptyCart(d: DeviceState): void {
  for (const line of [...d.apps.shop.cart]) removeLine(d.apps.shop, line.id);
}

/** An address and a card to name in a checkout goal, not both the defaults (so that the agent has to choose), and others for near misses. */
export function pickCheckout(rng: Rng, world: DeviceState) {
  const s = shopOf(world);
  const cards = usableCards(world);
  const address = rng.pick(s.addresses);
  const card = address.id === s.defaultAddress ? rng.pick(cards.filter((c) => c.id !== s.defaultCard)) : rng.pick(cards);
  const otherAddress = rng.pick(s.addresses.filter((a) => a.id !== address.id));
  const otherCard = rng.pick(cards.filter((c) => c.id !== card.id));
  return { address: address.id, label: address.label, card: card.id, cardName: cardName(card), otherLabel: otherAddress.label, otherCardName: cardName(otherCard) };
}

/** A card number of this brand with a valid check digit, written in the groups the card prints ("4111 1111 1111 1111"). */
export function cardNumber(rng: Rng, brand: Card['brand']): string {
  const head = brand === 'Visa' ? '4' : brand === 'Mastercard' ? `5${rng.int(1, 5)}` : `3${rng.pick(['4', '7'])}`;
  const length = brand === 'Amex' ? 15 : 16;
  let digits = head;
  while (digits.length < length - 1) digits += String(rng.int(0, 9));
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  digits += String((10 - (sum % 10)) % 10);
  return brand === 'Amex' ? `${digits.slice(0, 4)} ${digits.slice(4, 10)} ${digits.slice(10)}` : digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** On a results list: the name of the first product row under the result count. */
export function firstResult(ui: TaskUi): string {
  const tree = ui.tree();
  const at = tree.findIndex((e) => /^\d+ results?$/.test(e.text));
  const row = tree.slice(at + 1).find((e) => e.role === 'button');
  if (at < 0 || !row) throw new Error('no results on screen');
  return row.text;
}

/** `script(...moves)`: a whole script, the moves in order, then done. */
export { script } from '../ui.ts';
