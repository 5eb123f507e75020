import { defineTask } from '../define.ts';
import { sameTyped } from '../../judges/index.ts';
import * as social from './kit.ts';

const TEXTS = ['Garage sale this Saturday from 9, everything must go', 'Looking for a good plumber, any recommendations?', 'Lost a blue umbrella at the library yesterday', 'Free moving boxes to anyone who wants them'] as const;

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
  checks: (p) => social.postedOne([
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
    { name: 'posts it twice', run: social.script(async (ui, p) => { await social.compose(ui, { text: p.text, visibility: p.visibility }); await social.compose(ui, { text: p.text, visibility: p.visibility }); }) },
  ],
});
