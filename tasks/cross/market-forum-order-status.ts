// Cross-site: a Forum post asks where a Market order is. Look the order up in Market's admin and
// answer on the post with a comment in a frame: "Order #<n>: <status>".
import { defineTask } from '../define.ts';
import { added, expectEqual, frame, matchFrame, shown } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { STATUSES, statusLabel } from '../../apps/market/state.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as mk from '../market/kit.ts';
import * as fm from '../forum/kit.ts';

const frameFor = (order: string) => frame(`Order #${order}: STATUS`, 'STATUS', { type: 'choice', options: STATUSES.map((s) => s.label) });

export default defineTask({
  id: 'cross/market-forum-order-status',
  apps: ['market', 'forum'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const orders = mk.market(world).orders.filter((o) => o.status === 'processing' || o.status === 'shipped' || o.status === 'delivered');
    const o = rng.pick(orders);
    const otherStatus = rng.pick(STATUSES.filter((s) => s.id !== o.status)).label;
    const forum = rng.pick(fm.forum(world).forums).name;
    const [post] = fm.nextIds(world, 1, 'p');
    return { order: o.id, label: statusLabel(o.status), otherStatus, forum, post: post!, title: `Where is my Market order #${o.id}?`, author: rng.pick(USER_NAMES) as string };
  },
  goal: (p) => `You run the Market shop. On Forum, the post "${p.title}" asks about an order. Look the order up in Market's admin, then comment on that post "${shown(frameFor(p.order))}" with the order's status as the admin shows it.`,
  named: (p, s) => ({ ...fm.namedInForum(s, { posts: [p.title] }), ...mk.namedInMarket(s, { orders: [p.order] }) }),
  setup: (d, p) => void fm.addPost(d, { forum: p.forum, title: p.title, body: 'Ordered a while ago and the tracking page says nothing. Can someone from the shop check?', author: p.author, ago: 45, score: 3 }),
  changes: (p) => [added(fm.commentsOf(p.post)), mayRecord('forum-comment')],
  checks: (p) => {
    const one = (ctx: Parameters<typeof fm.commentEntries>[0]) => { const all = fm.commentEntries(ctx); return all.length === 1 ? all[0] : undefined; };
    return [
      expectEqual('exactly one comment was written', 1, (ctx) => fm.commentEntries(ctx).length),
      expectEqual('it is on the post the goal names, answering the post', `${p.post}/null`, (ctx) => { const e = one(ctx); return e ? `${e.post}/${e.parent}` : undefined; }),
      expectEqual(`it reads "${shown(frameFor(p.order))}" with ${p.label} in the slot`, true, (ctx) => { const e = one(ctx); return e ? matchFrame(frameFor(p.order), p.label, e.body).passed : undefined; }),
      expectEqual('it is still there', true, (ctx) => { const e = one(ctx); return e ? fm.postById(ctx.after, e.post)?.comments.some((c) => c.id === e.comment) === true : undefined; }),
    ];
  },
  oracle: fm.script(async (ui, p) => {
    await fm.openPost(ui, p.title);
    await mk.openAdmin(ui);
    await mk.adminOpenOrder(ui, p.order);
    await fm.openPost(ui, p.title);
    await fm.comment(ui, shown(frameFor(p.order), p.label));
  }),
  alternatives: [
    { name: 'looks the order up first, goes to the post by its forum, writes the status in lower case', run: fm.script(async (ui, p) => {
      await ui.goto(mk.adminOrderUrl(p.order));
      await fm.openPostInForum(ui, p.forum, p.title);
      await fm.comment(ui, shown(frameFor(p.order), p.label.toLowerCase()));
    }) },
  ],
  nearMisses: [
    { name: 'another status', params: (p) => ({ ...p, label: p.otherStatus }) },
    { name: 'the status without the frame', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, p.label); }) },
    { name: 'comments twice', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, shown(frameFor(p.order), p.label)); await fm.comment(ui, 'Hope that helps!'); }) },
  ],
});
