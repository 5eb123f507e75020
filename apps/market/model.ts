// Market: pure actions on the site's state, shared by the pages, the task setups and the tests.
// Effects that cannot be taken back go to the OS ledger the moment they happen: an order placed
// (`market-order`), a review published (`market-review`), a return requested (`market-return`),
// an order shipped or cancelled by the admin (`market-admin`) and a refund issued (`market-refund`).
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { parsePrice } from '../kit/money.ts';
import { DAY, formatIsoDate } from '../kit/time.ts';
import { SHIPPING, isSale, itemsTotal, revenueOf, type CartLine, type Customer, type MarketState, type Order, type Product, type ShippingMethod } from './state.ts';

/** An order placed: its number, lines, shipping method and total (cents). */
export interface MarketOrderEntry extends LedgerEntry { kind: 'market-order'; order: string; items: { product: string; option: string; qty: number }[]; shipping: string; total: number; note: string }
/** A review published on a product. */
export interface MarketReviewEntry extends LedgerEntry { kind: 'market-review'; product: string; review: string; stars: number; text: string }
/** A return requested for one line of a delivered order. */
export interface MarketReturnEntry extends LedgerEntry { kind: 'market-return'; order: string; product: string; reason: string }
/** The admin shipped or cancelled an order. */
export interface MarketAdminEntry extends LedgerEntry { kind: 'market-admin'; action: 'ship' | 'cancel'; order: string; reason: string }
/** Money given back on an order (cents), with the admin's reason. */
export interface MarketRefundEntry extends LedgerEntry { kind: 'market-refund'; order: string; amount: number; reason: string }

export const findProduct = (s: MarketState, id: string): Product | undefined => s.products.find((p) => p.id === id);
export const findOrder = (s: MarketState, id: string): Order | undefined => s.orders.find((o) => o.id === id.replace(/^#/, ''));
export const findCustomer = (s: MarketState, id: string): Customer | undefined => s.customers.find((c) => c.id === id);
export const myself = (s: MarketState): Customer => findCustomer(s, s.me)!;

// ---------------------------------------------------------------- cart

/** Add to the cart (the same product and option add up); returns an error to show, or null. */
export function addToCart(s: MarketState, productId: string, option: string, qty: number): string | null {
  const p = findProduct(s, productId);
  if (!p || !p.enabled) return 'This product is not available';
  if (p.options.length > 0 && !p.options.includes(option)) return `Choose a ${p.optionLabel.toLowerCase()}`;
  if (!Number.isInteger(qty) || qty < 1) return 'Enter a quantity of 1 or more';
  const line = s.cart.find((l) => l.product === productId && l.option === option);
  const want = (line?.qty ?? 0) + qty;
  if (want > p.stock) return p.stock === 0 ? 'Out of stock' : `Only ${p.stock} left in stock`;
  if (line) line.qty = want;
  else s.cart.push({ product: productId, option: p.options.length > 0 ? option : '', qty });
  return null;
}

export function setCartQty(s: MarketState, index: number, qty: number): void {
  const line = s.cart[index];
  if (!line) return;
  const p = findProduct(s, line.product);
  if (qty < 1) s.cart.splice(index, 1);
  else line.qty = Math.min(qty, p?.stock ?? qty);
}

export function removeFromCart(s: MarketState, index: number): void {
  if (index >= 0 && index < s.cart.length) s.cart.splice(index, 1);
}

export const cartTotal = (s: MarketState): number => itemsTotal(s.cart.map((l) => ({ qty: l.qty, price: findProduct(s, l.product)?.price ?? 0 })));

// ---------------------------------------------------------------- checkout

export interface CheckoutDraft { name: string; street: string; city: string; zip: string; shipping: string; payment: string; note: string }
export type CheckoutErrors = Partial<Record<'name' | 'street' | 'city' | 'zip' | 'shipping' | 'payment' | 'cart', string>>;

export function checkoutErrors(s: MarketState, d: CheckoutDraft): CheckoutErrors {
  const e: CheckoutErrors = {};
  if (s.cart.length === 0) e.cart = 'Your cart is empty';
  for (const line of s.cart) {
    const p = findProduct(s, line.product);
    if (!p || !p.enabled || p.stock < line.qty) e.cart = `${p?.name ?? 'An item'} is no longer available in that quantity`;
  }
  if (d.name.trim() === '') e.name = 'Enter the recipient\'s full name';
  if (d.street.trim() === '') e.street = 'Enter a street address';
  if (d.city.trim() === '') e.city = 'Enter a city';
  if (!/^\d{5}$/.test(d.zip.trim())) e.zip = 'Enter a 5-digit ZIP code';
  if (!SHIPPING.some((m) => m.id === d.shipping)) e.shipping = 'Choose a shipping method';
  if (d.payment.trim() === '') e.payment = 'Choose a payment method';
  return e;
}

/** Place the order from the cart; returns its number, or the form's errors. */
export function placeOrder(s: MarketState, ledger: Ledger, now: number, d: CheckoutDraft): { id: string } | { errors: CheckoutErrors } {
  const errors = checkoutErrors(s, d);
  if (Object.keys(errors).length > 0) return { errors };
  const method = SHIPPING.find((m) => m.id === d.shipping)!;
  const items = s.cart.map((l: CartLine) => {
    const p = findProduct(s, l.product)!;
    p.stock -= l.qty;
    return { product: p.id, name: p.name, option: l.option, qty: l.qty, price: p.price };
  });
  const id = String(s.nextOrder++);
  const total = itemsTotal(items) + method.cost;
  const note = d.note.trim();
  s.orders.push({
    id, customer: s.me, items, shipping: method.id as ShippingMethod, shippingCost: method.cost, total, status: 'pending', placedAt: now,
    shipTo: { name: d.name.trim(), street: d.street.trim(), city: d.city.trim(), zip: d.zip.trim() }, payment: d.payment, note, refunded: 0, returns: [],
  });
  s.cart = [];
  record(ledger, now, { app: 'market', kind: 'market-order', order: id, items: items.map((i) => ({ product: i.product, option: i.option, qty: i.qty })), shipping: method.id, total, note });
  return { id };
}

// ---------------------------------------------------------------- reviews and returns

export type ReviewErrors = { stars?: string; text?: string };

export function publishReview(s: MarketState, ledger: Ledger, now: number, productId: string, stars: number, text: string): { id: string } | { errors: ReviewErrors } {
  const p = findProduct(s, productId);
  const errors: ReviewErrors = {};
  if (!(stars >= 1 && stars <= 5)) errors.stars = 'Choose a rating from 1 to 5 stars';
  if (text.trim().length < 10) errors.text = 'Write at least 10 characters';
  if (!p || Object.keys(errors).length > 0) return { errors };
  const id = `r${s.nextId++}`;
  p.reviews.push({ id, author: myself(s).name, stars, text: text.trim(), at: now });
  record(ledger, now, { app: 'market', kind: 'market-review', product: p.id, review: id, stars, text: text.trim() });
  return { id };
}

/** Lines of a delivered order of the customer's that can still be returned. */
export const returnable = (o: Order): boolean => o.status === 'delivered';

export function requestReturn(s: MarketState, ledger: Ledger, now: number, orderId: string, line: number, reason: string): string | null {
  const o = findOrder(s, orderId);
  const item = o?.items[line];
  if (!o || !item || o.customer !== s.me) return 'No such order';
  if (!returnable(o)) return 'Only delivered orders can be returned';
  if (reason === '') return 'Choose a reason';
  if (o.returns.some((r) => r.product === item.product && r.option === item.option)) return 'A return was already requested for this item';
  o.returns.push({ product: item.product, option: item.option, reason, at: now });
  record(ledger, now, { app: 'market', kind: 'market-return', order: o.id, product: item.product, reason });
  return null;
}

// ---------------------------------------------------------------- admin

export const canShip = (o: Order): boolean => o.status === 'pending' || o.status === 'processing';
export const canCancel = canShip;
export const refundable = (o: Order): number => (o.status === 'cancelled' ? 0 : o.total - o.refunded);

export function ship(s: MarketState, ledger: Ledger, now: number, orderId: string): void {
  const o = findOrder(s, orderId);
  if (!o || !canShip(o)) return;
  o.status = 'shipped';
  record(ledger, now, { app: 'market', kind: 'market-admin', action: 'ship', order: o.id, reason: '' });
}

export function cancel(s: MarketState, ledger: Ledger, now: number, orderId: string, reason: string): string | null {
  const o = findOrder(s, orderId);
  if (!o || !canCancel(o)) return 'This order can no longer be cancelled';
  if (reason.trim() === '') return 'Give a reason';
  o.status = 'cancelled';
  for (const i of o.items) { const p = findProduct(s, i.product); if (p) p.stock += i.qty; }
  record(ledger, now, { app: 'market', kind: 'market-admin', action: 'cancel', order: o.id, reason: reason.trim() });
  return null;
}

/** Refund part or all of an order; a full refund marks it refunded. Returns the refusal, or null. */
export function refund(s: MarketState, ledger: Ledger, now: number, orderId: string, amountText: string, reason: string): string | null {
  const o = findOrder(s, orderId);
  if (!o) return 'No such order';
  const amount = parsePrice(amountText);
  if (amount === null || amount <= 0) return 'Enter an amount like 12.50';
  if (amount > refundable(o)) return `At most ${(refundable(o) / 100).toFixed(2)} can be refunded`;
  if (reason.trim() === '') return 'Give a reason';
  o.refunded += amount;
  if (o.refunded >= o.total) o.status = 'refunded';
  record(ledger, now, { app: 'market', kind: 'market-refund', order: o.id, amount, reason: reason.trim() });
  return null;
}

export type ProductErrors = { price?: string; stock?: string };

/** Save the admin's edit of a product; returns the form's errors (none: saved). */
export function saveProduct(s: MarketState, id: string, d: { price: string; stock: string; enabled: boolean }): ProductErrors {
  const p = findProduct(s, id);
  const errors: ProductErrors = {};
  const price = parsePrice(d.price);
  if (price === null || price <= 0) errors.price = 'Enter a price like 24.99';
  const stock = /^\d{1,5}$/.test(d.stock.trim()) ? Number(d.stock.trim()) : null;
  if (stock === null) errors.stock = 'Enter a whole number of items';
  if (!p || Object.keys(errors).length > 0) return errors;
  if (p.price !== price) p.price = price!;
  if (p.stock !== stock) p.stock = stock!;
  if (p.enabled !== d.enabled) p.enabled = d.enabled;
  return errors;
}

// ---------------------------------------------------------------- the sales report

/** The report's rows: sales (orders not cancelled) placed between the two days, both included. */
export function salesReport(s: MarketState, from: number, to: number, by: 'month' | 'product'): { key: string; orders: number; units: number; revenue: number }[] {
  const orders = s.orders.filter((o) => isSale(o) && o.placedAt >= from && o.placedAt < to + DAY);
  const rows = new Map<string, { key: string; orders: number; units: number; revenue: number }>();
  for (const o of orders) {
    if (by === 'month') {
      const key = formatIsoDate(o.placedAt).slice(0, 7);
      const row = rows.get(key) ?? { key, orders: 0, units: 0, revenue: 0 };
      row.orders += 1;
      row.units += o.items.reduce((a, i) => a + i.qty, 0);
      row.revenue += revenueOf(o);
      rows.set(key, row);
    } else {
      for (const i of o.items) {
        const row = rows.get(i.name) ?? { key: i.name, orders: 0, units: 0, revenue: 0 };
        row.orders += 1;
        row.units += i.qty;
        row.revenue += i.qty * i.price;
        rows.set(i.name, row);
      }
    }
  }
  const list = [...rows.values()];
  return by === 'month' ? list.sort((a, b) => a.key.localeCompare(b.key)) : list.sort((a, b) => b.units - a.units || b.revenue - a.revenue || a.key.localeCompare(b.key));
}

