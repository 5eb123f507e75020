import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as social from './kit.ts';

export default defineTask({
  id: 'social/follow-account',
  apps: ['social'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [a, b] = rng.sample(social.uniqueAccounts(world), 2);
    return { id: a!.id, name: a!.name, otherId: b!.id, other: b!.name };
  },
  goal: (p) => `Follow ${p.name} on Social.`,
  named: (p, s) => social.namedInSocial(s, { people: [p.name] }),
  setup: (d, p) => {
    // Two accounts the owner does not follow (the seed may follow every account).
    for (const id of [p.id, p.otherId]) d.apps.social.accounts.find((a) => a.id === id)!.following = false;
  },
  changes: (p) => [modified(social.ACCOUNTS, p.id, ['following', 'followers'])],
  checks: (p) => [expectEqual(`you follow ${p.name}`, true, ({ after }) => after.apps.social.accounts.find((a) => a.id === p.id)?.following)],
  oracle: social.script(async (ui, p) => { await social.openProfile(ui, p.name); await ui.tap({ text: 'Follow', role: 'button' }); }),
  alternatives: [
    { name: 'finds them with Enter in the search, in lower case', run: social.script(async (ui, p) => { await social.openProfile(ui, p.name.toLowerCase(), 'Enter'); await ui.tap({ text: 'Follow', role: 'button' }); }) },
  ],
  nearMisses: [
    { name: 'follows someone else', params: (p) => ({ ...p, name: p.other }) },
    { name: 'follows, then unfollows', run: social.script(async (ui, p) => {
      await social.openProfile(ui, p.name);
      await ui.tap({ text: 'Follow', role: 'button' });
      await ui.tap({ text: 'Following', role: 'button' });
      await ui.tap({ text: 'Unfollow', role: 'button' });
    }) },
  ],
});
