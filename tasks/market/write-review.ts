// Publish a review of a product the customer bought: the stars and the text the goal gives.
import { defineTask } from '../define.ts';
import { added, expectEqual, sameTyped } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as mk from './kit.ts';

const TEXTS = ['Sturdy and well made, I use it every day.', 'Good value but the colour is a bit duller than the photos.', 'Arrived quickly and works exactly as described.', 'Nice, although smaller than I expected.'] as const;

export default defineTask({
  id: 'market/write-review',
  apps: ['market'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const s = mk.market(world);
    const bought = new Set(s.orders.filter((o) => o.customer === s.me && o.status === 'delivered').flatMap((o) => o.items.map((i) => i.product)));
    const [p, other] = rng.sample(mk.shownProducts(world).filter((x) => bought.has(x.id)), 2);
    const stars = rng.int(2, 5);
    return { id: p!.id, name: p!.name, stars, text: rng.pick(TEXTS) as string, other: other!.name, otherId: other!.id };
  },
  goal: (p) => `On Market, publish a ${p.stars}-star review of "${p.name}" that reads "${p.text}"`,
  named: (p, s) => mk.namedInMarket(s, { products: [p.name] }),
  changes: (p) => [added(`${mk.PRODUCTS}[${p.id}].reviews`), mayRecord('market-review')],
  checks: (p) => [
    expectEqual('exactly one review was published', 1, (ctx) => mk.reviewEntries(ctx).length),
    expectEqual(`it is on "${p.name}"`, p.id, (ctx) => mk.reviewEntries(ctx)[0]?.product),
    expectEqual(`it gives ${p.stars} stars`, p.stars, (ctx) => mk.reviewEntries(ctx)[0]?.stars),
    expectEqual(`it reads "${p.text}"`, true, (ctx) => { const e = mk.reviewEntries(ctx)[0]; return e ? sameTyped(e.text, p.text) : undefined; }),
  ],
  oracle: mk.script(async (ui, p) => { await mk.openProduct(ui, p.name); await mk.writeReview(ui, p.stars, p.text); }),
  alternatives: [
    { name: 'sends without stars first (refused), then picks them', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.name);
      await ui.scrollTo({ hint: 'Your review' });
      await ui.fill({ hint: 'Your review' }, `"${p.text}"`);
      await ui.scrollTo({ text: 'Publish review', role: 'button' });
      await ui.tap({ text: 'Publish review', role: 'button' });
      await ui.scrollTo({ text: `${p.stars} stars`, role: 'radio' }, 'down');
      await ui.tap({ text: `${p.stars} stars`, role: 'radio' });
      await ui.scrollTo({ text: 'Publish review', role: 'button' });
      await ui.tap({ text: 'Publish review', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'one star less', params: (p) => ({ ...p, stars: p.stars - 1 }) },
    { name: 'a typo in the text', params: (p) => ({ ...p, text: p.text.replace('e', 'a') }) },
    { name: 'reviews another product', params: (p) => ({ ...p, name: p.other }) },
    { name: 'writes it but never publishes', run: mk.script(async (ui, p) => { await mk.openProduct(ui, p.name); await mk.writeReview(ui, p.stars, p.text, false); }) },
  ],
});
