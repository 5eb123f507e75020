// Music: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Nothing in Music is irreversible (a playlist, a like and a download can all be undone), so
// nothing here writes the ledger. Player actions take the device clock: the player first settles
// where it is now (state.ts `nowPlaying`), then changes.
import { declaredKey, nameKey } from '../app.ts';
import manifest from './app.ts';
import { createRng } from '../kit/random.ts';
import { nowPlaying, type MusicState, type Playlist, type Repeat } from './state.ts';

/** How Music tells two playlist names apart (app.ts `names.playlist`). */
export const playlistKey = (name: string): string => declaredKey(manifest, 'playlist', name);
/** How Music's search reads a query and the titles and names it looks in: trimmed, in any case (a search, not one of the app's `names`). */
export const searchKey = (text: string): string => nameKey('caseless', text);

export const findPlaylist = (s: MusicState, id: string): Playlist | undefined => s.playlists.find((p) => p.id === id);
export const findPlaylistByName = (s: MusicState, name: string): Playlist | undefined => s.playlists.find((p) => playlistKey(p.name) === playlistKey(name));

/** Why a playlist may not have this name (null: it may). */
export function playlistNameProblem(s: MusicState, name: string, exceptId: string | null = null): string | null {
  if (name.trim() === '') return 'Enter a name';
  const other = findPlaylistByName(s, name);
  if (other && other.id !== exceptId) return `You already have a playlist named "${other.name}"`;
  return null;
}

/** A new playlist (null when the name is refused). */
export function createPlaylist(s: MusicState, name: string, now: number, songs: readonly string[] = []): string | null {
  if (playlistNameProblem(s, name) !== null) return null;
  const id = `p${s.nextId}`;
  s.nextId += 1;
  s.playlists.unshift({ id, name: name.trim(), songs: [...new Set(songs)], createdAt: now });
  return id;
}

export function renamePlaylist(s: MusicState, id: string, name: string): boolean {
  const p = findPlaylist(s, id);
  if (!p || playlistNameProblem(s, name, id) !== null) return false;
  if (p.name !== name.trim()) p.name = name.trim();
  return true;
}

export function deletePlaylist(s: MusicState, id: string): void {
  s.playlists = s.playlists.filter((p) => p.id !== id);
}

/** Put a song at the end of a playlist; a song already in it stays where it is (returns whether it was added). */
export function addToPlaylist(s: MusicState, id: string, songId: string): boolean {
  const p = findPlaylist(s, id);
  if (!p || p.songs.includes(songId)) return false;
  p.songs.push(songId);
  return true;
}

export function removeFromPlaylist(s: MusicState, id: string, songId: string): void {
  const p = findPlaylist(s, id);
  if (p && p.songs.includes(songId)) p.songs = p.songs.filter((x) => x !== songId);
}

/** Move a song of a playlist to another position (clamped), the others keeping their order. */
export function moveInPlaylist(s: MusicState, id: string, songId: string, toIndex: number): void {
  const p = findPlaylist(s, id);
  if (!p || !p.songs.includes(songId)) return;
  const rest = p.songs.filter((x) => x !== songId);
  const at = Math.max(0, Math.min(rest.length, Math.round(toIndex)));
  const next = [...rest.slice(0, at), songId, ...rest.slice(at)];
  if (next.some((x, i) => x !== p.songs[i])) p.songs = next;
}

export const isLiked = (s: MusicState, songId: string): boolean => s.liked.includes(songId);

export function setLiked(s: MusicState, songId: string, on: boolean): void {
  if (on && !s.liked.includes(songId)) s.liked.unshift(songId);
  if (!on && s.liked.includes(songId)) s.liked = s.liked.filter((x) => x !== songId);
}

export const isDownloaded = (s: MusicState, songId: string): boolean => s.downloads.includes(songId);

export function setDownloaded(s: MusicState, songIds: readonly string[], on: boolean): void {
  if (on) s.downloads = [...s.downloads, ...songIds.filter((id) => !s.downloads.includes(id))];
  else if (songIds.some((id) => s.downloads.includes(id))) s.downloads = s.downloads.filter((id) => !songIds.includes(id));
}

// ---------------------------------------------------------------- the player

/** Settle the player where it is at `now` (the clock's progress written down), before a change. */
function settle(s: MusicState, now: number): void {
  const at = nowPlaying(s, now);
  const p = s.player;
  p.index = at.index;
  p.position = Math.floor(at.position);
  p.playing = at.playing;
  p.at = now;
}

/** Play a list of songs from one of them (a row tapped in an album, a playlist, Liked songs). */
export function playFrom(s: MusicState, songs: readonly string[], songId: string | null, source: string, now: number, shuffle = s.player.shuffle): void {
  if (songs.length === 0) return;
  const p = s.player;
  const start = songId ?? (shuffle ? shuffled(songs, `${source}:${now}`)[0]! : songs[0]!);
  p.unshuffled = [...songs];
  p.queue = shuffle ? [start, ...shuffled(songs.filter((x) => x !== start), `${source}:${now}`)] : [...songs];
  p.index = p.queue.indexOf(start);
  p.position = 0;
  p.playing = true;
  p.at = now;
  p.shuffle = shuffle;
  p.source = source;
}

const shuffled = (ids: readonly string[], key: string): string[] => createRng(`shuffle:${key}`).shuffle(ids);

export function setPlaying(s: MusicState, playing: boolean, now: number): void {
  settle(s, now);
  const p = s.player;
  if (p.queue.length === 0) return;
  if (playing && !p.playing) {
    // Played to the end: play starts the queue over.
    const last = p.index === p.queue.length - 1 && nowPlaying(s, now).position >= (s.songs.find((x) => x.id === p.queue[p.index])?.duration ?? 0);
    if (last) { p.index = 0; p.position = 0; }
  }
  p.playing = playing;
}

export function next(s: MusicState, now: number): void {
  settle(s, now);
  const p = s.player;
  if (p.queue.length === 0) return;
  if (p.index + 1 < p.queue.length) p.index += 1;
  else if (p.repeat === 'all') p.index = 0;
  else { p.position = 0; p.playing = false; return; }
  p.position = 0;
}

/** Previous: three seconds or more into a song starts it over; earlier, the song before it. */
export function previous(s: MusicState, now: number): void {
  settle(s, now);
  const p = s.player;
  if (p.queue.length === 0) return;
  if (p.position < 3 && p.index > 0) p.index -= 1;
  p.position = 0;
}

export function setShuffle(s: MusicState, on: boolean, now: number): void {
  settle(s, now);
  const p = s.player;
  if (p.shuffle === on) return;
  const current = p.queue[p.index];
  p.shuffle = on;
  if (current === undefined) return;
  if (on) {
    p.unshuffled = [...p.queue];
    p.queue = [current, ...shuffled(p.queue.filter((x) => x !== current), `${p.source}:${now}`)];
    p.index = 0;
  } else {
    p.queue = [...p.unshuffled];
    p.index = Math.max(0, p.queue.indexOf(current));
  }
}

const REPEAT_NEXT: Record<Repeat, Repeat> = { off: 'all', all: 'one', one: 'off' };
export function cycleRepeat(s: MusicState, now: number): void {
  settle(s, now);
  s.player.repeat = REPEAT_NEXT[s.player.repeat];
}

/** The song, album or artist a typed name names (app.ts `names`). Search lists more (any part of a title). */
export const songNamed = (s: MusicState, title: string) => s.songs.find((x) => declaredKey(manifest, 'song', x.title) === declaredKey(manifest, 'song', title));
export const albumNamed = (s: MusicState, title: string) => s.albums.find((x) => declaredKey(manifest, 'album', x.title) === declaredKey(manifest, 'album', title));
export const artistNamed = (s: MusicState, name: string) => s.artists.find((x) => declaredKey(manifest, 'artist', x.name) === declaredKey(manifest, 'artist', name));
