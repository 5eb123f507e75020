// Forum's pages: the front page (posts of the forums the user subscribes to), a forum, a post with
// its comment tree, the submit form, search, a user's profile, the subscriptions and a forum's
// moderator tools. The URL carries the page (sort, range, page number, search text and filter); the
// page's own state (drafts, the open dialog) lives in the browser entry (props.page).
import type { FormEvent, ReactNode } from 'react';
import type { JsonValue } from '../os/state.ts';
import { update, useDevice, web } from '../device.ts';
import { Link } from '../browser/Browser.tsx';
import { SiteDialog, SiteSearch, type DialogAction } from '../browser/parts.tsx';
import { patchPage, replaceUrl } from '../browser/nav.ts';
import { showToast } from '../os/nav.ts';
import type { Location } from '../browser/state.ts';
import { HOST, postUrl, url } from './urls.ts';
import type { SitePageProps } from '../browser/manifest.ts';
import { formatAgo } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import { PAGE_SIZE, RANGES, REPORT_REASONS, SORTS, postMatches, shownMembers, shownScore, sortPosts, visible, type Forum, type ForumComment, type Post, type Sort } from './state.ts';
import * as model from './model.ts';
import './forum.css';


type PageState = SitePageProps['page'];
const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const obj = (v: JsonValue | undefined): { [k: string]: JsonValue } => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const patch = (state: { [key: string]: JsonValue | null }) => web.patch(state);

// ---------------------------------------------------------------- routing

type Route =
  | { page: 'home' } | { page: 'submit' } | { page: 'search' } | { page: 'subscriptions' }
  | { page: 'user'; name: string } | { page: 'forum'; forum: string } | { page: 'mod'; forum: string }
  | { page: 'post'; forum: string; id: string } | { page: 'missing' };

export function routeOf(path: string): Route {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'home' };
  if (parts.length === 1 && (parts[0] === 'submit' || parts[0] === 'search' || parts[0] === 'subscriptions')) return { page: parts[0] };
  if (parts[0] === 'u' && parts.length === 2) return { page: 'user', name: parts[1]! };
  if (parts[0] === 'f' && parts.length === 2) return { page: 'forum', forum: parts[1]!.toLowerCase() };
  if (parts[0] === 'f' && parts.length === 3 && parts[2] === 'mod') return { page: 'mod', forum: parts[1]!.toLowerCase() };
  if (parts[0] === 'f' && parts.length === 4 && parts[2] === 'post') return { page: 'post', forum: parts[1]!.toLowerCase(), id: parts[3]! };
  return { page: 'missing' };
}

export function pageTitle(location: Location, state: DeviceState): string {
  const s = state.apps.forum;
  const r = routeOf(location.path);
  switch (r.page) {
    case 'home': return 'Forum: the front page';
    case 'submit': return 'Create a post · Forum';
    case 'search': return `Search${location.query.q ? `: ${location.query.q}` : ''} · Forum`;
    case 'subscriptions': return 'Subscriptions · Forum';
    case 'user': return `${r.name} · Forum`;
    case 'forum': return model.findForum(s, r.forum) ? `f/${r.forum} · Forum` : 'Forum not found';
    case 'mod': return `Moderator tools · f/${r.forum}`;
    case 'post': { const p = model.findPost(s, r.id); return p && p.forum === r.forum ? `${p.title} · f/${p.forum}` : 'Post not found'; }
    default: return 'Page not found · Forum';
  }
}

export function ForumPage({ location, page }: SitePageProps) {
  const r = routeOf(location.path);
  let body: ReactNode;
  switch (r.page) {
    case 'home': body = <Home location={location} />; break;
    case 'submit': body = <Submit location={location} page={page} />; break;
    case 'search': body = <Search location={location} />; break;
    case 'subscriptions': body = <Subscriptions />; break;
    case 'user': body = <Profile name={r.name} location={location} />; break;
    case 'forum': body = <ForumView name={r.forum} location={location} />; break;
    case 'mod': body = <ModTools name={r.forum} page={page} />; break;
    case 'post': body = <PostPage forum={r.forum} id={r.id} page={page} />; break;
    default: body = <NotFound />;
  }
  return (
    <div className="fm">
      <Header location={location} page={page} />
      <div className="fm-body">{body}</div>
    </div>
  );
}

function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <div className="fm-missing" role="alert">
      <h1>Sorry, this {what} does not exist</h1>
      <p>It may have been deleted, or the address is wrong.</p>
      <Link href={url('/')}>Go to the front page</Link>
    </div>
  );
}

// ---------------------------------------------------------------- header

function Header({ location, page }: { location: Location; page: PageState }) {
  const me = useDevice((s) => s.apps.forum.me);
  return (
    <header className="fm-header">
      <Link href={url('/')} className="fm-logo" label="Forum home">forum</Link>
      <SiteSearch prefix="fm" label="Search Forum" host={HOST} path="/search" location={location} page={page} />
      <nav className="fm-nav" aria-label="Site">
        <Link href={url('/')}>Home</Link>
        <Link href={url('/subscriptions')}>Subscriptions</Link>
        <Link href={url('/submit')}>Create post</Link>
        <Link href={url(`/u/${me}`)} label="Your profile">{me}</Link>
      </nav>
    </header>
  );
}

// ---------------------------------------------------------------- listings

function Votes({ post }: { post: Post }) {
  const set = (dir: 1 | -1) => update((d) => model.vote(d.apps.forum, post.id, dir));
  return (
    <div className="fm-votes">
      <button className={post.vote === 1 ? 'on up' : ''} aria-label={post.vote === 1 ? 'Upvoted' : 'Upvote'} onClick={() => set(1)}>▲</button>
      <span className="fm-score">{shownScore(post)}</span>
      <button className={post.vote === -1 ? 'on down' : ''} aria-label={post.vote === -1 ? 'Downvoted' : 'Downvote'} onClick={() => set(-1)}>▼</button>
    </div>
  );
}

function PostMeta({ post, now, showForum = true }: { post: Post; now: number; showForum?: boolean }) {
  return (
    <div className="fm-meta">
      {showForum && <><Link href={url(`/f/${post.forum}`)}>f/{post.forum}</Link><span> · </span></>}
      <span>Posted by </span><Link href={url(`/u/${post.author}`)}>{post.author}</Link>
      <span> · {formatAgo(post.at, now)}</span>
      {post.pinned && <span className="fm-pinned"> · Pinned</span>}
      {post.edited && <span> · edited</span>}
    </div>
  );
}

function PostRow({ post, showForum = true }: { post: Post; showForum?: boolean }) {
  const now = useDevice((s) => s.os.now);
  return (
    <article className="fm-row" aria-label={post.title}>
      <Votes post={post} />
      <div className="fm-row-main">
        <PostMeta post={post} now={now} showForum={showForum} />
        <div className="fm-row-title">
          <Link href={postUrl(post)}>{post.title}</Link>
          {post.flair && <span className="fm-flair">{post.flair}</span>}
        </div>
        <div className="fm-row-actions">
          <Link href={postUrl(post)} label={`${post.comments.length} comments on "${post.title}"`}>{post.comments.length} {post.comments.length === 1 ? 'comment' : 'comments'}</Link>
        </div>
      </div>
    </article>
  );
}

function SortBar({ base, query }: { base: string; query: Record<string, string> }) {
  const sort = sortOf(query);
  return (
    <div className="fm-sorts" aria-label="Sort posts">
      {SORTS.map((s) => (
        <Link key={s.id} href={url(base, { sort: s.id === 'hot' ? undefined : s.id })} className={s.id === sort ? 'on' : ''} label={s.id === sort ? `${s.label} (selected)` : s.label}>{s.label}</Link>
      ))}
      {sort === 'top' && (
        <span className="fm-ranges">
          {RANGES.map((r) => (
            <Link key={r.id} href={url(base, { sort: 'top', t: r.id === 'all' ? undefined : r.id })} className={r.id === (query.t ?? 'all') ? 'on' : ''} label={r.id === (query.t ?? 'all') ? `${r.label} (selected)` : r.label}>{r.label}</Link>
          ))}
        </span>
      )}
    </div>
  );
}

const sortOf = (query: Record<string, string>): Sort => (query.sort === 'new' || query.sort === 'top' ? query.sort : 'hot');
const pageOf = (query: Record<string, string>): number => Math.max(1, Math.floor(Number(query.page)) || 1);

function Paged({ posts, base, query, showForum = true, empty }: { posts: Post[]; base: string; query: Record<string, string>; showForum?: boolean; empty: string }) {
  const pages = Math.max(1, Math.ceil(posts.length / PAGE_SIZE));
  const n = Math.min(pageOf(query), pages);
  const shown = posts.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
  const at = (k: number) => url(base, { ...query, page: k === 1 ? undefined : k });
  return (
    <>
      {shown.length === 0 ? <p className="fm-empty">{empty}</p> : shown.map((p) => <PostRow key={p.id} post={p} showForum={showForum} />)}
      {pages > 1 && (
        <div className="fm-pager" aria-label="Pages">
          {n > 1 ? <Link href={at(n - 1)}>Previous page</Link> : <span />}
          <span>Page {n} of {pages}</span>
          {n < pages ? <Link href={at(n + 1)}>Next page</Link> : <span />}
        </div>
      )}
    </>
  );
}

function Sidebar() {
  const forums = useDevice((s) => s.apps.forum.forums);
  return (
    <aside className="fm-side">
      <section className="fm-card">
        <h2>Your forums</h2>
        <ul>{forums.filter((f) => f.subscribed).map((f) => <li key={f.id}><Link href={url(`/f/${f.name}`)}>f/{f.name}</Link></li>)}</ul>
        <h2>Other forums</h2>
        <ul>{forums.filter((f) => !f.subscribed).map((f) => <li key={f.id}><Link href={url(`/f/${f.name}`)}>f/{f.name}</Link></li>)}</ul>
      </section>
    </aside>
  );
}

function Home({ location }: { location: Location }) {
  const s = useDevice((d) => d.apps.forum);
  const now = useDevice((d) => d.os.now);
  const subscribed = new Set(s.forums.filter((f) => f.subscribed).map((f) => f.name));
  const posts = sortPosts(visible(s.posts).filter((p) => subscribed.has(p.forum)), sortOf(location.query), now, location.query.t);
  return (
    <div className="fm-columns">
      <main className="fm-main">
        <h1 className="fm-h1">Your front page</h1>
        <SortBar base="/" query={location.query} />
        <Paged posts={posts} base="/" query={location.query} empty="Subscribe to forums to fill your front page." />
      </main>
      <Sidebar />
    </div>
  );
}

function ForumView({ name, location }: { name: string; location: Location }) {
  const s = useDevice((d) => d.apps.forum);
  const now = useDevice((d) => d.os.now);
  const f = model.findForum(s, name);
  if (!f) return <NotFound what="forum" />;
  const posts = sortPosts(visible(s.posts).filter((p) => p.forum === f.name), sortOf(location.query), now, location.query.t, true);
  const mod = f.moderators.includes(s.me);
  return (
    <div className="fm-columns">
      <main className="fm-main">
        <div className="fm-forum-head">
          <h1 className="fm-h1">f/{f.name}</h1>
          <button className={f.subscribed ? 'fm-btn' : 'fm-btn primary'} onClick={() => update((d) => { model.setSubscribed(d.apps.forum, f.name, !f.subscribed); showToast(d.os, f.subscribed ? `Left f/${f.name}` : `Subscribed to f/${f.name}`); })}>
            {f.subscribed ? 'Unsubscribe' : 'Subscribe'}
          </button>
          <Link href={url('/submit', { forum: f.name })} className="fm-btn">Create post</Link>
          {mod && <Link href={url(`/f/${f.name}/mod`)} className="fm-btn">Moderator tools</Link>}
        </div>
        <SortBar base={`/f/${f.name}`} query={location.query} />
        <Paged posts={posts} base={`/f/${f.name}`} query={location.query} showForum={false} empty="No posts here yet." />
      </main>
      <aside className="fm-side">
        <section className="fm-card">
          <h2>About f/{f.name}</h2>
          <p>{f.description}</p>
          <p><strong>{shownMembers(f).toLocaleString('en-US')}</strong> members</p>
          <h2>Rules</h2>
          <ol>{f.rules.map((rule) => <li key={rule}>{rule}</li>)}</ol>
          <h2>Moderators</h2>
          <ul>{f.moderators.map((m) => <li key={m}><Link href={url(`/u/${m}`)}>{m}</Link></li>)}</ul>
        </section>
      </aside>
    </div>
  );
}

function Subscriptions() {
  const forums = useDevice((s) => s.apps.forum.forums);
  const row = (f: Forum) => (
    <li key={f.id} className="fm-sub-row">
      <div>
        <Link href={url(`/f/${f.name}`)}>f/{f.name}</Link>
        <span className="fm-meta"> · {shownMembers(f).toLocaleString('en-US')} members</span>
        <p>{f.description}</p>
      </div>
      <button className={f.subscribed ? 'fm-btn' : 'fm-btn primary'} aria-label={f.subscribed ? `Unsubscribe from f/${f.name}` : `Subscribe to f/${f.name}`}
        onClick={() => update((d) => { model.setSubscribed(d.apps.forum, f.name, !f.subscribed); showToast(d.os, f.subscribed ? `Left f/${f.name}` : `Subscribed to f/${f.name}`); })}>
        {f.subscribed ? 'Unsubscribe' : 'Subscribe'}
      </button>
    </li>
  );
  return (
    <main className="fm-main fm-narrow">
      <h1 className="fm-h1">Subscriptions</h1>
      <h2>Your forums</h2>
      <ul className="fm-subs">{forums.filter((f) => f.subscribed).map(row)}</ul>
      <h2>Discover more forums</h2>
      <ul className="fm-subs">{forums.filter((f) => !f.subscribed).map(row)}</ul>
    </main>
  );
}

function Search({ location }: { location: Location }) {
  const s = useDevice((d) => d.apps.forum);
  const now = useDevice((d) => d.os.now);
  const q = location.query.q ?? '';
  const forum = location.query.forum ?? '';
  const posts = sortPosts(visible(s.posts).filter((p) => postMatches(p, q) && (forum === '' || p.forum === forum)), 'top', now);
  return (
    <main className="fm-main fm-narrow">
      <h1 className="fm-h1">{q.trim() === '' ? 'Search' : `Results for "${q}"`}</h1>
      <div className="fm-filter" aria-label="Filter by forum">
        <Link href={url('/search', { q })} className={forum === '' ? 'on' : ''} label={forum === '' ? 'In all forums (selected)' : 'In all forums'}>All forums</Link>
        {s.forums.map((f) => (
          <Link key={f.id} href={url('/search', { q, forum: f.name })} className={forum === f.name ? 'on' : ''} label={forum === f.name ? `In f/${f.name} (selected)` : `In f/${f.name}`}>f/{f.name}</Link>
        ))}
      </div>
      {q.trim() === '' ? <p className="fm-empty">Type words from a post's title or text in the search box.</p>
        : <Paged posts={posts} base="/search" query={location.query} empty={`No posts match "${q}".`} />}
    </main>
  );
}

function Profile({ name, location }: { name: string; location: Location }) {
  const s = useDevice((d) => d.apps.forum);
  const now = useDevice((d) => d.os.now);
  const user = s.users.find((u) => u.name.toLowerCase() === name.toLowerCase());
  if (!user) return <NotFound what="user" />;
  const tab = location.query.tab === 'comments' ? 'comments' : 'posts';
  const posts = sortPosts(visible(s.posts).filter((p) => p.author === user.name), 'new', now);
  const comments = s.posts.filter((p) => p.removed === null).flatMap((p) => p.comments.filter((c) => c.author === user.name).map((c) => ({ c, p }))).sort((a, b) => b.c.at - a.c.at);
  return (
    <main className="fm-main fm-narrow">
      <h1 className="fm-h1">{user.name}</h1>
      <p className="fm-meta">{user.karma.toLocaleString('en-US')} karma · joined {formatAgo(user.joined, now)}</p>
      <div className="fm-sorts">
        <Link href={url(`/u/${user.name}`)} className={tab === 'posts' ? 'on' : ''} label={tab === 'posts' ? 'Posts (selected)' : 'Posts'}>Posts</Link>
        <Link href={url(`/u/${user.name}`, { tab: 'comments' })} className={tab === 'comments' ? 'on' : ''} label={tab === 'comments' ? 'Comments (selected)' : 'Comments'}>Comments</Link>
      </div>
      {tab === 'posts' ? <Paged posts={posts} base={`/u/${user.name}`} query={location.query} empty="No posts yet." />
        : comments.length === 0 ? <p className="fm-empty">No comments yet.</p>
          : comments.map(({ c, p }) => (
            <div key={c.id} className="fm-card fm-profile-comment">
              <div className="fm-meta"><span>{c.author} commented on </span><Link href={postUrl(p)}>{p.title}</Link><span> · f/{p.forum} · {formatAgo(c.at, now)}</span></div>
              <p>{c.body}</p>
            </div>
          ))}
    </main>
  );
}

// ---------------------------------------------------------------- a post

type Dialog = { kind: 'report'; reason: string } | { kind: 'delete-post' } | { kind: 'delete-comment'; id: string } | { kind: 'remove'; id: string; reason: string } | { kind: 'ban'; user: string };

function readDialog(v: JsonValue | undefined): Dialog | null {
  const o = obj(v);
  switch (o.kind) {
    case 'report': return { kind: 'report', reason: str(o.reason) };
    case 'delete-post': return { kind: 'delete-post' };
    case 'delete-comment': return { kind: 'delete-comment', id: str(o.id) };
    case 'remove': return { kind: 'remove', id: str(o.id), reason: str(o.reason) };
    case 'ban': return { kind: 'ban', user: str(o.user) };
    default: return null;
  }
}

function Modal(props: { title: string; children?: ReactNode; actions: readonly DialogAction[] }) {
  return <SiteDialog prefix="fm" {...props} />;
}

function Choices({ options, chosen, onChoose, label }: { options: readonly string[]; chosen: string; onChoose: (o: string) => void; label: string }) {
  return (
    <div role="radiogroup" aria-label={label} className="fm-choices">
      {options.map((o) => (
        <div key={o} role="radio" tabIndex={0} aria-checked={o === chosen} className={o === chosen ? 'fm-choice on' : 'fm-choice'} onClick={() => onChoose(o)}>{o}</div>
      ))}
    </div>
  );
}

function CommentTree({ post, parent, page, depth }: { post: Post; parent: string | null; page: PageState; depth: number }) {
  const me = useDevice((s) => s.apps.forum.me);
  const now = useDevice((s) => s.os.now);
  const children = post.comments.filter((c) => c.parent === parent).sort((a, b) => b.score - a.score || a.at - b.at);
  if (children.length === 0) return null;
  const replyTo = str(page.replyTo);
  return (
    <div className={depth === 0 ? 'fm-comments' : 'fm-replies'}>
      {children.map((c: ForumComment) => (
        <div key={c.id} className="fm-comment">
          <div className="fm-meta">
            {c.author === '[deleted]' ? <span>[deleted]</span> : <Link href={url(`/u/${c.author}`)}>{c.author}</Link>}
            <span> · {c.score} {Math.abs(c.score) === 1 ? 'point' : 'points'} · {formatAgo(c.at, now)}</span>
          </div>
          <p className="fm-comment-body">{c.body}</p>
          {c.author !== '[deleted]' && (
            <div className="fm-comment-actions">
              <button aria-label={`Reply to ${c.author}`} onClick={() => patch({ replyTo: c.id, reply: '' })}>Reply</button>
              {c.author === me && <button aria-label="Delete your comment" onClick={() => patch({ dialog: { kind: 'delete-comment', id: c.id } })}>Delete</button>}
            </div>
          )}
          {replyTo === c.id && (
            <form className="fm-reply" onSubmit={(e) => { e.preventDefault(); sendComment(post.id, c.id, str(page.reply)); }}>
              <textarea aria-label={`Reply to ${c.author}`} placeholder="Write a reply" value={str(page.reply)} onChange={(e) => patch({ reply: e.target.value })} />
              <div>
                <button type="submit" className="fm-btn primary" disabled={str(page.reply).trim() === ''}>Send reply</button>
                <button type="button" className="fm-btn" onClick={() => patch({ replyTo: null, reply: null })}>Cancel</button>
              </div>
            </form>
          )}
          <CommentTree post={post} parent={c.id} page={page} depth={depth + 1} />
        </div>
      ))}
    </div>
  );
}

function sendComment(postId: string, parent: string | null, text: string): void {
  update((d) => {
    const id = model.addComment(d.apps.forum, d.os.ledger, d.os.now, postId, parent, text);
    if (!id) return;
    patchPage(d.os, parent === null ? { comment: null } : { replyTo: null, reply: null });
    showToast(d.os, parent === null ? 'Comment posted' : 'Reply posted');
  });
}

function PostPage({ forum, id, page }: { forum: string; id: string; page: PageState }) {
  const s = useDevice((d) => d.apps.forum);
  const now = useDevice((d) => d.os.now);
  const post = model.findPost(s, id);
  if (!post || post.forum !== forum) return <NotFound what="post" />;
  const mine = post.author === s.me;
  const mod = model.moderates(s, post.forum);
  const dialog = readDialog(page.dialog);
  const editing = page.editing === true;
  const close = () => patch({ dialog: null });
  if (post.removed !== null && !mod && !mine) {
    return <main className="fm-main fm-narrow"><div className="fm-card"><PostMeta post={post} now={now} /><p className="fm-removed">[Removed by the moderators]</p></div></main>;
  }
  return (
    <div className="fm-columns">
      <main className="fm-main">
        <article className="fm-card fm-post" aria-label={post.title}>
          <Votes post={post} />
          <div className="fm-row-main">
            <PostMeta post={post} now={now} />
            <h1 className="fm-post-title">{post.title}</h1>
            {post.flair && <span className="fm-flair">{post.flair}</span>}
            {post.removed !== null && <p className="fm-removed">Removed by the moderators: {post.removed}</p>}
            {editing ? (
              <form className="fm-edit" onSubmit={(e) => { e.preventDefault(); update((d) => { model.editPost(d.apps.forum, post.id, str(page.draft)); patchPage(d.os, { editing: null, draft: null }); showToast(d.os, 'Post saved'); }); }}>
                <textarea aria-label="Post text" value={str(page.draft)} onChange={(e) => patch({ draft: e.target.value })} />
                <div>
                  <button type="submit" className="fm-btn primary">Save</button>
                  <button type="button" className="fm-btn" onClick={() => patch({ editing: null, draft: null })}>Cancel</button>
                </div>
              </form>
            ) : post.body.split('\n').map((line, i) => <p key={i} className="fm-post-body">{line}</p>)}
            <div className="fm-post-actions">
              <span>{post.comments.length} {post.comments.length === 1 ? 'comment' : 'comments'}</span>
              <button onClick={() => update((d) => { model.setSaved(d.apps.forum, post.id, !post.saved); showToast(d.os, post.saved ? 'Post unsaved' : 'Post saved'); })}>{post.saved ? 'Unsave' : 'Save'}</button>
              {!mine && <button onClick={() => patch({ dialog: { kind: 'report', reason: '' } })}>Report</button>}
              {mine && !editing && <button onClick={() => patch({ editing: true, draft: post.body })}>Edit</button>}
              {mine && <button onClick={() => patch({ dialog: { kind: 'delete-post' } })}>Delete</button>}
              {mod && post.removed === null && <button onClick={() => update((d) => { model.setPinned(d.apps.forum, post.id, !post.pinned); showToast(d.os, post.pinned ? 'Post unpinned' : 'Post pinned'); })}>{post.pinned ? 'Unpin' : 'Pin'}</button>}
            </div>
          </div>
        </article>
        <form className="fm-card fm-new-comment" onSubmit={(e) => { e.preventDefault(); sendComment(post.id, null, str(page.comment)); }}>
          <textarea aria-label="Add a comment" placeholder="Add a comment" value={str(page.comment)} onChange={(e) => patch({ comment: e.target.value })} />
          <button type="submit" className="fm-btn primary" disabled={str(page.comment).trim() === ''}>Comment</button>
        </form>
        <CommentTree post={post} parent={null} page={page} depth={0} />
      </main>
      <aside className="fm-side">
        <section className="fm-card">
          <h2><Link href={url(`/f/${post.forum}`)}>f/{post.forum}</Link></h2>
          <p>{model.findForum(s, post.forum)?.description}</p>
        </section>
      </aside>
      {dialog?.kind === 'report' && (
        <Modal title="Report post" actions={[
          { label: 'Cancel', onClick: close },
          { label: 'Submit report', primary: true, disabled: dialog.reason === '', onClick: () => update((d) => { model.report(d.apps.forum, d.os.ledger, d.os.now, post.id, dialog.reason); patchPage(d.os, { dialog: null }); showToast(d.os, 'Thanks, the moderators will review it'); }) },
        ]}>
          <p>Why are you reporting this post?</p>
          <Choices label="Reason" options={REPORT_REASONS} chosen={dialog.reason} onChoose={(reason) => patch({ dialog: { kind: 'report', reason } })} />
        </Modal>
      )}
      {dialog?.kind === 'delete-post' && (
        <Modal title="Delete post?" actions={[
          { label: 'Cancel', onClick: close },
          { label: 'Delete', primary: true, onClick: () => update((d) => { model.deletePost(d.apps.forum, post.id); replaceUrl(d.os, url(`/u/${d.apps.forum.me}`)); showToast(d.os, 'Post deleted'); }) },
        ]}><p>This can't be undone.</p></Modal>
      )}
      {dialog?.kind === 'delete-comment' && (
        <Modal title="Delete comment?" actions={[
          { label: 'Cancel', onClick: close },
          { label: 'Delete', primary: true, onClick: () => update((d) => { model.deleteComment(d.apps.forum, post.id, dialog.id); patchPage(d.os, { dialog: null }); showToast(d.os, 'Comment deleted'); }) },
        ]}><p>This can't be undone.</p></Modal>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- submit

function Submit({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.forum);
  const forum = typeof page.forum === 'string' ? page.forum : (location.query.forum ?? '').toLowerCase();
  const title = str(page.title);
  const body = str(page.body);
  const errors = obj(page.errors);
  const send = (e: FormEvent) => {
    e.preventDefault();
    update((d) => {
      const result = model.createPost(d.apps.forum, d.os.ledger, d.os.now, { forum, title, body });
      if ('errors' in result) { patchPage(d.os, { errors: result.errors }); return; }
      const p = model.findPost(d.apps.forum, result.id)!;
      replaceUrl(d.os, postUrl(p));
      showToast(d.os, 'Post published');
    });
  };
  return (
    <main className="fm-main fm-narrow">
      <h1 className="fm-h1">Create a post</h1>
      <form className="fm-card fm-form" onSubmit={send} noValidate>
        <div className="fm-field">
          <span className="fm-label">Forum</span>
          <Choices label="Forum" options={s.forums.map((f) => `f/${f.name}`)} chosen={forum ? `f/${forum}` : ''} onChoose={(o) => patch({ forum: o.slice(2), errors: { ...errors, forum: null } })} />
          {str(errors.forum) !== '' && <p className="fm-error" role="alert">{str(errors.forum)}</p>}
        </div>
        <div className="fm-field">
          <input aria-label="Title" placeholder="Title" value={title} onChange={(e) => patch({ title: e.target.value })} />
          {str(errors.title) !== '' && <p className="fm-error" role="alert">{str(errors.title)}</p>}
        </div>
        <div className="fm-field">
          <textarea aria-label="Text (optional)" placeholder="Text (optional)" value={body} onChange={(e) => patch({ body: e.target.value })} />
        </div>
        <div className="fm-form-actions">
          <button type="submit" className="fm-btn primary">Post</button>
        </div>
      </form>
    </main>
  );
}

// ---------------------------------------------------------------- moderator tools

function ModTools({ name, page }: { name: string; page: PageState }) {
  const s = useDevice((d) => d.apps.forum);
  const now = useDevice((d) => d.os.now);
  const f = model.findForum(s, name);
  if (!f) return <NotFound what="forum" />;
  if (!f.moderators.includes(s.me)) return <main className="fm-main fm-narrow"><h1 className="fm-h1">Moderators only</h1><p>You do not moderate f/{f.name}.</p></main>;
  const posts = sortPosts(s.posts.filter((p) => p.forum === f.name), 'new', now, 'all', true);
  const dialog = readDialog(page.dialog);
  const close = () => patch({ dialog: null });
  const banName = str(page.ban);
  const banError = str(page.banError);
  return (
    <main className="fm-main fm-narrow">
      <h1 className="fm-h1">Moderator tools: f/{f.name}</h1>
      <section className="fm-card">
        <h2>Ban a user</h2>
        <form className="fm-ban" onSubmit={(e) => { e.preventDefault(); if (banName.trim() !== '') patch({ dialog: { kind: 'ban', user: banName.trim().replace(/^u\//i, '') } }); }}>
          <input aria-label="Username to ban" placeholder="Username" value={banName} onChange={(e) => patch({ ban: e.target.value, banError: null })} />
          <button type="submit" className="fm-btn">Ban user</button>
        </form>
        {banError !== '' && <p className="fm-error" role="alert">{banError}</p>}
        <p className="fm-meta">Banned: {f.banned.length === 0 ? 'nobody' : f.banned.join(', ')}</p>
      </section>
      <h2>Posts</h2>
      {posts.map((p) => (
        <div key={p.id} className="fm-card fm-mod-row" aria-label={p.title}>
          <div className="fm-row-main">
            <div className="fm-meta">Posted by {p.author} · {formatAgo(p.at, now)} · {shownScore(p)} points{p.pinned ? ' · Pinned' : ''}</div>
            <Link href={postUrl(p)}>{p.title}</Link>
            {p.removed !== null && <p className="fm-removed">Removed: {p.removed}</p>}
          </div>
          {p.removed === null && (
            <div className="fm-mod-actions">
              <button className="fm-btn" aria-label={`${p.pinned ? 'Unpin' : 'Pin'} "${p.title}"`} onClick={() => update((d) => { model.setPinned(d.apps.forum, p.id, !p.pinned); showToast(d.os, p.pinned ? 'Post unpinned' : 'Post pinned'); })}>{p.pinned ? 'Unpin' : 'Pin'}</button>
              <button className="fm-btn danger" aria-label={`Remove "${p.title}"`} onClick={() => patch({ dialog: { kind: 'remove', id: p.id, reason: '' } })}>Remove</button>
            </div>
          )}
        </div>
      ))}
      {dialog?.kind === 'remove' && (
        <Modal title="Remove post" actions={[
          { label: 'Cancel', onClick: close },
          { label: 'Remove post', primary: true, disabled: dialog.reason === '', onClick: () => update((d) => { model.removePost(d.apps.forum, d.os.ledger, d.os.now, dialog.id, dialog.reason); patchPage(d.os, { dialog: null }); showToast(d.os, 'Post removed'); }) },
        ]}>
          <p>Which rule does "{model.findPost(s, dialog.id)?.title}" break?</p>
          <Choices label="Rule broken" options={f.rules} chosen={dialog.reason} onChoose={(reason) => patch({ dialog: { ...dialog, reason } })} />
        </Modal>
      )}
      {dialog?.kind === 'ban' && (
        <Modal title={`Ban ${dialog.user} from f/${f.name}?`} actions={[
          { label: 'Cancel', onClick: close },
          { label: 'Ban', primary: true, onClick: () => update((d) => {
            const refused = model.ban(d.apps.forum, d.os.ledger, d.os.now, f.name, dialog.user);
            patchPage(d.os, refused ? { dialog: null, banError: refused } : { dialog: null, ban: null });
            if (!refused) showToast(d.os, `${dialog.user} is banned from f/${f.name}`);
          }) },
        ]}><p>They will no longer be able to post or comment in f/{f.name}.</p></Modal>
      )}
    </main>
  );
}
