import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as social from './kit.ts';

/** On a profile the owner follows: Following, then Unfollow (or Cancel) in the dialog. */
async function unfollow(ui: Parameters<typeof social.start>[0], confirm = true): Promise<void> {
  await ui.tap({ text: 'Following', role: 'button' });
  await ui.tap({ text: confirm ? 'Unfollow' : 'Cancel', role: 'button' });
}

export default defineTask({
  id: 'social/unfollow-account',
  apps: ['social'],
  difficulty: 1,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [a, b] = rng.sample(social.uniqueAccounts(world), 2);
    return { id: a!.id, name: a!.name, otherId: b!.id, other: b!.name };
  },
  goal: (p) => `Unfollow ${p.name} on Social.`,
  named: (p, s) => social.namedInSocial(s, { people: [p.name] }),
  setup: (d, p) => {
    for (const id of [p.id, p.otherId]) d.apps.social.accounts.find((a) => a.id === id)!.following = true;
  },
  changes: (p) => [modified(social.ACCOUNTS, p.id, ['following', 'followers'])],
  checks: (p) => [expectEqual(`you no longer follow ${p.name}`, false, ({ after }) => after.apps.social.accounts.find((a) => a.id === p.id)?.following)],
  oracle: social.script(async (ui, p) => { await social.openProfile(ui, p.name); await unfollow(ui); }),
  alternatives: [
    { name: 'cancels the first time, then unfollows', run: social.script(async (ui, p) => { await social.openProfile(ui, p.name, 'Enter'); await unfollow(ui, false); await unfollow(ui); }) },
  ],
  nearMisses: [
    { name: 'unfollows someone else', params: (p) => ({ ...p, name: p.other }) },
    { name: 'cancels the dialog', run: social.script(async (ui, p) => { await social.openProfile(ui, p.name); await unfollow(ui, false); }) },
  ],
});
