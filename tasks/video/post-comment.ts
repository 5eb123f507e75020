import { defineTask } from '../define.ts';
import { added, expectThat, sameTyped } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import { effects, mayRecord } from '../ledger.ts';
import type { CommentEntry } from '../../apps/video/model.ts';
import * as video from './kit.ts';

const TEXTS = ['Thanks, this helped a lot!', 'Great tips, trying this tonight.', 'Best explanation I have found so far.', 'Looking forward to the next one!'] as const;

export default defineTask({
  id: 'video/post-comment',
  apps: ['video'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [x, y] = rng.sample(video.released(world), 2);
    const [text, otherText] = rng.sample(TEXTS, 2);
    return { id: x!.id, title: x!.title, channel: video.channel(world, x!.channelId)!.name, other: y!.title, text: text!, otherText: otherText! };
  },
  goal: (p) => `In Video, post the comment "${p.text}" under the video "${p.title}" from ${p.channel}.`,
  named: (p, initial) => ({ [`the video "${p.title}"`]: video.videosTitled(initial, p.title) }),
  // A posted comment reached its readers: the ledger has it (apps/video/model.ts), whatever the video shows after.
  changes: () => [mayRecord('comment'), added(video.COMMENTS, { count: 'any' })],
  checks: (p) => [
    expectThat<DeviceState, { video: string; text: string }[]>('one comment was posted, under the video, with the text asked for', [{ video: p.id, text: p.text }],
      (ctx) => effects<CommentEntry>(ctx, 'comment').map((e) => ({ video: e.video, text: e.text })),
      (got) => got.length === 1 && got[0]!.video === p.id && sameTyped(got[0]!.text, p.text)),
    expectThat<DeviceState, boolean>('the comment is still under the video', true, ({ after }) => video.video(after, p.id)?.comments.some((c) => c.mine && sameTyped(c.text, p.text)) ?? false, (v) => v === true),
  ],
  oracle: video.script(async (ui, p) => {
    await video.searchOpen(ui, p.title);
    await video.comment(ui, p.text);
  }),
  alternatives: [
    { name: "types it with the goal's quotes around it", run: video.script(async (ui, p) => {
      await video.searchOpen(ui, p.title);
      await video.comment(ui, `"${p.text}"`);
    }) },
  ],
  nearMisses: [
    { name: 'comments under another video', params: (p) => ({ ...p, title: p.other }) },
    { name: 'posts another text', params: (p) => ({ ...p, text: p.otherText }) },
    { name: 'posts it twice', run: video.script(async (ui, p) => {
      await video.searchOpen(ui, p.title);
      await video.comment(ui, p.text);
      await video.comment(ui, p.text);
    }) },
  ],
});
