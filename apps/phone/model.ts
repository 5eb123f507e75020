// Phone: pure actions on the app's state, shared by the screens, the OS's `call` intent, the task
// setups and the tests. Times come in as arguments (the device clock), never from Date.
import { record, type Ledger } from '../os/ledger.ts';
import { formatNumber, isBlocked, sameNumber, type ActiveCall, type Call, type PhoneState } from './state.ts';

/** A call entry as a setup writes it; the id is the app's next one. */
export type CallFields = Omit<Call, 'id'>;

/** Add an entry to the call log; returns its id. */
export function logCall(state: PhoneState, fields: CallFields): string {
  const id = `l${state.nextId}`;
  state.nextId += 1;
  state.calls.push({ id, ...fields });
  return id;
}

/**
 * Start a call to `number` (formatted as the dialer shows it). A call already in progress stays
 * the one in progress. Returns false when the number is empty and no call was started. A call
 * placed rang the other phone: it goes into the ledger, whatever the call log shows later.
 */
export function startCall(state: PhoneState, number: string, now: number, ledger: Ledger): boolean {
  const formatted = formatNumber(number);
  if (formatted === '') return false;
  if (!state.activeCall) {
    state.activeCall = { number: formatted, startedAt: now, muted: false, speaker: false, keypad: false, tones: '' };
    record(ledger, now, { app: 'phone', kind: 'call', to: formatted });
  }
  return true;
}

/** Hang up: the call goes to the log as an outgoing call with its duration. Returns the ended call. */
export function endCall(state: PhoneState, now: number): ActiveCall | null {
  const c = state.activeCall;
  if (!c) return null;
  logCall(state, { number: c.number, type: 'outgoing', at: c.startedAt, duration: Math.max(0, Math.floor((now - c.startedAt) / 1000)), seen: true });
  state.activeCall = null;
  return c;
}

/** Block a number (a number already blocked stays as it is). Returns true when it was added. */
export function blockNumber(state: PhoneState, number: string, now: number): boolean {
  if (isBlocked(state, number)) return false;
  state.blocked.push({ id: `b${state.nextId}`, number: formatNumber(number), at: now });
  state.nextId += 1;
  return true;
}

export function unblockNumber(state: PhoneState, number: string): void {
  state.blocked = state.blocked.filter((b) => !sameNumber(b.number, number));
}

export function deleteCall(state: PhoneState, id: string): void {
  state.calls = state.calls.filter((c) => c.id !== id);
}

/** Open a call's details: a missed call counts as seen once looked at, and the call as opened. */
export function markSeen(state: PhoneState, id: string): void {
  const c = state.calls.find((x) => x.id === id);
  if (c && c.type === 'missed') c.seen = true;
  if (c && !state.opened.includes(id)) state.opened.push(id);
}

export function markAllMissedSeen(state: PhoneState): void {
  for (const c of state.calls) if (c.type === 'missed') c.seen = true;
}
