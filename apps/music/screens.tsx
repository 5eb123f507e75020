// Music screens: the library (`main`: Liked songs, Downloads, playlists, artists, albums), search
// (`search`), a playlist (`playlist`: play, shuffle, add songs, rename, delete, an edit mode that
// reorders by drag and removes; each row's menu with Move to top / up / down), the songs to add to
// a playlist (`add-songs`), an album (`album`: play, download), an artist (`artist`), Liked songs
// (`liked`), Downloads (`downloads`) and the player (`player`: play/pause, previous, next, shuffle,
// repeat, the queue). Every song row has a menu: like, download, add to a playlist, go to its album.
// Search text, the edit mode and open dialogs live in the route on the back stack.
import {
  Check, ChevronDown, Download, GripVertical, Heart, ListMusic, Music2, MoreVertical, Pause, Pencil, Play, Plus,
  Repeat as RepeatIcon, Repeat1, Search as SearchIcon, Shuffle, SkipBack, SkipForward, X,
} from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { push, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Dialog, Empty, IconButton, type MenuOption, OptionsDialog, Scroll, SearchBar, SectionHeader, useRowDrag } from '../kit/ui.tsx';
import type { DeviceState } from '../world.ts';
import {
  albumById, albumSongs, artistById, artistName, artistSongs, formatDuration, nowPlaying, songById, totalMinutes, totalSeconds,
  type MusicState, type Song,
} from './state.ts';
import * as model from './model.ts';
import './music.css';

const str = (value: JsonValue | undefined, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);

/** A row's height in edit mode: a drag of one row's height moves a song one position. */
const EDIT_ROW_HEIGHT = 56;

const topOf = (d: DeviceState): Route | undefined => d.os.ui.stacks.music?.at(-1);
const closeDialog = (d: DeviceState) => { const top = topOf(d); if (top) Object.assign(top, { dialog: null, row: null, draft: '' }); };
const songsLine = (n: number) => `${n} ${n === 1 ? 'song' : 'songs'}`;
const lengthLine = (m: MusicState, ids: readonly string[]) => `${songsLine(ids.length)} · ${totalMinutes(totalSeconds(m, ids))} min`;

/** The device clock to the second: the player's position follows it. */
const useSecond = () => useDevice((s) => Math.floor(s.os.now / 1000) * 1000);

// ---------------------------------------------------------------------------------------------
// Rows and dialogs shared by the screens

/** Where a song row was tapped: the songs it plays, from this one on. */
interface Context { songs: readonly string[]; source: string; playlistId?: string }

function play(ctx: Context, songId: string | null, shuffle?: boolean): void {
  update((d) => {
    model.playFrom(d.apps.music, ctx.songs, songId, ctx.source, d.os.now, shuffle);
    showToast(d.os, `Playing ${ctx.source.replace(/^.* · /, '')}`);
  });
}

function SongRow({ song, m, ctx, showTrack }: { song: Song; m: MusicState; ctx: Context; showTrack?: boolean }) {
  const liked = model.isLiked(m, song.id), downloaded = model.isDownloaded(m, song.id);
  // The song the player is on now (the device clock moves it on): its row is marked.
  const current = useDevice((s) => nowPlaying(s.apps.music, s.os.now).song?.id === song.id);
  return (
    <div className={`mu-row${current ? ' current' : ''}`}>
      {showTrack && <span className="mu-track" aria-hidden>{song.track}</span>}
      <button className="mu-row-main" aria-label={song.title} onClick={() => play(ctx, song.id)}>
        <span className="mu-row-title">{song.title}</span>
        <span className="mu-row-line">
          {downloaded && <Download size={12} aria-label="Downloaded" />}
          {`${artistName(m, song)} · ${formatDuration(song.duration)}`}
        </span>
      </button>
      {liked && <Heart size={16} className="mu-liked" aria-label="Liked" />}
      <IconButton label={`More options for ${song.title}`} onClick={() => nav.patch({ dialog: 'song', row: song.id })}>
        <MoreVertical size={20} />
      </IconButton>
    </div>
  );
}

/** A song's menu: like, download, add to a playlist, its album and artist; in a playlist, the moves and Remove. */
function SongMenu({ m, songId, ctx }: { m: MusicState; songId: string; ctx: Context }) {
  const song = songById(m, songId);
  if (!song) return null;
  const liked = model.isLiked(m, song.id), downloaded = model.isDownloaded(m, song.id);
  const act = (fn: (d: DeviceState) => void) => () => update((d) => { fn(d); closeDialog(d); });
  const options: MenuOption[] = [
    { label: liked ? 'Remove from Liked songs' : 'Like', onClick: act((d) => { model.setLiked(d.apps.music, song.id, !liked); showToast(d.os, liked ? 'Removed from Liked songs' : 'Added to Liked songs'); }) },
    { label: downloaded ? 'Remove download' : 'Download', onClick: act((d) => { model.setDownloaded(d.apps.music, [song.id], !downloaded); showToast(d.os, downloaded ? 'Download removed' : 'Downloaded'); }) },
    { label: 'Add to playlist', onClick: () => nav.patch({ dialog: 'add-to' }) },
  ];
  const list = ctx.playlistId ? model.findPlaylist(m, ctx.playlistId) : undefined;
  if (list) {
    const index = list.songs.indexOf(song.id), count = list.songs.length;
    const move = (to: number, toast: string) => act((d) => { model.moveInPlaylist(d.apps.music, list.id, song.id, to); showToast(d.os, toast); });
    if (index > 0) options.push({ label: 'Move to top', onClick: move(0, `Moved ${song.title} to the top`) }, { label: 'Move up', onClick: move(index - 1, `Moved ${song.title} up`) });
    if (index < count - 1) options.push({ label: 'Move down', onClick: move(index + 1, `Moved ${song.title} down`) });
    options.push({ label: 'Remove from this playlist', danger: true, onClick: act((d) => { model.removeFromPlaylist(d.apps.music, list.id, song.id); showToast(d.os, `Removed from ${list.name}`); }) });
  }
  options.push(
    { label: 'Go to album', onClick: act((d) => push(d.os, { screen: 'album', id: song.albumId })) },
    { label: 'Go to artist', onClick: act((d) => push(d.os, { screen: 'artist', id: song.artistId })) },
  );
  return <OptionsDialog title={song.title} onDismiss={() => nav.patch({ dialog: null, row: null })} options={options} />;
}

function NameDialog({ title, value, problem, confirm, onConfirm }: { title: string; value: string; problem: string | null; confirm: string; onConfirm: () => void }) {
  // An empty name only disables the button; a name another playlist has says so.
  const shown = value.trim() === '' ? null : problem;
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <input className="mu-dialog-input" aria-label="Playlist name" placeholder="Playlist name" value={value} autoFocus autoComplete="off" spellCheck={false} onChange={(e) => nav.patch({ draft: e.target.value })} />
        {shown && <div className="mu-error" role="alert">{shown}</div>}
        <div className="actions">
          <button className="button text" onClick={() => nav.patch({ dialog: null, draft: '' })}>Cancel</button>
          <button className="button text" disabled={problem !== null} onClick={() => problem === null && onConfirm()}>{confirm}</button>
        </div>
      </div>
    </div>
  );
}

/** Add a song to a playlist: the playlists (one already holding it says so), or a new one that holds it. */
function AddToDialog({ m, songId, draft, naming }: { m: MusicState; songId: string; draft: string; naming: boolean }) {
  const song = songById(m, songId);
  if (!song) return null;
  if (naming) {
    return (
      <NameDialog title="New playlist" value={draft} confirm="Create" problem={model.playlistNameProblem(m, draft)} onConfirm={() => update((d) => {
        if (model.createPlaylist(d.apps.music, draft, d.os.now, [song.id]) === null) return;
        showToast(d.os, `Added to ${draft.trim()}`);
        closeDialog(d);
      })} />
    );
  }
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null, row: null }); }}>
      <div className="dialog options-dialog" role="dialog" aria-label="Add to playlist">
        <h2>Add to playlist</h2>
        <div className="options">
          <button className="option" aria-label="New playlist" onClick={() => nav.patch({ dialog: 'add-new', draft: '' })}><Plus size={16} aria-hidden /> New playlist</button>
          {m.playlists.map((p) => {
            const has = p.songs.includes(song.id);
            return (
              <button key={p.id} className="option mu-option" aria-label={p.name} onClick={() => update((d) => {
                const added = model.addToPlaylist(d.apps.music, p.id, song.id);
                showToast(d.os, added ? `Added to ${p.name}` : `Already in ${p.name}`);
                closeDialog(d);
              })}>
                <span className="mu-grow">{p.name}</span>
                <span className="mu-row-line">{has ? 'Added' : songsLine(p.songs.length)}</span>
              </button>
            );
          })}
        </div>
        <div className="actions"><button className="button text" onClick={() => nav.patch({ dialog: null, row: null })}>Cancel</button></div>
      </div>
    </div>
  );
}

/** The dialogs any screen with song rows may show. */
function RowDialogs({ route, m, ctx }: { route: Route; m: MusicState; ctx: Context }) {
  const row = strOrNull(route.row);
  if (!row) return null;
  if (route.dialog === 'song') return <SongMenu m={m} songId={row} ctx={ctx} />;
  if (route.dialog === 'add-to' || route.dialog === 'add-new') return <AddToDialog m={m} songId={row} draft={str(route.draft)} naming={route.dialog === 'add-new'} />;
  return null;
}

function MiniPlayer() {
  const m = useDevice((s) => s.apps.music);
  const now = useSecond();
  const at = nowPlaying(m, now);
  if (!at.song) return null;
  return (
    <div className="mu-mini">
      <button className="mu-mini-main" aria-label={`Now playing: ${at.song.title}`} onClick={() => nav.push({ screen: 'player' })}>
        <span className="mu-art small" aria-hidden><Music2 size={16} /></span>
        <span className="mu-row-texts">
          <span className="mu-row-title">{at.song.title}</span>
          <span className="mu-row-line">{artistName(m, at.song)}</span>
        </span>
      </button>
      <IconButton label={at.playing ? 'Pause' : 'Play'} onClick={() => update((d) => model.setPlaying(d.apps.music, !at.playing, d.os.now))}>
        {at.playing ? <Pause size={22} /> : <Play size={22} />}
      </IconButton>
      <IconButton label="Next" onClick={() => update((d) => model.next(d.apps.music, d.os.now))}><SkipForward size={22} /></IconButton>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The library

function LibraryScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.music);
  const draft = str(route.draft);
  return (
    <>
      <AppBar title="Music" actions={<IconButton label="Search" onClick={() => nav.push({ screen: 'search', query: '' })}><SearchIcon size={20} /></IconButton>} />
      <Scroll label="Library">
        <button className="mu-nav-row" aria-label="Liked songs" onClick={() => nav.push({ screen: 'liked' })}>
          <span className="mu-art liked" aria-hidden><Heart size={18} /></span>
          <span className="mu-row-texts"><span className="mu-row-title">Liked songs</span><span className="mu-row-line">{songsLine(m.liked.length)}</span></span>
        </button>
        <button className="mu-nav-row" aria-label="Downloads" onClick={() => nav.push({ screen: 'downloads' })}>
          <span className="mu-art downloads" aria-hidden><Download size={18} /></span>
          <span className="mu-row-texts"><span className="mu-row-title">Downloads</span><span className="mu-row-line">{songsLine(m.downloads.length)}</span></span>
        </button>
        <div className="mu-section">
          <SectionHeader>Playlists</SectionHeader>
          <button className="button text" onClick={() => nav.patch({ dialog: 'new-playlist', draft: '' })}><Plus size={16} aria-hidden /> New playlist</button>
        </div>
        {m.playlists.length === 0 && <Empty>No playlists yet</Empty>}
        {m.playlists.map((p) => (
          <button key={p.id} className="mu-nav-row" aria-label={p.name} onClick={() => nav.push({ screen: 'playlist', id: p.id, editing: false })}>
            <span className="mu-art" aria-hidden><ListMusic size={18} /></span>
            <span className="mu-row-texts"><span className="mu-row-title">{p.name}</span><span className="mu-row-line">{`Playlist · ${songsLine(p.songs.length)}`}</span></span>
          </button>
        ))}
        <SectionHeader>Artists</SectionHeader>
        {[...m.artists].sort((a, b) => a.name.localeCompare(b.name)).map((a) => (
          <button key={a.id} className="mu-nav-row" aria-label={a.name} onClick={() => nav.push({ screen: 'artist', id: a.id })}>
            <span className="mu-art round" aria-hidden>{a.name[0]}</span>
            <span className="mu-row-texts"><span className="mu-row-title">{a.name}</span><span className="mu-row-line">{`Artist · ${a.genre}`}</span></span>
          </button>
        ))}
        <SectionHeader>Albums</SectionHeader>
        {[...m.albums].sort((a, b) => a.title.localeCompare(b.title)).map((al) => (
          <button key={al.id} className="mu-nav-row" aria-label={al.title} onClick={() => nav.push({ screen: 'album', id: al.id })}>
            <span className="mu-art album" aria-hidden><Music2 size={18} /></span>
            <span className="mu-row-texts"><span className="mu-row-title">{al.title}</span><span className="mu-row-line">{`Album · ${artistById(m, al.artistId)?.name ?? ''} · ${al.year}`}</span></span>
          </button>
        ))}
        <div className="mu-bottom-space" />
      </Scroll>
      <MiniPlayer />
      {route.dialog === 'new-playlist' && (
        <NameDialog title="New playlist" value={draft} confirm="Create" problem={model.playlistNameProblem(m, draft)} onConfirm={() => update((d) => {
          const id = model.createPlaylist(d.apps.music, draft, d.os.now);
          if (id === null) return;
          closeDialog(d);
          push(d.os, { screen: 'playlist', id, editing: false });
          showToast(d.os, `Created ${draft.trim()}`);
        })} />
      )}
    </>
  );
}

function SearchScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.music);
  const query = str(route.query);
  const q = model.searchKey(query);
  const songs = q === '' ? [] : m.songs.filter((x) => model.searchKey(x.title).includes(q) || model.searchKey(artistName(m, x)).includes(q));
  const albums = q === '' ? [] : m.albums.filter((x) => model.searchKey(x.title).includes(q));
  const artists = q === '' ? [] : m.artists.filter((x) => model.searchKey(x.name).includes(q));
  const ctx: Context = { songs: songs.map((x) => x.id), source: 'Search' };
  return (
    <>
      <AppBar title="Search" onBack={nav.back} />
      <SearchBar value={query} placeholder="Search songs, albums, artists" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Search results">
        {q === '' && <Empty>Find songs, albums and artists in your library</Empty>}
        {q !== '' && songs.length + albums.length + artists.length === 0 && <Empty>{`No results for "${query.trim()}"`}</Empty>}
        {artists.length > 0 && <SectionHeader>Artists</SectionHeader>}
        {artists.map((a) => (
          <button key={a.id} className="mu-nav-row" aria-label={a.name} onClick={() => nav.push({ screen: 'artist', id: a.id })}>
            <span className="mu-art round" aria-hidden>{a.name[0]}</span>
            <span className="mu-row-texts"><span className="mu-row-title">{a.name}</span><span className="mu-row-line">Artist</span></span>
          </button>
        ))}
        {albums.length > 0 && <SectionHeader>Albums</SectionHeader>}
        {albums.map((al) => (
          <button key={al.id} className="mu-nav-row" aria-label={al.title} onClick={() => nav.push({ screen: 'album', id: al.id })}>
            <span className="mu-art album" aria-hidden><Music2 size={18} /></span>
            <span className="mu-row-texts"><span className="mu-row-title">{al.title}</span><span className="mu-row-line">{`Album · ${artistById(m, al.artistId)?.name ?? ''}`}</span></span>
          </button>
        ))}
        {songs.length > 0 && <SectionHeader>Songs</SectionHeader>}
        {songs.map((x) => <SongRow key={x.id} song={x} m={m} ctx={ctx} />)}
      </Scroll>
      <RowDialogs route={route} m={m} ctx={ctx} />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A playlist

function EditRow({ song, playlistId, index, count }: { song: Song; playlistId: string; index: number; count: number }) {
  const { offset, onPointerDown } = useRowDrag(index, count, EDIT_ROW_HEIGHT, (to) => update((d) => model.moveInPlaylist(d.apps.music, playlistId, song.id, to)));
  return (
    <div className={`mu-edit-row${offset !== 0 ? ' dragging' : ''}`} style={{ height: EDIT_ROW_HEIGHT, transform: offset !== 0 ? `translateY(${offset}px)` : undefined }}>
      <button className="mu-handle" aria-label={`Reorder ${song.title}`} data-drag onPointerDown={onPointerDown}><GripVertical size={20} /></button>
      <span className="mu-row-title mu-grow">{song.title}</span>
      <IconButton label={`Remove ${song.title}`} onClick={() => update((d) => model.removeFromPlaylist(d.apps.music, playlistId, song.id))}><X size={20} /></IconButton>
    </div>
  );
}

function PlaylistScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.music);
  const id = str(route.id);
  const list = model.findPlaylist(m, id);
  if (!list) return <><AppBar title="Playlist" onBack={nav.back} /><Empty>This playlist was deleted</Empty></>;
  const songs = list.songs.map((x) => songById(m, x)).filter((x): x is Song => x !== undefined);
  const ctx: Context = { songs: list.songs, source: `Playlist · ${list.name}`, playlistId: list.id };
  const draft = str(route.draft);
  if (route.editing === true) {
    return (
      <>
        <AppBar title="Edit playlist" onBack={() => nav.patch({ editing: false })} actions={<button className="button text mu-done" onClick={() => nav.patch({ editing: false })}>Done</button>} />
        <Scroll label={`Edit ${list.name}`}>
          <div className="mu-hint">Drag a song by its handle to move it</div>
          {songs.length === 0 && <Empty>No songs in this playlist</Empty>}
          {songs.map((x, i) => <EditRow key={x.id} song={x} playlistId={list.id} index={i} count={songs.length} />)}
        </Scroll>
      </>
    );
  }
  return (
    <>
      <AppBar
        title={list.name}
        onBack={nav.back}
        actions={(
          <>
            <IconButton label="Edit playlist" onClick={() => nav.patch({ editing: true })}><Pencil size={20} /></IconButton>
            <IconButton label="More options" onClick={() => nav.patch({ dialog: 'playlist-menu' })}><MoreVertical size={20} /></IconButton>
          </>
        )}
      />
      <Scroll label={list.name}>
        <div className="mu-header">
          <span className="mu-art big" aria-hidden><ListMusic size={40} /></span>
          <h1 className="mu-title">{list.name}</h1>
          <span className="mu-row-line">{lengthLine(m, list.songs)}</span>
          <div className="mu-actions">
            <button className="button filled" disabled={songs.length === 0} onClick={() => play(ctx, null, false)}><Play size={16} aria-hidden /> Play</button>
            <button className="button text" disabled={songs.length === 0} onClick={() => play(ctx, null, true)}><Shuffle size={16} aria-hidden /> Shuffle</button>
            <button className="button text" onClick={() => nav.push({ screen: 'add-songs', id: list.id, query: '' })}><Plus size={16} aria-hidden /> Add songs</button>
          </div>
        </div>
        {songs.length === 0 && <Empty>This playlist is empty. Add songs to it.</Empty>}
        {songs.map((x) => <SongRow key={x.id} song={x} m={m} ctx={ctx} />)}
        <div className="mu-bottom-space" />
      </Scroll>
      <MiniPlayer />
      <RowDialogs route={route} m={m} ctx={ctx} />
      {route.dialog === 'playlist-menu' && (
        <OptionsDialog title={list.name} onDismiss={() => nav.patch({ dialog: null })} options={[
          { label: 'Rename playlist', onClick: () => nav.patch({ dialog: 'rename', draft: list.name }) },
          { label: 'Delete playlist', danger: true, onClick: () => nav.patch({ dialog: 'delete' }) },
        ]} />
      )}
      {route.dialog === 'rename' && (
        <NameDialog title="Rename playlist" value={draft} confirm="Save" problem={model.playlistNameProblem(m, draft, list.id)} onConfirm={() => update((d) => {
          if (!model.renamePlaylist(d.apps.music, list.id, draft)) return;
          closeDialog(d);
          showToast(d.os, 'Playlist renamed');
        })} />
      )}
      {route.dialog === 'delete' && (
        <Dialog title={`Delete "${list.name}"?`} message="The playlist is removed from your library. Its songs stay in your library." actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Delete', danger: true, onClick: () => update((d) => { model.deletePlaylist(d.apps.music, list.id); closeDialog(d); showToast(d.os, `Deleted ${list.name}`); }) },
        ]} />
      )}
    </>
  );
}

function AddSongsScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.music);
  const list = model.findPlaylist(m, str(route.id));
  const query = str(route.query);
  if (!list) return <><AppBar title="Add songs" onBack={nav.back} /><Empty>This playlist was deleted</Empty></>;
  const q = model.searchKey(query);
  const songs = [...m.songs].filter((x) => q === '' || model.searchKey(x.title).includes(q) || model.searchKey(artistName(m, x)).includes(q)).sort((a, b) => a.title.localeCompare(b.title));
  return (
    <>
      <AppBar title={`Add to ${list.name}`} onBack={nav.back} actions={<button className="button text mu-done" onClick={nav.back}>Done</button>} />
      <SearchBar value={query} placeholder="Search songs" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Songs">
        {songs.length === 0 && <Empty>{`No songs match "${query.trim()}"`}</Empty>}
        {songs.map((x) => {
          const on = list.songs.includes(x.id);
          return (
            <button key={x.id} role="checkbox" aria-checked={on} aria-label={x.title} className="mu-check-row" onClick={() => update((d) => {
              if (on) model.removeFromPlaylist(d.apps.music, list.id, x.id);
              else model.addToPlaylist(d.apps.music, list.id, x.id);
            })}>
              <span className="mu-row-texts"><span className="mu-row-title">{x.title}</span><span className="mu-row-line">{`${artistName(m, x)} · ${formatDuration(x.duration)}`}</span></span>
              <span className={`mu-check${on ? ' on' : ''}`} aria-hidden>{on && <Check size={14} />}</span>
            </button>
          );
        })}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Album, artist, liked songs, downloads

function AlbumScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.music);
  const album = albumById(m, str(route.id));
  if (!album) return <><AppBar title="Album" onBack={nav.back} /><Empty>Album not found</Empty></>;
  const songs = albumSongs(m, album.id);
  const ids = songs.map((x) => x.id);
  const all = ids.every((x) => model.isDownloaded(m, x));
  const ctx: Context = { songs: ids, source: `Album · ${album.title}` };
  return (
    <>
      <AppBar title={album.title} onBack={nav.back} />
      <Scroll label={album.title}>
        <div className="mu-header">
          <span className="mu-art big album" aria-hidden><Music2 size={40} /></span>
          <h1 className="mu-title">{album.title}</h1>
          <button className="mu-link" aria-label={artistById(m, album.artistId)?.name ?? ''} onClick={() => nav.push({ screen: 'artist', id: album.artistId })}>{artistById(m, album.artistId)?.name}</button>
          <span className="mu-row-line">{`Album · ${album.year} · ${lengthLine(m, ids)}`}</span>
          <div className="mu-actions">
            <button className="button filled" onClick={() => play(ctx, null, false)}><Play size={16} aria-hidden /> Play</button>
            <button className="button text" onClick={() => play(ctx, null, true)}><Shuffle size={16} aria-hidden /> Shuffle</button>
            <button className="button text" onClick={() => update((d) => { model.setDownloaded(d.apps.music, ids, !all); showToast(d.os, all ? 'Downloads removed' : `Downloaded ${album.title}`); })}>
              <Download size={16} aria-hidden /> {all ? 'Remove download' : 'Download'}
            </button>
          </div>
        </div>
        {songs.map((x) => <SongRow key={x.id} song={x} m={m} ctx={ctx} showTrack />)}
        <div className="mu-bottom-space" />
      </Scroll>
      <MiniPlayer />
      <RowDialogs route={route} m={m} ctx={ctx} />
    </>
  );
}

function ArtistScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.music);
  const artist = artistById(m, str(route.id));
  if (!artist) return <><AppBar title="Artist" onBack={nav.back} /><Empty>Artist not found</Empty></>;
  const songs = artistSongs(m, artist.id);
  const ctx: Context = { songs: songs.map((x) => x.id), source: `Artist · ${artist.name}` };
  const liked = songs.filter((x) => model.isLiked(m, x.id)).length;
  return (
    <>
      <AppBar title={artist.name} onBack={nav.back} />
      <Scroll label={artist.name}>
        <div className="mu-header">
          <span className="mu-art big round" aria-hidden>{artist.name[0]}</span>
          <h1 className="mu-title">{artist.name}</h1>
          <span className="mu-row-line">{`${artist.genre} · ${songsLine(songs.length)}`}</span>
          <div className="mu-actions">
            <button className="button filled" onClick={() => play(ctx, null, false)}><Play size={16} aria-hidden /> Play</button>
            <button className="button text" onClick={() => play(ctx, null, true)}><Shuffle size={16} aria-hidden /> Shuffle</button>
          </div>
        </div>
        <SectionHeader>Albums</SectionHeader>
        {m.albums.filter((al) => al.artistId === artist.id).map((al) => (
          <button key={al.id} className="mu-nav-row" aria-label={al.title} onClick={() => nav.push({ screen: 'album', id: al.id })}>
            <span className="mu-art album" aria-hidden><Music2 size={18} /></span>
            <span className="mu-row-texts"><span className="mu-row-title">{al.title}</span><span className="mu-row-line">{`Album · ${al.year}`}</span></span>
          </button>
        ))}
        <SectionHeader>{`Songs · ${liked} liked`}</SectionHeader>
        {songs.map((x) => <SongRow key={x.id} song={x} m={m} ctx={ctx} />)}
        <div className="mu-bottom-space" />
      </Scroll>
      <MiniPlayer />
      <RowDialogs route={route} m={m} ctx={ctx} />
    </>
  );
}

function SongListScreen({ route, which }: { route: Route; which: 'liked' | 'downloads' }) {
  const m = useDevice((s) => s.apps.music);
  const title = which === 'liked' ? 'Liked songs' : 'Downloads';
  const ids = which === 'liked' ? m.liked : m.downloads;
  const songs = ids.map((x) => songById(m, x)).filter((x): x is Song => x !== undefined);
  const ctx: Context = { songs: songs.map((x) => x.id), source: title };
  return (
    <>
      <AppBar title={title} onBack={nav.back} />
      <Scroll label={title}>
        <div className="mu-header">
          <h1 className="mu-title">{title}</h1>
          <span className="mu-row-line">{lengthLine(m, ids)}</span>
          <div className="mu-actions">
            <button className="button filled" disabled={songs.length === 0} onClick={() => play(ctx, null, false)}><Play size={16} aria-hidden /> Play</button>
            <button className="button text" disabled={songs.length === 0} onClick={() => play(ctx, null, true)}><Shuffle size={16} aria-hidden /> Shuffle</button>
          </div>
        </div>
        {songs.length === 0 && <Empty>{which === 'liked' ? 'Songs you like appear here' : 'Downloaded songs play without a connection'}</Empty>}
        {songs.map((x) => <SongRow key={x.id} song={x} m={m} ctx={ctx} />)}
        <div className="mu-bottom-space" />
      </Scroll>
      <MiniPlayer />
      <RowDialogs route={route} m={m} ctx={ctx} />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// The player

function PlayerScreen({ route }: { route: Route }) {
  const m = useDevice((s) => s.apps.music);
  const now = useSecond();
  const at = nowPlaying(m, now);
  const p = m.player;
  if (!at.song) return <><AppBar title="Now playing" onBack={nav.back} /><Empty>Nothing is playing</Empty></>;
  const song = at.song;
  const liked = model.isLiked(m, song.id);
  const upNext = p.queue.slice(at.index + 1).map((x) => songById(m, x)).filter((x): x is Song => x !== undefined);
  const ctx: Context = { songs: p.queue, source: p.source };
  const repeatLabel = p.repeat === 'off' ? 'Repeat: off' : p.repeat === 'all' ? 'Repeat: all' : 'Repeat: one';
  return (
    <>
      <AppBar title="Now playing" onBack={nav.back} actions={<IconButton label="Close player" onClick={nav.back}><ChevronDown size={22} /></IconButton>} />
      <Scroll label="Player">
        <div className="mu-player">
          <span className="mu-row-line">{p.source}</span>
          <span className="mu-art huge" aria-hidden><Music2 size={72} /></span>
          <h1 className="mu-title">{song.title}</h1>
          <span className="mu-row-line">{artistName(m, song)}</span>
          <span className="mu-row-line">{albumById(m, song.albumId)?.title}</span>
          <div className="mu-progress" role="progressbar" aria-label="Position" aria-valuemin={0} aria-valuemax={song.duration} aria-valuenow={Math.floor(at.position)}>
            <span style={{ width: `${(at.position / song.duration) * 100}%` }} />
          </div>
          <div className="mu-times"><span>{formatDuration(at.position)}</span><span>{formatDuration(song.duration)}</span></div>
          <div className="mu-controls">
            <button className={`mu-toggle${p.shuffle ? ' on' : ''}`} aria-label="Shuffle" aria-pressed={p.shuffle} onClick={() => update((d) => model.setShuffle(d.apps.music, !p.shuffle, d.os.now))}><Shuffle size={22} /></button>
            <IconButton label="Previous" onClick={() => update((d) => model.previous(d.apps.music, d.os.now))}><SkipBack size={26} /></IconButton>
            <button className="mu-play" aria-label={at.playing ? 'Pause' : 'Play'} onClick={() => update((d) => model.setPlaying(d.apps.music, !at.playing, d.os.now))}>
              {at.playing ? <Pause size={30} /> : <Play size={30} />}
            </button>
            <IconButton label="Next" onClick={() => update((d) => model.next(d.apps.music, d.os.now))}><SkipForward size={26} /></IconButton>
            <button className={`mu-toggle${p.repeat !== 'off' ? ' on' : ''}`} aria-label={repeatLabel} onClick={() => update((d) => model.cycleRepeat(d.apps.music, d.os.now))}>
              {p.repeat === 'one' ? <Repeat1 size={22} /> : <RepeatIcon size={22} />}
            </button>
          </div>
          <div className="mu-actions">
            <button className="button text" aria-pressed={liked} onClick={() => update((d) => { model.setLiked(d.apps.music, song.id, !liked); showToast(d.os, liked ? 'Removed from Liked songs' : 'Added to Liked songs'); })}>
              <Heart size={16} aria-hidden /> {liked ? 'Liked' : 'Like'}
            </button>
            <button className="button text" onClick={() => nav.patch({ dialog: 'song', row: song.id })}><MoreVertical size={16} aria-hidden /> More</button>
          </div>
        </div>
        <SectionHeader>Up next</SectionHeader>
        {upNext.length === 0 && <Empty>{p.repeat === 'all' ? 'The queue starts over after this song' : 'Nothing after this song'}</Empty>}
        {upNext.map((x) => <SongRow key={x.id} song={x} m={m} ctx={ctx} />)}
      </Scroll>
      <RowDialogs route={route} m={m} ctx={{ songs: p.queue, source: p.source }} />
    </>
  );
}

export function MusicApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'search': return <SearchScreen route={route} />;
    case 'playlist': return <PlaylistScreen route={route} />;
    case 'add-songs': return <AddSongsScreen route={route} />;
    case 'album': return <AlbumScreen route={route} />;
    case 'artist': return <ArtistScreen route={route} />;
    case 'liked': return <SongListScreen route={route} which="liked" />;
    case 'downloads': return <SongListScreen route={route} which="downloads" />;
    case 'player': return <PlayerScreen route={route} />;
    default: return <LibraryScreen route={route} />;
  }
}
