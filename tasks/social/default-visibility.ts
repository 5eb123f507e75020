import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import * as social from './kit.ts';

export default defineTask({
  id: 'social/default-visibility',
  apps: ['social'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng }) => {
    const [target, wrong] = rng.sample(['followers', 'only_me'] as const, 2);
    return { target: target!, wrong: wrong!, pick: target! as social.Visibility };
  },
  goal: (p) => (p.target === 'followers' ? 'In Social, make new posts visible to your followers only by default.' : 'In Social, make new posts visible only to you by default.'),
  setup: (d) => { d.apps.social.defaultVisibility = 'public'; },
  changes: (p) => [changedTo('apps.social.defaultVisibility', p.target)],
  checks: (p) => [expectEqual(`new posts are for ${social.VISIBILITY_LABEL[p.target]}`, p.target, ({ after }) => after.apps.social.defaultVisibility)],
  oracle: social.script(async (ui, p) => {
    await social.start(ui);
    await ui.tap({ text: 'Settings', role: 'button' });
    await ui.tap({ text: social.VISIBILITY_LABEL[p.pick], role: 'button' });
  }),
  alternatives: [
    { name: 'picks the wrong one first, then the right one', run: social.script(async (ui, p) => {
      await social.start(ui);
      await ui.tap({ text: 'Settings', role: 'button' });
      await ui.tap({ text: social.VISIBILITY_LABEL[p.wrong], role: 'button' });
      await ui.tap({ text: social.VISIBILITY_LABEL[p.target], role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'picks the other one', params: (p) => ({ ...p, pick: p.wrong }) },
    { name: 'sets it on a new post instead of the default', run: social.script(async (ui, p) => {
      await social.start(ui);
      await ui.tap({ text: 'New post', role: 'button' });
      await social.chooseVisibility(ui, p.target);
      await ui.back();
    }) },
  ],
});
