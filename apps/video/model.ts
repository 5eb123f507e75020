// Video: pure actions on the app's state, shared by the screens, the task setups and the noise.
// One effect cannot be undone: a comment posted reaches everyone who reads the video, so it is
// written to the ledger (`comment`) when it is posted; deleting it later does not take that back.
// Player actions take the device clock: the player first settles where it is now, then changes.
import { declaredKey, nameKey } from '../app.ts';
import manifest from './app.ts';
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { isOut, positionOf, videoById, type VideoState } from './state.ts';

/** A comment posted under a video: the video's id and title then, the text, and the comment's id. */
export interface CommentEntry extends LedgerEntry { kind: 'comment'; video: string; title: string; text: string; comment: string }

/** How Video's search reads a query and the titles and names it looks in: trimmed, in any case (a search, not one of the app's `names`). */
export const searchKey = (text: string): string => nameKey('caseless', text);
export const videoNamed = (s: VideoState, title: string) => s.videos.find((v) => declaredKey(manifest, 'video', v.title) === declaredKey(manifest, 'video', title));
export const channelNamed = (s: VideoState, name: string) => s.channels.find((c) => declaredKey(manifest, 'channel', c.name) === declaredKey(manifest, 'channel', name));

export const isSubscribed = (s: VideoState, channelId: string): boolean => s.subscriptions.includes(channelId);
export function setSubscribed(s: VideoState, channelId: string, on: boolean): void {
  if (on && !s.subscriptions.includes(channelId)) s.subscriptions.push(channelId);
  if (!on && s.subscriptions.includes(channelId)) s.subscriptions = s.subscriptions.filter((x) => x !== channelId);
}

export const inWatchLater = (s: VideoState, id: string): boolean => s.watchLater.includes(id);
export function setWatchLater(s: VideoState, id: string, on: boolean): void {
  if (on && !s.watchLater.includes(id)) s.watchLater.unshift(id);
  if (!on && s.watchLater.includes(id)) s.watchLater = s.watchLater.filter((x) => x !== id);
}

export const isLiked = (s: VideoState, id: string): boolean => s.liked.includes(id);
export function setLiked(s: VideoState, id: string, on: boolean): void {
  const v = videoById(s, id);
  if (!v) return;
  if (on && !s.liked.includes(id)) { s.liked.unshift(id); v.likes += 1; }
  if (!on && s.liked.includes(id)) { s.liked = s.liked.filter((x) => x !== id); v.likes = Math.max(0, v.likes - 1); }
}

/** Write the player's position at `now` into the history (the video's entry, moved to the top). */
function settle(s: VideoState, now: number): void {
  const p = s.player;
  const v = videoById(s, p.video);
  if (!v) return;
  const position = Math.floor(positionOf(s, v.id, now));
  p.position = position;
  p.at = now;
  if (position >= v.duration) p.playing = false;
  s.history = [{ video: v.id, position, watchedAt: now }, ...s.history.filter((h) => h.video !== v.id)];
}

/** Play a video: from where the history left it (resume), or from the start when it was watched to the end or `fromStart`. */
export function play(s: VideoState, id: string, now: number, fromStart = false): void {
  const v = videoById(s, id);
  if (!v || !isOut(v, now)) return;
  if (s.player.video !== '' && s.player.video !== id) settle(s, now);
  const at = positionOf(s, id, now);
  s.player = { video: id, playing: true, at: now, position: fromStart || at >= v.duration ? 0 : Math.floor(at) };
  settle(s, now);
}

export function pause(s: VideoState, now: number): void {
  if (s.player.video === '') return;
  settle(s, now);
  s.player.playing = false;
}

/** Post a comment under a video as the owner; the ledger keeps it (returns the comment's id, null for an empty text). */
export function postComment(s: VideoState, ledger: Ledger, id: string, text: string, now: number): string | null {
  const v = videoById(s, id);
  if (!v || text.trim() === '') return null;
  const comment = `k${s.nextId}`;
  s.nextId += 1;
  v.comments.unshift({ id: comment, author: 'You', text: text.trim(), at: now, mine: true });
  record(ledger, now, { app: 'video', kind: 'comment', video: v.id, title: v.title, text: text.trim(), comment });
  return comment;
}

export function deleteComment(s: VideoState, id: string, comment: string): void {
  const v = videoById(s, id);
  if (v && v.comments.some((c) => c.id === comment && c.mine)) v.comments = v.comments.filter((c) => c.id !== comment);
}
