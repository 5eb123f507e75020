// Gallery: photos taken over the last months, sorted into albums, with favourites and a Trash.
// Photos are generated pictures: each is drawn from its `kind` and `seed` (see scene.tsx), so no
// image files are needed and the same seed always shows the same picture.
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE, parts } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export type SceneKind = 'mountains' | 'sea' | 'city' | 'sunset' | 'people' | 'flowers' | 'screenshot';

export interface Photo {
  id: string;
  /** The file name, e.g. IMG_20260214_0932.jpg; unique. */
  name: string;
  takenAt: number;
  /** Where it was taken; '' when the photo has no location (screenshots). */
  place: string;
  /** File size in bytes. */
  size: number;
  width: number;
  height: number;
  /** The album it is filed in (every photo is in exactly one album, like a folder). */
  albumId: string;
  favorite: boolean;
  /** When it was moved to the Trash; null while it is in the library. */
  trashedAt: number | null;
  kind: SceneKind;
  /** Drives the generated picture. */
  seed: number;
}

export interface Album {
  id: string;
  name: string;
  createdAt: number;
}

export interface GalleryState {
  photos: Photo[];
  albums: Album[];
  /** Next numeric id for new albums (`al<n>`). */
  nextId: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function stamp(ms: number): { date: string; time: string; seconds: string } {
  const p = parts(ms);
  const s = Math.floor((ms % MINUTE) / 1000);
  return { date: `${p.year}${pad(p.month + 1)}${pad(p.day)}`, time: `${pad(p.hours)}${pad(p.minutes)}`, seconds: pad(s) };
}

const CAMERA_PLACES = ['Riverside Park', 'Downtown', 'Maple Street', 'City Library', 'Harbor Front', 'Botanical Garden', 'Old Town Square', 'Lakeside Trail', 'Central Station'];
const LISBON_PLACES = ['Alfama, Lisbon', 'Belém, Lisbon', 'Sintra, Portugal', 'Cascais, Portugal', 'Baixa, Lisbon', 'Bairro Alto, Lisbon'];
const FAMILY_PLACES = ["Grandma's house", 'Home', 'Sunset Beach', 'Pine Hill Campsite'];
const PET_PLACES = ['Home', 'Dog Park', 'Riverside Park'];
const HIKE_PLACES = ['Eagle Peak', 'Blue Ridge Trail', 'Cedar Falls'];

interface AlbumPlan {
  name: string;
  count: [number, number];
  places: string[];
  kinds: SceneKind[];
  /** Taken within a few days (a trip) or spread over the months. */
  trip?: boolean;
}

const EXTRA_ALBUMS: AlbumPlan[] = [
  { name: 'Pets', count: [4, 7], places: PET_PLACES, kinds: ['flowers', 'people', 'mountains'] },
  { name: 'Hiking', count: [4, 7], places: HIKE_PLACES, kinds: ['mountains', 'sunset', 'mountains'], trip: true },
];

export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

export function seedGallery(rng: Rng, world: SeedContext): GalleryState {
  const { now } = world;
  const plans: AlbumPlan[] = [
    { name: 'Camera', count: [22, 25], places: CAMERA_PLACES, kinds: ['mountains', 'sea', 'city', 'sunset', 'flowers'] },
    { name: 'Screenshots', count: [5, 8], places: [''], kinds: ['screenshot'] },
    { name: 'Trip to Lisbon', count: [8, 12], places: LISBON_PLACES, kinds: ['city', 'sea', 'sunset', 'city'], trip: true },
    { name: 'Family', count: [5, 8], places: FAMILY_PLACES, kinds: ['people', 'people', 'sea', 'flowers'] },
    ...rng.sample(EXTRA_ALBUMS, rng.int(0, 1)),
  ];
  const albums: Album[] = [];
  const photos: Photo[] = [];
  const names = new Set<string>();
  const taken: { albumId: string; at: number; plan: AlbumPlan }[] = [];
  plans.forEach((plan, index) => {
    const albumId = `al${index + 1}`;
    const count = rng.int(plan.count[0], plan.count[1]);
    const tripStart = now - rng.int(20, 130) * DAY;
    let first = now;
    // Photos come in bursts: a few days out of the last five months, several photos each.
    const days = Array.from({ length: Math.ceil(count / 3) }, () => rng.int(1, 150));
    for (let i = 0; i < count; i++) {
      const at = plan.trip
        ? startOfDayMs(tripStart) + rng.int(0, 3) * DAY + rng.int(8 * 60, 20 * 60) * MINUTE + rng.int(0, 59) * 1000
        : startOfDayMs(now - (i === 0 && index === 0 ? 0 : rng.pick(days)) * DAY) + rng.int(7 * 60, 21 * 60) * MINUTE + rng.int(0, 59) * 1000;
      const clamped = Math.min(at, now - 20 * MINUTE);
      first = Math.min(first, clamped);
      taken.push({ albumId, at: clamped, plan });
    }
    albums.push({ id: albumId, name: plan.name, createdAt: first - rng.int(0, 3) * HOUR });
  });
  // Ids follow the time the photos were taken, oldest first.
  taken.sort((a, b) => a.at - b.at);
  for (const t of taken) {
    const screenshot = t.plan.kinds[0] === 'screenshot';
    let at = t.at;
    let name = '';
    for (;;) {
      const s = stamp(at);
      name = screenshot ? `Screenshot_${s.date}-${s.time}${s.seconds}.png` : `IMG_${s.date}_${s.time}.jpg`;
      if (!names.has(name)) break;
      at += MINUTE;
    }
    names.add(name);
    const landscape = rng.chance(0.7);
    photos.push({
      id: `p${photos.length + 1}`,
      name,
      takenAt: at,
      place: rng.pick(t.plan.places),
      size: screenshot ? rng.int(180, 900) * 1000 + rng.int(0, 999) : rng.int(1800, 5200) * 1000 + rng.int(0, 999),
      width: screenshot ? 1080 : landscape ? 4000 : 3000,
      height: screenshot ? 2400 : landscape ? 3000 : 4000,
      albumId: t.albumId,
      favorite: rng.chance(0.12),
      trashedAt: null,
      kind: rng.pick(t.plan.kinds),
      seed: rng.int(1, 999_999),
    });
  }
  // A couple of photos already wait in the Trash.
  for (const p of rng.sample(photos.filter((x) => !x.favorite), 2)) p.trashedAt = now - rng.int(1, 20) * DAY;
  return { photos, albums, nextId: albums.length + 1 };
}

function startOfDayMs(ms: number): number {
  return ms - (((ms % DAY) + DAY) % DAY);
}

/** Photos in the library (not in the Trash), newest first. */
export function libraryPhotos(state: GalleryState): Photo[] {
  return sortNewest(state.photos.filter((p) => p.trashedAt === null));
}

export function sortNewest(photos: readonly Photo[]): Photo[] {
  return photos.slice().sort((a, b) => b.takenAt - a.takenAt || b.id.localeCompare(a.id));
}

/** The photos an album shows, newest first: `favorites` and `trash` are the two built-in ones. */
export function albumPhotos(state: GalleryState, albumId: string): Photo[] {
  if (albumId === 'trash') return sortNewest(state.photos.filter((p) => p.trashedAt !== null));
  if (albumId === 'favorites') return libraryPhotos(state).filter((p) => p.favorite);
  return libraryPhotos(state).filter((p) => p.albumId === albumId);
}

/** Name or place, case-insensitive. */
export function photoMatches(p: Photo, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return p.name.toLowerCase().includes(q) || p.place.toLowerCase().includes(q);
}

export function countLabel(n: number): string {
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}
