// As a moderator, remove a planted post that breaks one of the forum's rules, with that rule as the
// reason. The post makes the rule plain; the goal does not name it.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as fm from './kit.ts';

/** Per forum: a post breaking one rule (the rule as the forum writes it). */
const VIOLATIONS: Record<string, { title: string; body: string; rule: string }> = {
  houseplants: { title: 'Rare plants for sale, 40% off at my shop', body: 'Visit my online shop for cheap rare plants. Use my discount code before Friday!', rule: 'No selling or self-promotion' },
  cycling: { title: 'Selling my carbon road bike, DM me', body: 'Size 56, barely used, 1,200 or best offer. Message me for pictures.', rule: 'No bike sales or ads' },
  homecooking: { title: 'Read my blog for 50 recipes', body: 'Click through to my blog for all the recipes, new posts every day, please subscribe.', rule: 'No blog spam' },
  boardgames: { title: 'Trading my whole collection for cash', body: 'Forty games, all sleeved. Send offers, local pickup only.', rule: 'No sales or trades' },
  personalfinance: { title: 'Get 50 free with my sign-up link', body: 'Sign up to this bank with my referral link and we both get a bonus.', rule: 'No referral links' },
  hiking: { title: 'Shortcut: skip the trail and climb the gully', body: 'No need for ropes or a helmet, just scramble up the loose gully after the rain, it saves an hour.', rule: 'No dangerous advice' },
  photography: { title: 'Cheap prints, order from my studio today', body: 'Professional prints at half price, advertise your photos with my studio banner.', rule: 'No watermarks or ads' },
  localnews: { title: 'Who knows the best pizza in Naples, Italy?', body: 'Going on holiday there next month, where should I eat?', rule: 'Local topics only' },
};

export default defineTask({
  id: 'forum/mod-remove',
  apps: ['forum'],
  difficulty: 3,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const f = rng.pick(fm.moderated(world));
    const v = VIOLATIONS[f.name]!;
    const otherRule = rng.pick(f.rules.filter((r) => r !== v.rule));
    const other = rng.pick(fm.uniquePosts(world).filter((p) => p.forum === f.name && !p.pinned));
    const [id] = fm.nextIds(world, 1, 'p');
    return { forum: f.name, id: id!, title: v.title, body: v.body, rule: v.rule, otherRule, author: rng.pick(USER_NAMES), other: other.title, otherId: other.id };
  },
  goal: (p) => `You moderate f/${p.forum} on Forum. The post "${p.title}" breaks one of the forum's rules: remove it, with that rule as the reason.`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  setup: (d, p) => void fm.addPost(d, { forum: p.forum, title: p.title, body: p.body, author: p.author, ago: 35, score: 2 }),
  changes: (p) => [modified(fm.POSTS, p.id, ['removed']), mayRecord('forum-mod')],
  checks: (p) => [
    expectEqual('exactly one moderator action was taken', 1, (ctx) => fm.modEntries(ctx).length),
    expectEqual('it removed the post the goal names', p.id, (ctx) => { const e = fm.modEntries(ctx)[0]; return e?.action === 'remove' ? e.post : undefined; }),
    expectEqual('the reason is the rule it breaks', p.rule, ({ after }) => fm.postById(after, p.id)?.removed ?? null),
  ],
  oracle: fm.script(async (ui, p) => { await fm.openModTools(ui, p.forum); await fm.removeInTools(ui, p.title, p.rule); }),
  alternatives: [
    { name: 'reads the post first, picks a wrong rule, changes it, then removes', run: fm.script(async (ui, p) => {
      await fm.openPost(ui, p.title);
      await ui.goto(fm.url(`/f/${p.forum}/mod`));
      const sel = { text: `Remove "${p.title}"`, role: 'button' };
      await ui.scrollTo(sel);
      await ui.tap(sel);
      await ui.tap({ text: p.otherRule, role: 'radio' });
      await ui.tap({ text: p.rule, role: 'radio' });
      await ui.tap({ text: 'Remove post', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'removes it for another rule', params: (p) => ({ ...p, rule: p.otherRule }) },
    { name: 'removes another post', params: (p) => ({ ...p, title: p.other }) },
    { name: 'cancels the removal', run: fm.script(async (ui, p) => { await fm.openModTools(ui, p.forum); await fm.removeInTools(ui, p.title, p.rule, false); }) },
    { name: 'removes it and bans its author', run: fm.script(async (ui, p) => { await fm.openModTools(ui, p.forum); await fm.removeInTools(ui, p.title, p.rule); await ui.scrollTo({ hint: 'Username' }, 'down'); await fm.banInTools(ui, p.author); }) },
  ],
});
