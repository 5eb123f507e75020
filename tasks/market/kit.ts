// The Market kit: the moves an oracle makes on the site (storefront and admin), the reading helpers,
// setups and checks its templates share. The noise the judge gate plays around them is in noise.ts.
import { added, expectEqual, modified, type Check, type JudgeContext } from '../../judges/index.ts';
import { countNamed, type TrialContext } from '../define.ts';
import { effects, mayRecord } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import { SHIPPING, ratingOf, type Customer, type MarketState, type Order, type OrderStatus, type Product, type ShippingMethod } from '../../apps/market/state.ts';
import type { MarketAdminEntry, MarketOrderEntry, MarketRefundEntry, MarketReturnEntry, MarketReviewEntry } from '../../apps/market/model.ts';
import { adminOrderUrl, orderUrl, productUrl, url } from '../../apps/market/urls.ts';
import { formatMoney } from '../../apps/kit/money.ts';
import type { TaskUi } from '../ui.ts';

export { url, productUrl, orderUrl, adminOrderUrl, formatMoney, ratingOf };
export const ORDERS = 'apps.market.orders';
export const PRODUCTS = 'apps.market.products';
export const CART = 'apps.market.cart';

// ---------------------------------------------------------------- storefront moves

/** The front page, from the new-tab page's bookmark (open_app on the desktop). */
export const start = (ui: TaskUi): Promise<void> => ui.openApp('Market');

/** Search the catalogue (the header's box, then Enter). */
export async function search(ui: TaskUi, text: string): Promise<void> {
  if (!ui.has({ hint: 'Search products' })) await start(ui);
  await ui.fill({ hint: 'Search products' }, text);
  await ui.key('Enter');
}

/** Find a product by searching its name and open it. */
export async function openProduct(ui: TaskUi, name: string): Promise<void> {
  await search(ui, name);
  await ui.tap({ text: name, role: 'link' });
}

/** On a product's page: pick the option (if any), set the quantity, Add to cart. */
export async function addToCart(ui: TaskUi, option: string, qty = 1): Promise<void> {
  if (option !== '') await ui.tap({ text: option, role: 'radio' });
  if (qty !== 1) await ui.fill({ hint: 'Quantity' }, String(qty));
  await ui.tap({ text: 'Add to cart', role: 'button' });
}

export async function openCart(ui: TaskUi): Promise<void> {
  await ui.tap({ matches: /^Cart, \d+ items?$/, role: 'link' });
}

/** The shipping choice's text on the checkout page. */
export const shippingChoice = (id: ShippingMethod): string => {
  const m = SHIPPING.find((x) => x.id === id)!;
  return `${m.label} (${m.cost === 0 ? 'free' : formatMoney(m.cost)})`;
};

/** From anywhere on the storefront: the cart, checkout, the shipping method and payment, Place order. */
export async function checkout(ui: TaskUi, o: { shipping: ShippingMethod; payment?: string; note?: string; place?: boolean }): Promise<void> {
  await openCart(ui);
  await ui.tap({ text: 'Proceed to checkout', role: 'link' });
  await ui.tap({ text: shippingChoice(o.shipping), role: 'radio' });
  await ui.tap({ text: o.payment ?? 'Visa ending in 4821', role: 'radio' });
  if (o.note) await ui.fill({ hint: 'Note for the seller' }, o.note);
  if (o.place !== false) {
    await ui.scrollTo({ text: 'Place order', role: 'button' });
    await ui.tap({ text: 'Place order', role: 'button' });
  }
}

/** "My orders", then the order's row. */
export async function openMyOrder(ui: TaskUi, id: string): Promise<void> {
  if (!ui.has({ text: 'My orders', role: 'link' })) await start(ui);
  await ui.tap({ text: 'My orders', role: 'link' });
  const sel = { text: `Order #${id}`, role: 'link' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
}

/** On one of the customer's delivered orders: Request return for the line, the reason, Submit (or Cancel). */
export async function requestReturn(ui: TaskUi, product: string, reason: string, send = true): Promise<void> {
  await ui.tap({ text: `Request a return of ${product}`, role: 'button' });
  await ui.tap({ text: reason, role: 'radio' });
  await ui.tap({ text: send ? 'Submit return request' : 'Cancel', role: 'button' });
}

/** On a product's page: the review form's stars and text, Publish review. */
export async function writeReview(ui: TaskUi, stars: number, text: string, send = true): Promise<void> {
  const choice = { text: `${stars} ${stars === 1 ? 'star' : 'stars'}`, role: 'radio' };
  await ui.scrollTo(choice);
  await ui.tap(choice);
  await ui.scrollTo({ hint: 'Your review' });
  await ui.fill({ hint: 'Your review' }, text);
  if (send) {
    await ui.scrollTo({ text: 'Publish review', role: 'button' });
    await ui.tap({ text: 'Publish review', role: 'button' });
  }
}

// ---------------------------------------------------------------- admin moves

/** The admin's orders list, from the storefront's header. */
export async function openAdmin(ui: TaskUi): Promise<void> {
  if (!ui.has({ text: 'Admin', role: 'link' })) await start(ui);
  await ui.tap({ text: 'Admin', role: 'link' });
}

/** In the admin: search the orders for the number, open it. */
export async function adminOpenOrder(ui: TaskUi, id: string): Promise<void> {
  if (!ui.has({ hint: 'Search orders by number or customer' })) {
    if (ui.has({ text: 'Orders', role: 'link' })) await ui.tap({ text: 'Orders', role: 'link' });
    else await openAdmin(ui);
  }
  await ui.fill({ hint: 'Search orders by number or customer' }, id);
  await ui.key('Enter');
  await ui.tap({ text: `Order #${id}`, role: 'link' });
}

/** In the admin: the orders list filtered by status (and optionally searched for text). */
export async function adminFilter(ui: TaskUi, status: string, text = ''): Promise<void> {
  if (!ui.has({ hint: 'Search orders by number or customer' })) await openAdmin(ui);
  if (text !== '') {
    await ui.fill({ hint: 'Search orders by number or customer' }, text);
    await ui.key('Enter');
  }
  await ui.tap({ matches: new RegExp(`^${status}( \\(selected\\))?$`), role: 'link' });
}

/** On an admin order page: Ship order, then Mark as shipped (or Not now). */
export async function adminShip(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Ship order', role: 'button' });
  await ui.tap({ text: confirm ? 'Mark as shipped' : 'Not now', role: 'button' });
}

/** On an admin order page: Cancel order, the reason, then Cancel order (or Keep order) in the dialog. */
export async function adminCancel(ui: TaskUi, reason: string, confirm = true): Promise<void> {
  await ui.tap({ text: 'Cancel order', role: 'button' });
  await ui.fill({ hint: 'Reason for cancelling' }, reason);
  const buttons = ui.findAll({ text: confirm ? 'Cancel order' : 'Keep order', role: 'button' });
  await ui.tap({ text: confirm ? 'Cancel order' : 'Keep order', role: 'button', index: buttons.length - 1 });
}

/** On an admin order page: Refund, the amount and reason, Issue refund (or Close). */
export async function adminRefund(ui: TaskUi, amount: string, reason: string, confirm = true): Promise<void> {
  await ui.tap({ text: 'Refund', role: 'button' });
  await ui.fill({ hint: 'Amount, e.g. 12.50' }, amount);
  await ui.fill({ hint: 'Reason' }, reason);
  await ui.tap({ text: confirm ? 'Issue refund' : 'Close', role: 'button' });
}

/** The admin's product page, through the products list's search. */
export async function adminOpenProduct(ui: TaskUi, name: string): Promise<void> {
  if (!ui.has({ text: 'Products', role: 'link' })) await openAdmin(ui);
  await ui.tap({ text: 'Products', role: 'link' });
  await ui.fill({ hint: 'Search products by name' }, name);
  await ui.key('Enter');
  await ui.tap({ text: `Edit ${name}`, role: 'link' });
}

/** On the admin's product page: retype fields, Save product. */
export async function adminEditProduct(ui: TaskUi, edit: { price?: string; stock?: string; toggle?: boolean }, save = true): Promise<void> {
  if (edit.price !== undefined) await ui.fill({ hint: 'Price' }, edit.price);
  if (edit.stock !== undefined) await ui.fill({ hint: 'Stock' }, edit.stock);
  if (edit.toggle) await ui.tap({ text: 'Enabled in the store', role: 'checkbox' });
  if (save) await ui.tap({ text: 'Save product', role: 'button' });
}

/** The admin's customer page, through the customers list's search. */
export async function adminOpenCustomer(ui: TaskUi, name: string): Promise<void> {
  if (!ui.has({ text: 'Customers', role: 'link' })) await openAdmin(ui);
  await ui.tap({ text: 'Customers', role: 'link' });
  await ui.fill({ hint: 'Search customers' }, name);
  await ui.key('Enter');
  await ui.tap({ text: name, role: 'link' });
}

/** The sales report for a range, grouped by month or product. */
export async function adminReport(ui: TaskUi, from: string, to: string, by: 'month' | 'product'): Promise<void> {
  if (!ui.has({ text: 'Reports', role: 'link' })) await openAdmin(ui);
  await ui.tap({ text: 'Reports', role: 'link' });
  await ui.fill({ hint: 'From date' }, from);
  await ui.fill({ hint: 'To date' }, to);
  await ui.tap({ text: 'Show report', role: 'button' });
  if (by === 'product') await ui.tap({ text: 'By product', role: 'link' });
}

// ---------------------------------------------------------------- reading the state

export const market = (s: DeviceState): MarketState => s.apps.market;
export const productById = (s: DeviceState, id: string): Product | undefined => s.apps.market.products.find((p) => p.id === id);
export const orderById = (s: DeviceState, id: string): Order | undefined => s.apps.market.orders.find((o) => o.id === id);
export const customerById = (s: DeviceState, id: string): Customer | undefined => s.apps.market.customers.find((c) => c.id === id);
export const me = (s: DeviceState): Customer => customerById(s, s.apps.market.me)!;
export const customerName = (s: DeviceState, id: string): string => customerById(s, id)?.name ?? '';

/** Products the storefront shows (enabled) whose name no other product has. */
export const shownProducts = (s: DeviceState): Product[] => s.apps.market.products.filter((p) => p.enabled);

export const productsNamed = (s: DeviceState, name: string): number => countNamed('market', 'product', s.apps.market.products.map((p) => p.name), name);
export const customersNamed = (s: DeviceState, name: string): number => countNamed('market', 'customer', s.apps.market.customers.map((c) => c.name), name);

/** What a goal names on the site: `the product "N"`, `the customer N`, `order #N`. */
export function namedInMarket(s: DeviceState, what: { products?: readonly string[]; customers?: readonly string[]; orders?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.products ?? []).map((n) => [`the product "${n}"`, productsNamed(s, n)] as const),
    ...(what.customers ?? []).map((n) => [`the customer ${n}`, customersNamed(s, n)] as const),
    ...(what.orders ?? []).map((id) => [`order #${id}`, s.apps.market.orders.filter((o) => o.id === id).length] as const),
  ]);
}

/** Plant an order (setups): for the customer, `ago` hours before the clock. Returns its number. */
export function addOrder(d: DeviceState, o: { customer: string; items: { product: string; option: string; qty: number }[]; status: OrderStatus; ago: number; shipping?: ShippingMethod; note?: string }): string {
  const s = d.apps.market;
  const c = s.customers.find((x) => x.id === o.customer)!;
  const method = SHIPPING.find((m) => m.id === (o.shipping ?? 'standard'))!;
  const items = o.items.map((i) => { const p = s.products.find((x) => x.id === i.product)!; return { product: p.id, name: p.name, option: i.option, qty: i.qty, price: p.price }; });
  const id = String(s.nextOrder++);
  const total = items.reduce((a, i) => a + i.qty * i.price, 0) + method.cost;
  s.orders.push({ id, customer: c.id, items, shipping: method.id, shippingCost: method.cost, total, status: o.status, placedAt: d.os.now - o.ago * 3_600_000,
    shipTo: { name: c.name, street: c.street, city: c.city, zip: c.zip }, payment: 'Visa ending in 4821', note: o.note ?? '', refunded: 0, returns: [] });
  return id;
}

/** The order numbers a setup's planted orders get. */
export const nextOrders = (s: DeviceState, n: number): string[] => Array.from({ length: n }, (_, i) => String(s.apps.market.nextOrder + i));

// ---------------------------------------------------------------- checks

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

export const orderEntries = (ctx: Ctx) => effects<MarketOrderEntry>(ctx, 'market-order');
export const reviewEntries = (ctx: Ctx) => effects<MarketReviewEntry>(ctx, 'market-review');
export const returnEntries = (ctx: Ctx) => effects<MarketReturnEntry>(ctx, 'market-return');
export const adminEntries = (ctx: Ctx) => effects<MarketAdminEntry>(ctx, 'market-admin');
export const refundEntries = (ctx: Ctx) => effects<MarketRefundEntry>(ctx, 'market-refund');

const lineKey = (l: { product: string; option: string; qty: number }) => `${l.product}|${l.option}|${l.qty}`;

/** Exactly one order was placed, with exactly these lines (any order of lines) and this shipping method. */
export function orderedOne(want: { items: { product: string; option: string; qty: number }[]; shipping: ShippingMethod; payment: string }): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = orderEntries(ctx); return all.length === 1 ? all[0] : undefined; };
  return [
    expectEqual('exactly one order was placed', 1, (ctx) => orderEntries(ctx).length),
    expectEqual('its items are the ones the goal asks for', want.items.map(lineKey).sort(), (ctx) => one(ctx)?.items.map(lineKey).sort()),
    expectEqual(`its shipping is ${SHIPPING.find((m) => m.id === want.shipping)!.label}`, want.shipping, (ctx) => one(ctx)?.shipping),
    expectEqual(`it is paid with ${want.payment}`, want.payment, (ctx) => { const e = one(ctx); return e ? orderById(ctx.after, e.order)?.payment : undefined; }),
    // The goal names no address, so the order goes to the customer's own (the form's prefill); an
    // address retyped differently is the right order sent to the wrong place.
    expectEqual('it ships to your address', true, (ctx) => {
      const e = one(ctx); const o = e && orderById(ctx.after, e.order);
      if (!o) return undefined;
      const c = me(ctx.before);
      const key = (a: { name: string; street: string; city: string; zip: string }) => [a.name, a.street, a.city, a.zip].map((x) => x.trim().replace(/\s+/g, ' ').toLowerCase()).join('|');
      return key(o.shipTo) === key(c);
    }),
    expectEqual('it is still open (not cancelled)', true, (ctx) => { const e = one(ctx); const o = e && orderById(ctx.after, e.order); return o ? o.status !== 'cancelled' && o.status !== 'refunded' : undefined; }),
  ];
}

/** What a buying template may change: the order, the products' stock, the ledger's order entry. */
export function buyingChanges(products: readonly string[]) {
  return [added(ORDERS), modified(PRODUCTS, [...products], ['stock']), mayRecord('market-order')];
}

// ---------------------------------------------------------------- picks the gate's noise (noise.ts) shares

/** Products and customers the goal and params do not mention. */
export function bystanderProducts(ctx: TrialContext): Product[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return shownProducts(ctx.initial).filter((p) => !said.includes(p.name) && !said.includes(`"${p.id}"`) && !said.includes(p.category) && p.stock > 2);
}

export function bystanderOrders(ctx: TrialContext): Order[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return ctx.initial.apps.market.orders.filter((o) => !said.includes(o.id) && !said.includes(customerName(ctx.initial, o.customer)) && !said.includes(`"${o.customer}"`));
}

export { script } from '../ui.ts';

/** Money as an amount field takes it: "12.50". */
export const plain = (cents: number): string => (cents / 100).toFixed(2);
