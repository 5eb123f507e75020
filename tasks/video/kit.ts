// The Video kit: the moves an oracle makes in the app, what its templates read of the state, and
// the checks they share. The noise the judge gate plays around its templates is in noise.ts.
import { expectThat, sameName, sameSet, type Check } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import { channelVideos, formatDuration, isOut, positionOf, type Channel, type Video } from '../../apps/video/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export { script } from '../ui.ts';
export { formatDuration };

export const WATCH_LATER = 'apps.video.watchLater';
export const LIKED = 'apps.video.liked';
export const SUBSCRIPTIONS = 'apps.video.subscriptions';
export const VIDEOS = 'apps.video.videos';
export const COMMENTS = 'apps.video.videos[*].comments';

// ---------------------------------------------------------------- reading the state

export const videos = (s: DeviceState): Video[] => s.apps.video.videos;
export const video = (s: DeviceState, id: string): Video | undefined => s.apps.video.videos.find((v) => v.id === id);
export const channel = (s: DeviceState, id: string): Channel | undefined => s.apps.video.channels.find((c) => c.id === id);
export const title = (s: DeviceState, id: string): string => video(s, id)?.title ?? id;
/** Videos out at the device clock (not an upcoming premiere). */
export const released = (s: DeviceState): Video[] => videos(s).filter((v) => isOut(v, s.os.now));
/** A channel's released videos, newest first. */
export const uploadsOf = (s: DeviceState, channelId: string): Video[] => channelVideos(s.apps.video, channelId, s.os.now);
/** The seconds into a video the history (or the player) has at the device clock of `s`. */
export const stoppedAt = (s: DeviceState, id: string): number => Math.floor(positionOf(s.apps.video, id, s.os.now));

/** How Video tells names apart (apps/video/app.ts `names`). */
export const videosTitled = (s: DeviceState, t: string): number => videos(s).filter((v) => sameName(nameRule('video', 'video'), v.title, t)).length;
export const channelsNamed = (s: DeviceState, n: string): number => s.apps.video.channels.filter((c) => sameName(nameRule('video', 'channel'), c.name, n)).length;

// ---------------------------------------------------------------- moves

/** Open Video at its Home tab, wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Video');

/** Open Video at one of its tabs. */
export async function openTab(ui: TaskUi, tab: 'Home' | 'Subscriptions' | 'Library'): Promise<void> {
  await open(ui);
  if (tab !== 'Home') await ui.tap({ text: tab, role: 'tab' });
}

/** From the Library tab: History, Watch later or Liked videos. */
export async function openLibrary(ui: TaskUi, row: 'History' | 'Watch later' | 'Liked videos'): Promise<void> {
  await openTab(ui, 'Library');
  await ui.tap({ text: row, role: 'button' });
}

/** From History: a video's page, its row scrolled to and opened. */
export async function openFromHistory(ui: TaskUi, title: string): Promise<void> {
  await openLibrary(ui, 'History');
  await reach(ui, { text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** Search, type, and open a result (a video by its title, a channel by its name). */
export async function searchOpen(ui: TaskUi, text: string, query = text): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Search', role: 'button' });
  await ui.fill({ hint: 'Search videos and channels' }, query);
  await reach(ui, { text, role: 'button' });
  await ui.tap({ text, role: 'button' });
}

/** Scroll a list until the element shows: down the list first, then back up. */
export async function reach(ui: TaskUi, sel: { text?: string; role?: string; hint?: string; matches?: RegExp }): Promise<void> {
  if (ui.has(sel)) return;
  try {
    await ui.scrollTo(sel);
  } catch {
    await ui.scrollTo(sel, 'down');
  }
}

/** On a screen with video rows: a video's menu, and one of its options. */
export async function rowMenu(ui: TaskUi, videoTitle: string, option: 'Save to Watch later' | 'Remove from Watch later' | 'Go to channel'): Promise<void> {
  await reach(ui, { text: `More options for ${videoTitle}`, role: 'button' });
  await ui.tap({ text: `More options for ${videoTitle}`, role: 'button' });
  await ui.tap({ text: option, role: 'button' });
}

/** On a video's page: a button of its own (Like, Save to Watch later, Subscribe ...), scrolled to. */
export async function pageButton(ui: TaskUi, label: string): Promise<void> {
  await reach(ui, { text: label, role: 'button' });
  await ui.tap({ text: label, role: 'button' });
}

/** On a video's or a channel's page: Subscribed, then Unsubscribe in the dialog. */
export async function unsubscribe(ui: TaskUi): Promise<void> {
  await pageButton(ui, 'Subscribed');
  await ui.tap({ text: 'Unsubscribe', role: 'button' });
}

/** On a video's page: the comment typed and posted. */
export async function comment(ui: TaskUi, text: string): Promise<void> {
  await reach(ui, { hint: 'Add a comment' });
  await ui.fill({ hint: 'Add a comment' }, text);
  await ui.tap({ text: 'Post', role: 'button' });
}

/** On a video's page: "12:34 / 45:10", the position and the length. */
export const positionLine = (ui: TaskUi): string => ui.read({ matches: /^\d+:\d\d(:\d\d)? \/ \d+:\d\d(:\d\d)?$/ });
/** On a video's page: its title (the page's heading; the bar's is "Video"). */
export const pageTitle = (ui: TaskUi): string => ui.findAll({ role: 'heading' }).map((e) => e.text).find((t) => t !== 'Video' && !t.startsWith('Comments'))!;

/** The video rows' titles on screen, top to bottom. */
export const rowTitles = (ui: TaskUi): string[] => ui.findAll({ role: 'button', matches: /^More options for / }).map((e) => e.text.slice('More options for '.length));

// ---------------------------------------------------------------- checks

/** A set field (watch later, liked, subscriptions) is what it was, plus `add`, less `drop`. */
export function setIs(field: 'watchLater' | 'liked' | 'subscriptions', what: string, add: readonly string[], drop: readonly string[] = []): Check<DeviceState> {
  return expectThat<DeviceState, string[]>(what, `the ${field} before, with ${add.join(', ') || 'nothing'} added and ${drop.join(', ') || 'nothing'} taken out`, ({ after }) => after.apps.video[field],
    (got, { before }) => sameSet(got, [...new Set([...before.apps.video[field].filter((x) => !drop.includes(x)), ...add])]));
}
