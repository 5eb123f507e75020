// The Music kit: the moves an oracle makes in the app, what its templates read of the state, and
// the checks they share. The noise the judge gate plays around its templates is in noise.ts.
import { createdRecord, expectThat, modified, sameName, sameSet, type ChangeRule, type Check } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import { albumSongs, artistSongs, nowPlaying, totalMinutes, totalSeconds, type Album, type Artist, type Playlist, type Song } from '../../apps/music/state.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export { script } from '../ui.ts';

export const PLAYLISTS = 'apps.music.playlists';
export const LIKED = 'apps.music.liked';
export const DOWNLOADS = 'apps.music.downloads';

// ---------------------------------------------------------------- reading the state

export const songs = (s: DeviceState): Song[] => s.apps.music.songs;
export const song = (s: DeviceState, id: string): Song | undefined => s.apps.music.songs.find((x) => x.id === id);
export const title = (s: DeviceState, id: string): string => song(s, id)?.title ?? id;
export const playlist = (s: DeviceState, id: string): Playlist | undefined => s.apps.music.playlists.find((p) => p.id === id);
export const album = (s: DeviceState, id: string): Album | undefined => s.apps.music.albums.find((a) => a.id === id);
export const artist = (s: DeviceState, id: string): Artist | undefined => s.apps.music.artists.find((a) => a.id === id);
export const tracks = (s: DeviceState, albumId: string): Song[] => albumSongs(s.apps.music, albumId);
export const byArtist = (s: DeviceState, artistId: string): Song[] => artistSongs(s.apps.music, artistId);

/** How Music tells names apart (apps/music/app.ts `names`). */
export const samePlaylistName = (a: unknown, b: string): boolean => sameName(nameRule('music', 'playlist'), a, b);
export const playlistsNamed = (s: DeviceState, name: string): Playlist[] => s.apps.music.playlists.filter((p) => samePlaylistName(p.name, name));
export const songsTitled = (s: DeviceState, t: string): number => songs(s).filter((x) => sameName(nameRule('music', 'song'), x.title, t)).length;
export const albumsTitled = (s: DeviceState, t: string): number => s.apps.music.albums.filter((x) => sameName(nameRule('music', 'album'), x.title, t)).length;
export const artistsNamed = (s: DeviceState, n: string): number => s.apps.music.artists.filter((x) => sameName(nameRule('music', 'artist'), x.name, n)).length;

/** A playlist's length in whole minutes, as its header shows it ("9 songs · 34 min"). */
export const playlistMinutes = (s: DeviceState, id: string): number => totalMinutes(totalSeconds(s.apps.music, playlist(s, id)?.songs ?? []));
/** The song the player is on at the device clock of `at` (from the player as `from` left it). */
export const playingAt = (from: DeviceState, at: number): Song | undefined => nowPlaying(from.apps.music, at).song;

/** Playlist names no world has, for playlists the agent makes or renames to. */
export const NEW_PLAYLIST_NAMES = ['Workout Mix', 'Late Night Drive', 'Study Beats', 'Kitchen Dance', 'Summer 2026', 'Wedding Songs', 'Calm Mornings', 'Party Starters'] as const;
export const unusedPlaylistName = (rng: Rng, s: DeviceState, besides: readonly string[] = []): string =>
  rng.pick(NEW_PLAYLIST_NAMES.filter((n) => playlistsNamed(s, n).length === 0 && !besides.some((b) => samePlaylistName(b, n))));

// ---------------------------------------------------------------- moves

/** Open Music at its library, wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Music');

/** From the library: a row (a playlist, an artist, an album, Liked songs, Downloads) scrolled to and opened. */
export async function openRow(ui: TaskUi, name: string): Promise<void> {
  await open(ui);
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}
export const openPlaylist = openRow;

/** The search screen with this typed, and a result (an album, an artist) opened. */
export async function searchOpen(ui: TaskUi, text: string): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Search', role: 'button' });
  await ui.fill({ hint: 'Search songs, albums, artists' }, text);
  await ui.tap({ text, role: 'button' });
}

/** On the library: New playlist, a name, Create (the new playlist opens). */
export async function newPlaylist(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'New playlist', role: 'button' });
  await ui.type(name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** In an open playlist: Add songs, each song found by its title and ticked (or unticked), Done. */
export async function addSongs(ui: TaskUi, titles: readonly string[]): Promise<void> {
  await ui.tap({ text: 'Add songs', role: 'button' });
  for (const t of titles) {
    await ui.fill({ hint: 'Search songs' }, t);
    await ui.tap({ text: t, role: 'checkbox' });
  }
  await ui.tap({ text: 'Done', role: 'button' });
}

/** Scroll a list until the element shows: down the list first, then back up (a row above the view). */
export async function reach(ui: TaskUi, sel: { text?: string; role?: string; matches?: RegExp }): Promise<void> {
  if (ui.has(sel)) return;
  try {
    await ui.scrollTo(sel);
  } catch {
    await ui.scrollTo(sel, 'down');
  }
}

/** On a screen with song rows: a song's menu, and one of its options. */
export async function songMenu(ui: TaskUi, songTitle: string, option: string): Promise<void> {
  await reach(ui, { text: `More options for ${songTitle}`, role: 'button' });
  await ui.tap({ text: `More options for ${songTitle}`, role: 'button' });
  await ui.tap({ text: option, role: 'button' });
}

/** On a screen with song rows: the song's menu, Add to playlist, a playlist. */
export async function addToPlaylist(ui: TaskUi, songTitle: string, playlistName: string): Promise<void> {
  await songMenu(ui, songTitle, 'Add to playlist');
  await ui.tap({ text: playlistName, role: 'button' });
}

/** In an open playlist: the menu's Rename playlist or Delete playlist. */
export async function playlistMenu(ui: TaskUi, item: 'Rename playlist' | 'Delete playlist'): Promise<void> {
  await ui.tap({ text: 'More options', role: 'button' });
  await ui.tap({ text: item, role: 'button' });
}

export async function rename(ui: TaskUi, to: string): Promise<void> {
  await playlistMenu(ui, 'Rename playlist');
  await ui.fill({ hint: 'Playlist name' }, to);
  await ui.tap({ text: 'Save', role: 'button' });
}

export async function deleteOpen(ui: TaskUi, confirm = true): Promise<void> {
  await playlistMenu(ui, 'Delete playlist');
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

/** In an open playlist: Edit playlist, remove these songs, Done. */
export async function removeSongs(ui: TaskUi, titles: readonly string[]): Promise<void> {
  await ui.tap({ text: 'Edit playlist', role: 'button' });
  for (const t of titles) await ui.tap({ text: `Remove ${t}`, role: 'button' });
  await ui.tap({ text: 'Done', role: 'button' });
}

/** In edit mode: drag a song's handle onto another song's handle (it takes that song's position). */
export const dragOnto = (ui: TaskUi, t: string, onto: string) => ui.drag({ text: `Reorder ${t}`, role: 'button' }, { text: `Reorder ${onto}`, role: 'button' });

/** The handles' songs in edit mode, top to bottom. */
export const handleOrder = (ui: TaskUi): string[] => ui.findAll({ role: 'button', matches: /^Reorder / }).map((e) => e.text.slice('Reorder '.length));

/** In an open playlist: Edit playlist, drag a song onto another's position, Done. */
export async function moveTo(ui: TaskUi, t: string, onto: string): Promise<void> {
  await ui.tap({ text: 'Edit playlist', role: 'button' });
  await dragOnto(ui, t, onto);
  await ui.tap({ text: 'Done', role: 'button' });
}

/** The header line of an open playlist, album or list ("9 songs · 34 min"). */
export const lengthLine = (ui: TaskUi): string => ui.read({ matches: /\d+ songs? · \d+ min$/ });
/** Minutes from a header line. */
export const minutesIn = (line: string): number => Number(/(\d+) min$/.exec(line)![1]);

/** Open the player from the mini player. */
export async function openPlayer(ui: TaskUi): Promise<void> {
  await open(ui);
  await ui.tap({ role: 'button', matches: /^Now playing: / });
}
/** On the player: the song's title (its heading; the bar's is "Now playing", the queue's "Up next"). */
export const playerSong = (ui: TaskUi): string => ui.findAll({ role: 'heading' }).map((e) => e.text).find((t) => t !== 'Now playing' && t !== 'Up next')!;

/** On the player: wait until five seconds after the song would end (its position and length are the last two times on the screen; the status bar's clock is the first). */
export async function waitPastSong(ui: TaskUi): Promise<void> {
  const [at, length] = ui.findAll({ matches: /^\d+:\d\d$/ }).slice(-2).map((e) => e.text.split(':').reduce((m, x) => Number(m) * 60 + Number(x), 0));
  await ui.wait((length! - at! + 5) * 1000);
}

// ---------------------------------------------------------------- checks

const songsOf = (s: DeviceState, id: string): string[] | null => playlist(s, id)?.songs ?? null;

/** Only the songs of this playlist may change. */
export const playlistSongsRule = (id: string): ChangeRule => modified(PLAYLISTS, id, ['songs']);

/** The songs a playlist kept are in the order they were (a song it gained may stand anywhere). */
export function keptInOrder(was: readonly string[], now: readonly string[]): boolean {
  const kept = now.filter((p) => was.includes(p));
  return JSON.stringify(kept) === JSON.stringify(was.filter((p) => now.includes(p)));
}

/** The playlist holds exactly these songs, those it had in the order they were. */
export function playlistHolds(id: string, name: string, want: (before: DeviceState) => string[]): Check<DeviceState> {
  return expectThat<DeviceState, string[] | null>(`"${name}" holds exactly the songs asked for, its others in their order`, 'the songs asked for, in their order', ({ after }) => songsOf(after, id),
    (got, { before }) => got !== null && sameSet(got, want(before)) && keptInOrder(songsOf(before, id) ?? [], got));
}
export const plus = (id: string, add: readonly string[]) => (before: DeviceState): string[] => [...new Set([...(songsOf(before, id) ?? []), ...add])];
export const minus = (id: string, drop: readonly string[]) => (before: DeviceState): string[] => (songsOf(before, id) ?? []).filter((x) => !drop.includes(x));

/** One playlist was created, named as asked, holding exactly these songs (as a set; `orderIs` judges the order). */
export function createdPlaylist(name: string, ids: readonly string[]): Check<DeviceState>[] {
  return createdRecord<DeviceState>(PLAYLISTS, 'playlist', {
    name: { expected: name, test: (v: unknown) => samePlaylistName(v, name) },
    songs: { expected: [...ids], test: (v: unknown) => Array.isArray(v) && sameSet(v, ids) },
  });
}

export function theNewPlaylist(before: DeviceState, after: DeviceState): Playlist | undefined {
  const fresh = after.apps.music.playlists.filter((p) => !playlist(before, p.id));
  return fresh.length === 1 ? fresh[0] : undefined;
}

/** The playlist's songs after the episode are exactly these, in this order (by title for the verdict). */
export function orderIs(name: string, read: (after: DeviceState, before: DeviceState) => string[] | undefined, want: (before: DeviceState) => string[]): Check<DeviceState> {
  return expectThat<DeviceState, string[] | null>(`"${name}" has its songs in the order asked for`, 'the order asked for', ({ after, before }) => {
    const ids = read(after, before);
    return ids ? ids.map((id) => title(before, id)) : null;
  }, (got, { before }) => got !== null && JSON.stringify(got) === JSON.stringify(want(before).map((id) => title(before, id))));
}

/** A set field (liked, downloads) is what it was, plus `add`, less `drop`. */
export function setIs(field: 'liked' | 'downloads', what: string, add: readonly string[], drop: readonly string[] = []): Check<DeviceState> {
  return expectThat<DeviceState, string[]>(what, `the ${field} before, with ${add.join(', ') || 'nothing'} added and ${drop.join(', ') || 'nothing'} taken out`, ({ after }) => after.apps.music[field],
    (got, { before }) => sameSet(got, [...new Set([...before.apps.music[field].filter((x) => !drop.includes(x)), ...add])]));
}
