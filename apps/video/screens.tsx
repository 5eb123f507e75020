// Video screens: the main screen with three tabs (`main`: Home, the newest videos and the upcoming
// premiere; Subscriptions, the channels followed and their videos; Library, history, Watch later and
// liked videos), search (`search`), a video's page (`video`: play, pause and resume on the device
// clock, like, save to Watch later, the channel with Subscribe, the description, the comments with
// posting and deleting one's own), a channel (`channel`), History (`history`), Watch later
// (`watch-later`, sorted by date added or by duration) and Liked videos (`liked`). Every video row has
// a menu: save to or remove from Watch later, go to the channel. Search text, tabs, sorting and open
// dialogs live in the route on the back stack.
import { Clock3, Heart, History as HistoryIcon, Home, Library, ListVideo, MoreVertical, Pause, Play, RotateCcw, Search as SearchIcon, ThumbsUp, Trash2, Tv } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { push, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Dialog, Empty, IconButton, type MenuOption, OptionsDialog, Scroll, SearchBar, SectionHeader } from '../kit/ui.tsx';
import { formatAgo, formatClock, formatLongDate } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import {
  channelById, channelName, channelVideos, formatCount, formatDuration, isOut, isPlaying, positionOf, videoById, watched,
  type Video, type VideoState,
} from './state.ts';
import * as model from './model.ts';
import './video.css';

const str = (value: JsonValue | undefined, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const topOf = (d: DeviceState): Route | undefined => d.os.ui.stacks.video?.at(-1);
const closeDialog = (d: DeviceState) => { const top = topOf(d); if (top) Object.assign(top, { dialog: null, row: null }); };
const videosLine = (n: number) => `${n} ${n === 1 ? 'video' : 'videos'}`;
/** The device clock to the second: positions follow it. */
const useSecond = () => useDevice((s) => Math.floor(s.os.now / 1000) * 1000);
const premiereLine = (v: Video) => `Premieres ${formatLongDate(v.uploadedAt)} at ${formatClock(v.uploadedAt)}`;

// ---------------------------------------------------------------------------------------------
// Rows and dialogs shared by the screens

function VideoRow({ v, m, now, line }: { v: Video; m: VideoState; now: number; line?: string }) {
  const at = positionOf(m, v.id, now);
  return (
    <div className="vi-row">
      <button className="vi-row-main" aria-label={v.title} onClick={() => nav.push({ screen: 'video', id: v.id })}>
        <span className="vi-thumb" aria-hidden>
          <Tv size={22} />
          <span className="vi-badge">{v.premiere && !isOut(v, now) ? 'Premiere' : formatDuration(v.duration)}</span>
          {at > 0 && <span className="vi-thumb-bar" style={{ width: `${(at / v.duration) * 100}%` }} />}
        </span>
        <span className="vi-row-texts">
          <span className="vi-row-title">{v.title}</span>
          <span className="vi-row-line">{line ?? (isOut(v, now) ? `${channelName(m, v)} · ${formatCount(v.views, 'views')} · ${formatAgo(v.uploadedAt, now)}` : `${channelName(m, v)} · ${premiereLine(v)}`)}</span>
        </span>
      </button>
      <IconButton label={`More options for ${v.title}`} onClick={() => nav.patch({ dialog: 'row', row: v.id })}><MoreVertical size={20} /></IconButton>
    </div>
  );
}

function RowMenu({ route, m }: { route: Route; m: VideoState }) {
  const v = route.dialog === 'row' ? videoById(m, str(route.row)) : undefined;
  if (!v) return null;
  const saved = model.inWatchLater(m, v.id);
  const act = (fn: (d: DeviceState) => void) => () => update((d) => { fn(d); closeDialog(d); });
  const options: MenuOption[] = [
    { label: saved ? 'Remove from Watch later' : 'Save to Watch later', onClick: act((d) => { model.setWatchLater(d.apps.video, v.id, !saved); showToast(d.os, saved ? 'Removed from Watch later' : 'Saved to Watch later'); }) },
    { label: 'Go to channel', onClick: act((d) => push(d.os, { screen: 'channel', id: v.channelId })) },
  ];
  return <OptionsDialog title={v.title} onDismiss={() => nav.patch({ dialog: null, row: null })} options={options} />;
}

function ChannelRow({ id, m }: { id: string; m: VideoState }) {
  const c = channelById(m, id);
  if (!c) return null;
  return (
    <button className="vi-nav-row" aria-label={c.name} onClick={() => nav.push({ screen: 'channel', id: c.id })}>
      <Avatar name={c.name} />
      <span className="vi-row-texts"><span className="vi-row-title">{c.name}</span><span className="vi-row-line">{`${c.topic} · ${formatCount(c.subscribers, 'subscribers')}`}</span></span>
    </button>
  );
}

// ---------------------------------------------------------------------------------------------
// The main screen and its tabs

const TABS = [['home', 'Home', Home], ['subscriptions', 'Subscriptions', ListVideo], ['library', 'Library', Library]] as const;

function MainScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.video);
  const now = useSecond();
  const tab = str(route.tab, 'home');
  const out = m.videos.filter((v) => isOut(v, now)).sort((a, b) => b.uploadedAt - a.uploadedAt);
  const upcoming = m.videos.filter((v) => !isOut(v, now)).sort((a, b) => a.uploadedAt - b.uploadedAt);
  const title = TABS.find((t) => t[0] === tab)?.[1] ?? 'Home';
  return (
    <>
      <AppBar title={tab === 'home' ? 'Video' : title} actions={<IconButton label="Search" onClick={() => nav.push({ screen: 'search', query: '' })}><SearchIcon size={20} /></IconButton>} />
      <Scroll label={title}>
        {tab === 'home' && (
          <>
            {upcoming.length > 0 && <SectionHeader>Upcoming</SectionHeader>}
            {upcoming.map((v) => <VideoRow key={v.id} v={v} m={m} now={now} />)}
            <SectionHeader>Latest videos</SectionHeader>
            {out.map((v) => <VideoRow key={v.id} v={v} m={m} now={now} />)}
          </>
        )}
        {tab === 'subscriptions' && (
          <>
            <SectionHeader>{`Channels · ${m.subscriptions.length}`}</SectionHeader>
            {m.subscriptions.length === 0 && <Empty>Subscribe to channels to see their new videos here</Empty>}
            {[...m.subscriptions].sort((a, b) => (channelById(m, a)?.name ?? '').localeCompare(channelById(m, b)?.name ?? '')).map((id) => <ChannelRow key={id} id={id} m={m} />)}
            {m.subscriptions.length > 0 && <SectionHeader>New from your channels</SectionHeader>}
            {out.filter((v) => m.subscriptions.includes(v.channelId)).map((v) => <VideoRow key={v.id} v={v} m={m} now={now} />)}
          </>
        )}
        {tab === 'library' && (
          <>
            <button className="vi-nav-row" aria-label="History" onClick={() => nav.push({ screen: 'history' })}>
              <span className="vi-icon" aria-hidden><HistoryIcon size={20} /></span>
              <span className="vi-row-texts"><span className="vi-row-title">History</span><span className="vi-row-line">{videosLine(m.history.length)}</span></span>
            </button>
            <button className="vi-nav-row" aria-label="Watch later" onClick={() => nav.push({ screen: 'watch-later', sort: 'added' })}>
              <span className="vi-icon" aria-hidden><Clock3 size={20} /></span>
              <span className="vi-row-texts"><span className="vi-row-title">Watch later</span><span className="vi-row-line">{videosLine(m.watchLater.length)}</span></span>
            </button>
            <button className="vi-nav-row" aria-label="Liked videos" onClick={() => nav.push({ screen: 'liked' })}>
              <span className="vi-icon" aria-hidden><ThumbsUp size={20} /></span>
              <span className="vi-row-texts"><span className="vi-row-title">Liked videos</span><span className="vi-row-line">{videosLine(m.liked.length)}</span></span>
            </button>
            <SectionHeader>Recently watched</SectionHeader>
            {m.history.length === 0 && <Empty>Videos you watch appear here</Empty>}
            {m.history.slice(0, 3).map((h) => { const v = videoById(m, h.video); return v ? <VideoRow key={v.id} v={v} m={m} now={now} line={`${channelName(m, v)} · ${formatDuration(positionOf(m, v.id, now))} of ${formatDuration(v.duration)}`} /> : null; })}
          </>
        )}
      </Scroll>
      <nav className="vi-tabs" aria-label="Tabs">
        {TABS.map(([id, label, Icon]) => (
          <button key={id} role="tab" aria-selected={tab === id} className={`vi-tab${tab === id ? ' on' : ''}`} aria-label={label} onClick={() => nav.patch({ tab: id })}>
            <Icon size={20} aria-hidden /><span>{label}</span>
          </button>
        ))}
      </nav>
      <RowMenu route={route} m={m} />
    </>
  );
}

function SearchScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.video);
  const now = useSecond();
  const query = str(route.query);
  const q = model.searchKey(query);
  const channels = q === '' ? [] : m.channels.filter((c) => model.searchKey(c.name).includes(q));
  const videos = q === '' ? [] : m.videos.filter((v) => model.searchKey(v.title).includes(q) || model.searchKey(channelName(m, v)).includes(q)).sort((a, b) => b.uploadedAt - a.uploadedAt);
  return (
    <>
      <AppBar title="Search" onBack={nav.back} />
      <SearchBar value={query} placeholder="Search videos and channels" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Search results">
        {q === '' && <Empty>Find videos and channels</Empty>}
        {q !== '' && channels.length + videos.length === 0 && <Empty>{`No results for "${query.trim()}"`}</Empty>}
        {channels.length > 0 && <SectionHeader>Channels</SectionHeader>}
        {channels.map((c) => <ChannelRow key={c.id} id={c.id} m={m} />)}
        {videos.length > 0 && <SectionHeader>Videos</SectionHeader>}
        {videos.map((v) => <VideoRow key={v.id} v={v} m={m} now={now} />)}
      </Scroll>
      <RowMenu route={route} m={m} />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A video's page

function VideoScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.video);
  const now = useSecond();
  const v = videoById(m, str(route.id));
  if (!v) return <><AppBar title="Video" onBack={nav.back} /><Empty>This video is not available</Empty></>;
  const channel = channelById(m, v.channelId);
  const out = isOut(v, now);
  const at = positionOf(m, v.id, now);
  const playing = m.player.video === v.id && isPlaying(m, now);
  const liked = model.isLiked(m, v.id), saved = model.inWatchLater(m, v.id), subscribed = model.isSubscribed(m, v.channelId);
  const draft = str(route.draft);
  const started = at > 0 && at < v.duration;
  return (
    <>
      <AppBar title="Video" onBack={nav.back} />
      <Scroll label={v.title}>
        <div className="vi-screen" aria-hidden><Tv size={48} /></div>
        {out && (
          <div className="vi-progress" role="progressbar" aria-label="Playback position" aria-valuemin={0} aria-valuemax={v.duration} aria-valuenow={Math.floor(at)}>
            <span style={{ width: `${(at / v.duration) * 100}%` }} />
          </div>
        )}
        <div className="vi-body">
          <h1 className="vi-title">{v.title}</h1>
          <div className="vi-row-line">{out ? `${formatCount(v.views, 'views')} · ${formatAgo(v.uploadedAt, now)}` : premiereLine(v)}</div>
          {out && <div className="vi-position">{`${formatDuration(at)} / ${formatDuration(v.duration)}`}</div>}
          {out && (
            <div className="vi-actions">
              {playing
                ? <button className="button filled" onClick={() => update((d) => model.pause(d.apps.video, d.os.now))}><Pause size={16} aria-hidden /> Pause</button>
                : <button className="button filled" onClick={() => update((d) => model.play(d.apps.video, v.id, d.os.now))}><Play size={16} aria-hidden /> {started ? 'Resume' : 'Play'}</button>}
              {started && <button className="button text" onClick={() => update((d) => model.play(d.apps.video, v.id, d.os.now, true))}><RotateCcw size={16} aria-hidden /> Play from start</button>}
            </div>
          )}
          <div className="vi-actions">
            <button className={`vi-chip${liked ? ' on' : ''}`} aria-pressed={liked} aria-label={liked ? 'Liked' : 'Like'} disabled={!out} onClick={() => update((d) => { model.setLiked(d.apps.video, v.id, !liked); showToast(d.os, liked ? 'Removed from Liked videos' : 'Added to Liked videos'); })}>
              <ThumbsUp size={16} aria-hidden /> {formatCount(v.likes, '')}
            </button>
            <button className={`vi-chip${saved ? ' on' : ''}`} aria-label={saved ? 'Remove from Watch later' : 'Save to Watch later'} onClick={() => update((d) => { model.setWatchLater(d.apps.video, v.id, !saved); showToast(d.os, saved ? 'Removed from Watch later' : 'Saved to Watch later'); })}>
              <Clock3 size={16} aria-hidden /> {saved ? 'Saved' : 'Save'}
            </button>
          </div>
          {channel && (
            <div className="vi-channel">
              <button className="vi-nav-row vi-grow" aria-label={channel.name} onClick={() => nav.push({ screen: 'channel', id: channel.id })}>
                <Avatar name={channel.name} />
                <span className="vi-row-texts"><span className="vi-row-title">{channel.name}</span><span className="vi-row-line">{formatCount(channel.subscribers, 'subscribers')}</span></span>
              </button>
              <SubscribeButton id={channel.id} subscribed={subscribed} />
            </div>
          )}
          <p className="vi-description">{v.description}</p>
        </div>
        <SectionHeader>{`Comments · ${v.comments.length}`}</SectionHeader>
        {out && (
          <div className="vi-comment-form">
            <input className="vi-input" aria-label="Add a comment" placeholder="Add a comment" value={draft} autoComplete="off" spellCheck={false} onChange={(e) => nav.patch({ draft: e.target.value })} />
            <button className="button text" disabled={draft.trim() === ''} onClick={() => update((d) => {
              if (model.postComment(d.apps.video, d.os.ledger, v.id, draft, d.os.now) === null) return;
              const top = topOf(d);
              if (top) top.draft = '';
              showToast(d.os, 'Comment posted');
            })}>Post</button>
          </div>
        )}
        {!out && <Empty>Comments open when the premiere starts</Empty>}
        {v.comments.map((c) => (
          <div key={c.id} className="vi-comment" role="article" aria-label={`Comment by ${c.author}`}>
            <div className="vi-row-line">{`${c.author} · ${formatAgo(c.at, now)}`}</div>
            <div className="vi-comment-text">{c.text}</div>
            {c.mine && <IconButton label="Delete your comment" onClick={() => nav.patch({ dialog: 'delete-comment', row: c.id })}><Trash2 size={16} /></IconButton>}
          </div>
        ))}
      </Scroll>
      {route.dialog === 'delete-comment' && (
        <Dialog title="Delete comment?" message="It disappears from this video; people who read it already have seen it." actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null, row: null }) },
          { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteComment(d.apps.video, v.id, str(route.row)); closeDialog(d); showToast(d.os, 'Comment deleted'); }) },
        ]} />
      )}
      {route.dialog === 'unsubscribe' && channel && <UnsubscribeDialog id={channel.id} name={channel.name} />}
    </>
  );
}

function SubscribeButton({ id, subscribed }: { id: string; subscribed: boolean }) {
  return subscribed
    ? <button className="button text vi-subscribed" onClick={() => nav.patch({ dialog: 'unsubscribe' })}>Subscribed</button>
    : <button className="button filled" onClick={() => update((d) => { model.setSubscribed(d.apps.video, id, true); showToast(d.os, 'Subscribed'); })}>Subscribe</button>;
}

function UnsubscribeDialog({ id, name }: { id: string; name: string }) {
  return (
    <Dialog title={`Unsubscribe from ${name}?`} actions={[
      { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
      { label: 'Unsubscribe', danger: true, onClick: () => update((d) => { model.setSubscribed(d.apps.video, id, false); closeDialog(d); showToast(d.os, 'Unsubscribed'); }) },
    ]} />
  );
}

// ---------------------------------------------------------------------------------------------
// A channel, History, Watch later, Liked videos

function ChannelScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.video);
  const now = useSecond();
  const c = channelById(m, str(route.id));
  if (!c) return <><AppBar title="Channel" onBack={nav.back} /><Empty>Channel not found</Empty></>;
  const videos = channelVideos(m, c.id, now);
  const upcoming = m.videos.filter((v) => v.channelId === c.id && !isOut(v, now));
  return (
    <>
      <AppBar title={c.name} onBack={nav.back} />
      <Scroll label={c.name}>
        <div className="vi-header">
          <Avatar name={c.name} large />
          <h1 className="vi-title">{c.name}</h1>
          <span className="vi-row-line">{`${formatCount(c.subscribers, 'subscribers')} · ${videosLine(videos.length)}`}</span>
          <p className="vi-description">{c.about}</p>
          <SubscribeButton id={c.id} subscribed={model.isSubscribed(m, c.id)} />
        </div>
        {upcoming.length > 0 && <SectionHeader>Upcoming</SectionHeader>}
        {upcoming.map((v) => <VideoRow key={v.id} v={v} m={m} now={now} />)}
        <SectionHeader>Videos · newest first</SectionHeader>
        {videos.map((v) => <VideoRow key={v.id} v={v} m={m} now={now} />)}
      </Scroll>
      <RowMenu route={route} m={m} />
      {route.dialog === 'unsubscribe' && <UnsubscribeDialog id={c.id} name={c.name} />}
    </>
  );
}

function HistoryScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.video);
  const now = useSecond();
  return (
    <>
      <AppBar title="History" onBack={nav.back} />
      <Scroll label="History">
        {m.history.length === 0 && <Empty>Videos you watch appear here</Empty>}
        {m.history.map((h) => {
          const v = videoById(m, h.video);
          if (!v) return null;
          const at = positionOf(m, v.id, now);
          return <VideoRow key={v.id} v={v} m={m} now={now} line={`${channelName(m, v)} · ${at >= v.duration ? 'Watched' : `Stopped at ${formatDuration(at)} of ${formatDuration(v.duration)}`} · ${formatAgo(watched(m, v.id)?.watchedAt ?? h.watchedAt, now)}`} />;
        })}
      </Scroll>
      <RowMenu route={route} m={m} />
    </>
  );
}

function WatchLaterScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.video);
  const now = useSecond();
  const byLength = route.sort === 'duration';
  const list = m.watchLater.map((id) => videoById(m, id)).filter((v): v is Video => v !== undefined);
  const shown = byLength ? [...list].sort((a, b) => a.duration - b.duration) : list;
  const total = list.reduce((t, v) => t + v.duration, 0);
  return (
    <>
      <AppBar title="Watch later" onBack={nav.back} />
      <Scroll label="Watch later">
        <div className="vi-list-head">
          <span className="vi-row-line">{`${videosLine(list.length)} · ${Math.round(total / 60)} min in all`}</span>
          <button className="button text" onClick={() => nav.patch({ sort: byLength ? 'added' : 'duration' })}>{byLength ? 'Sorted by duration' : 'Sorted by date added'}</button>
        </div>
        {list.length === 0 && <Empty>Save videos to watch them later</Empty>}
        {shown.map((v) => <VideoRow key={v.id} v={v} m={m} now={now} line={`${channelName(m, v)} · ${formatDuration(v.duration)}`} />)}
      </Scroll>
      <RowMenu route={route} m={m} />
    </>
  );
}

function LikedScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.video);
  const now = useSecond();
  const list = m.liked.map((id) => videoById(m, id)).filter((v): v is Video => v !== undefined);
  return (
    <>
      <AppBar title="Liked videos" onBack={nav.back} />
      <Scroll label="Liked videos">
        {list.length === 0 && <Empty><Heart size={16} aria-hidden /> Videos you like appear here</Empty>}
        {list.map((v) => <VideoRow key={v.id} v={v} m={m} now={now} />)}
      </Scroll>
      <RowMenu route={route} m={m} />
    </>
  );
}

export function VideoApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'search': return <SearchScreen route={route} />;
    case 'video': return <VideoScreen route={route} />;
    case 'channel': return <ChannelScreen route={route} />;
    case 'history': return <HistoryScreen route={route} />;
    case 'watch-later': return <WatchLaterScreen route={route} />;
    case 'liked': return <LikedScreen route={route} />;
    default: return <MainScreen route={route} />;
  }
}
