// Phone: the call log, the blocked numbers and the call in progress. Names come from Contacts at
// render time (a number is shown as the contact's name when Contacts knows it).
import type { Rng } from '../kit/random.ts';
import type { SeedContext } from '../app.ts';
import { DAY, HOUR, MINUTE } from '../kit/time.ts';
import { displayName, findContactByPhone, phoneMatchKey, type ContactsState } from '../contacts/state.ts';

/** `blocked`: an incoming call from a blocked number, rejected without ringing. */
export type CallType = 'incoming' | 'outgoing' | 'missed' | 'blocked';

export interface Call {
  id: string;
  number: string;
  type: CallType;
  /** When the call started (or rang). */
  at: number;
  /** Seconds talked; 0 for missed and blocked calls. */
  duration: number;
  /** Missed calls only: whether the missed-call badge still counts it. */
  seen: boolean;
}

export interface BlockedNumber {
  id: string;
  number: string;
  at: number;
}

export interface ActiveCall {
  number: string;
  startedAt: number;
  muted: boolean;
  speaker: boolean;
  keypad: boolean;
  /** Keys pressed on the in-call keypad. */
  tones: string;
}

export interface PhoneState {
  calls: Call[];
  blocked: BlockedNumber[];
  /** The call in progress, if any: it goes to the log when it ends. */
  activeCall: ActiveCall | null;
  /** Next numeric id; calls are `l<n>`, blocked numbers `b<n>`. */
  nextId: number;
  /** Ids of the calls the agent opened (a read mark may move towards read only for these: app.ts). */
  opened: string[];
}

export const CALL_COUNT_MIN = 22;
export const CALL_COUNT_MAX = 30;

/** "+1 555-013-2841" for ten digits (or eleven starting with 1); anything else as typed. */
export function formatNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length === 10) {
    return `+1 ${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`;
  }
  return raw.trim();
}

export function sameNumber(a: string, b: string): boolean {
  const ka = phoneMatchKey(a);
  return ka !== '' && ka === phoneMatchKey(b);
}

export function isBlocked(state: PhoneState, number: string): boolean {
  return state.blocked.some((b) => sameNumber(b.number, number));
}

/** What the log shows for a number: the contact's name, else the number. */
export function callerName(contacts: ContactsState, number: string): string {
  const contact = findContactByPhone(contacts, number);
  return contact ? displayName(contact) : number;
}

/** Calls, newest first. */
export function sortCalls(calls: readonly Call[]): Call[] {
  return calls.slice().sort((a, b) => b.at - a.at || Number(b.id.slice(1)) - Number(a.id.slice(1)));
}

export function unseenMissed(state: PhoneState): number {
  return state.calls.filter((c) => c.type === 'missed' && !c.seen).length;
}

/** "4 min 12 s", "38 s", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60), rest = seconds % 60;
  if (minutes < 60) return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "00:07", "12:45", "1:02:03": the in-call timer. */
export function formatTimer(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

export function seedPhone(rng: Rng, world: SeedContext): PhoneState {
  const { now, contacts } = world;
  // A dozen people you talk to, a few numbers Contacts does not know, and one blocked caller.
  const people = rng.sample(contacts.contacts.filter((c) => c.phone !== ''), 12).map((c) => c.phone);
  const strangers = Array.from({ length: 5 }, () => rng.phone()).filter((n) => !findContactByPhone(contacts, n));
  const spammer = rng.phone();
  const count = rng.int(CALL_COUNT_MIN, CALL_COUNT_MAX);
  const calls: Call[] = [];
  let nextId = 1;
  // Times spread over the last week, newest a few minutes ago.
  const times = Array.from({ length: count }, () => now - rng.int(6, 7 * 24 * 60) * MINUTE).sort((a, b) => a - b);
  for (const at of times) {
    const roll = rng.next();
    const number = roll < 0.72 ? rng.pick(people) : roll < 0.94 && strangers.length > 0 ? rng.pick(strangers) : spammer;
    let type: CallType;
    if (number === spammer) type = 'blocked';
    else {
      const t = rng.next();
      type = t < 0.36 ? 'incoming' : t < 0.7 ? 'outgoing' : 'missed';
    }
    const duration = type === 'incoming' || type === 'outgoing' ? rng.int(12, 1500) : 0;
    const seen = type !== 'missed' || now - at > 20 * HOUR || rng.chance(0.3);
    calls.push({ id: `l${nextId++}`, number, type, at, duration, seen });
  }
  const blocked: BlockedNumber[] = [
    { id: `b${nextId++}`, number: spammer, at: now - rng.int(10, 40) * DAY },
    { id: `b${nextId++}`, number: rng.phone(), at: now - rng.int(41, 200) * DAY },
  ];
  return { calls, blocked, activeCall: null, nextId, opened: [] };
}
