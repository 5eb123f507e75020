import { defineTask } from '../define.ts';
import { expectThat, modified, sameTyped } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as social from './kit.ts';

// A post of the owner's with a slip in it; the goal gives the corrected text.
const FIXES = [
  { was: 'Cant wait for the weekend', now: "Can't wait for the weekend" },
  { was: 'Best burger in town at Joes', now: "Best burger in town at Joe's" },
  { was: 'Sunset at the the pier', now: 'Sunset at the pier' },
  { was: 'Finaly finished the marathon training plan', now: 'Finally finished the marathon training plan' },
] as const;

export default defineTask({
  id: 'social/edit-post',
  apps: ['social'],
  difficulty: 2,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const fix = rng.pick(FIXES);
    const other = rng.pick(social.uniqueMine(world));
    const [id] = social.nextIds(world, 1);
    return { id: id!, was: fix.was as string, now: fix.now as string, label: `You: ${fix.was}`, otherLabel: social.labelOf(world, other) };
  },
  goal: (p) => `Edit your Social post "${p.was}" so that it reads "${p.now}".`,
  named: (p, s) => social.namedInSocial(s, { posts: { [`your post "${p.was}"`]: p.label } }),
  setup: (d, p) => { social.addPost(d, social.ME, p.was, 180, { visibility: 'followers' }); },
  changes: (p) => [modified(social.POSTS, p.id, ['text', 'edited']), mayRecord('post', (e) => e.post === p.id && e.edit === true)],
  checks: (p) => [
    expectThat<DeviceState, unknown>(`the post reads "${p.now}"`, p.now, ({ after }) => social.postOf(after, p.id)?.text, (t) => sameTyped(t, p.now)),
    social.keptAudience(p.id),
  ],
  oracle: social.script(async (ui, p) => {
    await social.openMine(ui, p.label);
    await social.postOption(ui, 'Edit post');
    await ui.fill({ hint: "What's on your mind?" }, p.now);
    await ui.tap({ text: 'Save', role: 'button' });
  }),
  alternatives: [
    { name: 'saves a wrong text first, then edits again', run: social.script(async (ui, p) => {
      await social.openMine(ui, p.label);
      await social.postOption(ui, 'Edit post');
      await ui.fill({ hint: "What's on your mind?" }, `${p.now} x`);
      await ui.tap({ text: 'Save', role: 'button' });
      await social.postOption(ui, 'Edit post');
      await ui.fill({ hint: "What's on your mind?" }, p.now);
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'edits another post', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'leaves the slip in', params: (p) => ({ ...p, now: `${p.now}!!` }) },
    { name: 'shows it to the public for a moment, then saves the edit for followers again', run: social.script(async (ui, p) => {
      await social.openMine(ui, p.label);
      await social.postOption(ui, 'Change visibility');
      await ui.tap({ text: 'Public', role: 'button' });
      await social.postOption(ui, 'Edit post');
      await ui.fill({ hint: "What's on your mind?" }, p.now);
      await social.chooseVisibility(ui, 'followers');
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
    { name: 'deletes it and posts the text anew', run: social.script(async (ui, p) => {
      await social.openMine(ui, p.label);
      await social.postOption(ui, 'Delete post');
      await ui.tap({ text: 'Delete', role: 'button' });
      await social.compose(ui, { text: p.now, visibility: 'followers' });
    }) },
  ],
});
