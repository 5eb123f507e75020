// Shop: pure actions on the app's state, shared by the screens, the task setups and the gate's
// noise. Placing an order and requesting a return cannot be undone: each is appended to the OS
// ledger (`order`, `return`) at the moment it happens, stamped with the device clock.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import {
  MAX_QUANTITY, RETURN_REASONS, cardName, cartTotals, deliverySchedule, expiryEnd, findOrder, findProduct, findVariant, isExpired, orderStatus,
  returnState, shipToText, variantLabel, type Address, type Card, type CardBrand, type Order, type Review, type ShopState,
} from './state.ts';

/** One line of an order as the ledger keeps it. */
export type OrderedLine = { product: string; variant: string; quantity: number; price: number };

/** An order placed (Shop): what was bought (each line's product, variant, quantity and price each, in cents), the total charged, where to and with which card. */
export interface OrderEntry extends LedgerEntry { kind: 'order'; order: string; number: string; items: OrderedLine[]; total: number; address: string; card: string }
/** A return requested (Shop): the order, the item and its variant, and the reason given. */
export interface ReturnEntry extends LedgerEntry { kind: 'return'; order: string; item: string; product: string; variant: string; reason: string }

const mint = (s: ShopState, prefix: string) => `${prefix}${s.nextId++}`;

export type Result<T = string> = { ok: true; id: T } | { ok: false; error: string };

/** A product page was opened: it goes first in Recently viewed (ten at most). */
export function viewProduct(s: ShopState, id: string): void {
  s.recent = [id, ...s.recent.filter((x) => x !== id)].slice(0, 10);
}

/** Put `quantity` of a variant in the cart: onto its line when it has one, within the stock and the per-line limit. */
export function addToCart(s: ShopState, productId: string, variantId: string, quantity: number): Result {
  const variant = findVariant(findProduct(s, productId), variantId);
  if (!variant) return { ok: false, error: 'This item is no longer available' };
  if (variant.stock <= 0) return { ok: false, error: 'Out of stock' };
  const line = s.cart.find((l) => l.product === productId && l.variant === variantId);
  const have = line?.quantity ?? 0;
  const limit = Math.min(variant.stock, MAX_QUANTITY);
  if (have + quantity > limit) return { ok: false, error: have > 0 ? `You can add ${Math.max(0, limit - have)} more at most` : `Only ${limit} available` };
  if (line) {
    line.quantity += quantity;
    return { ok: true, id: line.id };
  }
  const id = mint(s, 'l');
  s.cart.push({ id, product: productId, variant: variantId, quantity });
  return { ok: true, id };
}

/** Change a line's quantity (0 removes the line); never above the stock or the per-line limit. */
export function setQuantity(s: ShopState, lineId: string, quantity: number): void {
  const line = s.cart.find((l) => l.id === lineId);
  if (!line) return;
  if (quantity <= 0) return removeLine(s, lineId);
  const variant = findVariant(findProduct(s, line.product), line.variant);
  line.quantity = Math.min(quantity, MAX_QUANTITY, Math.max(variant?.stock ?? 0, line.quantity));
}

export function removeLine(s: ShopState, lineId: string): void {
  s.cart = s.cart.filter((l) => l.id !== lineId);
}

/** A review posted on a product (task setups: what other buyers wrote); it goes first, as the newest. */
export function addReview(s: ShopState, productId: string, fields: Omit<Review, 'id'>): string | undefined {
  const product = findProduct(s, productId);
  if (!product) return undefined;
  const id = mint(s, 'r');
  product.reviews = [{ id, ...fields }, ...product.reviews].sort((a, b) => b.at - a.at);
  return id;
}

// ---------------------------------------------------------------- addresses

export type AddressFields = Omit<Address, 'id'>;
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/** What is wrong with a new address, field by field (Save is refused while anything is). */
export function validateAddress(s: ShopState, f: AddressFields): FieldErrors<AddressFields> {
  const errors: FieldErrors<AddressFields> = {};
  const label = f.label.trim();
  if (label === '') errors.label = 'Give the address a name';
  else if (s.addresses.some((a) => declaredKey(manifest, 'address', a.label) === declaredKey(manifest, 'address', label))) errors.label = `You already have an address called "${label}"`;
  if (f.name.trim() === '') errors.name = 'Enter the full name';
  if (f.street.trim() === '') errors.street = 'Enter the street address';
  if (f.city.trim() === '') errors.city = 'Enter the city';
  if (!/^\d{5}$/.test(f.zip.trim())) errors.zip = 'A ZIP code has 5 digits';
  return errors;
}

export function addAddress(s: ShopState, f: AddressFields): Result {
  const errors = validateAddress(s, f);
  const first = Object.values(errors)[0];
  if (first) return { ok: false, error: first };
  const id = mint(s, 'a');
  s.addresses.push({ id, label: f.label.trim(), name: f.name.trim(), street: f.street.trim(), city: f.city.trim(), zip: f.zip.trim() });
  return { ok: true, id };
}

/** Remove an address; when it was the default, the first one left becomes the default. */
export function removeAddress(s: ShopState, id: string): void {
  s.addresses = s.addresses.filter((a) => a.id !== id);
  if (s.defaultAddress === id) s.defaultAddress = s.addresses[0]?.id ?? '';
}

export function setDefaultAddress(s: ShopState, id: string): void {
  if (s.addresses.some((a) => a.id === id)) s.defaultAddress = id;
}

// ---------------------------------------------------------------- cards

export interface CardFields {
  number: string;
  expiry: string;
  holder: string;
}

const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The brand a card number belongs to, by its first digits and length (null: none the shop takes). */
export function brandOf(number: string): CardBrand | null {
  const d = cardDigits(number);
  if (!/^\d+$/.test(d)) return null;
  if (/^4/.test(d) && d.length === 16) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(d) && d.length === 16) return 'Mastercard';
  if (/^3[47]/.test(d) && d.length === 15) return 'Amex';
  return null;
}

/** The Luhn checksum every card number carries. */
export function luhn(number: string): boolean {
  const d = cardDigits(number);
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return d.length > 0 && sum % 10 === 0;
}

export function validateCard(s: ShopState, f: CardFields, now: number): FieldErrors<CardFields> {
  const errors: FieldErrors<CardFields> = {};
  const brand = brandOf(f.number);
  if (brand === null) errors.number = 'Enter a Visa, Mastercard or Amex number';
  else if (!luhn(f.number)) errors.number = 'This card number is not valid';
  const end = expiryEnd(f.expiry);
  if (end === null) errors.expiry = 'Use the format MM/YY, e.g. 08/29';
  else if (end <= now) errors.expiry = 'This card has expired';
  if (f.holder.trim() === '') errors.holder = 'Enter the name on the card';
  const last4 = cardDigits(f.number).slice(-4);
  if (!errors.number && !errors.expiry && s.cards.some((c) => c.brand === brand && c.last4 === last4 && c.expiry === f.expiry.trim())) errors.number = 'This card is already saved';
  return errors;
}

export function addCard(s: ShopState, f: CardFields, now: number): Result {
  const errors = validateCard(s, f, now);
  const first = Object.values(errors)[0];
  if (first) return { ok: false, error: first };
  const id = mint(s, 'c');
  s.cards.push({ id, brand: brandOf(f.number)!, last4: cardDigits(f.number).slice(-4), holder: f.holder.trim(), expiry: f.expiry.trim(), digits: cardDigits(f.number) });
  return { ok: true, id };
}

export function removeCard(s: ShopState, id: string): void {
  s.cards = s.cards.filter((c) => c.id !== id);
  if (s.defaultCard === id) s.defaultCard = s.cards[0]?.id ?? '';
}

export function setDefaultCard(s: ShopState, id: string): void {
  if (s.cards.some((c) => c.id === id)) s.defaultCard = id;
}

// ---------------------------------------------------------------- orders

/** Place an order for everything in the cart, to this address, paid with this card. */
export function placeOrder(s: ShopState, ledger: Ledger, choice: { address: string; card: string }, now: number): Result {
  const address: Address | undefined = s.addresses.find((a) => a.id === choice.address);
  const card: Card | undefined = s.cards.find((c) => c.id === choice.card);
  const totals = cartTotals(s);
  if (totals.lines.length === 0) return { ok: false, error: 'Your cart is empty' };
  if (!address) return { ok: false, error: 'Choose a delivery address' };
  if (!card) return { ok: false, error: 'Choose a payment method' };
  if (isExpired(card, now)) return { ok: false, error: 'This card has expired' };
  const short = totals.lines.find((l) => l.line.quantity > l.variant.stock);
  if (short) return { ok: false, error: `Only ${short.variant.stock} of ${short.product.name} left` };
  const id = mint(s, 'o');
  const items = totals.lines.map(({ line, product, variant }) => {
    variant.stock -= line.quantity;
    return { id: mint(s, 'i'), product: product.id, variant: variant.id, name: product.name, variantLabel: variantLabel(variant), price: variant.price, quantity: line.quantity };
  });
  // The number follows from the order's id alone, as every replay gives it.
  const n = Number(id.slice(1));
  const number = `${100 + ((n * 37) % 900)}-${String(1_000_000 + ((n * 7919) % 9_000_000)).padStart(7, '0')}`;
  const order: Order = {
    id, number, placedAt: now, ...deliverySchedule(now), cancelledAt: null, items,
    subtotal: totals.subtotal, shipping: totals.shipping, total: totals.total,
    address: address.id, card: card.id, shipTo: shipToText(address), paidWith: cardName(card),
  };
  s.orders.push(order);
  s.cart = [];
  record(ledger, now, {
    app: 'shop', kind: 'order', order: id, number,
    items: items.map((i) => ({ product: i.product, variant: i.variant, quantity: i.quantity, price: i.price })),
    total: order.total, address: address.id, card: card.id,
  });
  return { ok: true, id };
}

/** Cancel an order that has not shipped: its items go back into stock. */
export function cancelOrder(s: ShopState, id: string, now: number): boolean {
  const order = findOrder(s, id);
  if (!order || orderStatus(order, now) !== 'Placed') return false;
  order.cancelledAt = now;
  for (const item of order.items) {
    const variant = findVariant(findProduct(s, item.product), item.variant);
    if (variant) variant.stock += item.quantity;
  }
  return true;
}

/** Request the return of one delivered item, with one of the reasons the form offers. */
export function requestReturn(s: ShopState, ledger: Ledger, orderId: string, itemId: string, reason: string, now: number): Result {
  const order = findOrder(s, orderId);
  const item = order?.items.find((i) => i.id === itemId);
  if (!order || !item) return { ok: false, error: 'This item is not in your orders' };
  if (!(RETURN_REASONS as readonly string[]).includes(reason)) return { ok: false, error: 'Choose a reason' };
  const state = returnState(s, order, itemId, now);
  if (state !== 'open') return { ok: false, error: state === 'requested' ? 'A return is already requested' : state === 'closed' ? 'The return window has closed' : 'It has not been delivered yet' };
  const id = mint(s, 'rt');
  s.returns.push({ id, order: orderId, item: itemId, reason, at: now });
  record(ledger, now, { app: 'shop', kind: 'return', order: orderId, item: itemId, product: item.product, variant: item.variant, reason });
  return { ok: true, id };
}
