import { defineTask } from '../define.ts';
import { sameTyped } from '../../judges/index.ts';
import * as social from './kit.ts';
import type { TaskUi } from '../ui.ts';

const TEXTS = ['Garage sale this Saturday from 9, everything must go', 'Looking for a good plumber, any recommendations?', 'Lost a blue umbrella at the library yesterday', 'Free moving boxes to anyone who wants them'] as const;

/**
 * The composer with the text and the picker's first (newest) Gallery photo, posted; the photo removed
 * before Post when `removed`. Returns the post's row name.
 */
async function withNewestPhoto(ui: TaskUi, p: { text: string; visibility: social.Visibility }, removed: boolean): Promise<string> {
  await social.start(ui);
  await ui.tap({ text: 'New post', role: 'button' });
  await ui.fill({ hint: "What's on your mind?" }, p.text);
  await ui.tap({ text: 'Add photo', role: 'button' });
  const photo = ui.find({ matches: /^Photo /, role: 'button' })?.text ?? '';
  await ui.tap({ text: photo, role: 'button' });
  if (removed) await ui.tap({ text: 'Remove photo', role: 'button' });
  await social.chooseVisibility(ui, p.visibility);
  await ui.tap({ text: 'Post', role: 'button' });
  return removed ? `You: ${p.text}` : `You: ${photo} ${p.text}`;
}

export default defineTask({
  id: 'social/create-post',
  apps: ['social'],
  difficulty: 2,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const text = rng.pick(TEXTS) as string;
    // The owner's newest post (the top of My profile), kept to Only me: showing it to everyone along the way is a leak.
    const other = social.uniqueMine(world)[0]!;
    return { text, visibility: 'public' as social.Visibility, otherId: other.id, otherLabel: social.labelOf(world, other) };
  },
  goal: (p) => `Post "${p.text}" on Social for everyone to see.`,
  // New posts start as Followers only here: the post must be made public by hand.
  setup: (d, p) => {
    d.apps.social.defaultVisibility = 'followers';
    d.apps.social.posts.find((x) => x.id === p.otherId)!.visibility = 'only_me';
  },
  changes: () => social.postRules(),
  checks: (p) => social.postedOne(null, [
    { what: `it reads "${p.text}"`, test: (e) => sameTyped(e.text, p.text) && e.photo === null },
    { what: 'it is public', test: (e) => e.visibility === 'public' },
  ]),
  oracle: social.script((ui, p) => social.compose(ui, { text: p.text, visibility: p.visibility })),
  // The post deleted after the oracle's work: it went out, but it is no longer up.
  undo: async (ui, p) => {
    await social.openMine(ui, `You: ${p.text}`);
    await social.postOption(ui, 'Delete post');
    await ui.tap({ text: 'Delete', role: 'button' });
  },
  alternatives: [
    { name: 'adds a Gallery photo in the composer and removes it before posting', run: social.script(async (ui, p) => { await withNewestPhoto(ui, p, true); }) },
    { name: 'posts it for followers, then makes it public from the post', run: social.script(async (ui, p) => {
      await social.compose(ui, { text: p.text });
      await social.openMine(ui, `You: ${p.text}`);
      await social.postOption(ui, 'Change visibility');
      await ui.tap({ text: 'Public', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'leaves it for followers only', params: (p) => ({ ...p, visibility: 'followers' as const }) },
    { name: 'a word left out', params: (p) => ({ ...p, text: p.text.split(' ').slice(0, -1).join(' ') }) },
    { name: 'posts it, and shows an Only me post of yours to everyone for a moment', run: social.script(async (ui, p) => {
      await social.compose(ui, { text: p.text, visibility: p.visibility });
      await social.openMine(ui, p.otherLabel);
      await social.postOption(ui, 'Change visibility');
      await ui.tap({ text: 'Public', role: 'button' });
      await social.postOption(ui, 'Change visibility');
      await ui.tap({ text: 'Only me', role: 'button' });
    }) },
    // A photo once published was published: editing it away leaves it seen (the ledger keeps it).
    { name: 'posts it with a Gallery photo, then edits the photo away', run: social.script(async (ui, p) => {
      await social.openMine(ui, await withNewestPhoto(ui, p, false));
      await social.postOption(ui, 'Edit post');
      await ui.tap({ text: 'Remove photo', role: 'button' });
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
    { name: 'posts it, then likes it', run: social.script(async (ui, p) => {
      await social.compose(ui, { text: p.text, visibility: p.visibility });
      await social.openMine(ui, `You: ${p.text}`);
      await social.like(ui);
    }) },
    { name: 'posts it twice', run: social.script(async (ui, p) => { await social.compose(ui, { text: p.text, visibility: p.visibility }); await social.compose(ui, { text: p.text, visibility: p.visibility }); }) },
  ],
});
