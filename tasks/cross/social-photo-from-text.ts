// Post a Gallery photo on Social with the caption a friend suggested in a text.
import { defineTask } from '../define.ts';
import { sameTyped } from '../../judges/index.ts';
import * as messages from '../messages/kit.ts';
import * as social from '../social/kit.ts';
import * as gallery from '../gallery/kit.ts';
import { MINUTE } from '../../apps/kit/time.ts';

const CAPTIONS = ['Best day of the summer', 'Views for days', 'Worth every step', 'Golden hour magic'] as const;
const CAPTION = /Caption idea: (.+)$/;

export default defineTask({
  id: 'cross/social-photo-from-text',
  apps: ['messages', 'gallery', 'social'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const t = rng.pick(messages.contactThreads(world));
    const [photo, other] = rng.sample(gallery.library(world).slice(0, 9), 2);
    const [caption, older] = rng.sample(CAPTIONS, 2);
    return { conversationId: t.c.id, title: t.title, photo: photo!.name, other: other!.name, caption: caption!, older: older! };
  },
  goal: (p) => `Post the photo ${p.photo} from Gallery on Social, with the caption ${p.title} suggested in their latest text message.`,
  named: (p, s) => ({ [`the conversation with ${p.title}`]: messages.conversationsTitled(s, p.title), ...gallery.namedInGallery(s, { photos: [p.photo] }) }),
  setup: (d, p) => {
    d.apps.social.defaultVisibility = 'public';
    messages.receive(d, p.conversationId, `Caption idea: ${p.older}`, 40 * MINUTE);
    messages.receive(d, p.conversationId, `Your photo ${p.photo} is great, post it! Caption idea: ${p.caption}`, 15 * MINUTE);
  },
  changes: () => social.postRules(),
  checks: (p) => social.postedOne(p.photo, [
    { what: `it is the photo ${p.photo}`, test: (e) => e.photo === p.photo },
    { what: `its caption is "${p.caption}"`, test: (e) => sameTyped(e.text, p.caption) },
    { what: 'others can see it', test: (e) => e.visibility !== 'only_me' },
  ]),
  oracle: social.script(async (ui, p) => {
    const caption = (await messages.readBubble(ui, p.title, CAPTION))[1]!;
    await social.compose(ui, { text: caption, photo: p.photo });
  }),
  alternatives: [
    { name: 'for followers only', run: social.script(async (ui, p) => {
      const caption = (await messages.readBubble(ui, p.title, CAPTION))[1]!;
      await social.compose(ui, { text: caption, photo: p.photo, visibility: 'followers' });
    }) },
  ],
  nearMisses: [
    { name: 'the caption of the older text', run: social.script(async (ui, p) => social.compose(ui, { text: p.older, photo: p.photo })) },
    { name: 'another photo', run: social.script(async (ui, p) => social.compose(ui, { text: p.caption, photo: p.other })) },
    { name: 'only for me', run: social.script(async (ui, p) => social.compose(ui, { text: p.caption, photo: p.photo, visibility: 'only_me' })) },
  ],
});
