// Files: the phone's internal storage as a flat list of folders and files, each naming its parent.
// Sizes are bytes; the Storage screen is a pure function of this state.
import type { Rng } from '../kit/random.ts';
import { declaredKey, type SeedContext } from '../app.ts';
import manifest from './app.ts';
import { DAY, MINUTE, formatClock, formatShortDate, formatShortDateWithYear, parts, startOfDay } from '../kit/time.ts';

export type SortKey = 'name' | 'date' | 'size';

export interface FileItem {
  id: string;
  name: string;
  kind: 'folder' | 'file';
  /** The folder it sits in; null for the top level of the internal storage. */
  parent: string | null;
  /** Bytes; 0 for folders. */
  size: number;
  modifiedAt: number;
}

export interface FilesState {
  items: FileItem[];
  /** How the folder lists are sorted: name A–Z, newest first, or largest first. Folders come first. */
  sortBy: SortKey;
  /** Capacity of the internal storage and what the system and installed apps take, in bytes. */
  totalBytes: number;
  systemBytes: number;
  appsBytes: number;
  /** Next numeric id; ids are `f<n>`. */
  nextId: number;
}

// ---- names, types and formats ----

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** "Report.pdf" → ["Report", ".pdf"]; a folder or a name without a dot has no extension. */
export function splitName(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

export type Category = 'images' | 'videos' | 'audio' | 'documents' | 'archives' | 'other';

export const CATEGORIES: readonly { id: Category; label: string; color: string }[] = [
  { id: 'images', label: 'Images', color: '#43a047' },
  { id: 'videos', label: 'Videos', color: '#e53935' },
  { id: 'audio', label: 'Audio', color: '#fb8c00' },
  { id: 'documents', label: 'Documents', color: '#1e88e5' },
  { id: 'archives', label: 'Archives', color: '#8e24aa' },
  { id: 'other', label: 'Other files', color: '#757575' },
];

const EXTENSIONS: Record<Exclude<Category, 'other'>, string[]> = {
  images: ['jpg', 'jpeg', 'png', 'heic', 'gif', 'webp'],
  videos: ['mp4', 'mov', 'mkv', 'webm'],
  audio: ['mp3', 'm4a', 'wav', 'flac', 'ogg'],
  documents: ['pdf', 'doc', 'docx', 'txt', 'xlsx', 'pptx', 'csv', 'odt', 'md'],
  archives: ['zip', 'rar', '7z', 'gz'],
};

export function categoryOf(name: string): Category {
  const ext = extensionOf(name);
  for (const [category, list] of Object.entries(EXTENSIONS)) if (list.includes(ext)) return category as Category;
  return 'other';
}

/** Decimal units, as phones show them: "512 B", "12.3 KB", "245 MB", "1.4 GB". */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const text = value >= 100 ? value.toFixed(0) : value.toFixed(1);
  return `${text} ${units[unit]}`;
}

/** A row's date as the list shows it: the time for today, else the day (and the year when it is not this year's). */
export function formatFileDate(ms: number, now: number): string {
  if (ms >= startOfDay(now)) return formatClock(ms);
  return parts(ms).year === parts(now).year ? formatShortDate(ms) : formatShortDateWithYear(ms);
}

// ---- queries ----

export function childrenOf(state: FilesState, parent: string | null): FileItem[] {
  return state.items.filter((i) => i.parent === parent);
}

export function findItem(state: FilesState, id: string | null): FileItem | undefined {
  return id === null ? undefined : state.items.find((i) => i.id === id);
}

/** The folder path from the top level down to `id` (inclusive). */
export function pathOf(state: FilesState, id: string | null): FileItem[] {
  const out: FileItem[] = [];
  let cur = findItem(state, id);
  for (let guard = 0; cur && guard < 64; guard++) {
    out.unshift(cur);
    cur = findItem(state, cur.parent);
  }
  return out;
}

/** "Pictures/Trip": the names from the top level down, joined by slashes ('' for the top level). */
export function pathName(state: FilesState, id: string | null): string {
  return pathOf(state, id).map((i) => i.name).join('/');
}

/** The folder at a slash path ("Pictures/Trip"), if there is exactly one. */
export function folderAt(state: FilesState, path: string): FileItem | undefined {
  let parent: string | null = null;
  let found: FileItem | undefined;
  for (const name of path.split('/')) {
    const matches = state.items.filter((i) => i.parent === parent && i.kind === 'folder' && i.name === name);
    if (matches.length !== 1) return undefined;
    found = matches[0]!;
    parent = found.id;
  }
  return found;
}

/** Is `id` the folder `ancestor` or inside it? */
export function isInside(state: FilesState, id: string | null, ancestor: string): boolean {
  return pathOf(state, id).some((i) => i.id === ancestor);
}

/** Every item below a folder (not the folder itself). */
export function descendantsOf(state: FilesState, id: string): FileItem[] {
  const out: FileItem[] = [];
  const walk = (parent: string) => {
    for (const child of childrenOf(state, parent)) {
      out.push(child);
      if (child.kind === 'folder') walk(child.id);
    }
  };
  walk(id);
  return out;
}

/** Bytes of a file, or of everything inside a folder. */
export function sizeOf(state: FilesState, item: FileItem): number {
  if (item.kind === 'file') return item.size;
  return descendantsOf(state, item.id).reduce((sum, i) => sum + (i.kind === 'file' ? i.size : 0), 0);
}

/** Folders first, then by the chosen key; names break ties. */
export function sortItems(items: readonly FileItem[], sortBy: SortKey): FileItem[] {
  const byName = (a: FileItem, b: FileItem) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }) || a.id.localeCompare(b.id);
  return items.slice().sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
    if (sortBy === 'date') return b.modifiedAt - a.modifiedAt || byName(a, b);
    if (sortBy === 'size' && a.kind === 'file') return b.size - a.size || byName(a, b);
    return byName(a, b);
  });
}

/** A name not yet used in `parent`: "Report.pdf", else "Report (1).pdf", "Report (2).pdf", … */
export function uniqueName(state: FilesState, parent: string | null, name: string, ignoreId?: string): string {
  const key = (n: string) => declaredKey(manifest, 'file', n);
  const taken = new Set(childrenOf(state, parent).filter((i) => i.id !== ignoreId).map((i) => key(i.name)));
  if (!taken.has(key(name))) return name;
  const [base, ext] = splitName(name);
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n})${ext}`;
    if (!taken.has(key(candidate))) return candidate;
  }
}

export function nameTaken(state: FilesState, parent: string | null, name: string, ignoreId?: string): boolean {
  return childrenOf(state, parent).some((i) => i.id !== ignoreId && declaredKey(manifest, 'file', i.name) === declaredKey(manifest, 'file', name));
}

export interface StorageSummary {
  total: number;
  used: number;
  free: number;
  system: number;
  apps: number;
  byCategory: Record<Category, number>;
}

export function storageSummary(state: FilesState): StorageSummary {
  const byCategory: Record<Category, number> = { images: 0, videos: 0, audio: 0, documents: 0, archives: 0, other: 0 };
  for (const i of state.items) if (i.kind === 'file') byCategory[categoryOf(i.name)] += i.size;
  const files = Object.values(byCategory).reduce((a, b) => a + b, 0);
  const used = state.systemBytes + state.appsBytes + files;
  return { total: state.totalBytes, used, free: Math.max(0, state.totalBytes - used), system: state.systemBytes, apps: state.appsBytes, byCategory };
}

// ---- seeding ----

const KB = 1000, MB = 1000 * KB, GB = 1000 * MB;

const SIZE_RANGE: Record<string, [number, number]> = {
  pdf: [80 * KB, 6 * MB], docx: [18 * KB, 900 * KB], xlsx: [12 * KB, 700 * KB], pptx: [1 * MB, 14 * MB],
  txt: [300, 24 * KB], csv: [2 * KB, 300 * KB], jpg: [1.2 * MB, 6 * MB], png: [250 * KB, 2.6 * MB],
  heic: [1 * MB, 4 * MB], mp3: [2.8 * MB, 11 * MB], m4a: [18 * MB, 90 * MB], mp4: [60 * MB, 2.4 * GB],
  mov: [80 * MB, 1.6 * GB], zip: [1 * MB, 320 * MB], apk: [6 * MB, 140 * MB],
};

const DOCUMENTS = [
  'Resume 2026.pdf', 'Lease agreement.pdf', 'Tax return 2025.pdf', 'Budget 2026.xlsx', 'Meeting notes.docx',
  'Cover letter.docx', 'Passport scan.pdf', 'Insurance policy.pdf', 'Recipe - lasagna.txt', 'Packing list.txt',
  'Car service history.pdf', 'Wedding speech.docx', 'Reading list.txt', 'Gym schedule.pdf', 'Vaccination record.pdf',
];
const WORK = ['Project proposal.docx', 'Quarterly report.pptx', 'Team roster.xlsx', 'Client contract.pdf', 'Onboarding guide.pdf', 'Sprint plan.xlsx', 'Sales figures.csv'];
const RECEIPTS = ['Invoice 1042.pdf', 'Electricity bill March.pdf', 'Laptop receipt.pdf', 'Hotel invoice.pdf', 'Phone bill.pdf', 'Dentist receipt.pdf'];
const DOWNLOAD_PHOTOS = ['IMG_4821.jpg', 'IMG_5530.jpg', 'beach-sunset.jpg', 'wallpaper-mountains.jpg', 'party-photo.jpg', 'IMG_6017.jpg'];
const DOWNLOADS = [
  'boarding-pass.pdf', 'concert-tickets.pdf', 'user-manual.pdf', 'restaurant-menu.pdf', 'photos-export.zip',
  'podcast-episode-12.mp3', 'setup-installer.apk', 'course-notes.zip', 'bank-statement.pdf', 'train-tickets.pdf',
  'map-offline.zip', 'ebook-sample.pdf', 'trailer.mp4', 'logo-draft.png',
];
const PICTURES = ['Family portrait.jpg', 'Wallpaper.png', 'Profile photo.jpg', 'Scanned drawing.png'];
const SONGS = [
  'Aurora Lane - Northern Lights.mp3', 'The Static Hearts - Paper Boats.mp3', 'Milo Grant - Slow Morning.mp3',
  'Coral Avenue - Summer Drive.mp3', 'June Harbor - City Rain.mp3', 'The Velvet Owls - Midnight Train.mp3',
  'Nina Sol - Golden Hour.mp3', 'Blue Meridian - Open Roads.mp3', 'Kite Theory - Weightless.mp3',
];
const PODCASTS = ['Daily Brief - Episode 214.m4a', 'Science Hour - Deep Oceans.m4a', 'History Talks - Ancient Rome.m4a', 'Money Matters - Saving Tips.m4a'];
const MOVIES = ['Holiday 2025.mp4', 'Birthday party.mov', 'Lecture recording.mp4', 'Graduation ceremony.mp4', 'Drone flight.mp4', 'School play.mov'];

const pad = (n: number) => String(n).padStart(2, '0');

export function seedFiles(rng: Rng, world: SeedContext): FilesState {
  const { now } = world;
  const items: FileItem[] = [];
  let nextId = 1;
  const ago = (minDays: number, maxDays: number) => now - rng.int(minDays * 24 * 60, maxDays * 24 * 60) * MINUTE - rng.int(0, 59) * 1000;
  const folder = (name: string, parent: string | null, createdDaysAgo: number): string => {
    const id = `f${nextId++}`;
    items.push({ id, name, kind: 'folder', parent, size: 0, modifiedAt: now - createdDaysAgo * DAY + rng.int(0, 600) * MINUTE });
    return id;
  };
  const file = (name: string, parent: string, modifiedAt: number) => {
    const [min, max] = SIZE_RANGE[extensionOf(name)] ?? [10 * KB, 2 * MB];
    items.push({ id: `f${nextId++}`, name, kind: 'file', parent, size: rng.int(Math.round(min), Math.round(max)), modifiedAt });
  };
  const some = (pool: readonly string[], min: number, max: number) => rng.sample(pool, rng.int(min, max));

  const documents = folder('Documents', null, rng.int(300, 700));
  const downloads = folder('Downloads', null, rng.int(300, 700));
  const pictures = folder('Pictures', null, rng.int(300, 700));
  const music = folder('Music', null, rng.int(300, 700));
  const movies = folder('Movies', null, rng.int(300, 700));
  const work = folder('Work', documents, rng.int(100, 300));
  const receipts = folder('Receipts', documents, rng.int(100, 300));
  const camera = folder('Camera', pictures, rng.int(200, 400));
  const screenshots = folder('Screenshots', pictures, rng.int(200, 400));
  const podcasts = folder('Podcasts', music, rng.int(60, 200));

  for (const name of some(DOCUMENTS, 6, 9)) file(name, documents, ago(3, 240));
  for (const name of some(WORK, 3, 5)) file(name, work, ago(1, 90));
  for (const name of some(RECEIPTS, 3, 5)) file(name, receipts, ago(2, 120));
  for (const name of some(DOWNLOAD_PHOTOS, 3, 4)) file(name, downloads, ago(0, 40));
  for (const name of some(DOWNLOADS, 6, 9)) file(name, downloads, ago(0, 60));
  for (const name of some(PICTURES, 1, 3)) file(name, pictures, ago(20, 300));
  // Camera shots and screenshots are named after the moment they were taken.
  const stamped = (prefix: string, sep: string, ext: string, parent: string, count: number) => {
    const names = new Set<string>();
    for (let i = 0; i < count; i++) {
      const at = ago(0, 120);
      const p = parts(at);
      const name = `${prefix}${p.year}${pad(p.month + 1)}${pad(p.day)}${sep}${pad(p.hours)}${pad(p.minutes)}${pad(Math.floor((at / 1000) % 60))}.${ext}`;
      if (names.has(name)) continue;
      names.add(name);
      file(name, parent, at);
    }
  };
  stamped('IMG_', '_', 'jpg', camera, rng.int(5, 8));
  stamped('Screenshot_', '-', 'png', screenshots, rng.int(3, 5));
  for (const name of some(SONGS, 4, 7)) file(name, music, ago(30, 500));
  for (const name of some(PODCASTS, 2, 3)) file(name, podcasts, ago(1, 45));
  for (const name of some(MOVIES, 3, 5)) file(name, movies, ago(10, 400));

  return {
    items,
    sortBy: 'name',
    totalBytes: 128 * GB,
    systemBytes: rng.int(14 * 1000, 18 * 1000) * MB,
    appsBytes: rng.int(8 * 1000, 22 * 1000) * MB,
    nextId,
  };
}
