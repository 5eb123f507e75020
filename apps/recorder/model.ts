// Recorder: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Times come in as arguments (the device clock). Two effects cannot be undone and go to the ledger
// when they happen: a recording deleted for good (`erase`), and a recording shared to Messages (a
// text delivered, written by Messages' own model on the receiving side).
import { declaredKey, renameUnique, type RenameResult } from '../app.ts';
import manifest from './app.ts';
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { addMessage, conversationWith, recordText } from '../messages/model.ts';
import type { DeviceState } from '../world.ts';
import { SECOND, formatDuration, type Recording, type RecorderState } from './state.ts';

/** A recording deleted for good (from Recently deleted): its id and name then. */
export interface EraseEntry extends LedgerEntry { kind: 'erase'; recording: string; name: string }

/** How Recorder tells two recording names apart (app.ts `names.recording`): the declared rule's key. */
export const recordingKey = (name: string): string => declaredKey(manifest, 'recording', name);

export const findRecording = (s: RecorderState, id: string): Recording | undefined => s.recordings.find((r) => r.id === id);

/** The recordings of this name, as the app finds them (live and recently deleted). */
export const recordingsNamed = (s: RecorderState, name: string): Recording[] => s.recordings.filter((r) => recordingKey(r.name) === recordingKey(name));

/** Live recordings whose name holds the query, in any case. */
export const searchRecordings = (list: readonly Recording[], query: string): Recording[] => {
  const q = recordingKey(query);
  return q === '' ? [...list] : list.filter((r) => recordingKey(r.name).includes(q));
};

/** The name a new recording gets: "New Recording N", the first N no recording holds. */
export function defaultName(s: RecorderState): string {
  for (let n = 1; ; n++) if (recordingsNamed(s, `New Recording ${n}`).length === 0) return `New Recording ${n}`;
}

/** Elapsed time of the recording in progress, whole seconds (ms). */
export const elapsed = (s: RecorderState, now: number): number => (s.session ? Math.floor(Math.max(0, now - s.session.startedAt) / SECOND) * SECOND : 0);

export function startRecording(s: RecorderState, now: number): void {
  if (s.session) return;
  s.session = { startedAt: now };
  s.player = null;
}

/** Stop: the recording is kept with its length on the device clock (at least a second); returns its id. */
export function stopRecording(s: RecorderState, now: number): string | null {
  if (!s.session) return null;
  const id = `r${s.nextId}`;
  s.nextId += 1;
  s.recordings.push({
    id, name: defaultName(s), createdAt: s.session.startedAt, durationMs: Math.max(SECOND, elapsed(s, now)), offsetMs: 0,
    wave: Math.floor(s.session.startedAt / SECOND) % 100000, deletedAt: null,
  });
  s.session = null;
  return id;
}

/** Rename; refused for an empty name or one another recording holds (by the app's rule). */
export const renameRecording = (s: RecorderState, id: string, name: string): RenameResult => renameUnique(s.recordings, id, name, 'caseless');

/** To Recently deleted. */
export function deleteRecording(s: RecorderState, id: string, now: number): void {
  const r = findRecording(s, id);
  if (!r || r.deletedAt !== null) return;
  r.deletedAt = now;
  if (s.player?.id === id) s.player = null;
}

export function restoreRecording(s: RecorderState, id: string): void {
  const r = findRecording(s, id);
  if (r && r.deletedAt !== null) r.deletedAt = null;
}

/** Delete for good (only from Recently deleted): gone, and in the ledger. */
export function eraseRecording(s: RecorderState, ledger: Ledger, id: string, now: number): void {
  const r = findRecording(s, id);
  if (!r || r.deletedAt === null) return;
  s.recordings = s.recordings.filter((x) => x.id !== id);
  record(ledger, now, { app: 'recorder', kind: 'erase', recording: id, name: r.name });
}

export type TrimResult = 'ok' | 'invalid';

/** Keep the part from `startS` to `endS` (whole seconds); refused unless 0 <= start < end <= length and something is cut. */
export function trimRecording(s: RecorderState, id: string, startS: number, endS: number): TrimResult {
  const r = findRecording(s, id);
  if (!r || !Number.isInteger(startS) || !Number.isInteger(endS)) return 'invalid';
  const length = Math.floor(r.durationMs / SECOND);
  if (startS < 0 || endS > length || startS >= endS || (startS === 0 && endS === length)) return 'invalid';
  r.durationMs = (endS - startS) * SECOND;
  if (startS > 0) r.offsetMs += startS * SECOND;
  if (s.player?.id === id) s.player = null;
  return 'ok';
}

/** The player's position now (it moves with the device clock while playing, up to the end). */
export function positionOf(s: RecorderState, now: number): number {
  const p = s.player;
  const r = p && findRecording(s, p.id);
  if (!p || !r) return 0;
  return Math.min(r.durationMs, p.position + (p.since === null ? 0 : Math.max(0, now - p.since)));
}

export const isPlaying = (s: RecorderState, id: string, now: number): boolean =>
  s.player?.id === id && s.player.since !== null && positionOf(s, now) < (findRecording(s, id)?.durationMs ?? 0);

export function play(s: RecorderState, id: string, now: number): void {
  const r = findRecording(s, id);
  if (!r) return;
  const at = s.player?.id === id ? positionOf(s, now) : 0;
  s.player = { id, position: at >= r.durationMs ? 0 : at, since: now };
}

export function pause(s: RecorderState, now: number): void {
  if (!s.player) return;
  s.player = { ...s.player, position: positionOf(s, now), since: null };
}

/** Skip by `deltaMs` (negative: back), within the recording. */
export function skip(s: RecorderState, id: string, deltaMs: number, now: number): void {
  const r = findRecording(s, id);
  if (!r) return;
  const from = s.player?.id === id ? positionOf(s, now) : 0;
  const playing = s.player?.id === id && s.player.since !== null;
  s.player = { id, position: Math.max(0, Math.min(r.durationMs, from + deltaMs)), since: playing ? now : null };
}

/** The text a shared recording arrives as in Messages. */
export const shareText = (r: Pick<Recording, 'name' | 'durationMs'>): string => `Voice recording: ${r.name} (${formatDuration(r.durationMs)})`;

/**
 * Share a recording to Messages: it lands, sent, in the conversation with that number (made when
 * there is none), and the delivered text goes to the ledger, by Messages' own model.
 */
export function shareToMessages(d: DeviceState, id: string, address: string): boolean {
  const r = findRecording(d.apps.recorder, id);
  if (!r || r.deletedAt !== null) return false;
  const s = d.apps.messages;
  const conversation = conversationWith(s, address);
  const text = shareText(r);
  const message = addMessage(s, conversation, { from: 'me', text, at: d.os.now, status: 'sent' });
  if (message === null) return false;
  recordText(d.os.ledger, d.os.now, 'recorder', address, text, null, message);
  return true;
}
