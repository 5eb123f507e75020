// Multi-step: a new post with a Gallery photo and a caption, visible to followers only (8+ actions:
// New post, the caption, Add photo, the photo, the visibility and its choice, Post).
import { defineTask } from '../define.ts';
import { sameTyped } from '../../judges/index.ts';
import * as social from './kit.ts';
import * as gallery from '../gallery/kit.ts';

const CAPTIONS = ['Throwback to a perfect day', 'Still thinking about this view', 'One of my favourite shots this year', 'Good times with good people'] as const;

export default defineTask({
  id: 'social/post-photo-followers',
  apps: ['social', 'gallery'],
  difficulty: 3,
  maxSteps: 27,
  params: ({ rng, world }) => {
    // One of the newest photos in the library (the picker's first rows), by its file name.
    const [photo, other] = rng.sample(gallery.library(world).slice(0, 9), 2);
    return { photo: photo!.name, other: other!.name, text: rng.pick(CAPTIONS) as string, visibility: 'followers' as social.Visibility };
  },
  goal: (p) => `Post the photo ${p.photo} from Gallery on Social with the caption "${p.text}", visible to your followers only.`,
  named: (p, s) => gallery.namedInGallery(s, { photos: [p.photo] }),
  setup: (d) => { d.apps.social.defaultVisibility = 'public'; },
  changes: () => social.postRules(),
  checks: (p) => social.postedOne(
    p.photo,
    [
      { what: `it is the photo ${p.photo} with the caption "${p.text}"`, test: (e) => e.photo === p.photo && sameTyped(e.text, p.text) },
      { what: 'it is for followers only', test: (e) => e.visibility === 'followers' },
    ],
    // Only me on the way to Followers leaked nothing; Public, even for a moment, did.
    [social.neverBeyond('followers')],
  ),
  oracle: social.script((ui, p) => social.compose(ui, { text: p.text, photo: p.photo, visibility: p.visibility })),
  alternatives: [
    { name: 'picks the wrong photo first, removes it and picks the right one; visibility before the caption', run: social.script(async (ui, p) => {
      await social.start(ui);
      await ui.tap({ text: 'New post', role: 'button' });
      await social.chooseVisibility(ui, p.visibility);
      await social.addPhoto(ui, p.other);
      await ui.tap({ text: 'Remove photo', role: 'button' });
      await social.addPhoto(ui, p.photo);
      await ui.fill({ hint: "What's on your mind?" }, p.text);
      await ui.tap({ text: 'Post', role: 'button' });
    }) },
    { name: 'posts it for Only me first, then widens it to followers', run: social.script(async (ui, p) => {
      await social.compose(ui, { text: p.text, photo: p.photo, visibility: 'only_me' });
      await social.openMine(ui, `You: Photo ${p.photo} ${p.text}`);
      await social.postOption(ui, 'Change visibility');
      await ui.tap({ text: 'Followers', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'leaves it public', params: (p) => ({ ...p, visibility: 'public' as const }) },
    { name: 'posts another photo', params: (p) => ({ ...p, photo: p.other }) },
    { name: 'posts it public, then narrows it to followers', run: social.script(async (ui, p) => {
      await social.compose(ui, { text: p.text, photo: p.photo });
      await social.openMine(ui, `You: Photo ${p.photo} ${p.text}`);
      await social.postOption(ui, 'Change visibility');
      await ui.tap({ text: 'Followers', role: 'button' });
    }) },
    { name: 'posts another photo, then swaps in the right one by editing', run: social.script(async (ui, p) => {
      await social.compose(ui, { text: p.text, photo: p.other, visibility: p.visibility });
      await social.openMine(ui, `You: Photo ${p.other} ${p.text}`);
      await social.postOption(ui, 'Edit post');
      await ui.tap({ text: 'Remove photo', role: 'button' });
      await social.addPhoto(ui, p.photo);
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
    { name: 'posts it, then likes it', run: social.script(async (ui, p) => {
      await social.compose(ui, { text: p.text, photo: p.photo, visibility: p.visibility });
      await social.openMine(ui, `You: Photo ${p.photo} ${p.text}`);
      await social.like(ui);
    }) },
    { name: 'Only me instead of followers', params: (p) => ({ ...p, visibility: 'only_me' as const }) },
  ],
});
