// Forum: pure actions on the site's state, shared by the pages, the task setups and the tests.
// Effects that cannot be taken back are written in the OS ledger the moment they happen: a post
// published (`forum-post`), a comment (`forum-comment`), a report (`forum-report`) and a
// moderator's removal or ban (`forum-mod`). Deleting the post or comment later leaves the entry.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import type { ForumComment, Forum, ForumState, Post } from './state.ts';

/** A post published (and its fields then). */
export interface ForumPostEntry extends LedgerEntry { kind: 'forum-post'; post: string; forum: string; title: string; body: string }
/** A comment written: on which post, answering which comment (null: the post). */
export interface ForumCommentEntry extends LedgerEntry { kind: 'forum-comment'; post: string; comment: string; parent: string | null; body: string }
/** A post reported to the forum's moderators, with the reason picked. */
export interface ForumReportEntry extends LedgerEntry { kind: 'forum-report'; post: string; reason: string }
/** A moderator's action: a post removed for a rule, or a user banned from the forum. */
export interface ForumModEntry extends LedgerEntry { kind: 'forum-mod'; action: 'remove' | 'ban'; forum: string; post: string | null; user: string | null; reason: string | null }

const mint = (s: ForumState, prefix: string) => `${prefix}${s.nextId++}`;

export const findForum = (s: ForumState, name: string): Forum | undefined => s.forums.find((f) => f.name === name.toLowerCase());
export const findPost = (s: ForumState, id: string): Post | undefined => s.posts.find((p) => p.id === id);
export const moderates = (s: ForumState, forum: string): boolean => findForum(s, forum)?.moderators.includes(s.me) === true;

export function setSubscribed(s: ForumState, forum: string, on: boolean): void {
  const f = findForum(s, forum);
  if (f) f.subscribed = on;
}

/** Vote on a post: the same vote again takes it back. */
export function vote(s: ForumState, id: string, dir: 1 | -1): void {
  const p = findPost(s, id);
  if (p) p.vote = p.vote === dir ? 0 : dir;
}

export function setSaved(s: ForumState, id: string, on: boolean): void {
  const p = findPost(s, id);
  if (p) p.saved = on;
}

export type PostErrors = { forum?: string; title?: string };

/** What the submit form refuses: no forum, a forum the user is banned from, an empty or long title. */
export function postErrors(s: ForumState, d: { forum: string; title: string }): PostErrors {
  const errors: PostErrors = {};
  const f = findForum(s, d.forum);
  if (!f) errors.forum = 'Choose a forum to post in';
  else if (f.banned.includes(s.me)) errors.forum = `You are banned from f/${f.name}`;
  if (d.title.trim() === '') errors.title = 'A title is required';
  else if (d.title.trim().length > 300) errors.title = 'A title can be 300 characters at most';
  return errors;
}

/** Publish a post; returns its id, or the form's errors. */
export function createPost(s: ForumState, ledger: Ledger, now: number, d: { forum: string; title: string; body: string }): { id: string } | { errors: PostErrors } {
  const errors = postErrors(s, d);
  if (Object.keys(errors).length > 0) return { errors };
  const id = mint(s, 'p');
  const post: Post = { id, forum: d.forum.toLowerCase(), title: d.title.trim(), body: d.body.replace(/\s+$/, ''), author: s.me, at: now, score: 0, vote: 1, flair: null, pinned: false, saved: false, removed: null, edited: false, comments: [] };
  s.posts.push(post);
  record(ledger, now, { app: 'forum', kind: 'forum-post', post: id, forum: post.forum, title: post.title, body: post.body });
  return { id };
}

/** Save an edit of the user's own post's text. */
export function editPost(s: ForumState, id: string, body: string): boolean {
  const p = findPost(s, id);
  if (!p || p.author !== s.me) return false;
  const next = body.replace(/\s+$/, '');
  if (next !== p.body) {
    p.body = next;
    p.edited = true;
  }
  return true;
}

export function deletePost(s: ForumState, id: string): void {
  const i = s.posts.findIndex((p) => p.id === id && p.author === s.me);
  if (i >= 0) s.posts.splice(i, 1);
}

/** Comment on a post (or answer a comment); returns the comment's id, or null for an empty text. */
export function addComment(s: ForumState, ledger: Ledger, now: number, postId: string, parent: string | null, body: string): string | null {
  const p = findPost(s, postId);
  const text = body.trim();
  if (!p || text === '' || (parent !== null && !p.comments.some((c) => c.id === parent))) return null;
  const id = mint(s, 'c');
  const comment: ForumComment = { id, author: s.me, body: text, score: 1, at: now, parent };
  p.comments.push(comment);
  record(ledger, now, { app: 'forum', kind: 'forum-comment', post: postId, comment: id, parent, body: text });
  return id;
}

/** Delete one of the user's comments; replies to it stay, under "[deleted]". */
export function deleteComment(s: ForumState, postId: string, id: string): void {
  const p = findPost(s, postId);
  if (!p) return;
  const i = p.comments.findIndex((c) => c.id === id && c.author === s.me);
  if (i < 0) return;
  if (p.comments.some((c) => c.parent === id)) p.comments[i] = { ...p.comments[i]!, author: '[deleted]', body: '[deleted]' };
  else p.comments.splice(i, 1);
}

export function report(s: ForumState, ledger: Ledger, now: number, postId: string, reason: string): void {
  if (!findPost(s, postId)) return;
  s.reports.push({ id: mint(s, 'r'), post: postId, reason, at: now });
  record(ledger, now, { app: 'forum', kind: 'forum-report', post: postId, reason });
}

/** A moderator removes a post for one of the forum's rules. */
export function removePost(s: ForumState, ledger: Ledger, now: number, postId: string, reason: string): void {
  const p = findPost(s, postId);
  if (!p || !moderates(s, p.forum) || p.removed !== null) return;
  p.removed = reason;
  p.pinned = false;
  record(ledger, now, { app: 'forum', kind: 'forum-mod', action: 'remove', forum: p.forum, post: postId, user: null, reason });
}

export function setPinned(s: ForumState, postId: string, on: boolean): void {
  const p = findPost(s, postId);
  if (p && moderates(s, p.forum)) p.pinned = on;
}

/** A moderator bans a user from the forum; returns the refusal, or null. */
export function ban(s: ForumState, ledger: Ledger, now: number, forum: string, user: string): string | null {
  const f = findForum(s, forum);
  const name = user.trim().replace(/^u\//i, '');
  if (!f || !moderates(s, forum)) return 'You do not moderate this forum';
  const u = s.users.find((x) => x.name.toLowerCase() === name.toLowerCase());
  if (!u) return `There is no user named ${name}`;
  if (u.name === s.me) return 'You cannot ban yourself';
  if (f.banned.includes(u.name)) return `${u.name} is already banned`;
  f.banned.push(u.name);
  record(ledger, now, { app: 'forum', kind: 'forum-mod', action: 'ban', forum: f.name, post: null, user: u.name, reason: null });
  return null;
}
