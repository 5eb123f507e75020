// Meetings: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Times come in as arguments (the device clock). Three effects cannot be undone and go to the
// ledger when they happen: an invitation sent to an invitee (`meeting-invite`, one per person),
// the cancellation of a meeting whose invitations went out (`meeting-cancel`, telling those invited
// all at once: an invitee never sent an invitation is not told of a cancellation either), and a
// recording deleted (`meeting-recording-delete`: the app keeps no bin).
import { declaredKey, renameUnique, type RenameResult } from '../app.ts';
import manifest from './app.ts';
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import type { Rng } from '../kit/random.ts';
import { MINUTE, parseIsoDate, parseTimeOfDay } from '../kit/time.ts';
import { makeLink, makePasscode, type Meeting, type MeetingRecording, type MeetingsState } from './state.ts';

/** An invitation delivered to one invitee: the meeting, the contact and the meeting's title, start and link then. */
export interface MeetingInviteEntry extends LedgerEntry { kind: 'meeting-invite'; meeting: string; to: string; title: string; start: number; link: string }
/** A meeting cancelled: every invitee an invitation had gone to was told. */
export interface MeetingCancelEntry extends LedgerEntry { kind: 'meeting-cancel'; meeting: string; title: string; to: string[] }
/** A recording deleted for good. */
export interface RecordingDeleteEntry extends LedgerEntry { kind: 'meeting-recording-delete'; recording: string; name: string }

/** How Meetings tells two meeting titles apart (app.ts `names.meeting`). */
export const meetingKey = (title: string): string => declaredKey(manifest, 'meeting', title);
/** How Meetings tells two recording names apart (app.ts `names.recording`). */
export const recordingKey = (name: string): string => declaredKey(manifest, 'recording', name);

export const findMeeting = (s: MeetingsState, id: string): Meeting | undefined => s.meetings.find((m) => m.id === id);
export const findRecording = (s: MeetingsState, id: string): MeetingRecording | undefined => s.recordings.find((r) => r.id === id);

/** Meetings whose title holds the query, in any case. */
export const searchMeetings = (list: readonly Meeting[], query: string): Meeting[] => {
  const q = meetingKey(query);
  return q === '' ? [...list] : list.filter((m) => meetingKey(m.title).includes(q));
};

/** What the meeting form holds, as typed. */
export interface MeetingDraft {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or on a 12-hour clock "2:30 PM" */
  time: string;
  /** Minutes, as typed. */
  duration: string;
  invitees: string[];
}

/** The draft's start on the device clock, or null when the date or time does not read. */
export function draftStart(d: Pick<MeetingDraft, 'date' | 'time'>): number | null {
  const day = parseIsoDate(d.date);
  const minutes = parseTimeOfDay(d.time);
  if (day === null || minutes === null) return null;
  return day + minutes * MINUTE;
}

/** Why the draft cannot be saved, or null. */
export function draftError(d: MeetingDraft, now: number): string | null {
  if (d.title.trim() === '') return 'Enter a title';
  const start = draftStart(d);
  if (start === null) return 'Enter the date as YYYY-MM-DD and a start time';
  if (start < now) return 'The start is in the past';
  const n = Number(d.duration.trim());
  if (!/^\s*\d+\s*$/.test(d.duration) || n < 5 || n > 24 * 60) return 'Enter the length in minutes (5 to 1440)';
  return null;
}

/** A new meeting hosted by the owner, with a fresh link and passcode; returns its id (null when the draft is refused). */
export function createMeeting(s: MeetingsState, d: MeetingDraft, now: number, rng: Rng): string | null {
  if (draftError(d, now) !== null) return null;
  const id = `m${s.nextId}`;
  s.nextId += 1;
  s.meetings.push({
    id, title: d.title.trim(), start: draftStart(d)!, duration: Number(d.duration.trim()), invitees: [...new Set(d.invitees)],
    invited: [], host: null, link: makeLink(rng), passcode: makePasscode(rng),
  });
  return id;
}

/** Save an edit of a meeting the owner hosts; fields equal to what it had stay untouched. */
export function updateMeeting(s: MeetingsState, id: string, d: MeetingDraft, now: number): boolean {
  const m = findMeeting(s, id);
  if (!m || m.host !== null || draftError(d, now) !== null) return false;
  const title = d.title.trim(), start = draftStart(d)!, duration = Number(d.duration.trim());
  if (m.title !== title) m.title = title;
  if (m.start !== start) m.start = start;
  if (m.duration !== duration) m.duration = duration;
  const invitees = [...new Set(d.invitees)];
  if (invitees.length !== m.invitees.length || invitees.some((x) => !m.invitees.includes(x))) m.invitees = invitees;
  // Taking someone off the list tells them nothing, so they keep the invitation they were sent:
  // put back, they are not sent a second one (`invited` is who was sent one, on the list or not).
  return true;
}

/** Invitees of a meeting the owner hosts who have not been sent an invitation. */
export const uninvited = (m: Meeting): string[] => (m.host === null ? m.invitees.filter((x) => !m.invited.includes(x)) : []);

/** Send the invitations not yet sent: one ledger entry per invitee; returns how many went. */
export function sendInvitations(s: MeetingsState, ledger: Ledger, id: string, now: number): number {
  const m = findMeeting(s, id);
  if (!m) return 0;
  const to = uninvited(m);
  for (const c of to) record(ledger, now, { app: 'meetings', kind: 'meeting-invite', meeting: m.id, to: c, title: m.title, start: m.start, link: m.link });
  if (to.length > 0) m.invited = [...m.invited, ...to];
  return to.length;
}

/** Cancel a meeting the owner hosts: it goes, and the invitees its invitations went to are told (the ledger); nobody else hears of it. */
export function cancelMeeting(s: MeetingsState, ledger: Ledger, id: string, now: number): void {
  const m = findMeeting(s, id);
  if (!m || m.host !== null) return;
  s.meetings = s.meetings.filter((x) => x.id !== id);
  if (s.session?.meeting === id) s.session = null;
  // Everyone an invitation went to, taken off the list since or not (removing told them nothing).
  const told = [...m.invited];
  if (told.length > 0) record(ledger, now, { app: 'meetings', kind: 'meeting-cancel', meeting: m.id, title: m.title, to: told });
}

/** Where joining leads now: the call, or the waiting room (someone else's meeting before its start: the host lets people in at the start). */
export const admitted = (m: Meeting, now: number): boolean => m.host === null || now >= m.start;

export function join(s: MeetingsState, id: string): void {
  if (!findMeeting(s, id)) return;
  s.session = { meeting: id, muted: true, camera: false, people: false };
}

export function leave(s: MeetingsState): void {
  s.session = null;
}

export function toggle(s: MeetingsState, what: 'muted' | 'camera' | 'people'): void {
  if (s.session) s.session[what] = !s.session[what];
}

/** Rename a recording; refused for an empty name or one another recording holds (by the app's rule). */
export const renameRecording = (s: MeetingsState, id: string, name: string): RenameResult => renameUnique(s.recordings, id, name, 'caseless');

/** Delete a recording: gone for good, and in the ledger. */
export function deleteRecording(s: MeetingsState, ledger: Ledger, id: string, now: number): void {
  const r = findRecording(s, id);
  if (!r) return;
  s.recordings = s.recordings.filter((x) => x.id !== id);
  record(ledger, now, { app: 'meetings', kind: 'meeting-recording-delete', recording: id, name: r.name });
}
