// Video: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing (the tabs, Watch later sorted, a channel opened), and damage in two forms (on
// the screens, and by the app's model).
import { postComment, setLiked, setSubscribed, setWatchLater } from '../../apps/video/model.ts';
import { isOut, type Channel, type Video } from '../../apps/video/state.ts';
import { namedBy, type AppNoise, type TrialContext } from '../define.ts';
import { comment, open, openLibrary, pageButton, searchOpen, unsubscribe } from './kit.ts';

/** A released video the instance does not name, from a channel it does not name, neither saved nor liked. */
function bystander(ctx: TrialContext): Video {
  const named = namedBy(ctx);
  const s = ctx.initial.apps.video;
  const channel = (v: Video) => s.channels.find((c) => c.id === v.channelId)!;
  return s.videos.find((v) => isOut(v, ctx.initial.os.now) && !s.watchLater.includes(v.id) && !s.liked.includes(v.id) && !named(v.id) && !named(v.title)
    && !named(channel(v).id) && !named(channel(v).name) && !s.history.slice(0, 2).some((h) => h.video === v.id))!;
}
/** A followed channel (or, with `followed` false, one not followed) the instance does not name. */
function bystanderChannel(ctx: TrialContext, followed: boolean): Channel | undefined {
  const named = namedBy(ctx);
  const s = ctx.initial.apps.video;
  return s.channels.find((c) => s.subscriptions.includes(c.id) === followed && !named(c.id) && !named(c.name));
}
const COMMENT = 'First!';

export const noise: AppNoise = {
  browse: {
    run: async (ui) => {
      await open(ui);
      await ui.tap({ text: 'Subscriptions', role: 'tab' });
      await ui.swipe('up');
      await openLibrary(ui, 'Watch later');
      await ui.tap({ text: 'Sorted by date added', role: 'button' });
      await ui.back();
      await ui.close('Video');
    },
    apply: () => undefined,
  },
  damage: [
    { name: 'saves an unrelated video to Watch later', run: async (ui, ctx) => {
      await searchOpen(ui, bystander(ctx).title);
      await pageButton(ui, 'Save to Watch later');
    }, apply: (d, ctx) => setWatchLater(d.apps.video, bystander(ctx).id, true) },
    { name: 'likes an unrelated video', run: async (ui, ctx) => {
      await searchOpen(ui, bystander(ctx).title);
      await pageButton(ui, 'Like');
    }, apply: (d, ctx) => setLiked(d.apps.video, bystander(ctx).id, true) },
    { name: 'unsubscribes from an unrelated channel', run: async (ui, ctx) => {
      await searchOpen(ui, bystanderChannel(ctx, true)!.name);
      await unsubscribe(ui);
    }, apply: (d, ctx) => setSubscribed(d.apps.video, bystanderChannel(ctx, true)!.id, false) },
    { name: 'posts a comment under an unrelated video', run: async (ui, ctx) => {
      await searchOpen(ui, bystander(ctx).title);
      await comment(ui, COMMENT);
    }, apply: (d, ctx) => void postComment(d.apps.video, d.os.ledger, bystander(ctx).id, COMMENT, d.os.now) },
  ],
};
