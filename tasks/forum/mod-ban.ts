import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as fm from './kit.ts';

export default defineTask({
  id: 'forum/mod-ban',
  apps: ['forum'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [f, g] = fm.moderated(world);
    const authors = [...new Set(fm.forum(world).posts.filter((p) => p.forum === f!.name && p.author !== fm.me(world)).map((p) => p.author))].filter((a) => !f!.moderators.includes(a));
    const [user, other] = rng.sample(authors, 2);
    return { forum: f!.name, id: f!.id, otherForum: g!.name, user: user!, other: other! };
  },
  goal: (p) => `You moderate f/${p.forum} on Forum. Ban the user ${p.user} from it.`,
  named: (p, s) => fm.namedInForum(s, { forums: [p.forum], users: [p.user] }),
  changes: (p) => [modified(fm.FORUMS, p.id, ['banned']), mayRecord('forum-mod')],
  checks: (p) => [
    expectEqual('exactly one moderator action was taken', 1, (ctx) => fm.modEntries(ctx).length),
    expectEqual(`who is banned from f/${p.forum}`, [p.user], ({ after }) => fm.forumByName(after, p.forum)?.banned ?? null),
  ],
  oracle: fm.script(async (ui, p) => { await fm.openModTools(ui, p.forum); await fm.banInTools(ui, p.user); }),
  alternatives: [
    { name: 'types the name with u/ in front', run: fm.script(async (ui, p) => { await fm.openModTools(ui, p.forum); await fm.banInTools(ui, `u/${p.user}`); }) },
    { name: 'cancels the confirmation once, then bans', run: fm.script(async (ui, p) => { await fm.openModTools(ui, p.forum); await fm.banInTools(ui, p.user, false); await ui.tap({ text: 'Ban user', role: 'button' }); await ui.tap({ text: 'Ban', role: 'button' }); }) },
  ],
  nearMisses: [
    { name: 'bans another user', params: (p) => ({ ...p, user: p.other }) },
    { name: 'bans them from the other forum', params: (p) => ({ ...p, forum: p.otherForum }) },
    { name: 'cancels the confirmation', run: fm.script(async (ui, p) => { await fm.openModTools(ui, p.forum); await fm.banInTools(ui, p.user, false); }) },
  ],
});
