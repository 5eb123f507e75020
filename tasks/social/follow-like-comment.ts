// Multi-step: find a person, follow them, like their newest post and comment on it (9+ actions:
// People search, the name, the profile, Follow, the post, Like, the comment, Post comment).
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as social from './kit.ts';

const POSTS = ['Just moved to the neighbourhood, say hi!', 'Opening my pottery studio next month', 'Back on here after a long break'] as const;
const COMMENTS = ['Welcome!', 'Great to see you here', 'Looking forward to it'] as const;

export default defineTask({
  id: 'social/follow-like-comment',
  apps: ['social'],
  difficulty: 3,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const a = rng.pick(social.uniqueAccounts(world).filter((x) => x.contact !== null));
    const text = rng.pick(POSTS) as string;
    const [id] = social.nextIds(world, 1);
    return { id: id!, account: a.id, name: a.name, text, label: `${a.name}: ${text}`, comment: rng.pick(COMMENTS) as string, like: true as boolean };
  },
  goal: (p) => `On Social, follow ${p.name}, then like their newest post and comment "${p.comment}" on it.`,
  named: (p, s) => social.namedInSocial(s, { people: [p.name] }),
  setup: (d, p) => {
    d.apps.social.accounts.find((a) => a.id === p.account)!.following = false;
    social.addPost(d, p.account, p.text, 35);
  },
  changes: (p) => [modified(social.ACCOUNTS, p.account, ['following', 'followers']), modified(social.POSTS, p.id, ['likedBy']), ...social.commentRules(p.id)],
  checks: (p) => [
    expectEqual(`you follow ${p.name}`, true, ({ after }) => after.apps.social.accounts.find((a) => a.id === p.account)?.following),
    social.likedBy(p.id, true),
    ...social.commentedText(p.id, p.comment),
  ],
  oracle: social.script(async (ui, p) => {
    await social.openProfile(ui, p.name);
    await ui.tap({ text: 'Follow', role: 'button' });
    await ui.tap({ text: p.label, role: 'button' });
    if (p.like) await social.like(ui);
    await social.comment(ui, p.comment);
  }),
  alternatives: [
    { name: 'comments first (with Enter), then likes', run: social.script(async (ui, p) => {
      await social.openProfile(ui, p.name, 'Enter');
      await ui.tap({ text: 'Follow', role: 'button' });
      await ui.tap({ text: p.label, role: 'button' });
      await social.comment(ui, p.comment, 'Enter');
      await social.like(ui);
    }) },
  ],
  nearMisses: [
    { name: 'forgets the like', params: (p) => ({ ...p, like: false }) },
    { name: 'likes and comments without following', run: social.script(async (ui, p) => {
      await social.openProfile(ui, p.name);
      await ui.tap({ text: p.label, role: 'button' });
      await social.like(ui);
      await social.comment(ui, p.comment);
    }) },
  ],
});
