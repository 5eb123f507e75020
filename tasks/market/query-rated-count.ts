// Query (count): how many products of one category the store shows with a customer rating of R
// stars or more (the catalogue's category and rating filters, then the count above the list).
import { defineTask } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import { CATEGORIES } from '../../apps/market/state.ts';
import * as mk from './kit.ts';

const THRESHOLDS = [4, 3, 2] as const;
const inCategory = (s: DeviceState, c: string) => mk.shownProducts(s).filter((p) => p.category === c);
const ratedIn = (s: DeviceState, c: string, r: number) => inCategory(s, c).filter((p) => mk.ratingOf(p) >= r).length;
const ratedAll = (s: DeviceState, r: number) => mk.shownProducts(s).filter((p) => mk.ratingOf(p) >= r).length;
/** The (category, threshold) pairs whose answer no slip gives: another threshold, no rating filter,
 *  every category, and no product hidden from the store (disabled) that would count in the admin. */
function fits(s: DeviceState): { category: string; rating: number }[] {
  return CATEGORIES.flatMap((category) => THRESHOLDS.map((rating) => ({ category, rating }))).filter(({ category, rating }) => {
    const n = ratedIn(s, category, rating);
    const slips = [...THRESHOLDS.filter((r) => r !== rating).map((r) => ratedIn(s, category, r)), inCategory(s, category).length, ratedAll(s, rating)];
    const hidden = mk.market(s).products.some((p) => !p.enabled && p.category === category && mk.ratingOf(p) >= rating);
    return n >= 1 && !slips.includes(n) && !hidden;
  });
}

/** The pairs whose count no other (category, threshold) pair of this world has: the oracle run with
 *  another seed's goal (another category or threshold) then reads another number here. */
const alone = (s: DeviceState, ok: { category: string; rating: number }[]) =>
  ok.filter(({ category, rating }) => CATEGORIES.every((c) => THRESHOLDS.every((r) => (c === category && r === rating) || ratedIn(s, c, r) !== ratedIn(s, category, rating))));

/** When no pair of this world is alone (above): products of the other categories to take out of the
 *  store, one by one, until no other category has the pair's count at any threshold; [] when that
 *  would bring the whole store's count at R down to the answer. */
function hiding(s: DeviceState, category: string, rating: number): string[] {
  const n = ratedIn(s, category, rating);
  const hide: string[] = [];
  const count = (c: string, r: number) => inCategory(s, c).filter((p) => !hide.includes(p.id) && mk.ratingOf(p) >= r).length;
  for (let k = 0; k < 40; k++) {
    const clash = CATEGORIES.flatMap((c) => THRESHOLDS.map((r) => ({ c, r }))).find(({ c, r }) => c !== category && count(c, r) === n);
    if (!clash) break;
    const out = inCategory(s, clash.c).filter((p) => !hide.includes(p.id) && mk.ratingOf(p) >= clash.r).sort((a, b) => mk.ratingOf(a) - mk.ratingOf(b) || a.id.localeCompare(b.id))[0];
    if (!out) return [];
    hide.push(out.id);
  }
  const all = mk.shownProducts(s).filter((p) => !hide.includes(p.id) && mk.ratingOf(p) >= rating).length;
  return all === n ? [] : hide;
}

export default defineTask({
  id: 'market/query-rated-count',
  apps: ['market'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // A pair alone in this world if there is one, else any that fits (the setup then makes it alone).
    // The cards draw a rating's whole stars (3.6 as three), so counting the stars drawn and using the
    // filter give the same count.
    const fit = fits(world);
    const ok = [alone(world, fit), fit].find((x) => x.length > 0) ?? [];
    const { category, rating } = rng.pick(ok.length > 0 ? ok : [{ category: CATEGORIES[0] as string, rating: 4 }]);
    const hide = hiding(world, category, rating);
    const other = rng.pick(THRESHOLDS.filter((r) => r !== rating && ratedIn(world, category, r) !== ratedIn(world, category, rating)).concat(THRESHOLDS.filter((r) => r !== rating)));
    return { category, rating, other, hide };
  },
  // Products of other categories taken out of the store, so that no other category has this count at
  // any threshold (see hiding).
  setup: (d, p) => { for (const x of d.apps.market.products) if (p.hide.includes(x.id)) x.enabled = false; },
  goal: (p) => `On Market, how many products in the ${p.category} category have a customer rating of ${p.rating} stars or more?`,
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['products', 'product'] },
    expected: (p, before) => ratedIn(before, p.category, p.rating),
    candidates: (p, before) => [...new Set([
      ...THRESHOLDS.map((r) => ratedIn(before, p.category, r)),
      inCategory(before, p.category).length,
      ratedAll(before, p.rating),
      inCategory(before, p.category).filter((x) => mk.ratingOf(x) > p.rating).length,
      // Stars drawn rounded, as the cards once did (3.6 as four).
      inCategory(before, p.category).filter((x) => Math.round(mk.ratingOf(x)) >= p.rating).length,
    ].map(String))],
  },
  oracle: async (ui, p) => {
    await mk.start(ui);
    await ui.tap({ text: `Shop ${p.category}`, role: 'link' });
    await ui.tap({ text: `${p.rating} stars and up`, role: 'link' });
    await ui.answer(Number(/^(\d+) products?$/.exec(ui.find({ matches: /^\d+ products?$/ })!.text)![1]));
  },
  alternatives: [
    { name: 'filters by rating from All products first, tries another threshold, then the category; answers with the noun', run: async (ui, p) => {
      await mk.start(ui);
      await ui.tap({ text: 'All products', role: 'link' });
      await ui.tap({ text: `${p.other} stars and up`, role: 'link' });
      await ui.tap({ text: `${p.rating} stars and up`, role: 'link' });
      // The filters' category link (the header's one, first on the page, drops the rating filter).
      await ui.tap({ text: p.category, role: 'link', index: ui.findAll({ text: p.category, role: 'link' }).length - 1 });
      await ui.answer(ui.find({ matches: /^\d+ products?$/ })!.text);
    } },
    { name: 'opens the filtered catalogue by its address, sorted by rating', run: async (ui, p) => {
      await ui.goto(mk.url('/search', { category: p.category, rating: String(p.rating), sort: 'rating' }));
      await ui.answer(ui.find({ matches: /^\d+ products?$/ })!.text);
    } },
  ],
  nearMisses: [
    { name: 'answers for another threshold', params: (p) => ({ ...p, rating: p.other }) },
    { name: 'forgets the rating filter: the whole category', run: async (ui, p) => {
      await mk.start(ui);
      await ui.tap({ text: `Shop ${p.category}`, role: 'link' });
      await ui.answer(ui.find({ matches: /^\d+ products?$/ })!.text);
    } },
    { name: 'forgets the category: every category at that rating', run: async (ui, p) => {
      await ui.goto(mk.url('/search', { rating: String(p.rating) }));
      await ui.answer(ui.find({ matches: /^\d+ products?$/ })!.text);
    } },
  ],
});
