// Food: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Times come in as arguments (the device clock). Placing an order and adding a tip are payments:
// each is appended to the ledger (apps/os/ledger.ts) at the moment it happens.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { COURIERS } from './catalogue.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import {
  arrivalOf, canAddTip, findItem, findRestaurant, isOpen, missingChoice, totalsOf, unitPrice,
  type Address, type FoodState, type Order, type OrderLine, type Restaurant, type Totals,
} from './state.ts';

/** A dish as an order holds it in the ledger: name, how many, the options chosen, the price of one (cents). */
export interface OrderedDish {
  name: string;
  quantity: number;
  options: string[];
  price: number;
  [field: string]: string | number | string[];
}

/** An order placed (a payment): the restaurant, the dishes with their options, where it goes, and its money in cents. */
export interface FoodOrderEntry extends LedgerEntry, Totals {
  kind: 'food-order';
  restaurant: string;
  restaurantId: string;
  items: OrderedDish[];
  addressLabel: string;
  address: string;
  instructions: string;
  order: string;
}

/** A tip added to an order after it was placed (a payment to the courier), in cents. */
export interface FoodTipEntry extends LedgerEntry {
  kind: 'food-tip';
  order: string;
  restaurant: string;
  amount: number;
}

/** The most a tip may be, in cents (the checkout and the tip dialog refuse more). */
export const MAX_TIP = 50_000;

const nextId = (s: FoodState, prefix: string): string => `${prefix}${s.nextId++}`;

const sameOptions = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

// ---------------------------------------------------------------- the cart

export type AddResult = { ok: true; lineId: string } | { ok: false; reason: 'other-restaurant' | 'closed' | 'missing-option' | 'no-such-item'; detail?: string };

/**
 * Put `quantity` of a dish with these options in the cart. The same dish with the same options
 * adds to its line. A cart holds one restaurant's dishes: with another's in it, nothing changes
 * and the reason says so (the screen asks to start a new cart). A closed restaurant takes nothing.
 */
export function addToCart(s: FoodState, restaurantId: string, itemId: string, options: readonly string[], quantity: number, now: number): AddResult {
  const r = findRestaurant(s, restaurantId);
  const item = findItem(r, itemId);
  if (!r || !item) return { ok: false, reason: 'no-such-item' };
  if (!isOpen(r, now)) return { ok: false, reason: 'closed' };
  const missing = missingChoice(item, options);
  if (missing) return { ok: false, reason: 'missing-option', detail: missing.name };
  if (s.cart.lines.length > 0 && s.cart.restaurantId !== restaurantId) return { ok: false, reason: 'other-restaurant' };
  s.cart.restaurantId = restaurantId;
  const same = s.cart.lines.find((l) => l.itemId === itemId && sameOptions(l.options, options));
  if (same) {
    same.quantity += quantity;
    return { ok: true, lineId: same.id };
  }
  const line: OrderLine = { id: nextId(s, 'l'), itemId, name: item.name, options: [...options], price: unitPrice(item, options), quantity };
  s.cart.lines.push(line);
  return { ok: true, lineId: line.id };
}

export function clearCart(s: FoodState): void {
  s.cart = { restaurantId: null, lines: [] };
}

/** Change a line's quantity; at 0 the line goes (and an empty cart belongs to no restaurant). */
export function setQuantity(s: FoodState, lineId: string, quantity: number): void {
  const line = s.cart.lines.find((l) => l.id === lineId);
  if (!line) return;
  if (quantity <= 0) s.cart.lines = s.cart.lines.filter((l) => l.id !== lineId);
  else line.quantity = quantity;
  if (s.cart.lines.length === 0) clearCart(s);
}

/**
 * Fill the cart with what an order had (same dishes, options and quantities, at today's prices),
 * replacing what was in it. Returns the number of lines, or null when the restaurant is gone.
 */
export function reorder(s: FoodState, orderId: string): number | null {
  const order = s.orders.find((o) => o.id === orderId);
  const r = findRestaurant(s, order?.restaurantId);
  if (!order || !r) return null;
  clearCart(s);
  s.cart.restaurantId = r.id;
  for (const old of order.items) {
    const item = findItem(r, old.itemId);
    if (!item) continue;
    s.cart.lines.push({ id: nextId(s, 'l'), itemId: item.id, name: item.name, options: [...old.options], price: unitPrice(item, old.options), quantity: old.quantity });
  }
  if (s.cart.lines.length === 0) clearCart(s);
  return s.cart.lines.length;
}

// ---------------------------------------------------------------- checkout

export interface CheckoutChoice {
  addressId: string;
  /** Cents. */
  tip: number;
  instructions: string;
}

export type CheckoutProblem = 'empty' | 'closed' | 'minimum' | 'address' | 'tip';

/** Why the cart cannot be ordered now, or null when it can. */
export function checkoutProblem(s: FoodState, choice: CheckoutChoice, now: number): { problem: CheckoutProblem; restaurant?: Restaurant } | null {
  const r = findRestaurant(s, s.cart.restaurantId);
  if (!r || s.cart.lines.length === 0) return { problem: 'empty' };
  if (!isOpen(r, now)) return { problem: 'closed', restaurant: r };
  if (totalsOf(r, s.cart.lines, 0).subtotal < r.minimumOrder) return { problem: 'minimum', restaurant: r };
  if (!s.addresses.some((a) => a.id === choice.addressId)) return { problem: 'address', restaurant: r };
  if (!Number.isInteger(choice.tip) || choice.tip < 0 || choice.tip > MAX_TIP) return { problem: 'tip', restaurant: r };
  return null;
}

/** The order the cart makes (not yet in the state); setups use it to give a world an order it already had. */
export function orderOf(s: FoodState, r: Restaurant, lines: readonly OrderLine[], address: Address, tip: number, instructions: string, placedAt: number, courier: string): Order {
  return {
    id: nextId(s, 'o'), restaurantId: r.id, restaurant: r.name, items: lines.map((l) => ({ ...l, options: [...l.options] })), ...totalsOf(r, lines, tip),
    addressLabel: address.label, address: address.line, instructions: instructions.trim(), placedAt, prepMinutes: r.prepMinutes, travelMinutes: r.travelMinutes,
    courier, chat: [], chatUnread: false, rating: null,
  };
}

/** Couriers by order: the same order always gets the same courier. */
export const courierFor = (orderId: string): string => COURIERS[Number(orderId.replace(/\D/g, '')) % COURIERS.length]!;

/**
 * Place the cart as an order: it is paid, so it goes into the ledger now, and the cart empties.
 * Returns the new order's id, or the problem that stopped it (nothing changes then).
 */
export function placeOrder(s: FoodState, ledger: Ledger, choice: CheckoutChoice, now: number): { orderId: string } | { problem: CheckoutProblem } {
  const problem = checkoutProblem(s, choice, now);
  if (problem) return { problem: problem.problem };
  const r = findRestaurant(s, s.cart.restaurantId)!;
  const address = s.addresses.find((a) => a.id === choice.addressId)!;
  const id = `o${s.nextId}`;
  const order = orderOf(s, r, s.cart.lines, address, choice.tip, choice.instructions, now, courierFor(id));
  s.orders.push(order);
  clearCart(s);
  record(ledger, now, {
    app: 'food', kind: 'food-order', restaurant: r.name, restaurantId: r.id,
    items: order.items.map((l) => ({ name: l.name, quantity: l.quantity, options: [...l.options], price: l.price })),
    subtotal: order.subtotal, deliveryFee: order.deliveryFee, serviceFee: order.serviceFee, tip: order.tip, total: order.total,
    addressLabel: order.addressLabel, address: order.address, instructions: order.instructions, order: order.id,
  });
  return { orderId: order.id };
}

// ---------------------------------------------------------------- after the order

/** Add a tip to a placed order (a payment, in the ledger now). Returns false when it cannot be added. */
export function addTip(s: FoodState, ledger: Ledger, orderId: string, amount: number, now: number): boolean {
  const o = s.orders.find((x) => x.id === orderId);
  if (!o || !canAddTip(o, now) || !Number.isInteger(amount) || amount <= 0 || o.tip + amount > MAX_TIP) return false;
  o.tip += amount;
  o.total += amount;
  record(ledger, now, { app: 'food', kind: 'food-tip', order: o.id, restaurant: o.restaurant, amount });
  return true;
}

/** Rate a delivered order (1 to 5 stars; again to change it). */
export function rateOrder(s: FoodState, orderId: string, stars: number, now: number): boolean {
  const o = s.orders.find((x) => x.id === orderId);
  if (!o || now < arrivalOf(o) || stars < 1 || stars > 5) return false;
  o.rating = stars;
  return true;
}

/** Open an order's chat: its messages are read, and it was opened (app.ts: the read mark moves only for these). */
export function openChat(s: FoodState, orderId: string): void {
  const o = s.orders.find((x) => x.id === orderId);
  if (!o) return;
  o.chatUnread = false;
  if (!s.opened.includes(orderId)) s.opened.push(orderId);
}

/** A message in an order's chat (setups: the courier or the restaurant writes). */
export function receiveChat(s: FoodState, orderId: string, from: 'courier' | 'restaurant', text: string, at: number): void {
  const o = s.orders.find((x) => x.id === orderId);
  if (!o) return;
  o.chat.push({ id: nextId(s, 'm'), from, text, at });
  o.chatUnread = true;
}

// ---------------------------------------------------------------- favourites and addresses

/** Favourite or unfavourite; returns the new value. */
export function toggleFavorite(s: FoodState, restaurantId: string): boolean {
  const on = s.favorites.includes(restaurantId);
  s.favorites = on ? s.favorites.filter((x) => x !== restaurantId) : [...s.favorites, restaurantId];
  return !on;
}

/** The label's key as the app compares labels (app.ts `names.address`). */
export const labelKey = (label: string): string => declaredKey(manifest, 'address', label);

export type AddressProblem = 'label' | 'line' | 'duplicate';

export function addressProblem(s: FoodState, label: string, line: string): AddressProblem | null {
  if (label.trim() === '') return 'label';
  if (line.trim() === '') return 'line';
  if (s.addresses.some((a) => labelKey(a.label) === labelKey(label))) return 'duplicate';
  return null;
}

/** Save an address; returns its id, or the problem (a label in use, in any case, is refused). */
export function addAddress(s: FoodState, label: string, line: string): { id: string } | { problem: AddressProblem } {
  const problem = addressProblem(s, label, line);
  if (problem) return { problem };
  const id = nextId(s, 'a');
  s.addresses.push({ id, label: label.trim(), line: line.trim() });
  return { id };
}

export function removeAddress(s: FoodState, id: string): void {
  s.addresses = s.addresses.filter((a) => a.id !== id);
}
