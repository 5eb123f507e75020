// Cross-site: read a product's price on Market, then post it on Forum in a frame: a title given
// whole and the text "Now $<price> on Market".
import { defineTask } from '../define.ts';
import { added, expectEqual, frame, matchFrame, sameName, shown } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { nameRule } from '../define.ts';
import * as mk from '../market/kit.ts';
import * as fm from '../forum/kit.ts';

const FRAME = frame('Now PRICE on Market', 'PRICE', { type: 'number', unit: 'dollars', symbol: '$' });
const FORUM_OF: Record<string, string> = { Kitchen: 'homecooking', Outdoor: 'hiking' };

export default defineTask({
  id: 'cross/market-forum-price-post',
  apps: ['market', 'forum'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const p = rng.pick(mk.shownProducts(world).filter((x) => FORUM_OF[x.category] !== undefined));
    const other = rng.pick(mk.shownProducts(world).filter((x) => x.price !== p.price));
    return { id: p.id, name: p.name, price: p.price, forum: FORUM_OF[p.category]!, title: `${p.name} deal`, otherPrice: other.price };
  },
  goal: (p) => `On Market, look up the price of "${p.name}". Then on Forum, create a post in f/${p.forum} titled "${p.title}" whose text is "${shown(FRAME)}", with the price as Market shows it.`,
  named: (p, s) => ({ ...mk.namedInMarket(s, { products: [p.name] }), ...fm.namedInForum(s, { forums: [p.forum] }) }),
  changes: () => [added(fm.POSTS), mayRecord('forum-post')],
  checks: (p) => {
    const one = (ctx: Parameters<typeof fm.postedEntries>[0]) => { const all = fm.postedEntries(ctx); return all.length === 1 ? all[0] : undefined; };
    return [
      expectEqual('exactly one post was published', 1, (ctx) => fm.postedEntries(ctx).length),
      expectEqual(`it is in f/${p.forum}`, p.forum, (ctx) => one(ctx)?.forum),
      expectEqual(`its title is "${p.title}"`, true, (ctx) => { const e = one(ctx); return e ? sameName(nameRule('forum', 'title'), e.title, p.title) : undefined; }),
      expectEqual(`its text reads "${shown(FRAME)}" with ${mk.formatMoney(p.price)} in the slot`, true, (ctx) => { const e = one(ctx); const post = e && fm.postById(ctx.after, e.post); return post ? matchFrame(FRAME, p.price / 100, post.body).passed : undefined; }),
    ];
  },
  oracle: fm.script(async (ui, p) => {
    await mk.openProduct(ui, p.name);
    await fm.submit(ui, { forum: p.forum, title: p.title, body: shown(FRAME, mk.formatMoney(p.price)) });
  }),
  alternatives: [
    { name: "reads the price in the catalogue's search, writes it without the dollar sign", run: fm.script(async (ui, p) => {
      await mk.search(ui, p.name);
      await fm.submit(ui, { forum: p.forum, title: p.title, body: shown(FRAME, (p.price / 100).toFixed(2)) });
    }) },
  ],
  nearMisses: [
    { name: "another product's price", params: (p) => ({ ...p, price: p.otherPrice }) },
    { name: 'posts it in another forum', params: (p) => ({ ...p, forum: p.forum === 'hiking' ? 'homecooking' : 'hiking' }) },
    { name: 'the price alone as the text', run: fm.script(async (ui, p) => { await mk.openProduct(ui, p.name); await fm.submit(ui, { forum: p.forum, title: p.title, body: mk.formatMoney(p.price) }); }) },
  ],
});
