import { defineTask } from '../define.ts';
import { nameRule } from '../define.ts';
import { CATEGORIES, inStock, listPrice, type Product } from '../../apps/shop/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { TaskUi } from '../ui.ts';
import * as shop from './kit.ts';

type P = { category: string; categoryName: string; rating: number; ratingLabel: string; otherRatingLabel: string; hidden: string; lowRated: string };

const LABEL = (rating: number) => `${rating} stars & up`;

/** What the goal asks for, in a state: the products of the category with the rating, in stock, cheapest first. */
const fitting = (s: DeviceState, p: Pick<P, 'category' | 'rating'>) =>
  s.apps.shop.products.filter((x) => x.category === p.category && x.rating >= p.rating && inStock(x)).sort((a, b) => listPrice(a) - listPrice(b));

/**
 * A category and a rating whose cheapest fitting product is cheaper than every other by a dollar
 * at least, and two products the setup makes cheaper still: one out of stock (rated well enough)
 * and one rated below the bar (in stock). Reading the list without one of the filters gives them,
 * and so does the other rating filter: with "4 stars & up" the decoy is rated 3 or more, and with
 * "3 stars & up" the answer itself is rated under 4.
 */
function pick(rng: Rng, world: DeviceState): P {
  for (const category of rng.shuffle(CATEGORIES)) {
    for (const rating of rng.shuffle([4, 3])) {
      const list = fitting(world, { category: category.id, rating });
      if (list.length < 4 || listPrice(list[1]!) - listPrice(list[0]!) < 100 || listPrice(list[0]!) < 400) continue;
      if (rating === 3 && list[0]!.rating >= 4) continue;
      const ofCategory = world.apps.shop.products.filter((x) => x.category === category.id);
      const hidden = ofCategory.find((x) => x.rating >= rating && x.id !== list[0]!.id);
      const lowRated = ofCategory.find((x) => x.rating < rating && x.rating >= rating - 1 && inStock(x));
      if (!hidden || !lowRated) continue;
      return { category: category.id, categoryName: category.name, rating, ratingLabel: LABEL(rating), otherRatingLabel: LABEL(7 - rating), hidden: hidden.id, lowRated: lowRated.id };
    }
  }
  throw new Error('no category fits');
}

/** The category's list with the rating and in-stock filters, sorted by price (either filter can be left out), and the top row read. */
async function cheapest(ui: TaskUi, p: P, filters: { rating?: boolean; stock?: boolean; sort?: string } = {}): Promise<string> {
  await shop.home(ui);
  await ui.tap({ text: p.categoryName, role: 'button' });
  await ui.tap({ text: 'Filters', role: 'button' });
  if (filters.rating ?? true) await ui.tap({ text: p.ratingLabel, role: 'radio' });
  if (filters.stock ?? true) await ui.tap({ text: 'In stock only', role: 'switch' });
  await ui.tap({ role: 'button', matches: /^Show \d+ results?$/ });
  await ui.tap({ text: 'Sort', role: 'button' });
  await ui.tap({ text: filters.sort ?? 'Price: low to high', role: 'radio' });
  return shop.firstResult(ui);
}

export default defineTask({
  id: 'shop/query-cheapest',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => pick(rng, world),
  // The two decoys become the cheapest of the category: one sold out, one rated below the bar.
  setup: (d, p) => {
    const answer = fitting(d, p)[0]!;
    const under = (x: Product, by: number) => { for (const v of x.variants) v.price = Math.max(99, listPrice(answer) - by); };
    const hidden = d.apps.shop.products.find((x) => x.id === p.hidden)!;
    under(hidden, 200);
    for (const v of hidden.variants) v.stock = 0;
    under(d.apps.shop.products.find((x) => x.id === p.lowRated)!, 300);
  },
  goal: (p) => `Which is the cheapest product in Shop's ${p.categoryName} category that is in stock and rated ${p.rating} stars or more?`,
  named: (p, initial) => {
    const list = fitting(initial, p);
    return { 'the cheapest such product': list.filter((x) => listPrice(x) === listPrice(list[0]!)).length };
  },
  checks: () => [],
  answer: {
    spec: { type: 'name', what: "the product's name", rule: nameRule('shop', 'product') },
    expected: (p, before) => fitting(before, p)[0]!.name,
    candidates: (p, before) => before.apps.shop.products.filter((x) => x.category === p.category).map((x) => x.name),
  },
  oracle: async (ui, p) => ui.answer(await cheapest(ui, p)),
  alternatives: [
    { name: 'sorts first, then sets the filters', run: async (ui, p) => {
      await shop.home(ui);
      await ui.tap({ text: p.categoryName, role: 'button' });
      await ui.tap({ text: 'Sort', role: 'button' });
      await ui.tap({ text: 'Price: low to high', role: 'radio' });
      await ui.tap({ text: 'Filters', role: 'button' });
      await ui.tap({ text: p.ratingLabel, role: 'radio' });
      await ui.tap({ text: 'In stock only', role: 'switch' });
      await ui.tap({ role: 'button', matches: /^Show \d+ results?$/ });
      await ui.answer(shop.firstResult(ui));
    } },
    { name: 'opens the product to check it, then answers with its name in capitals', run: async (ui, p) => {
      const name = await cheapest(ui, p);
      await ui.tap({ text: name, role: 'button' });
      await ui.answer(name.toUpperCase());
    } },
  ],
  nearMisses: [
    { name: 'leaves out the in-stock filter', run: async (ui, p) => ui.answer(await cheapest(ui, p, { stock: false })) },
    { name: 'leaves out the rating filter', run: async (ui, p) => ui.answer(await cheapest(ui, p, { rating: false })) },
    { name: 'sorts the wrong way and answers the dearest', run: async (ui, p) => ui.answer(await cheapest(ui, p, { sort: 'Price: high to low' })) },
    { name: 'filters by the other rating', params: (p) => ({ ...p, ratingLabel: p.otherRatingLabel }) },
  ],
});
