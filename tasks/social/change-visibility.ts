import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as social from './kit.ts';

export default defineTask({
  id: 'social/change-visibility',
  apps: ['social'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(social.uniqueMine(world), 2);
    return { id: target!.id, text: target!.text, label: social.labelOf(world, target!), otherId: other!.id, otherLabel: social.labelOf(world, other!), visibility: 'only_me' as social.Visibility };
  },
  goal: (p) => `Make your Social post "${p.text}" visible only to you.`,
  named: (p, s) => social.namedInSocial(s, { posts: { [`your post "${p.text}"`]: p.label } }),
  setup: (d, p) => {
    for (const id of [p.id, p.otherId]) d.apps.social.posts.find((x) => x.id === id)!.visibility = 'public';
  },
  changes: (p) => [modified(social.POSTS, p.id, ['visibility', 'edited']), mayRecord('post', (e) => e.post === p.id && e.edit === true)],
  checks: (p) => [expectEqual('only you can see it', 'only_me', ({ after }) => social.postOf(after, p.id)?.visibility)],
  oracle: social.script(async (ui, p) => {
    await social.openMine(ui, p.label);
    await social.postOption(ui, 'Change visibility');
    await ui.tap({ text: social.VISIBILITY_LABEL[p.visibility], role: 'button' });
  }),
  alternatives: [
    { name: 'through Edit post, then Save', run: social.script(async (ui, p) => {
      await social.openMine(ui, p.label);
      await social.postOption(ui, 'Edit post');
      await social.chooseVisibility(ui, p.visibility);
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'changes another post', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'Followers instead', params: (p) => ({ ...p, visibility: 'followers' as const }) },
    { name: 'deletes it instead', run: social.script(async (ui, p) => {
      await social.openMine(ui, p.label);
      await social.postOption(ui, 'Delete post');
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
  ],
});
