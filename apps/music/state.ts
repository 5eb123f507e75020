// Music: the owner's library (artists, their albums and the albums' songs with their durations),
// playlists in the owner's order, liked songs, downloads, and the player. The player keeps where it
// was at its last change (`at`, `position`); where it is now is a pure function of that and the
// device clock (`nowPlaying`), so the screens, the kits and the tests compute it the same way.
import type { Rng } from '../kit/random.ts';
import type { SeedContext } from '../app.ts';

export interface Artist { id: string; name: string; genre: string }
export interface Album { id: string; title: string; artistId: string; year: number }
export interface Song {
  id: string;
  title: string;
  artistId: string;
  albumId: string;
  /** Track number on its album, from 1. */
  track: number;
  /** Seconds. */
  duration: number;
}
export interface Playlist { id: string; name: string; songs: string[]; createdAt: number }

export type Repeat = 'off' | 'all' | 'one';

export interface Player {
  /** Song ids in the order they play (shuffled when shuffle is on). */
  queue: string[];
  /** The queue as it was before shuffle (restored when shuffle goes off). */
  unshuffled: string[];
  index: number;
  playing: boolean;
  /** Device time of the player's last change. */
  at: number;
  /** Seconds into the song at `index` at time `at`. */
  position: number;
  shuffle: boolean;
  repeat: Repeat;
  /** What the queue was made from ("Album · Blue Hours"), as the player shows it. */
  source: string;
}

export interface MusicState {
  artists: Artist[];
  albums: Album[];
  songs: Song[];
  playlists: Playlist[];
  /** Liked song ids, newest first (kept as a set by the judges). */
  liked: string[];
  /** Downloaded song ids (a set). */
  downloads: string[];
  player: Player;
  nextId: number;
}

const ARTISTS: readonly [string, string][] = [
  ['The Lanterns', 'Indie'], ['Mara Vell', 'Pop'], ['Northbound', 'Rock'], ['Ivo Santos', 'Jazz'], ['Kestrel Sky', 'Electronic'],
  ['June Harbor', 'Folk'], ['Copper Lines', 'Rock'], ['Ada Morrow', 'Soul'], ['Blue Orchard', 'Indie'], ['Tomás Reyes', 'Latin'],
  ['Glass Animals Club', 'Electronic'], ['Nina Okafor', 'R&B'],
];

const ALBUM_TITLES = [
  'Blue Hours', 'Paper Moons', 'Low Tide', 'City of Glass', 'Northern Lights', 'Slow Rivers', 'Golden Static', 'Open Roads',
  'Quiet Engines', 'Salt & Honey', 'After the Rain', 'Night Market', 'Wild Orchard', 'Long Way Home', 'Echo Park', 'Evergreen',
  'Small Fires', 'Velvet Season', 'High Country', 'Lost Signals', 'Midnight Postcards', 'Sun Rooms', 'Winter Atlas', 'Harbor Songs',
];

const FIRST = [
  'Silver', 'Paper', 'Golden', 'Broken', 'Quiet', 'Electric', 'Wild', 'Lonely', 'Bright', 'Hollow', 'Crimson', 'Gentle', 'Restless',
  'Faded', 'Velvet', 'Burning', 'Distant', 'Sleepy', 'Neon', 'Secret', 'Summer', 'Winter', 'Endless', 'Little',
];
const SECOND = [
  'Morning', 'Lanterns', 'Highway', 'Heart', 'River', 'Parade', 'Horizon', 'Letters', 'Skyline', 'Garden', 'Dreams', 'Shadows',
  'Waves', 'Streets', 'Fever', 'Echoes', 'Satellite', 'Window', 'Sparrow', 'Thunder', 'Mirror', 'Harbor', 'Daylight', 'Compass',
];

export const PLAYLIST_NAMES = ['Morning Run', 'Focus', 'Sunday Chill', 'Road Trip', 'Dinner Party', 'Throwbacks', 'Rainy Day'] as const;

/** "3:07": a duration in seconds as the song rows show it. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole minutes of a total in seconds, as a playlist's or album's header says it ("47 min"): rounded to the nearest. */
export const totalMinutes = (seconds: number): number => Math.round(seconds / 60);

export const songById = (s: MusicState, id: string): Song | undefined => s.songs.find((x) => x.id === id);
export const artistById = (s: MusicState, id: string): Artist | undefined => s.artists.find((x) => x.id === id);
export const albumById = (s: MusicState, id: string): Album | undefined => s.albums.find((x) => x.id === id);
export const albumSongs = (s: MusicState, albumId: string): Song[] => s.songs.filter((x) => x.albumId === albumId).sort((a, b) => a.track - b.track);
export const artistSongs = (s: MusicState, artistId: string): Song[] => s.songs.filter((x) => x.artistId === artistId);
export const totalSeconds = (s: MusicState, ids: readonly string[]): number => ids.reduce((t, id) => t + (songById(s, id)?.duration ?? 0), 0);
export const artistName = (s: MusicState, song: Song): string => artistById(s, song.artistId)?.name ?? '';

/** Where the player is at `now`: the queue's index, the seconds into that song, and whether it still plays. */
export function nowPlaying(s: MusicState, now: number): { index: number; position: number; playing: boolean; song: Song | undefined } {
  const p = s.player;
  if (p.queue.length === 0) return { index: 0, position: 0, playing: false, song: undefined };
  let index = Math.min(p.index, p.queue.length - 1);
  let position = p.position + (p.playing ? Math.max(0, now - p.at) / 1000 : 0);
  let playing = p.playing;
  for (let guard = 0; guard < 100_000; guard++) {
    const duration = songById(s, p.queue[index]!)?.duration ?? 1;
    if (position < duration) break;
    position -= duration;
    if (p.repeat === 'one') continue;
    if (index + 1 < p.queue.length) index += 1;
    else if (p.repeat === 'all') index = 0;
    else { position = duration; playing = false; break; }
  }
  return { index, position, playing, song: songById(s, p.queue[index]!) };
}

export function seedMusic(rng: Rng, world: SeedContext): MusicState {
  const artists = rng.sample(ARTISTS, 8).map(([name, genre], i) => ({ id: `ar${i + 1}`, name, genre }));
  const albumTitles = rng.shuffle(ALBUM_TITLES);
  const titles = rng.shuffle(FIRST.flatMap((a) => SECOND.map((b) => `${a} ${b}`)));
  const albums: Album[] = [];
  const songs: Song[] = [];
  for (const artist of artists) {
    const count = rng.int(1, 2);
    for (let k = 0; k < count; k++) {
      const album: Album = { id: `al${albums.length + 1}`, title: albumTitles[albums.length]!, artistId: artist.id, year: rng.int(2008, 2026) };
      albums.push(album);
      const tracks = rng.int(5, 8);
      for (let t = 1; t <= tracks; t++) {
        songs.push({ id: `s${songs.length + 1}`, title: titles[songs.length]!, artistId: artist.id, albumId: album.id, track: t, duration: rng.int(142, 341) });
      }
    }
  }
  const names = rng.sample(PLAYLIST_NAMES, 5);
  const playlists: Playlist[] = names.map((name, i) => ({
    id: `p${i + 1}`, name, songs: rng.sample(songs, rng.int(4, 9)).map((x) => x.id), createdAt: world.now - rng.int(3, 200) * 86_400_000,
  }));
  const liked = rng.sample(songs, rng.int(12, 18)).map((x) => x.id);
  const downloadedAlbum = rng.pick(albums);
  const downloads = [...songs.filter((x) => x.albumId === downloadedAlbum.id).map((x) => x.id), ...rng.sample(liked, 4).filter((id) => !songs.find((x) => x.id === id && x.albumId === downloadedAlbum.id))];
  const from = playlists[0]!;
  const index = rng.int(0, from.songs.length - 1);
  return {
    artists, albums, songs, playlists, liked, downloads,
    player: {
      queue: [...from.songs], unshuffled: [...from.songs], index, playing: false, at: world.now,
      position: rng.int(10, 100), shuffle: false, repeat: 'off', source: `Playlist · ${from.name}`,
    },
    nextId: 100,
  };
}
