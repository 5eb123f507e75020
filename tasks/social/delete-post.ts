import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as social from './kit.ts';

export default defineTask({
  id: 'social/delete-post',
  apps: ['social'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(social.uniqueMine(world), 2);
    return { id: target!.id, text: target!.text, label: social.labelOf(world, target!), otherLabel: social.labelOf(world, other!) };
  },
  goal: (p) => `Delete your Social post "${p.text}".`,
  named: (p, s) => social.namedInSocial(s, { posts: { [`your post "${p.text}"`]: p.label } }),
  changes: (p) => [removed(social.POSTS, { which: p.id })],
  checks: (p) => [expectEqual('the post is gone', false, ({ after }) => social.postOf(after, p.id) !== undefined)],
  oracle: social.script(async (ui, p) => {
    await social.openMine(ui, p.label);
    await social.postOption(ui, 'Delete post');
    await ui.tap({ text: 'Delete', role: 'button' });
  }),
  alternatives: [
    { name: 'cancels once, then deletes', run: social.script(async (ui, p) => {
      await social.openMine(ui, p.label);
      await social.postOption(ui, 'Delete post');
      await ui.tap({ text: 'Cancel', role: 'button' });
      await social.postOption(ui, 'Delete post');
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'deletes another post', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'cancels the dialog', run: social.script(async (ui, p) => {
      await social.openMine(ui, p.label);
      await social.postOption(ui, 'Delete post');
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
  ],
});
