// Recorder: the owner's voice recordings (a name, when it was made, how long it is, a waveform drawn
// from its own seed: there is no real audio), the folder of recently deleted ones, a recording in
// progress (its length follows the device clock from Record to Stop) and the player (its position
// follows the device clock while it plays). Seeded from the world generator and the address book.
import type { Rng } from '../kit/random.ts';
import { createRng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export const SECOND = 1000;

export interface Recording {
  id: string;
  name: string;
  /** When Record was pressed (device clock). */
  createdAt: number;
  /** Its length, whole seconds in ms. */
  durationMs: number;
  /** Where the part kept starts in what was recorded (a trim that cuts the start moves it), ms. */
  offsetMs: number;
  /** The waveform's seed (the bars are drawn from it). */
  wave: number;
  /** In Recently deleted since then, or null. */
  deletedAt: number | null;
}

export interface Player {
  id: string;
  /** The position when it last started or paused, ms. */
  position: number;
  /** The device clock when it started playing, or null when paused. */
  since: number | null;
}

export interface RecorderState {
  recordings: Recording[];
  nextId: number;
  /** A recording in progress: when Record was pressed. */
  session: { startedAt: number } | null;
  player: Player | null;
}

/** Recently deleted recordings are kept this long before they go for good. */
export const KEEP_DELETED_DAYS = 30;

const TOPICS = [
  'Team standup', 'Guitar riff', 'Lecture on climate', 'Grocery list', 'Podcast idea', 'Song sketch', 'Dentist instructions',
  'Book club notes', 'Piano practice', 'Bedtime story', 'Birthday toast draft', 'Landlord call notes', 'Marathon plan',
  'Spanish vocabulary', 'Garden ideas', 'Budget review', 'Bird song at dawn', 'Thesis outline', 'Wedding speech', 'Car noise',
  'Recipe from Grandma', 'Project kickoff', 'Interview practice', 'Chapter 3 reading', 'Dream journal', 'Voice warmup',
  'Street musician', 'Conference keynote', 'Workshop Q&A', 'Morning thoughts',
] as const;

/** A length in whole seconds, as the app writes it: "0:42", "12:05", "1:02:09". */
export function formatDuration(ms: number): string {
  const total = Math.floor(ms / SECOND);
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The waveform's bars (0..1), drawn from the recording's seed: `count` of them. */
export function waveform(wave: number, count = 48): number[] {
  const rng = createRng(`wave/${wave}`);
  return Array.from({ length: count }, (_, i) => 0.15 + 0.85 * Math.abs(Math.sin(i / 3 + wave)) * (0.4 + 0.6 * rng.next()));
}

export const live = (s: RecorderState): Recording[] => s.recordings.filter((r) => r.deletedAt === null);
export const deleted = (s: RecorderState): Recording[] => s.recordings.filter((r) => r.deletedAt !== null);
/** Newest first, as the list shows them. */
export const newestFirst = (list: readonly Recording[]): Recording[] => [...list].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));

export function seedRecorder(rng: Rng, world: SeedContext): RecorderState {
  const people = world.contacts.contacts.filter((c) => c.firstName !== '');
  const names = new Set<string>();
  const lengths = new Set<number>();
  const recordings: Recording[] = [];
  const count = rng.int(22, 30);
  const today = startOfDay(world.now);
  const todayCount = rng.int(1, 4);
  let id = 1;
  for (let i = 0; i < count; i++) {
    let name = '';
    while (name === '' || names.has(name.toLowerCase())) {
      const who = rng.pick(people);
      name = rng.next() < 0.3 ? rng.pick([`Call with ${who.firstName}`, `Interview with ${who.firstName} ${who.lastName}`.trim(), `Meeting with ${who.firstName}`]) : `${rng.pick(TOPICS)}${rng.next() < 0.4 ? ` ${rng.int(2, 9)}` : ''}`;
    }
    names.add(name.toLowerCase());
    // Distinct lengths, so that "the longest" names one recording.
    let seconds = 0;
    while (seconds === 0 || lengths.has(seconds)) seconds = rng.next() < 0.6 ? rng.int(8, 300) : rng.int(301, 3600);
    lengths.add(seconds);
    // The first few were made today (before now), the others over the past two months.
    const createdAt = i < todayCount
      ? Math.max(today, world.now - rng.int(10, 8 * 60) * MINUTE - seconds * SECOND)
      : today - rng.int(1, 60) * DAY + rng.int(7, 22) * HOUR + rng.int(0, 59) * MINUTE;
    // At least two in Recently deleted, a few more at random.
    const gone = i >= todayCount && (i < todayCount + 2 || rng.next() < 0.1);
    recordings.push({
      id: `r${id++}`, name, createdAt, durationMs: seconds * SECOND, offsetMs: 0, wave: rng.int(1, 100000),
      // Deleted within the 30 days Recently deleted keeps them (and after they were made).
      deletedAt: gone ? Math.max(createdAt + HOUR, world.now - rng.int(1, KEEP_DELETED_DAYS - 2) * DAY - rng.int(1, 20) * HOUR) : null,
    });
  }
  return { recordings, nextId: id, session: null, player: null };
}
