// Meetings: video meetings the owner hosts or is invited to (a title, a start on the device clock,
// a length, invitees from the address book, a join link and a passcode), the invitations already
// sent for each, the meeting the owner is in (a waiting room before the start of someone else's
// meeting, then the call with mute, camera and the participants list) and the recordings of past
// meetings with their lengths. Seeded from the world generator and the address book.
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

import { SECOND } from '../recorder/state.ts';

export { SECOND };

export interface Meeting {
  id: string;
  title: string;
  /** Start on the device clock (ms). */
  start: number;
  /** Length in minutes. */
  duration: number;
  /** Contact ids (a set). */
  invitees: string[];
  /** Contacts an invitation went to (a set; contact ids); kept when one is taken off `invitees`, since that tells them nothing. */
  invited: string[];
  /** Who hosts: null for the owner, else a contact id. */
  host: string | null;
  /** "meet.vivarium.app/j/123-456-789". */
  link: string;
  /** Six digits. */
  passcode: string;
}

export interface MeetingRecording {
  id: string;
  name: string;
  /** The meeting it was made in (its title then). */
  meeting: string;
  /** When it was made (device clock). */
  at: number;
  /** Its length, whole seconds in ms. */
  durationMs: number;
}

/** The meeting the owner is in or waiting for. */
export interface Session {
  meeting: string;
  muted: boolean;
  camera: boolean;
  /** The participants panel is open. */
  people: boolean;
}

export interface MeetingsState {
  meetings: Meeting[];
  recordings: MeetingRecording[];
  session: Session | null;
  nextId: number;
}

export const DURATIONS = [15, 30, 45, 60, 90] as const;

const TITLES = [
  'Weekly sync', 'Design review', 'Budget check-in', 'Quarterly planning', 'Product demo', 'Hiring panel', 'Book club',
  'Retro', 'Client kickoff', 'Roadmap review', 'One-on-one', 'Launch readiness', 'Study group', 'Marketing huddle',
  'Vendor call', 'Board prep', 'Sprint planning', 'Onboarding session', 'Research readout', 'Family catch-up',
  'Volunteer briefing', 'Support escalation', 'Security review', 'Architecture chat',
] as const;

/** A recording's length as the Recorder writes one, "0:42", "12:05", "1:02:09" (not regional): one formatter for both. */
export { formatDuration as formatLength } from '../recorder/state.ts';

/** "45 min", "1 h", "1 h 30 min" (not regional). */
export function formatSpan(minutes: number): string {
  const h = Math.floor(minutes / 60), m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export const endOf = (m: Pick<Meeting, 'start' | 'duration'>): number => m.start + m.duration * MINUTE;
/** Meetings that have not ended, soonest first. */
export const upcoming = (s: MeetingsState, now: number): Meeting[] => s.meetings.filter((m) => endOf(m) > now).sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
/** Recordings newest first, as the list shows them. */
export const newestFirst = (list: readonly MeetingRecording[]): MeetingRecording[] => [...list].sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));

export function makeLink(rng: Rng): string {
  const d = () => String(rng.int(100, 999));
  return `meet.vivarium.app/j/${d()}-${d()}-${d()}`;
}
export const makePasscode = (rng: Rng): string => String(rng.int(100000, 999999));

export function seedMeetings(rng: Rng, world: SeedContext): MeetingsState {
  const people = world.contacts.contacts.filter((c) => c.firstName !== '');
  const today = startOfDay(world.now);
  const titles = rng.shuffle([...TITLES]);
  const meetings: Meeting[] = [];
  const starts = new Set<number>();
  let id = 1;
  // A dozen or so over the next two weeks (distinct starts, on the quarter hour), none running now.
  const count = rng.int(11, 15);
  for (let i = 0; i < count; i++) {
    let start = 0;
    while (start === 0 || starts.has(start) || start <= world.now) start = today + rng.int(0, 13) * DAY + rng.int(8 * 4, 18 * 4) * 15 * MINUTE;
    starts.add(start);
    const invitees = rng.sample(people, rng.int(i % 4 === 0 ? 0 : 1, 4)).map((c) => c.id);
    const host = i % 3 === 2 ? rng.pick(people).id : null;
    const list = host && !invitees.includes(host) ? invitees : invitees.filter((x) => x !== host);
    meetings.push({
      id: `m${id++}`, title: titles[i]!, start, duration: rng.pick(DURATIONS), invitees: list,
      invited: host === null ? list.filter(() => rng.next() < 0.8) : [...list], host, link: makeLink(rng), passcode: makePasscode(rng),
    });
  }
  // Recordings of past meetings: distinct names and lengths.
  const recordings: MeetingRecording[] = [];
  const names = new Set<string>();
  const lengths = new Set<number>();
  const n = rng.int(8, 12);
  for (let i = 0; i < n; i++) {
    let name = '';
    let meeting = '';
    while (name === '' || names.has(name.toLowerCase())) {
      meeting = rng.pick(TITLES);
      name = `${meeting} ${rng.pick(['recording', 'notes', 'call', 'session'])}${rng.next() < 0.5 ? ` ${rng.int(2, 9)}` : ''}`;
    }
    names.add(name.toLowerCase());
    let seconds = 0;
    while (seconds === 0 || lengths.has(seconds)) seconds = rng.int(4 * 60, 95 * 60);
    lengths.add(seconds);
    recordings.push({ id: `m${id++}`, name, meeting, at: today - rng.int(1, 40) * DAY + rng.int(8, 18) * HOUR + rng.pick([0, 15, 30, 45]) * MINUTE, durationMs: seconds * SECOND });
  }
  return { meetings, recordings, session: null, nextId: id };
}
