// The Forum kit: the moves an oracle makes on the site, the reading helpers, setups and checks its
// templates share. The noise the judge gate plays around its templates is in noise.ts.
import { expectEqual, expectThat, inSlots, matchFrame, sameName, sameTyped, shown, type Check, type Frame, type FrameValue, type JudgeContext } from '../../judges/index.ts';
import { countNamed, nameRule, type TrialContext } from '../define.ts';
import { effects } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import { shownScore, sortPosts, visible, type Forum, type ForumComment, type Post } from '../../apps/forum/state.ts';
import type { ForumCommentEntry, ForumModEntry, ForumPostEntry, ForumReportEntry } from '../../apps/forum/model.ts';
import { url, postUrl } from '../../apps/forum/urls.ts';
import type { TaskUi } from '../ui.ts';

export { url, postUrl };
export const POSTS = 'apps.forum.posts';
export const FORUMS = 'apps.forum.forums';
export const REPORTS = 'apps.forum.reports';
export const commentsOf = (postId: string) => `apps.forum.posts[${postId}].comments`;

// ---------------------------------------------------------------- moves

/** The front page, from the new-tab page's bookmark (open_app on the desktop). */
export const start = (ui: TaskUi): Promise<void> => ui.openApp('Forum');

/** Search the site for the text (the header's box, then Enter). */
export async function search(ui: TaskUi, text: string): Promise<void> {
  if (!ui.has({ hint: 'Search Forum' })) await start(ui);
  await ui.fill({ hint: 'Search Forum' }, text);
  await ui.key('Enter');
}

/** Find a post by searching its title and open it. */
export async function openPost(ui: TaskUi, title: string): Promise<void> {
  await search(ui, title);
  await ui.tap({ text: title, role: 'link' });
}

/** A forum's page, through its link in the front page's sidebar. */
export async function openForum(ui: TaskUi, forum: string): Promise<void> {
  await start(ui);
  await ui.tap({ text: `f/${forum}`, role: 'link' });
}

/** A forum's page, then scroll its listing to the post and open it. */
export async function openPostInForum(ui: TaskUi, forum: string, title: string): Promise<void> {
  await openForum(ui, forum);
  for (let page = 0; page < 3 && !ui.has({ text: title, role: 'link' }); page++) {
    await ui.scrollTo({ matches: /^(Page \d+ of \d+|No posts here yet\.)$/ }).catch(() => undefined);
    if (ui.has({ text: title, role: 'link' })) break;
    if (!ui.has({ text: 'Next page', role: 'link' })) break;
    await ui.tap({ text: 'Next page', role: 'link' });
  }
  await ui.scrollTo({ text: title, role: 'link' });
  await ui.tap({ text: title, role: 'link' });
}

/** On a post's page: its Upvote (or Downvote) button, whatever its state. */
export const upvote = (ui: TaskUi) => ui.tap({ matches: /^Upvoted?$/, role: 'button' });
export const downvote = (ui: TaskUi) => ui.tap({ matches: /^Downvoted?$/, role: 'button' });

/** On a post's page: the score shown between its vote buttons. */
export function scoreOnPage(ui: TaskUi): number {
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.role === 'button' && /^Upvoted?$/.test(e.text));
  return Number(tree[at + 1]!.text);
}

/** The forum's Subscribe / Unsubscribe button on its page. */
export async function toggleSubscription(ui: TaskUi, forum: string): Promise<void> {
  await openForum(ui, forum);
  await ui.tap({ matches: /^(Subscribe|Unsubscribe)$/, role: 'button' });
}

/** From the Subscriptions page: the forum's own button there. */
export async function toggleFromSubscriptions(ui: TaskUi, forum: string): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'Subscriptions', role: 'link' });
  const sel = { matches: new RegExp(`^(Subscribe to|Unsubscribe from) f/${forum}$`), role: 'button' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
}

/** The submit form: pick the forum, type title and text, Post (unless told not to). */
export async function submit(ui: TaskUi, post: { forum: string; title: string; body: string }, send = true): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'Create post', role: 'link' });
  await ui.tap({ text: `f/${post.forum}`, role: 'radio' });
  await ui.fill({ hint: 'Title' }, post.title);
  if (post.body !== '') await ui.fill({ hint: 'Text (optional)' }, post.body);
  if (send) await ui.tap({ text: 'Post', role: 'button' });
}

/** On a post's page: comment on the post. */
export async function comment(ui: TaskUi, text: string): Promise<void> {
  await ui.fill({ hint: 'Add a comment' }, text);
  await ui.tap({ text: 'Comment', role: 'button' });
}

/** On a post's page: reply to `author`'s comment. */
export async function reply(ui: TaskUi, author: string, text: string, send = true): Promise<void> {
  await ui.scrollTo({ text: `Reply to ${author}`, role: 'button' });
  await ui.tap({ text: `Reply to ${author}`, role: 'button' });
  // The box opens under the comment: below the screen's edge when the comment is the last one on it.
  await ui.scrollTo({ hint: 'Write a reply' });
  await ui.fill({ hint: 'Write a reply' }, text);
  await ui.scrollTo({ text: 'Send reply', role: 'button' });
  if (send) await ui.tap({ text: 'Send reply', role: 'button' });
}

/** On a post's page: Report, pick the reason, Submit report (or Cancel). */
export async function report(ui: TaskUi, reason: string, send = true): Promise<void> {
  await ui.tap({ text: 'Report', role: 'button' });
  await ui.tap({ text: reason, role: 'radio' });
  await ui.tap({ text: send ? 'Submit report' : 'Cancel', role: 'button' });
}

/** A forum's moderator tools, from its page. */
export async function openModTools(ui: TaskUi, forum: string): Promise<void> {
  await openForum(ui, forum);
  await ui.tap({ text: 'Moderator tools', role: 'link' });
}

/** In the moderator tools: Remove the post, pick the rule, Remove post (or Cancel). */
export async function removeInTools(ui: TaskUi, title: string, rule: string, confirm = true): Promise<void> {
  const sel = { text: `Remove "${title}"`, role: 'button' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
  await ui.tap({ text: rule, role: 'radio' });
  await ui.tap({ text: confirm ? 'Remove post' : 'Cancel', role: 'button' });
}

/** In the moderator tools: the post's Pin (or Unpin) button. */
export async function pinInTools(ui: TaskUi, title: string, on = true): Promise<void> {
  const sel = { text: `${on ? 'Pin' : 'Unpin'} "${title}"`, role: 'button' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
}

/** In the moderator tools: type the name, Ban user, then Ban (or Cancel) in the confirmation. */
export async function banInTools(ui: TaskUi, user: string, confirm = true): Promise<void> {
  await ui.fill({ hint: 'Username' }, user);
  await ui.tap({ text: 'Ban user', role: 'button' });
  await ui.tap({ text: confirm ? 'Ban' : 'Cancel', role: 'button' });
}

/** The user's own profile, from the header. */
export async function openProfile(ui: TaskUi, tab: 'Posts' | 'Comments' = 'Posts'): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'Your profile', role: 'link' });
  if (tab === 'Comments') await ui.tap({ text: 'Comments', role: 'link' });
}

/** On the user's own post: Edit, retype the text, Save (or Cancel). */
export async function editOpen(ui: TaskUi, body: string, save = true): Promise<void> {
  await ui.tap({ text: 'Edit', role: 'button' });
  await ui.fill({ hint: 'Post text' }, body);
  await ui.tap({ text: save ? 'Save' : 'Cancel', role: 'button' });
}

/** On a post's page: Delete the user's comment and confirm (or cancel). */
export async function deleteMyComment(ui: TaskUi, confirm = true): Promise<void> {
  await ui.scrollTo({ text: 'Delete your comment', role: 'button' });
  await ui.tap({ text: 'Delete your comment', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

// ---------------------------------------------------------------- reading the state

export const forum = (s: DeviceState) => s.apps.forum;
export const postById = (s: DeviceState, id: string): Post | undefined => s.apps.forum.posts.find((p) => p.id === id);
export const forumByName = (s: DeviceState, name: string): Forum | undefined => s.apps.forum.forums.find((f) => f.name === name);
export const me = (s: DeviceState): string => s.apps.forum.me;
export const moderated = (s: DeviceState): Forum[] => s.apps.forum.forums.filter((f) => f.moderators.includes(s.apps.forum.me));

/** How many posts have this title, as the forum tells two titles apart. */
export const postsTitled = (s: DeviceState, title: string): number => countNamed('forum', 'title', s.apps.forum.posts.map((p) => p.title), title);

/** Posts a reader sees whose title no other post has, optionally by someone else than the user. */
export const uniquePosts = (s: DeviceState, others = true): Post[] =>
  visible(s.apps.forum.posts).filter((p) => (!others || p.author !== s.apps.forum.me) && postsTitled(s, p.title) === 1);

/** What a goal names on the site: `the post "T"` and `f/name`, each with the records that fit it. */
export function namedInForum(s: DeviceState, what: { posts?: readonly string[]; forums?: readonly string[]; users?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.posts ?? []).map((t) => [`the post "${t}"`, postsTitled(s, t)] as const),
    ...(what.forums ?? []).map((f) => [`f/${f}`, countNamed('forum', 'forum', s.apps.forum.forums.map((x) => x.name), f)] as const),
    ...(what.users ?? []).map((u) => [`the user ${u}`, countNamed('forum', 'user', s.apps.forum.users.map((x) => x.name), u)] as const),
  ]);
}

/** The next ids the site will mint (`p<n>`, `c<n>`): what a setup's planted records get. */
export const nextIds = (s: DeviceState, n: number, prefix: string): string[] => Array.from({ length: n }, (_, i) => `${prefix}${s.apps.forum.nextId + i}`);

/** Plant a post (setups): by `author`, `ago` minutes before the clock. Returns its id. */
export function addPost(d: DeviceState, p: { forum: string; title: string; body: string; author: string; ago: number; score: number }): string {
  const s = d.apps.forum;
  const id = `p${s.nextId++}`;
  s.posts.push({ id, forum: p.forum, title: p.title, body: p.body, author: p.author, at: d.os.now - p.ago * 60_000, score: p.score, vote: 0, flair: null, pinned: false, saved: false, removed: null, edited: false, comments: [] });
  return id;
}

/** Plant a comment (setups): on the post, answering `parent` (null: the post). Returns its id. */
export function addComment(d: DeviceState, postId: string, c: { author: string; body: string; ago: number; score: number; parent?: string | null }): string {
  const s = d.apps.forum;
  const id = `c${s.nextId++}`;
  const comment: ForumComment = { id, author: c.author, body: c.body, score: c.score, at: d.os.now - c.ago * 60_000, parent: c.parent ?? null };
  s.posts.find((p) => p.id === postId)!.comments.push(comment);
  return id;
}

/** The post with the highest shown score in the forum among those no older than `days` at the clock. */
export function topPost(s: DeviceState, forumName: string, days: number): Post | undefined {
  return sortPosts(visible(s.apps.forum.posts).filter((p) => p.forum === forumName), 'top', s.os.now, days === 7 ? 'week' : 'all')[0];
}

export { shownScore };

// ---------------------------------------------------------------- checks

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

export const postedEntries = (ctx: Ctx) => effects<ForumPostEntry>(ctx, 'forum-post');
export const commentEntries = (ctx: Ctx) => effects<ForumCommentEntry>(ctx, 'forum-comment');
export const reportEntries = (ctx: Ctx) => effects<ForumReportEntry>(ctx, 'forum-report');
export const modEntries = (ctx: Ctx) => effects<ForumModEntry>(ctx, 'forum-mod');

export const sameTitle = (typed: unknown, want: string) => sameName(nameRule('forum', 'title'), typed, want);

/**
 * Exactly one post was published, in this forum, with this title (the forum's name rule); it is still
 * up, and its text reads `body` (typed text) as it stands at the end: the author may edit a post's
 * text, never its title or forum, so the ledger's text is only what it read when it went out (a
 * typo fixed by an edit is the post the goal asks for; a right text edited into another is not).
 */
export function postedOne(want: { forum: string; title: string; body: string }): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = postedEntries(ctx); return all.length === 1 ? all[0] : undefined; };
  return [
    expectEqual('exactly one post was published', 1, (ctx) => postedEntries(ctx).length),
    expectEqual(`it is in f/${want.forum}`, want.forum, (ctx) => one(ctx)?.forum),
    expectEqual(`its title is "${want.title}"`, true, (ctx) => { const e = one(ctx); return e ? sameTitle(e.title, want.title) : undefined; }),
    // The ledger says it went out; the goal asks for it to be up (not posted, then deleted).
    expectEqual('it is still up', true, (ctx) => { const e = one(ctx); return e ? postById(ctx.after, e.post) !== undefined : undefined; }),
    expectEqual(`its text reads "${want.body}"`, true, (ctx) => { const e = one(ctx); const p = e && postById(ctx.after, e.post); return p ? sameTyped(p.body, want.body) : undefined; }),
  ];
}

/** Exactly one comment was written, on this post, answering `parent`, reading `text`; and it is still there. */
export const commentedOne = (postId: string, parent: string | null, text: string): Check<DeviceState>[] =>
  commentedWith(postId, parent, expectEqual(`it reads "${text}"`, true, (ctx) => { const e = oneComment(ctx); return e ? sameTyped(e.body, text) : undefined; }));

/** Exactly one comment, as `commentedOne`, that is the goal's frame with `expected` in its slots (judges/frames.ts). */
export const commentedFramed = (postId: string, parent: string | null, f: Frame, expected: FrameValue): Check<DeviceState>[] =>
  commentedWith(postId, parent, expectThat(`it reads "${shown(f)}" ${inSlots(f, expected)}`, shown(f, expected), (ctx) => { const e = oneComment(ctx); return e ? matchFrame(f, expected, e.body) : undefined; }, (r) => r?.passed === true));

const oneComment = (ctx: Ctx) => { const all = commentEntries(ctx); return all.length === 1 ? all[0] : undefined; };

/** The checks of one comment on the post, answering `parent`, still there; `reads` checks its text (from the ledger: a comment is never edited). */
function commentedWith(postId: string, parent: string | null, reads: Check<DeviceState>): Check<DeviceState>[] {
  return [
    expectEqual('exactly one comment was written', 1, (ctx) => commentEntries(ctx).length),
    expectEqual('it is on the post the goal names', postId, (ctx) => oneComment(ctx)?.post),
    expectEqual(parent === null ? 'it answers the post' : 'it answers the comment the goal names', parent, (ctx) => oneComment(ctx)?.parent),
    reads,
    expectEqual('it is still there', true, (ctx) => { const e = oneComment(ctx); return e ? postById(ctx.after, e.post)?.comments.some((c) => c.id === e.comment) === true : undefined; }),
  ];
}

/** The user's vote on the post after the episode (1 up, -1 down, 0 none). */
export const voteIs = (postId: string, vote: number): Check<DeviceState> =>
  expectEqual(vote === 1 ? 'the post is upvoted' : vote === -1 ? 'the post is downvoted' : 'the post has no vote of yours', vote, ({ after }) => postById(after, postId)?.vote ?? null);

export const subscribedTo = (name: string, on: boolean): Check<DeviceState> =>
  expectEqual(on ? `subscribed to f/${name}` : `not subscribed to f/${name}`, on, ({ after }) => forumByName(after, name)?.subscribed ?? null);

// ---------------------------------------------------------------- picks the gate's noise (noise.ts) shares

/** Posts the goal and the params do not mention, by someone else, in the order of the posts list. */
export function bystanders(ctx: TrialContext): Post[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return uniquePosts(ctx.initial).filter((p) => !said.includes(p.title) && !said.includes(`"${p.id}"`) && !said.includes(`f/${p.forum}`) && !said.includes(`"${p.forum}"`));
}

/** Forums the goal and params do not name. */
export function bystanderForums(ctx: TrialContext): Forum[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return ctx.initial.apps.forum.forums.filter((f) => !said.includes(f.name));
}

/** `script(...moves)`: the moves in order, then done. */
export { script } from '../ui.ts';

/** The same text with one letter changed (a typo). */
export function typo(text: string): string {
  const i = text.slice(1).search(/[aeiou]/) + 1;
  return text.slice(0, i) + (text[i] === 'e' ? 'a' : 'e') + text.slice(i + 1);
}

/** The post's page, straight from its address (the goto an agent may use). */
export const gotoPost = (ui: TaskUi, p: Pick<Post, 'forum' | 'id'>) => ui.goto(postUrl(p));
