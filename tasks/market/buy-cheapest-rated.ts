// Ten steps and more: filter a category by rating, sort by price, buy the cheapest product with a
// given option, standard shipping and the saved card.
import { defineTask } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import { CATEGORIES, type Product } from '../../apps/market/state.ts';
import * as mk from './kit.ts';

const rated = (s: DeviceState, category: string): Product[] =>
  mk.shownProducts(s).filter((p) => p.category === category && mk.ratingOf(p) >= 4).sort((a, b) => a.price - b.price);

/** The category's cheapest product rated 4 or more, when it is in stock and no other ties its price. */
function pickFor(s: DeviceState, category: string): Product | undefined {
  const [first, second] = rated(s, category);
  return first && first.stock >= 2 && (!second || second.price > first.price) ? first : undefined;
}

export default defineTask({
  id: 'market/buy-cheapest-rated',
  apps: ['market'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const category = rng.pick(CATEGORIES.filter((c) => pickFor(world, c) !== undefined));
    const p = pickFor(world, category)!;
    const option = p.options.length > 0 ? rng.pick(p.options) : '';
    const runnerUp = rated(world, category).slice(1).find((x) => x.stock >= 2) ?? mk.shownProducts(world).find((x) => x.category === category && x.id !== p.id && x.stock >= 2)!;
    const otherOption = p.options.find((o) => o !== option) ?? '';
    return { category, id: p.id, name: p.name, option, optionLabel: p.optionLabel, otherOption, runnerUp: runnerUp.name, runnerUpOption: runnerUp.options[0] ?? '', shipping: 'standard', order: mk.nextOrders(world, 1)[0]! };
  },
  goal: (p) => `On Market, buy the cheapest product in the ${p.category} category that has a customer rating of 4 stars or more${p.option ? `, with ${p.optionLabel} "${p.option}"` : ''}: one of it, with Standard shipping, paid with the Visa card.`,
  changes: (p) => mk.buyingChanges([p.id]),
  checks: (p) => mk.orderedOne({ items: [{ product: p.id, option: p.option, qty: 1 }], shipping: 'standard', payment: 'Visa ending in 4821' }),
  oracle: mk.script(async (ui, p) => {
    await mk.start(ui);
    await ui.tap({ text: `Shop ${p.category}`, role: 'link' });
    await ui.tap({ text: '4 stars and up', role: 'link' });
    await ui.tap({ text: 'Price: low to high', role: 'link' });
    await ui.tap({ text: p.name, role: 'link' });
    await mk.addToCart(ui, p.option);
    await mk.checkout(ui, { shipping: p.shipping as 'standard' | 'express' });
  }),
  alternatives: [
    { name: 'sorts first, filters after, picks the option twice, checks the cart', run: mk.script(async (ui, p) => {
      await mk.start(ui);
      await ui.tap({ text: `Shop ${p.category}`, role: 'link' });
      await ui.tap({ text: 'Price: low to high', role: 'link' });
      await ui.tap({ text: '4 stars and up', role: 'link' });
      await ui.tap({ text: p.name, role: 'link' });
      if (p.otherOption) await ui.tap({ text: p.otherOption, role: 'radio' });
      await mk.addToCart(ui, p.option);
      await mk.checkout(ui, { shipping: 'standard' });
    }) },
    { name: 'adds two, lowers the quantity to one in the cart, then checks out', run: mk.script(async (ui, p) => {
      await mk.start(ui);
      await ui.tap({ text: `Shop ${p.category}`, role: 'link' });
      await ui.tap({ text: '4 stars and up', role: 'link' });
      await ui.tap({ text: 'Price: low to high', role: 'link' });
      await ui.tap({ text: p.name, role: 'link' });
      await mk.addToCart(ui, p.option, 2);
      await mk.openCart(ui);
      await ui.tap({ matches: /^Decrease quantity of /, role: 'button' });
      await mk.checkout(ui, { shipping: 'standard' });
    }) },
  ],
  nearMisses: [
    // The next rated product that is in stock (at seed 8 the runner-up by price is sold out).
    { name: 'buys the runner-up', run: mk.script(async (ui, p) => { await mk.openProduct(ui, p.runnerUp); await mk.addToCart(ui, p.runnerUpOption); await mk.checkout(ui, { shipping: 'standard' }); }) },
    { name: 'buys it in another option (or with store pickup when it has none)', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.name);
      await mk.addToCart(ui, p.otherOption || p.option);
      await mk.checkout(ui, { shipping: p.otherOption ? 'standard' : 'pickup' });
    }) },
    { name: 'ships it express', params: (p) => ({ ...p, shipping: 'express' }) },
    { name: 'buys two of it', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.name);
      await mk.addToCart(ui, p.option, 2);
      await mk.checkout(ui, { shipping: 'standard' });
    }) },
    { name: 'pays with PayPal', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.name);
      await mk.addToCart(ui, p.option);
      await mk.checkout(ui, { shipping: 'standard', payment: 'PayPal' });
    }) },
    { name: 'places it, then cancels it in the admin', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.name);
      await mk.addToCart(ui, p.option);
      await mk.checkout(ui, { shipping: 'standard' });
      await mk.adminOpenOrder(ui, p.order);
      await mk.adminCancel(ui, 'Customer request');
    }) },
    { name: 'adds it to the cart but never places the order', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.name);
      await mk.addToCart(ui, p.option);
    }) },
  ],
});
