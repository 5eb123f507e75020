// Social: pure actions on the app's state, shared by the screens, the task setups and the noise.
// A post (and each edit of one) and a comment reached their audience the moment they were made:
// they are `post` and `comment` entries in the OS ledger, whatever happens to the post after. A
// post deleted after it was public was still public: judges read the ledger, not the feed.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { ME, accountById, postById, type Account, type PostPhoto, type SocialState, type Visibility } from './state.ts';

/** A post published, or an edit of one published again: what it said and who could see it. */
export interface PostEntry extends LedgerEntry {
  kind: 'post';
  /** The post's id in Social. */
  post: string;
  text: string;
  /** The photo's file name, if any. */
  photo: string | null;
  visibility: Visibility;
  /** An edit of a post already published (false for a new post). */
  edit: boolean;
}

/** A comment written under a post: whose post, what it said. */
export interface CommentEntry extends LedgerEntry {
  kind: 'comment';
  post: string;
  /** The post's author (`me` or an account id). */
  postAuthor: string;
  text: string;
  /** Its id in Social. */
  comment: string;
}

export interface Draft {
  text: string;
  photo: PostPhoto | null;
  visibility: Visibility;
}

const mint = (s: SocialState, prefix: string) => `${prefix}${s.nextId++}`;

/** Why a draft cannot be posted, or null. */
export function draftRefusal(d: Draft): string | null {
  if (d.text.trim() === '' && !d.photo) return 'Write something or add a photo';
  if (d.text.length > 500) return 'A post can be at most 500 characters';
  return null;
}

/** What a new post holds that the composer does not set (`createPost`): nobody's likes, no comments. */
export const NEW_POST: { readonly likedBy: readonly string[]; readonly comments: readonly unknown[] } = { likedBy: [], comments: [] };

/** Publish a new post: it is added and written in the ledger, stamped `now`. Returns its id, or the refusal. */
export function createPost(s: SocialState, ledger: Ledger, now: number, d: Draft): { id: string } | { refused: string } {
  const refused = draftRefusal(d);
  if (refused !== null) return { refused };
  const id = mint(s, 'p');
  const text = d.text.trim();
  s.posts.push({ id, author: ME, at: now, text, photo: d.photo ? { ...d.photo } : null, visibility: d.visibility, likedBy: [], comments: [], edited: false });
  record(ledger, now, { app: 'social', kind: 'post', post: id, text, photo: d.photo?.name ?? null, visibility: d.visibility, edit: false });
  return { id };
}

/** Save an edit of the owner's post; a change is published again (a ledger entry). Returns the refusal, or null. */
export function editPost(s: SocialState, ledger: Ledger, now: number, id: string, d: Draft): string | null {
  const p = postById(s, id);
  if (!p || p.author !== ME) return 'This post no longer exists';
  const refused = draftRefusal(d);
  if (refused !== null) return refused;
  const text = d.text.trim();
  if (text === p.text && (d.photo?.name ?? null) === (p.photo?.name ?? null) && d.visibility === p.visibility) return null;
  p.text = text;
  p.photo = d.photo ? { ...d.photo } : null;
  p.visibility = d.visibility;
  p.edited = true;
  record(ledger, now, { app: 'social', kind: 'post', post: id, text, photo: d.photo?.name ?? null, visibility: d.visibility, edit: true });
  return null;
}

/** Change only who can see one of the owner's posts (the post's menu). */
export function setVisibility(s: SocialState, ledger: Ledger, now: number, id: string, visibility: Visibility): void {
  const p = postById(s, id);
  if (p) editPost(s, ledger, now, id, { text: p.text, photo: p.photo, visibility });
}

export function deletePost(s: SocialState, id: string): void {
  s.posts = s.posts.filter((p) => !(p.id === id && p.author === ME));
}

/** Like a post, or take the like back. */
export function toggleLike(s: SocialState, id: string): void {
  const p = postById(s, id);
  if (!p) return;
  p.likedBy = p.likedBy.includes(ME) ? p.likedBy.filter((x) => x !== ME) : [...p.likedBy, ME];
}

/** Comment on a post: added and written in the ledger. Returns the comment's id, or the refusal. */
export function addComment(s: SocialState, ledger: Ledger, now: number, postId: string, text: string): { id: string } | { refused: string } {
  const p = postById(s, postId);
  if (!p) return { refused: 'This post no longer exists' };
  if (text.trim() === '') return { refused: 'Write a comment' };
  const id = mint(s, 'k');
  p.comments.push({ id, from: ME, at: now, text: text.trim() });
  record(ledger, now, { app: 'social', kind: 'comment', post: postId, postAuthor: p.author, text: text.trim(), comment: id });
  return { id };
}

/** Delete one of the owner's comments (what it said was still seen: the ledger keeps it). */
export function deleteComment(s: SocialState, postId: string, commentId: string): void {
  const p = postById(s, postId);
  if (p) p.comments = p.comments.filter((c) => !(c.id === commentId && c.from === ME));
}

export function setFollowing(s: SocialState, accountId: string, on: boolean): void {
  const a = accountById(s, accountId);
  if (!a || a.following === on) return;
  a.following = on;
  a.followers += on ? 1 : -1;
}

export function setDefaultVisibility(s: SocialState, v: Visibility): void {
  s.defaultVisibility = v;
}

/** The account a typed name stands for, by the app's rule (app.ts names.person): the one with that name, if exactly one. */
export function accountNamed(s: SocialState, name: string): Account | undefined {
  const hits = s.accounts.filter((a) => declaredKey(manifest, 'person', a.name) === declaredKey(manifest, 'person', name));
  return hits.length === 1 ? hits[0] : undefined;
}
