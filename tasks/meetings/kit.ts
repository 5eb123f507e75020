// The Meetings kit: the moves an oracle makes in the app, what its templates read of the state, and
// the checks they share. The noise the judge gate plays around its templates is in noise.ts.
import { expectEqual, expectThat, sameName, type Check } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import { effects } from '../ledger.ts';
import { MINUTE, formatClock, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import { SECOND, endOf, formatLength, upcoming, type Meeting, type MeetingRecording } from '../../apps/meetings/state.ts';
import type { MeetingCancelEntry, MeetingInviteEntry, RecordingDeleteEntry } from '../../apps/meetings/model.ts';
import { displayName, fullName, sortContacts, type Contact } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { JudgeContext } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';

export { script } from '../ui.ts';
export { MINUTE, SECOND, endOf, formatClock, formatLength, startOfDay };

export const MEETINGS = 'apps.meetings.meetings';
export const RECORDINGS = 'apps.meetings.recordings';
export const DAY = 86_400_000;

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

// ---------------------------------------------------------------- reading the state

export const meetings = (s: DeviceState): Meeting[] => s.apps.meetings.meetings;
export const recordings = (s: DeviceState): MeetingRecording[] => s.apps.meetings.recordings;
export const meeting = (s: DeviceState, id: string): Meeting | undefined => meetings(s).find((m) => m.id === id);
export const recording = (s: DeviceState, id: string): MeetingRecording | undefined => recordings(s).find((r) => r.id === id);
/** Upcoming meetings, soonest first (what the list shows). */
export const upcomingOf = (s: DeviceState): Meeting[] => upcoming(s.apps.meetings, s.os.now);
/** Upcoming meetings the owner hosts (those it can edit, invite to and cancel). */
export const hosted = (s: DeviceState): Meeting[] => upcomingOf(s).filter((m) => m.host === null);
/** Meetings the app takes for this title (its declared rule): what `named` counts. */
export const meetingsNamed = (s: DeviceState, title: string): number => countNamed('meetings', 'meeting', meetings(s).map((m) => m.title), title);
/** Recordings the app takes for this name. */
export const recordingsNamed = (s: DeviceState, name: string): number => countNamed('meetings', 'recording', recordings(s).map((r) => r.name), name);
export const sameRecordingName = (a: unknown, b: string): boolean => sameName(nameRule('meetings', 'recording'), a, b);
export const sameMeetingTitle = (a: unknown, b: string): boolean => sameName(nameRule('meetings', 'meeting'), a, b);
/** Contacts with a first name, in list order (the invitee picker's). */
export const people = (s: DeviceState): Contact[] => sortContacts(s.apps.contacts.contacts).filter((c) => c.firstName !== '');
export const nameOf = (s: DeviceState, id: string): string => { const c = s.apps.contacts.contacts.find((x) => x.id === id); return c ? displayName(c) : ''; };
export { fullName };

/** Invitations sent in the episode (the ledger). */
export const invitesSent = (ctx: Ctx): MeetingInviteEntry[] => effects<MeetingInviteEntry>(ctx, 'meeting-invite');
export const cancelsSent = (ctx: Ctx): MeetingCancelEntry[] => effects<MeetingCancelEntry>(ctx, 'meeting-cancel');
export const recordingsDeleted = (ctx: Ctx): RecordingDeleteEntry[] => effects<RecordingDeleteEntry>(ctx, 'meeting-recording-delete');
/** Meetings the episode made (ids the world did not have). */
export const made = (before: DeviceState, after: DeviceState): Meeting[] => meetings(after).filter((m) => !meeting(before, m.id));

/** "HH:MM" of minutes after midnight. */
export const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** "2026-03-02" of a day. */
export const isoDate = (day: number): string => formatIsoDate(day);

/** Titles for a meeting the world never holds. */
export const NEW_TITLES = ['Garden club planning', 'Tax paperwork review', 'Neighborhood watch', 'Podcast recording prep', 'Charity run logistics', 'Kitchen remodel sync', 'Alumni reunion call', 'Photo walk planning'] as const;
/** Names for a recording the world never holds. */
export const NEW_NAMES = ['Kickoff highlights', 'Decisions and next steps', 'Demo for the team', 'Q3 goals walkthrough', 'Customer feedback recap', 'Interview debrief'] as const;

// ---------------------------------------------------------------- moves

/** Open Meetings at its list of upcoming meetings, wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Meetings');

/** From anywhere: Meetings, the meeting found by scrolling (or by the search), its page. */
export async function openMeeting(ui: TaskUi, title: string, by: 'scroll' | 'search' = 'scroll'): Promise<void> {
  await open(ui);
  if (by === 'search') await ui.fill({ hint: 'Search meetings' }, title);
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** On a page: the value written after a field's label ("Passcode" → "482913"). */
export function field(ui: TaskUi, label: string): string {
  const tree = ui.tree();
  const at = tree.findLastIndex((e) => e.text === label);
  if (at < 0) throw new Error(`no "${label}" on screen`);
  return tree[at + 1]!.text;
}

/** On a meeting's page: its time range as shown, [start, end]. */
export function rangeHere(ui: TaskUi): [string, string] {
  const text = ui.read({ matches: /^\S.* – \S.*$/ });
  const [a, b] = text.split(' – ');
  return [a!, b!];
}

/** From anywhere: Meetings' Recordings tab, the recording's page. */
export async function openRecording(ui: TaskUi, name: string): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Recordings', role: 'tab' });
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** What the meeting form can be told (fields left out are not touched; invitees added by name). */
export interface MeetingForm {
  title?: string;
  day?: number;
  time?: string;
  duration?: number;
  invite?: readonly string[];
  remove?: readonly string[];
}

export async function fillForm(ui: TaskUi, f: MeetingForm): Promise<void> {
  if (f.title !== undefined) await ui.fill({ hint: 'Title' }, f.title);
  if (f.day !== undefined) await ui.fill({ hint: 'Date (YYYY-MM-DD)' }, isoDate(f.day));
  if (f.time !== undefined) await ui.fill({ hint: 'Start time' }, f.time);
  if (f.duration !== undefined) await ui.fill({ hint: 'Length (minutes)' }, String(f.duration));
  for (const name of f.remove ?? []) await ui.tap({ text: `Remove ${name}`, role: 'button' });
  for (const name of f.invite ?? []) {
    await ui.scrollTo({ text: 'Add invitee', role: 'button' });
    await ui.tap({ text: 'Add invitee', role: 'button' });
    await ui.fill({ hint: 'Search contacts' }, name);
    await ui.tap({ text: name, role: 'button' });
  }
}

export const save = (ui: TaskUi) => ui.tap({ text: 'Save', role: 'button' });

/** From anywhere: New meeting, the form filled, Save (the new meeting's page opens). */
export async function schedule(ui: TaskUi, f: MeetingForm): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'New meeting', role: 'button' });
  await fillForm(ui, f);
  await save(ui);
}

/** From anywhere: the meeting's page, Edit, the form changed, Save (back on its page). */
export async function edit(ui: TaskUi, title: string, f: MeetingForm): Promise<void> {
  await openMeeting(ui, title);
  await ui.tap({ text: 'Edit', role: 'button' });
  await fillForm(ui, f);
  await save(ui);
}

/** On a meeting's page: the Send invitation(s) button. */
export async function sendHere(ui: TaskUi): Promise<void> {
  await ui.scrollTo({ matches: /^Send (\d+ invitations|invitation)$/, role: 'button' });
  await ui.tap({ matches: /^Send (\d+ invitations|invitation)$/, role: 'button' });
}

/** From anywhere: the meeting's page, Cancel meeting, confirmed. */
export async function cancel(ui: TaskUi, title: string): Promise<void> {
  await openMeeting(ui, title);
  await ui.scrollTo({ text: 'Cancel meeting', role: 'button' });
  await ui.tap({ text: 'Cancel meeting', role: 'button' });
  await ui.tap({ text: 'Cancel meeting', role: 'button' });
}

/** On a recording's page: Rename, the new name, Save. */
export async function renameHere(ui: TaskUi, to: string): Promise<void> {
  if (!ui.has({ role: 'dialog', text: 'Rename recording' })) await ui.tap({ text: 'Rename', role: 'button' });
  await ui.fill({ hint: 'Name' }, to);
  await ui.tap({ text: 'Save', role: 'button' });
}

/** On a recording's page: Delete, confirmed. */
export async function deleteHere(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: 'Delete', role: 'button' });
}

// ---------------------------------------------------------------- checks

/**
 * Exactly these contacts (ids) were sent an invitation in the episode, each once, all to the
 * meeting `which`, and each invitation told them the meeting as it ends: its title and start (the
 * ledger's entry is what they got; moving the meeting afterwards tells nobody).
 */
export function invitedExactly(who: readonly string[], names: readonly string[], which: (ctx: Ctx) => string | undefined): Check<DeviceState>[] {
  return [
    expectEqual(`invitations went to ${names.join(' and ') || 'nobody'}, once each`, [...who].sort(), (ctx) => invitesSent(ctx).map((e) => e.to).sort()),
    expectThat('every invitation is for the meeting the goal names', true, (ctx) => { const id = which(ctx); return invitesSent(ctx).every((e) => e.meeting === id); }, (v) => v === true),
    expectThat('every invitation gave the title and start the meeting ends with', true, (ctx) => {
      const m = meeting(ctx.after, which(ctx) ?? '');
      return m !== undefined && invitesSent(ctx).every((e) => sameMeetingTitle(e.title, m.title) && e.start === m.start);
    }, (v) => v === true),
  ];
}

/** No invitation and no cancellation went out. */
export const toldNobody: Check<DeviceState> = expectEqual('no invitation or cancellation went out', 0, (ctx) => invitesSent(ctx).length + cancelsSent(ctx).length);

/** The meeting (by id) has these invitees, as a set. */
export const hasInvitees = (id: string, title: string, want: readonly string[], names: string): Check<DeviceState> =>
  expectEqual(`"${title}" has the invitees ${names}`, [...want].sort(), ({ after }) => [...(meeting(after, id)?.invitees ?? [])].sort());

/** "tomorrow", or "Monday, March 9" for another day. */
export function dayWords(day: number, now: number): string {
  if (day === startOfDay(now) + DAY) return 'tomorrow';
  const d = new Date(day);
  const W = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const M = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${W[d.getUTCDay()]}, ${M[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** Every invitee of the meeting (as it was at the start) who had not been sent one got exactly one invitation, and nobody else did. */
export const invitedExactlyOthers = (id: string, already: readonly string[]): Check<DeviceState> =>
  expectEqual('the invitations not yet sent went out, once each, and no other', true, (ctx) => {
    const want = (meeting(ctx.before, id)?.invitees ?? []).filter((x) => !already.includes(x)).sort();
    const got = invitesSent(ctx).map((e) => e.to).sort();
    return want.length > 0 && invitesSent(ctx).every((e) => e.meeting === id) && JSON.stringify(want) === JSON.stringify(got);
  });
