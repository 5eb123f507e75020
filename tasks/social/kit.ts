// The Social kit: the moves an oracle makes in the app, the readers and checks its templates share.
// The noise the judge gate plays around its templates is in noise.ts.
import { added, deepEqual, expectEqual, expectThat, sameSet, sameTyped, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { countNamed, type TrialContext } from '../define.ts';
import { effects, mayRecord } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { ME, VISIBILITY_LABEL, myPosts, newestFirst, postLabel, type Account, type Post, type PostPhoto, type Visibility } from '../../apps/social/state.ts';
import { NEW_POST, type CommentEntry, type PostEntry } from '../../apps/social/model.ts';

export { script } from '../ui.ts';
export { ME, VISIBILITY_LABEL };
export type { Account, Post, PostEntry, CommentEntry, Visibility };

export const POSTS = 'apps.social.posts';
export const ACCOUNTS = 'apps.social.accounts';
export const commentsOf = (postId: string) => `apps.social.posts[${postId}].comments`;

// ---------------------------------------------------------------- moves

/** Social on its feed, wherever it was left. */
export const start = (ui: TaskUi): Promise<void> => ui.launch('Social');

/** From the feed: bring a post (by its row's name) on screen and open it. */
export async function openFromFeed(ui: TaskUi, label: string): Promise<void> {
  await start(ui);
  await ui.scrollTo({ text: label, role: 'button' });
  await ui.tap({ text: label, role: 'button' });
}

/** Find a person through People search and open their profile (typing the name, then tapping the row or pressing Enter). */
export async function openProfile(ui: TaskUi, name: string, how: 'tap' | 'Enter' = 'tap'): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'Search people', role: 'button' });
  await ui.fill({ hint: 'Search people' }, name);
  if (how === 'Enter') await ui.key('Enter');
  else await ui.tap({ text: name, role: 'button' });
}

/** A person's post, from their profile. */
export async function openFromProfile(ui: TaskUi, name: string, label: string): Promise<void> {
  await openProfile(ui, name);
  await ui.scrollTo({ text: label, role: 'button' });
  await ui.tap({ text: label, role: 'button' });
}

/** One of the owner's posts, from My profile. */
export async function openMine(ui: TaskUi, label: string): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'My profile', role: 'button' });
  await ui.scrollTo({ text: label, role: 'button' });
  await ui.tap({ text: label, role: 'button' });
}

/** On a post: write a comment and post it (the button, or Enter). */
export async function comment(ui: TaskUi, text: string, how: 'button' | 'Enter' = 'button'): Promise<void> {
  await ui.fill({ hint: 'Add a comment' }, text);
  if (how === 'Enter') await ui.key('Enter');
  else await ui.tap({ text: 'Post comment', role: 'button' });
}

/** On a post: tap Like (or Unlike). */
export const like = (ui: TaskUi): Promise<void> => ui.tap({ matches: /^(Like|Unlike)$/, role: 'button' });

/** On the composer: pick who can see the post. */
export async function chooseVisibility(ui: TaskUi, v: Visibility): Promise<void> {
  await ui.tap({ matches: /^Visibility: /, role: 'button' });
  await ui.tap({ matches: new RegExp(`^${VISIBILITY_LABEL[v]}( ✓)?$`), role: 'button' });
}

/** On the composer: add a Gallery photo by its file name. */
export async function addPhoto(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'Add photo', role: 'button' });
  await ui.scrollTo({ text: `Photo ${name}`, role: 'button' });
  await ui.tap({ text: `Photo ${name}`, role: 'button' });
}

/** New post: the text, a photo, a visibility (the default when left out), then Post (or not). */
export async function compose(ui: TaskUi, d: { text: string; photo?: string; visibility?: Visibility }, post = true): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'New post', role: 'button' });
  await ui.fill({ hint: "What's on your mind?" }, d.text);
  if (d.photo) await addPhoto(ui, d.photo);
  if (d.visibility) await chooseVisibility(ui, d.visibility);
  if (post) await ui.tap({ text: 'Post', role: 'button' });
}

/** On one of the owner's posts: the options menu, then one of its choices. */
export async function postOption(ui: TaskUi, option: 'Edit post' | 'Change visibility' | 'Delete post'): Promise<void> {
  await ui.tap({ text: 'Post options', role: 'button' });
  await ui.tap({ text: option, role: 'button' });
}

// ---------------------------------------------------------------- reading the state

export const social = (s: DeviceState) => s.apps.social;
export const postOf = (s: DeviceState, id: string): Post | undefined => s.apps.social.posts.find((p) => p.id === id);
export const labelOf = (s: DeviceState, p: Post): string => postLabel(s.apps.social, p);
export const mine = (s: DeviceState): Post[] => myPosts(s.apps.social);

/** How many accounts the app takes for this name (app.ts names.person). */
export const accountsNamed = (s: DeviceState, name: string): number => countNamed('social', 'person', s.apps.social.accounts.map((a) => a.name), name);

/** Accounts whose name no other account has. */
export const uniqueAccounts = (s: DeviceState): Account[] => s.apps.social.accounts.filter((a) => accountsNamed(s, a.name) === 1);

/** How many posts have this row name. */
export const postsLabelled = (s: DeviceState, label: string): number => s.apps.social.posts.filter((p) => labelOf(s, p) === label).length;

/** The owner's posts whose row name no other post has. */
export const uniqueMine = (s: DeviceState): Post[] => mine(s).filter((p) => postsLabelled(s, labelOf(s, p)) === 1 && p.text !== '');

/** What a goal names in Social: people by name, posts by their row name. */
export function namedInSocial(s: DeviceState, what: { people?: readonly string[]; posts?: Record<string, string> }): Record<string, number> {
  return Object.fromEntries([
    ...(what.people ?? []).map((n) => [`the account ${n}`, accountsNamed(s, n)] as const),
    ...Object.entries(what.posts ?? {}).map(([said, label]) => [said, postsLabelled(s, label)] as const),
  ]);
}

/** The ids the next `n` records a setup mints will have (posts and comments share the counter, in the setup's order). */
export const nextIds = (s: DeviceState, n: number, prefix = 'p'): string[] => Array.from({ length: n }, (_, i) => `${prefix}${s.apps.social.nextId + i}`);

/** A setup: a new post by an account, `ago` minutes before now (the feed's newest when it is the latest). */
export function addPost(d: DeviceState, author: string, text: string, ago: number, extra: Partial<Post> = {}): string {
  const s = d.apps.social;
  const id = `p${s.nextId++}`;
  s.posts.push({ id, author, at: d.os.now - ago * MINUTE, text, photo: null, visibility: 'public', likedBy: [], comments: [], edited: false, ...extra });
  s.posts.sort((a, b) => a.at - b.at);
  return id;
}

/** A setup: a comment by an account on a post, `ago` minutes before now. */
export function addCommentBy(d: DeviceState, postId: string, from: string, text: string, ago: number): void {
  const s = d.apps.social;
  s.posts.find((p) => p.id === postId)!.comments.push({ id: `k${s.nextId++}`, from, at: d.os.now - ago * MINUTE, text });
}

export const photoOf = (name: string, kind: PostPhoto['kind'], seed: number): PostPhoto => ({ name, kind, seed });

// ---------------------------------------------------------------- checks

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

/** What the episode posted (and re-published by editing), and commented, from the ledger. */
export const posted = (ctx: Ctx): PostEntry[] => effects<PostEntry>(ctx, 'post');
export const commented = (ctx: Ctx): CommentEntry[] => effects<CommentEntry>(ctx, 'comment');

/** A comment on this post: the ledger entry and the owner's new comment. */
export const commentRules = (postId: string): ChangeRule[] => [mayRecord('comment', (e) => e.post === postId), added(commentsOf(postId), { count: 'any', where: (c) => c.from === ME })];

/** Exactly one comment was written, on this post, reading `text` (as typed text compares, or by `test`). */
export function commentedOne(postId: string, what: string, test: (text: string) => boolean): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = commented(ctx); return all.length === 1 ? all[0] : undefined; };
  return [
    expectEqual('exactly one comment was written', 1, (ctx) => commented(ctx).length),
    expectEqual('it is on the post the goal names', postId, (ctx) => one(ctx)?.post),
    expectEqual(what, true, (ctx) => { const e = one(ctx); return e ? test(e.text) : undefined; }),
    // The ledger says it was written; the goal asks for it to be there (not written, then deleted).
    expectEqual('it is still on the post', true, (ctx) => { const e = one(ctx); return e ? postOf(ctx.after, e.post)?.comments.some((c) => c.id === e.comment) === true : undefined; }),
  ];
}

export const commentedText = (postId: string, text: string) => commentedOne(postId, `it reads "${text}"`, (t) => sameTyped(t, text));

/**
 * A new post of the owner (one record) and its ledger entries. The fields the goal does not name keep a
 * new post's defaults (model.ts `NEW_POST`): the author liking or commenting on it rides along with nothing asked.
 */
export const postRules = (): ChangeRule[] => [
  added(POSTS, { where: (p) => p.author === ME && Object.entries(NEW_POST).every(([k, v]) => deepEqual(p[k], v)) }),
  mayRecord('post'),
];

type PostTest = { what: string; test: (e: PostEntry) => boolean };

/** Who a visibility reaches, narrowest first: a version reaching no further than the goal's audience leaks nothing. */
const REACH: Record<Visibility, number> = { only_me: 0, followers: 1, public: 2 };

/** A check for every version of a post: it never reached beyond `v`'s audience (Only me on the way to Followers is no leak). */
export const neverBeyond = (v: Visibility): PostTest => ({ what: `nobody beyond ${VISIBILITY_LABEL[v]} could see it`, test: (e) => REACH[e.visibility] <= REACH[v] });

/**
 * A check for every version of a post: the only Gallery photo it ever carried is `photo` (null: none).
 * A photo once published was published, whatever the post became; a version without one shows nothing.
 */
export const onlyPhoto = (photo: string | null): PostTest => ({
  what: photo === null ? 'no photo went out with it' : `no photo but ${photo} went out with it`,
  test: (e) => e.photo === null || e.photo === photo,
});

/**
 * Exactly one new post was published; its latest version (an edit publishes it again) passes
 * `latest`, and every version of it passes `every` (a post once public was public, whatever it became)
 * and carried no photo but `photo` (the goal's photo, or null for a text post): what went out stays out.
 */
export function postedOne(photo: string | null, latest: PostTest[], every: PostTest[] = []): Check<DeviceState>[] {
  every = [onlyPhoto(photo), ...every];
  const versions = (ctx: Ctx) => {
    const fresh = posted(ctx).filter((e) => !e.edit);
    return fresh.length === 1 ? posted(ctx).filter((e) => e.post === fresh[0]!.post) : [];
  };
  const fresh = (ctx: Ctx) => new Set(posted(ctx).filter((e) => !e.edit).map((e) => e.post));
  return [
    expectEqual('exactly one post was published', 1, (ctx) => posted(ctx).filter((e) => !e.edit).length),
    // The ledger says it went out; the goal asks for it to be up (not posted, then deleted).
    expectEqual('it is still posted', true, (ctx) => { const e = versions(ctx).at(-1); return e ? postOf(ctx.after, e.post) !== undefined : undefined; }),
    // Another post of the owner's shown to a wider audience and put back leaves no record, only the ledger.
    expectEqual('no other post of yours was published again', 0, (ctx) => { const mine = fresh(ctx); return posted(ctx).filter((e) => e.edit && !mine.has(e.post)).length; }),
    ...latest.map((c) => expectEqual<DeviceState>(c.what, true, (ctx) => { const e = versions(ctx).at(-1); return e ? c.test(e) : undefined; })),
    ...every.map((c) => expectEqual<DeviceState>(`${c.what}, from the moment it was posted`, true, (ctx) => { const all = versions(ctx); return all.length > 0 && all.every(c.test); })),
  ];
}

/**
 * Every version of this existing post the episode published again reached no further than the post
 * reached before (a Followers post shown to the public for a moment, then put back, was public).
 */
export const keptAudience = (postId: string): Check<DeviceState> =>
  expectEqual<DeviceState>('no version of the post reached further than it did before', true, (ctx) => {
    const was = postOf(ctx.before, postId)?.visibility ?? 'only_me';
    return posted(ctx).every((e) => e.post !== postId || REACH[e.visibility] <= REACH[was]);
  });

/** The owner's like is on the post, and nobody else's likes moved. */
export const likedBy = (postId: string, liked: boolean): Check<DeviceState> =>
  expectThat<DeviceState, boolean>(liked ? 'you like the post' : 'you do not like the post', true, ({ before, after }) => {
    const was = postOf(before, postId)?.likedBy.filter((x) => x !== ME) ?? [];
    const now = postOf(after, postId)?.likedBy ?? [];
    return sameSet(now, liked ? [...was, ME] : was);
  }, (v) => v === true);

// ---------------------------------------------------------------- picks the gate's noise shares

/** Accounts the goal and params do not name. */
export function bystanders(ctx: TrialContext): Account[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return uniqueAccounts(ctx.initial).filter((a) => !said.includes(a.name) && !said.includes(`"${a.id}"`));
}

/** Posts in the feed by bystanders, with text, whose row name no other post has. */
export function bystanderPosts(ctx: TrialContext): Post[] {
  const ids = new Set(bystanders(ctx).filter((a) => a.following).map((a) => a.id));
  return newestFirst(ctx.initial.apps.social.posts).filter((p) => ids.has(p.author) && p.text !== '' && postsLabelled(ctx.initial, labelOf(ctx.initial, p)) === 1);
}
