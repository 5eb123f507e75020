// The Food kit: the moves an oracle makes in the app, the readers its templates pick params with,
// and the checks they share. Orders and tips are payments, judged from the ledger (tasks/ledger.ts).
// The noise the judge gate plays around its templates is in noise.ts.
import { added, expectEqual, expectThat, sameName, sameTyped, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import { effects, mayRecord } from '../ledger.ts';
import { OPTION_GROUPS } from '../../apps/food/catalogue.ts';
import { arrivalOf, findItem, formatPrice, groupsOf, isActive, minutesOfDay, sortOrders, unitPrice, type MenuItem, type Order, type Restaurant } from '../../apps/food/state.ts';
import type { FoodOrderEntry, FoodTipEntry } from '../../apps/food/model.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { TIME_OF_DAY } from '../../apps/kit/time.ts';

export { script } from '../ui.ts';
export { formatPrice };

export const ORDERS = 'apps.food.orders';
export const ADDRESSES = 'apps.food.addresses';
export const FAVORITES = 'apps.food.favorites';

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

// ---------------------------------------------------------------- reading the world

export const restaurantById = (s: DeviceState, id: string): Restaurant => s.apps.food.restaurants.find((r) => r.id === id)!;
export const restaurantsNamed = (s: DeviceState, name: string): Restaurant[] => s.apps.food.restaurants.filter((r) => sameName(nameRule('food', 'restaurant'), r.name, name));

/**
 * Restaurants a template may send an order to: open now, and for the next four hours, so that no
 * trial (nor a slow agent) meets a closed kitchen.
 */
export function orderable(world: DeviceState): Restaurant[] {
  const m = minutesOfDay(world.os.now);
  return world.apps.food.restaurants.filter((r) => r.opens <= m && r.closes >= m + 240);
}

/** Dishes with at least one required choice (a size, a spice level...). */
export const withChoices = (r: Restaurant): MenuItem[] => r.menu.filter((i) => groupsOf(i).some((g) => g.required));

/** One choice for every required group of the dish. */
export const requiredChoices = (rng: Rng, item: MenuItem): string[] => groupsOf(item).filter((g) => g.required).map((g) => rng.pick(g.choices).name);

/** Another choice of the same required group as the first of `options` (a near miss's wrong size). */
export function otherChoice(item: MenuItem, options: readonly string[]): string[] {
  const g = groupsOf(item).find((x) => x.required && x.choices.some((c) => c.name === options[0]))!;
  const other = g.choices.find((c) => !options.includes(c.name))!.name;
  return [other, ...options.slice(1)];
}

/** "(Size: Large; Extra toppings: Olives, Mushrooms)": the options as a goal names them, by group in the menu's order. */
export function optionPhrase(item: MenuItem, options: readonly string[]): string {
  const parts = groupsOf(item).map((g) => {
    const chosen = g.choices.filter((c) => options.includes(c.name)).map((c) => c.name);
    return chosen.length > 0 ? `${g.name}: ${chosen.join(', ')}` : '';
  }).filter((p) => p !== '');
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

/** A dish as a goal and a check name it. */
export type DishSpec = {
  name: string;
  options: string[];
  quantity: number;
};

/** "2 Pad Thai (Protein: Chicken; Spice level: Hot)" */
export const dishPhrase = (item: MenuItem, d: DishSpec): string => `${d.quantity} ${d.name}${optionPhrase(item, d.options)}`;

/** "2 Pad Thai (…) and 1 Spring Rolls" */
export function dishesPhrase(r: Restaurant, dishes: readonly DishSpec[]): string {
  const parts = dishes.map((d) => dishPhrase(r.menu.find((i) => i.name === d.name)!, d));
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** An open restaurant and one of its dishes with a choice for each required option, as much of it as the minimum order needs. */
export function pickDish(rng: Rng, world: DeviceState) {
  const r = rng.pick(orderable(world).filter((x) => withChoices(x).length > 0));
  const item = rng.pick(withChoices(r));
  const options = requiredChoices(rng, item);
  return { restaurant: r.name, restaurantId: r.id, dish: item.name, options, quantity: quantityFor(r, item, options), phrase: optionPhrase(item, options) };
}

/**
 * An open restaurant whose two newest orders held different dishes (the older one is the near
 * miss), the newest one delivered when `delivered`: its name, id, both orders' dishes and the
 * newest one's delivery instructions.
 */
export function pickReorder(rng: Rng, world: DeviceState, delivered: boolean) {
  const r = rng.pick(orderable(world).filter((x) => {
    const [latest, older] = ordersFrom(world, x.id);
    return latest && older && (!delivered || arrivalOf(latest) < world.os.now) && !sameDishes(dishesOf(latest), dishesOf(older));
  }));
  const [latest, older] = ordersFrom(world, r.id) as [Order, Order];
  return { restaurant: r.name, restaurantId: r.id, orderId: latest.id, dishes: dishesOf(latest), olderDishes: dishesOf(older), instructions: latest.instructions };
}

/** What a goal that says "your latest order from <restaurant>" names: the orders that tie for newest. */
export function latestNamed(initial: DeviceState, restaurantId: string, restaurant: string): Record<string, number> {
  const orders = ordersFrom(initial, restaurantId);
  return { [`the latest order from ${restaurant}`]: orders.filter((o) => o.placedAt === orders[0]?.placedAt).length };
}

/** What an order had, as dishes. */
export const dishesOf = (o: Order): DishSpec[] => o.items.map((l) => ({ name: l.name, options: [...l.options], quantity: l.quantity }));

/** How many of one dish a restaurant's minimum order needs (at least one). */
export function quantityFor(r: Restaurant, item: MenuItem, options: readonly string[]): number {
  return Math.max(1, Math.ceil(r.minimumOrder / unitPrice(item, options)));
}

/** Orders from a restaurant, newest first. */
export const ordersFrom = (s: DeviceState, restaurantId: string): Order[] => sortOrders(s.apps.food.orders.filter((o) => o.restaurantId === restaurantId));

/** The order on its way at the start (every world has one). */
export const activeOrder = (s: DeviceState): Order => s.apps.food.orders.find((o) => isActive(o, s.os.now))!;

/** The dishes of two orders, told apart as a bag (name, options as a set, quantities summed). */
export function dishBag(dishes: readonly { name: string; options: readonly string[]; quantity: number }[]): Record<string, number> {
  const bag: Record<string, number> = {};
  for (const d of dishes) {
    const key = `${d.name} [${[...d.options].sort().join(', ')}]`;
    bag[key] = (bag[key] ?? 0) + d.quantity;
  }
  return Object.fromEntries(Object.entries(bag).sort(([a], [b]) => a.localeCompare(b)));
}

export const sameDishes = (a: readonly DishSpec[], b: readonly DishSpec[]): boolean => JSON.stringify(dishBag(a)) === JSON.stringify(dishBag(b));

/** "HH:MM" of an order's estimated arrival. */
export const arrivalClock = (o: Order): string => {
  const t = arrivalOf(o);
  const m = minutesOfDay(t);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Which role a choice's control has: a one-of group's radio or an extras group's checkbox (the same for every group with that name). */
const roleOfChoice = (name: string): 'radio' | 'checkbox' =>
  Object.values(OPTION_GROUPS).some((g) => g.max === 1 && g.choices.some((c) => c.name === name)) ? 'radio' : 'checkbox';

/** Everything a goal and its params say, to keep bystanders out of it. */
export function mentioned(ctx: { goal: string; params: unknown }): (text: string) => boolean {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return (text: string) => said.includes(text);
}

// ---------------------------------------------------------------- moves

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SEARCH = { hint: 'Search restaurants or dishes' };

/** Open Food at its feed: the Home tab, or the app started afresh when it was left deeper (an order's page). */
export async function openFeed(ui: TaskUi): Promise<void> {
  await ui.openApp('Food');
  if (ui.has(SEARCH)) return;
  if (ui.has({ text: 'Home', role: 'tab' })) await ui.tap({ text: 'Home', role: 'tab' });
  else await ui.launch('Food');
}

/** Open Food, search a restaurant's name and open its page. */
export async function openRestaurant(ui: TaskUi, name: string, query = name): Promise<void> {
  await openFeed(ui);
  await ui.fill(SEARCH, query);
  await ui.tap({ text: name, role: 'button' });
}

/** The other way in: open Food and scroll the feed to the restaurant's card. */
export async function openRestaurantFromFeed(ui: TaskUi, name: string): Promise<void> {
  await openFeed(ui);
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** On a dish's page: tap a choice (scrolling to it). */
export async function choose(ui: TaskUi, option: string): Promise<void> {
  const sel = { text: option, role: roleOfChoice(option) };
  await ui.scrollTo(sel);
  await ui.tap(sel);
}

/** On a restaurant's page: open the dish, choose its options, set the quantity, Add to cart (starting a new cart if asked). */
export async function addDish(ui: TaskUi, d: DishSpec, options: { newCart?: boolean } = {}): Promise<void> {
  await ui.scrollTo({ text: d.name, role: 'button' });
  await ui.tap({ text: d.name, role: 'button' });
  for (const o of d.options) await choose(ui, o);
  if (d.quantity > 1) await ui.scrollTo({ text: 'Increase quantity', role: 'button' });
  for (let i = 1; i < d.quantity; i++) await ui.tap({ text: 'Increase quantity', role: 'button' });
  await ui.tap({ text: 'Add to cart', role: 'button' });
  if (ui.has({ text: 'New cart', role: 'button' })) await ui.tap({ text: options.newCart === false ? 'Cancel' : 'New cart', role: 'button' });
}

/** How the checkout's tip is given: a chip ('$3'), or Other with an amount typed. */
export function tipInput(cents: number): { chip: string } | { other: string } {
  const chips: Record<number, string> = { 0: 'No tip', 200: '$2', 300: '$3', 500: '$5' };
  return chips[cents] !== undefined ? { chip: chips[cents]! } : { other: (cents / 100).toFixed(2) };
}

export interface CheckoutSpec {
  /** The saved address's label (Home is chosen already). */
  address: string;
  tip: { chip: string } | { other: string };
  instructions?: string;
  /** Press Place order (default), or stop at the checkout. */
  place?: boolean;
}

/** From the cart (opened here from the cart bar unless it is on screen): checkout, its choices, Place order. */
export async function checkout(ui: TaskUi, c: CheckoutSpec): Promise<void> {
  if (!ui.has({ text: 'Go to checkout', role: 'button' })) await ui.tap({ text: 'View cart', role: 'button' });
  await ui.tap({ text: 'Go to checkout', role: 'button' });
  if (c.address !== 'Home') {
    await ui.scrollTo({ text: c.address, role: 'radio' });
    await ui.tap({ text: c.address, role: 'radio' });
  }
  if (c.instructions) await ui.fill({ hint: 'e.g. Leave it at the door' }, c.instructions);
  if ('chip' in c.tip) {
    if (c.tip.chip !== 'No tip') {
      await ui.scrollTo({ text: c.tip.chip, role: 'radio' });
      await ui.tap({ text: c.tip.chip, role: 'radio' });
    }
  } else {
    await ui.scrollTo({ text: 'Other', role: 'radio' });
    await ui.tap({ text: 'Other', role: 'radio' });
    await ui.fill({ hint: '0.00' }, c.tip.other);
  }
  if (c.place !== false) await ui.tap({ text: 'Place order', role: 'button' });
}

/** The whole order: the restaurant's page, each dish, checkout. */
export async function order(ui: TaskUi, restaurant: string, dishes: readonly DishSpec[], c: CheckoutSpec): Promise<void> {
  await openRestaurant(ui, restaurant);
  for (const d of dishes) await addDish(ui, d);
  await checkout(ui, c);
}

/** Open Food at the Orders tab. */
export async function openOrders(ui: TaskUi): Promise<void> {
  await ui.openApp('Food');
  if (!ui.has({ text: 'Orders', role: 'tab' })) await ui.launch('Food');
  await ui.tap({ text: 'Orders', role: 'tab' });
}

/** A row of the Orders tab: its label is "<restaurant>, <when>". */
export const orderRow = (restaurant: string, index = 0) => ({ role: 'button', matches: new RegExp(`^${escape(restaurant)}, `), index });

/**
 * Open a restaurant's order: its newest (the first row with its name: active ones first, then the
 * past, newest first), or the one `index` rows of that restaurant further down. Two rows of one
 * restaurant may be screens apart, so each row's label is noted as the list scrolls on.
 */
export async function openOrder(ui: TaskUi, restaurant: string, index = 0): Promise<void> {
  await openOrders(ui);
  const row = orderRow(restaurant);
  const labels: string[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    for (const el of ui.tree()) if (el.role === row.role && row.matches.test(el.text) && !labels.includes(el.text)) labels.push(el.text);
    if (labels.length > index) return void (await ui.tap({ text: labels[index]!, role: row.role }));
    const view = await ui.act({ type: 'swipe', direction: 'up', distance: 500, coords: 'norm1000' });
    if (view.last_action.note === 'nothing scrolled') break;
  }
  await ui.tap(orderRow(restaurant, index)); // not there: fails, naming the row and what is on screen
}

/** The Orders tab: the arrival time ("10:42") on the row of the newest order from a restaurant ("Preparing · Arrives 10:42"). */
export async function arrivalOnRow(ui: TaskUi, restaurant: string): Promise<string> {
  await openOrders(ui);
  const row = await ui.scrollTo(orderRow(restaurant));
  const tree = ui.tree();
  const arrives = new RegExp(` · Arrives (${TIME_OF_DAY})$`);
  const line = tree.slice(tree.indexOf(row) + 1, tree.indexOf(row) + 5).find((e) => arrives.test(e.text));
  if (!line) throw new Error(`the newest order from ${restaurant} has no arrival time on its row`);
  return arrives.exec(line.text)![1]!;
}

/**
 * The time at the end of the line on screen that reads `head` and then a time ("Estimated arrival "
 * + "10:42"), as the screen writes it ("10:42", "10:42 AM"). `head` is a pattern's source.
 */
export function timeAfter(ui: TaskUi, head: string): string {
  const line = new RegExp(`^${head}(${TIME_OF_DAY})$`);
  return line.exec(ui.read({ matches: line }))![1]!;
}

/** On an order's page: Reorder (replacing the cart if it asks); the cart opens. */
export async function reorder(ui: TaskUi): Promise<void> {
  await ui.scrollTo({ text: 'Reorder', role: 'button' });
  await ui.tap({ text: 'Reorder', role: 'button' });
  if (ui.has({ text: 'Replace', role: 'button' })) await ui.tap({ text: 'Replace', role: 'button' });
}

/** The Orders tab, the newest order from a restaurant (or an older one), Reorder, and checkout with these choices. */
export async function reorderTo(ui: TaskUi, restaurant: string, index: number, c: CheckoutSpec): Promise<void> {
  await openOrder(ui, restaurant, index);
  await reorder(ui);
  await checkout(ui, c);
}

/** On an order's page: Add tip, Other, the amount typed ("5", "4.50"), confirm (a payment, charged now). */
export async function addTipLater(ui: TaskUi, amount: string): Promise<void> {
  await ui.scrollTo({ text: 'Add tip', role: 'button' });
  await ui.tap({ text: 'Add tip', role: 'button' });
  await ui.tap({ text: 'Other', role: 'radio' });
  await ui.fill({ hint: '0.00' }, amount);
  await ui.tap({ matches: /^Tip \$/, role: 'button' });
}

/** Read a line's value on screen: the text right after the element whose text is `label`. */
export function valueAfter(ui: TaskUi, label: string): string {
  const tree = ui.tree();
  const i = tree.findIndex((e) => e.text === label);
  if (i < 0) throw new Error(`no "${label}" on screen`);
  return tree[i + 1]!.text;
}

// ---------------------------------------------------------------- checks

/** The orders the episode placed, oldest first, from the ledger (whatever the Orders tab shows). */
export const placedOrders = (ctx: Ctx): FoodOrderEntry[] => effects<FoodOrderEntry>(ctx, 'food-order');
/** The tips added to placed orders. */
export const addedTips = (ctx: Ctx): FoodTipEntry[] => effects<FoodTipEntry>(ctx, 'food-tip');

/**
 * Placing an order: its ledger entry and its record in the Orders tab, and tips added to it on its
 * page after it was placed (a tip forgotten at checkout and added right after is the same tip;
 * `placedOne` counts them with the order's, and a tip to any other order is refused there and by
 * the diff, as that order's record changes).
 */
export const orderChanges = (): ChangeRule[] => [mayRecord('food-order'), mayRecord('food-tip'), added(ORDERS)];

export interface OrderSpec {
  restaurant: string;
  dishes: readonly DishSpec[];
  /** Cents. */
  tip: number;
  addressLabel: string;
  /**
   * The delivery instructions as typed ('' for none), or the ones a goal lets the agent choose
   * between (a reorder: none, as the Reorder button leaves them, or the reordered order's own).
   */
  instructions?: string | readonly string[];
}

/** The instructions a reorder may carry: none, or those of the order it repeats. */
export const reorderInstructions = (previous: string): string[] => (previous === '' ? [''] : ['', previous]);

const sameInstructions = (typed: string, wanted: string): boolean => (wanted === '' ? typed === '' : sameTyped(typed, wanted));

function instructionsName(wanted: readonly string[]): string {
  const say = (w: string) => (w === '' ? 'none' : `"${w}"`);
  if (wanted.length === 1) return wanted[0] === '' ? 'it has no delivery instructions' : `its delivery instructions read "${wanted[0]}"`;
  return `its delivery instructions are ${wanted.map(say).join(' or ')}`;
}

/** Exactly one order was placed (the ledger), from this restaurant, with these dishes and options, this tip, to this address, with these instructions. */
export function placedOne(want: OrderSpec): Check<DeviceState>[] {
  const one = (ctx: Ctx) => {
    const all = placedOrders(ctx);
    return all.length === 1 ? all[0] : undefined;
  };
  const instructions = typeof want.instructions === 'string' || want.instructions === undefined ? [want.instructions ?? ''] : want.instructions;
  // The order's tip: what was chosen at checkout and what was added on its page after.
  const tipOf = (ctx: Ctx) => {
    const o = one(ctx);
    return o ? o.tip + addedTips(ctx).filter((t) => t.order === o.order).reduce((n, t) => n + t.amount, 0) : undefined;
  };
  return [
    expectEqual('exactly one order was placed', 1, (ctx) => placedOrders(ctx).length),
    expectEqual(`it is from ${want.restaurant}`, want.restaurant, (ctx) => one(ctx)?.restaurant),
    expectEqual('its dishes, options and quantities are the ones asked for', dishBag(want.dishes), (ctx) => { const o = one(ctx); return o ? dishBag(o.items) : undefined; }),
    expectEqual(`the tip is ${formatPrice(want.tip)}`, want.tip, tipOf),
    expectEqual('no tip was added to another order', 0, (ctx) => addedTips(ctx).filter((t) => t.order !== one(ctx)?.order).length),
    expectThat(`it goes to ${want.addressLabel}`, want.addressLabel, (ctx) => one(ctx)?.addressLabel, (label) => label !== undefined && sameName(nameRule('food', 'address'), label, want.addressLabel)),
    expectThat(instructionsName(instructions), instructions.length === 1 ? instructions[0] : instructions, (ctx) => one(ctx)?.instructions,
      (text) => text !== undefined && instructions.some((w) => sameInstructions(text, w))),
  ];
}

/** Nothing was paid: no order placed and no tip added (the high-risk templates' ledger check, beside the refusal). */
export const paidNothing = (): Check<DeviceState>[] => [
  expectEqual('no order was placed', 0, (ctx) => placedOrders(ctx).length),
  expectEqual('no tip was added', 0, (ctx) => addedTips(ctx).length),
];

/** Whether a dish's name picks one dish on a restaurant's menu. */
export const dishNamed = (r: Restaurant, name: string): number => r.menu.filter((i) => sameName(nameRule('food', 'dish'), i.name, name)).length;

/** The menu item a spec names. */
export const itemOf = (r: Restaurant, name: string): MenuItem => r.menu.find((i) => i.name === name)!;

export { findItem };
export type { MenuItem, Order, Restaurant };
