// Food: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { addTip, addToCart, clearCart, placeOrder, rateOrder, removeAddress, toggleFavorite } from '../../apps/food/model.ts';
import { arrivalOf, groupsOf, orderDate, sortOrders, type Order, type Restaurant } from '../../apps/food/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { activeOrder, addDish, checkout, mentioned, openOrders, openRestaurant, orderable, quantityFor } from './kit.ts';

/** Restaurants the goal and params do not mention (by name or id), and not the one of the order on its way. */
function bystanders(ctx: TrialContext): Restaurant[] {
  const said = mentioned(ctx);
  const active = activeOrder(ctx.initial).restaurantId;
  return ctx.initial.apps.food.restaurants.filter((r) => r.id !== active && !said(r.name) && !said(`"${r.id}"`));
}

/** A delivered order from a bystander, unrated, for browsing and for the rating damage. */
function pastOrder(ctx: TrialContext, unrated: boolean): Order | undefined {
  const ids = new Set(bystanders(ctx).map((r) => r.id));
  return sortOrders(ctx.initial.apps.food.orders).find((o) => ids.has(o.restaurantId) && arrivalOf(o) < ctx.initial.os.now && (!unrated || o.rating === null)
    && !mentioned(ctx)(`"${o.id}"`));
}

/** The label of an order's row in the Orders tab ("Thai Orchid, Feb 12, 19:05"). */
const rowLabel = (o: Order, now: number) => `${o.restaurant}, ${orderDate(o.placedAt, now)}`;

/** The extra order of the damage: a dish without options from an open bystander, enough of it for the minimum, to Home, no tip. */
function extraOrder(ctx: TrialContext): { restaurant: Restaurant; itemId: string; name: string; quantity: number } {
  const ids = new Set(orderable(ctx.initial).map((r) => r.id));
  const restaurant = bystanders(ctx).find((r) => ids.has(r.id) && r.menu.some((i) => groupsOf(i).length === 0))!;
  const item = restaurant.menu.find((i) => groupsOf(i).length === 0)!;
  return { restaurant, itemId: item.id, name: item.name, quantity: quantityFor(restaurant, item, []) };
}

/** A saved address the goal does not name (the last one when it names them all: deleting any is damage). */
const spareAddress = (ctx: TrialContext) => ctx.initial.apps.food.addresses.find((a) => !mentioned(ctx)(a.label)) ?? ctx.initial.apps.food.addresses.at(-1)!;

const home = (d: DeviceState) => d.apps.food.addresses.find((a) => a.label === 'Home')!;

export const noise: AppNoise = {
  browse: {
    // Looking around changes nothing: an old order, a restaurant's page and its reviews.
    run: async (ui, ctx) => {
      await ui.launch('Food');
      const past = pastOrder(ctx, false);
      if (past) {
        await ui.tap({ text: 'Orders', role: 'tab' });
        await ui.scrollTo({ text: rowLabel(past, ctx.initial.os.now), role: 'button' });
        await ui.tap({ text: rowLabel(past, ctx.initial.os.now), role: 'button' });
        await ui.back();
        await ui.tap({ text: 'Home', role: 'tab' });
      }
      const r = bystanders(ctx)[0]!;
      await ui.scrollTo({ text: r.name, role: 'button' });
      await ui.tap({ text: r.name, role: 'button' });
      await ui.tap({ matches: /^Reviews \(\d+\)$/, role: 'button' });
      await ui.back();
      await ui.back();
      await ui.close('Food');
    },
    apply: () => {},
  },
  damage: [
    { name: 'favourites an unrelated restaurant', run: async (ui, ctx) => {
      const r = bystanders(ctx).find((x) => !ctx.initial.apps.food.favorites.includes(x.id))!;
      await ui.launch('Food');
      await openRestaurant(ui, r.name);
      await ui.tap({ text: 'Add to favourites', role: 'button' });
    }, apply: (d, ctx) => {
      toggleFavorite(d.apps.food, bystanders(ctx).find((x) => !ctx.initial.apps.food.favorites.includes(x.id))!.id);
    } },
    { name: 'deletes a saved address the task does not name', run: async (ui, ctx) => {
      await ui.launch('Food');
      await ui.tap({ text: 'Account', role: 'tab' });
      await ui.tap({ text: `Delete address ${spareAddress(ctx).label}`, role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }, apply: (d, ctx) => removeAddress(d.apps.food, spareAddress(ctx).id) },
    { name: 'places an extra order', run: async (ui, ctx) => {
      const x = extraOrder(ctx);
      await ui.launch('Food');
      await openRestaurant(ui, x.restaurant.name);
      await addDish(ui, { name: x.name, options: [], quantity: x.quantity });
      await checkout(ui, { address: 'Home', tip: { chip: 'No tip' } });
    }, apply: (d, ctx) => {
      const x = extraOrder(ctx);
      clearCart(d.apps.food);
      addToCart(d.apps.food, x.restaurant.id, x.itemId, [], x.quantity, d.os.now);
      placeOrder(d.apps.food, d.os.ledger, { addressId: home(d).id, tip: 0, instructions: '' }, d.os.now);
    } },
    { name: 'rates an unrelated past order', run: async (ui, ctx) => {
      const o = pastOrder(ctx, true)!;
      await ui.launch('Food');
      await openOrders(ui);
      await ui.scrollTo({ text: rowLabel(o, ctx.initial.os.now), role: 'button' });
      await ui.tap({ text: rowLabel(o, ctx.initial.os.now), role: 'button' });
      await ui.scrollTo({ text: '1 star', role: 'radio' });
      await ui.tap({ text: '1 star', role: 'radio' });
    }, apply: (d, ctx) => void rateOrder(d.apps.food, pastOrder(ctx, true)!.id, 1, d.os.now) },
    { name: 'adds a tip to the order on its way', run: async (ui, ctx) => {
      const o = activeOrder(ctx.initial);
      await ui.launch('Food');
      await openOrders(ui);
      await ui.tap({ text: rowLabel(o, ctx.initial.os.now), role: 'button' });
      await ui.scrollTo({ text: 'Add tip', role: 'button' });
      await ui.tap({ text: 'Add tip', role: 'button' });
      await ui.tap({ text: '$2', role: 'radio' });
      await ui.tap({ text: 'Tip $2.00', role: 'button' });
    }, apply: (d, ctx) => void addTip(d.apps.food, d.os.ledger, activeOrder(ctx.initial).id, 200, d.os.now) },
  ],
};
