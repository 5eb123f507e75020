// Social screens: the feed (`main`), a post (`post`: likes, comments, and for the owner's posts
// edit, visibility and delete), a person's profile (`profile`: follow, unfollow, their posts), the
// owner's profile (`me`), the composer (`compose`: new post or edit, a photo from Gallery, the
// visibility), the Gallery photo picker (`photos`), people search (`people`) and settings
// (`settings`: the default visibility). Posts and comments apply at once and go in the ledger.
import { useMemo, type KeyboardEvent } from 'react';
import { Globe, Heart, ImagePlus, Lock, PenSquare, Search, Settings, UserRound, Users, X } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Button, Dialog, Empty, Fab, IconButton, ListItem, OptionsDialog, Scroll, SearchBar, SectionHeader } from '../kit/ui.tsx';
import { formatAgo } from '../kit/time.ts';
import { PhotoScene } from '../gallery/scene.tsx';
import type { DeviceState } from '../world.ts';
import {
  ME, VISIBILITIES, VISIBILITY_LABEL, accountById, accountMatches, authorName, commentLabel, feed, likeCount, myPosts, postLabel, postsOf,
  type Post, type PostPhoto, type SocialState, type Visibility,
} from './state.ts';
import * as model from './model.ts';
import './social.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const isVisibility = (v: JsonValue | undefined): v is Visibility => typeof v === 'string' && (VISIBILITIES as readonly string[]).includes(v);

function photoOf(value: JsonValue | undefined): PostPhoto | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { name, kind, seed } = value;
  return typeof name === 'string' && typeof kind === 'string' && typeof seed === 'number' ? { name, kind: kind as PostPhoto['kind'], seed } : null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function VisibilityIcon({ v }: { v: Visibility }) {
  if (v === 'public') return <Globe size={14} aria-hidden />;
  if (v === 'followers') return <Users size={14} aria-hidden />;
  return <Lock size={14} aria-hidden />;
}

const composeRoute = (s: SocialState, post?: Post): Route => ({
  screen: 'compose', id: post?.id ?? '', text: post?.text ?? '', photo: post?.photo ? { ...post.photo } : null,
  visibility: post?.visibility ?? s.defaultVisibility, dialog: null,
});

// ---------------------------------------------------------------- a post card

function PostCard({ s, p, now, detail }: { s: SocialState; p: Post; now: number; detail?: boolean }) {
  const name = authorName(s, p.author);
  const mine = p.author === ME;
  const openAuthor = () => (mine ? nav.push({ screen: 'me' }) : nav.push({ screen: 'profile', id: p.author, dialog: null }));
  const liked = p.likedBy.includes(ME);
  return (
    <article className="so-card" aria-label={`Post by ${name}`}>
      <div className="so-card-head">
        <button className="so-author" aria-label={`Profile of ${mine ? s.me.name : name}`} onClick={openAuthor}>
          <Avatar name={mine ? s.me.name : name} />
        </button>
        <div className="so-card-who">
          <span className="so-name">{mine ? s.me.name : name}</span>
          <span className="so-meta">
            {formatAgo(p.at, now)}
            {p.edited && ' · Edited'}
            {(mine || p.visibility !== 'public') && <span className="so-vis" aria-label={`Visible to: ${VISIBILITY_LABEL[p.visibility]}`}> · <VisibilityIcon v={p.visibility} /> {VISIBILITY_LABEL[p.visibility]}</span>}
          </span>
        </div>
      </div>
      {detail ? (
        <div className="so-body">
          {p.text !== '' && <p className="so-text">{p.text}</p>}
          {p.photo && <PhotoScene kind={p.photo.kind} seed={p.photo.seed} className="so-photo" />}
          {p.photo && <span className="so-photo-name">{p.photo.name}</span>}
        </div>
      ) : (
        <button className="so-body" aria-label={postLabel(s, p)} onClick={() => nav.push({ screen: 'post', id: p.id, draft: '', dialog: null })}>
          {p.text !== '' && <span className="so-text">{p.text}</span>}
          {p.photo && <PhotoScene kind={p.photo.kind} seed={p.photo.seed} className="so-photo" />}
        </button>
      )}
      <div className="so-counts">
        <span>{plural(likeCount(p), 'like')}</span>
        <span>{plural(p.comments.length, 'comment')}</span>
      </div>
      {detail && (
        <div className="so-actions">
          <button className={`so-like${liked ? ' on' : ''}`} aria-label={liked ? 'Unlike' : 'Like'} aria-pressed={liked} onClick={() => update((d) => model.toggleLike(d.apps.social, p.id))}>
            <Heart size={20} aria-hidden fill={liked ? 'currentColor' : 'none'} /> {liked ? 'Liked' : 'Like'}
          </button>
        </div>
      )}
    </article>
  );
}

// ---------------------------------------------------------------- feed

function FeedScreen() {
  const s = useDevice((d) => d.apps.social);
  const now = useDevice((d) => d.os.now);
  const list = useMemo(() => feed(s), [s]);
  return (
    <>
      <AppBar title="Social" actions={<>
        <IconButton label="Search people" onClick={() => nav.push({ screen: 'people', query: '' })}><Search size={21} /></IconButton>
        <IconButton label="My profile" onClick={() => nav.push({ screen: 'me' })}><UserRound size={21} /></IconButton>
        <IconButton label="Settings" onClick={() => nav.push({ screen: 'settings', dialog: null })}><Settings size={21} /></IconButton>
      </>} />
      <Scroll label="Feed">
        {list.length === 0 && <Empty>Follow people to see their posts here</Empty>}
        {list.map((p) => <PostCard key={p.id} s={s} p={p} now={now} />)}
        <div className="so-fab-space" />
      </Scroll>
      <Fab label="New post" extended icon={<PenSquare size={22} />} onClick={() => update((d) => { d.os.ui.stacks.social!.push(composeRoute(d.apps.social)); })} />
    </>
  );
}

// ---------------------------------------------------------------- one post

function PostScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const s = useDevice((d) => d.apps.social);
  const now = useDevice((d) => d.os.now);
  const p = s.posts.find((x) => x.id === id);
  if (!p) return (<><AppBar title="Post" onBack={nav.back} /><Empty>This post was deleted</Empty></>);
  const mine = p.author === ME;
  const draft = str(route.draft);
  const dialog = str(route.dialog);
  const send = () => update((d) => {
    const made = model.addComment(d.apps.social, d.os.ledger, d.os.now, p.id, draft);
    if ('refused' in made) { showToast(d.os, made.refused); return; }
    const top = d.os.ui.stacks.social!.at(-1)!;
    top.draft = '';
    showToast(d.os, 'Comment posted');
  });
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) { e.preventDefault(); if (draft.trim() !== '') send(); }
  };
  const removing = p.comments.find((c) => `delete-comment:${c.id}` === dialog);
  return (
    <>
      <AppBar title="Post" onBack={nav.back} actions={mine && <IconButton label="Post options" onClick={() => nav.patch({ dialog: 'menu' })}><PenSquare size={21} /></IconButton>} />
      <Scroll label="Post">
        <PostCard s={s} p={p} now={now} detail />
        <SectionHeader>Comments</SectionHeader>
        {p.comments.length === 0 && <Empty>No comments yet</Empty>}
        {p.comments.map((c) => (
          <div key={c.id} className="so-comment" role="group" aria-label={commentLabel(s, c)}>
            <Avatar name={c.from === ME ? s.me.name : authorName(s, c.from)} />
            <div className="so-comment-body">
              <span className="so-name">{c.from === ME ? s.me.name : authorName(s, c.from)}</span>
              <span className="so-comment-text">{c.text}</span>
              <span className="so-meta">{formatAgo(c.at, now)}</span>
            </div>
            {c.from === ME && <IconButton label="Delete comment" onClick={() => nav.patch({ dialog: `delete-comment:${c.id}` })}><X size={18} /></IconButton>}
          </div>
        ))}
      </Scroll>
      <div className="so-composer">
        <input className="so-input" aria-label="Add a comment" placeholder="Add a comment" value={draft} onChange={(e) => nav.patch({ draft: e.target.value })} onKeyDown={onKeyDown} autoComplete="off" spellCheck={false} />
        <Button variant="text" disabled={draft.trim() === ''} onClick={send}>Post comment</Button>
      </div>
      {dialog === 'menu' && (
        <OptionsDialog title="Post options" onDismiss={() => nav.patch({ dialog: null })} options={[
          { label: 'Edit post', onClick: () => update((d) => { const stack = d.os.ui.stacks.social!; stack.at(-1)!.dialog = null; stack.push(composeRoute(d.apps.social, p)); }) },
          { label: 'Change visibility', onClick: () => nav.patch({ dialog: 'visibility' }) },
          { label: 'Delete post', danger: true, onClick: () => nav.patch({ dialog: 'delete' }) },
        ]} />
      )}
      {dialog === 'visibility' && (
        <OptionsDialog title="Who can see this post" onDismiss={() => nav.patch({ dialog: null })} options={VISIBILITIES.map((v) => ({
          label: v === p.visibility ? `${VISIBILITY_LABEL[v]} ✓` : VISIBILITY_LABEL[v],
          onClick: () => update((d) => { model.setVisibility(d.apps.social, d.os.ledger, d.os.now, p.id, v); d.os.ui.stacks.social!.at(-1)!.dialog = null; showToast(d.os, `Visible to: ${VISIBILITY_LABEL[v]}`); }),
        }))} />
      )}
      {dialog === 'delete' && (
        <Dialog title="Delete post?" message="It will be removed from your profile and your followers' feeds." actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Delete', danger: true, onClick: () => update((d) => { model.deletePost(d.apps.social, p.id); back(d.os); showToast(d.os, 'Post deleted'); }) },
        ]} />
      )}
      {removing && (
        <Dialog title="Delete comment?" actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteComment(d.apps.social, p.id, removing.id); d.os.ui.stacks.social!.at(-1)!.dialog = null; }) },
        ]} />
      )}
    </>
  );
}

// ---------------------------------------------------------------- profiles

function ProfileScreen({ route }: { route: Route }) {
  const s = useDevice((d) => d.apps.social);
  const now = useDevice((d) => d.os.now);
  const a = accountById(s, str(route.id));
  if (!a) return (<><AppBar title="Profile" onBack={nav.back} /><Empty>This account no longer exists</Empty></>);
  const posts = postsOf(s, a);
  return (
    <>
      <AppBar title={a.name} onBack={nav.back} />
      <Scroll label="Profile">
        <div className="so-profile">
          <Avatar name={a.name} large />
          <h2 className="so-profile-name" role="heading">{a.name}</h2>
          <span className="so-meta">{a.handle}</span>
          {a.bio !== '' && <p className="so-bio">{a.bio}</p>}
          <span className="so-meta">{plural(a.followers, 'follower')}</span>
          {a.following
            ? <Button variant="text" onClick={() => nav.patch({ dialog: 'unfollow' })}>Following</Button>
            : <Button onClick={() => update((d) => { model.setFollowing(d.apps.social, a.id, true); showToast(d.os, `You follow ${a.name}`); })}>Follow</Button>}
        </div>
        <SectionHeader>Posts</SectionHeader>
        {posts.length === 0 && <Empty>{a.following ? 'No posts yet' : 'Follow to see posts for followers'}</Empty>}
        {posts.map((p) => <PostCard key={p.id} s={s} p={p} now={now} />)}
      </Scroll>
      {str(route.dialog) === 'unfollow' && (
        <Dialog title={`Unfollow ${a.name}?`} message="Their posts will no longer appear in your feed." actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Unfollow', danger: true, onClick: () => update((d) => { model.setFollowing(d.apps.social, a.id, false); d.os.ui.stacks.social!.at(-1)!.dialog = null; }) },
        ]} />
      )}
    </>
  );
}

function MeScreen() {
  const s = useDevice((d) => d.apps.social);
  const now = useDevice((d) => d.os.now);
  const mine = myPosts(s);
  const following = s.accounts.filter((a) => a.following).length;
  return (
    <>
      <AppBar title="My profile" onBack={nav.back} />
      <Scroll label="My profile">
        <div className="so-profile">
          <Avatar name={s.me.name} large />
          <h2 className="so-profile-name" role="heading">{s.me.name}</h2>
          <span className="so-meta">{s.me.handle}</span>
          {s.me.bio !== '' && <p className="so-bio">{s.me.bio}</p>}
          <span className="so-meta">{`${plural(s.me.followers, 'follower')} · ${following.toLocaleString('en-US')} following`}</span>
        </div>
        <SectionHeader>Your posts</SectionHeader>
        {mine.length === 0 && <Empty>You have not posted yet</Empty>}
        {mine.map((p) => <PostCard key={p.id} s={s} p={p} now={now} />)}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- composing

function ComposeScreen({ route }: { route: Route }) {
  const editing = str(route.id);
  const text = str(route.text);
  const photo = photoOf(route.photo);
  const visibility = isVisibility(route.visibility) ? route.visibility : 'public';
  const dialog = str(route.dialog);
  const submit = () => update((d) => {
    const draft = { text, photo, visibility };
    if (editing) {
      const refused = model.editPost(d.apps.social, d.os.ledger, d.os.now, editing, draft);
      if (refused) { showToast(d.os, refused); return; }
      back(d.os);
      showToast(d.os, 'Post updated');
      return;
    }
    const made = model.createPost(d.apps.social, d.os.ledger, d.os.now, draft);
    if ('refused' in made) { showToast(d.os, made.refused); return; }
    back(d.os);
    showToast(d.os, 'Posted');
  });
  return (
    <>
      <AppBar title={editing ? 'Edit post' : 'New post'} onBack={nav.back} actions={<Button variant="text" onClick={submit}>{editing ? 'Save' : 'Post'}</Button>} />
      <Scroll label="Compose">
        <div className="so-compose">
          <textarea className="so-textarea" aria-label="What's on your mind?" placeholder="What's on your mind?" rows={5} value={text} onChange={(e) => nav.patch({ text: e.target.value })} spellCheck={false} />
          <span className="so-meta">{`${text.length}/500`}</span>
          {photo ? (
            <div className="so-attached">
              <PhotoScene kind={photo.kind} seed={photo.seed} className="so-attached-img" />
              <span className="so-photo-name">{photo.name}</span>
              <Button variant="text" onClick={() => nav.patch({ photo: null })}>Remove photo</Button>
            </div>
          ) : (
            <Button variant="text" onClick={() => nav.push({ screen: 'photos' })}><ImagePlus size={18} aria-hidden /> Add photo</Button>
          )}
          <ListItem label={`Visibility: ${VISIBILITY_LABEL[visibility]}`} title="Who can see this" subtitle={VISIBILITY_LABEL[visibility]} leading={<VisibilityIcon v={visibility} />} onClick={() => nav.patch({ dialog: 'visibility' })} />
        </div>
      </Scroll>
      {dialog === 'visibility' && (
        <OptionsDialog title="Who can see this" onDismiss={() => nav.patch({ dialog: null })} options={VISIBILITIES.map((v) => ({
          label: v === visibility ? `${VISIBILITY_LABEL[v]} ✓` : VISIBILITY_LABEL[v], onClick: () => nav.patch({ visibility: v, dialog: null }),
        }))} />
      )}
    </>
  );
}

function PhotosScreen() {
  const photos = useDevice((d) => d.apps.gallery.photos);
  const list = useMemo(() => photos.filter((p) => p.trashedAt === null).sort((a, b) => b.takenAt - a.takenAt || a.id.localeCompare(b.id)), [photos]);
  const choose = (p: (typeof list)[number]) => update((d: DeviceState) => {
    const stack = d.os.ui.stacks.social!;
    stack.pop();
    const compose = stack.at(-1);
    if (compose) compose.photo = { name: p.name, kind: p.kind, seed: p.seed };
  });
  return (
    <>
      <AppBar title="Choose a photo" onBack={nav.back} />
      <Scroll label="Photos">
        {list.length === 0 && <Empty>No photos in Gallery</Empty>}
        <div className="so-grid">
          {list.map((p) => (
            <button key={p.id} className="so-grid-cell" aria-label={`Photo ${p.name}`} onClick={() => choose(p)}>
              <PhotoScene kind={p.kind} seed={p.seed} className="so-grid-img" />
            </button>
          ))}
        </div>
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- people and settings

function PeopleScreen({ route }: { route: Route }) {
  const query = str(route.query);
  const s = useDevice((d) => d.apps.social);
  const list = useMemo(() => s.accounts.filter((a) => accountMatches(a, query)).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id)), [s, query]);
  const open = (id: string) => nav.push({ screen: 'profile', id, dialog: null });
  return (
    <>
      <AppBar title="People" onBack={nav.back} />
      <div onKeyDown={(e) => { const a = e.key === 'Enter' ? model.accountNamed(s, query) : undefined; if (a) open(a.id); }}>
        <SearchBar value={query} onChange={(v) => nav.patch({ query: v })} placeholder="Search people" />
      </div>
      <Scroll label="People">
        {list.length === 0 && <Empty>No one matches your search</Empty>}
        {list.map((a) => (
          <ListItem key={a.id} label={a.name} title={a.name} subtitle={`${a.handle}${a.following ? ' · Following' : ''}`} leading={<Avatar name={a.name} />} onClick={() => open(a.id)} />
        ))}
      </Scroll>
    </>
  );
}

function SettingsScreen() {
  const current = useDevice((d) => d.apps.social.defaultVisibility);
  return (
    <>
      <AppBar title="Settings" onBack={nav.back} />
      <Scroll label="Settings">
        <SectionHeader>Default visibility of new posts</SectionHeader>
        {VISIBILITIES.map((v) => (
          <ListItem key={v} label={VISIBILITY_LABEL[v]} title={VISIBILITY_LABEL[v]} leading={<VisibilityIcon v={v} />}
            trailing={<span role="radio" aria-checked={v === current} aria-label={`${VISIBILITY_LABEL[v]} selected`} className={`so-radio${v === current ? ' on' : ''}`} />}
            onClick={() => update((d) => { model.setDefaultVisibility(d.apps.social, v); showToast(d.os, `New posts: ${VISIBILITY_LABEL[v]}`); })} />
        ))}
        <p className="so-note">Each post can still be changed before you post it.</p>
      </Scroll>
    </>
  );
}

export function SocialApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'post': return <PostScreen route={route} />;
    case 'profile': return <ProfileScreen route={route} />;
    case 'me': return <MeScreen />;
    case 'compose': return <ComposeScreen route={route} />;
    case 'photos': return <PhotosScreen />;
    case 'people': return <PeopleScreen route={route} />;
    case 'settings': return <SettingsScreen />;
    default: return <FeedScreen />;
  }
}

