// The Recorder kit: the moves an oracle makes in the app, what its templates read of the state, and
// the checks they share. The noise the judge gate plays around its templates is in noise.ts.
import { expectEqual, expectThat, modified, sameName, type ChangeRule, type Check } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import { effects } from '../ledger.ts';
import { SECOND, deleted, formatDuration, live, type Recording } from '../../apps/recorder/state.ts';
import { shareText, type EraseEntry } from '../../apps/recorder/model.ts';
import { startOfDay } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { JudgeContext } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { sentMessages, sentOneThat } from '../messages/kit.ts';

export { script } from '../ui.ts';
export { SECOND, formatDuration, shareText };

export const RECORDINGS = 'apps.recorder.recordings';

// ---------------------------------------------------------------- reading the state

export const recordings = (s: DeviceState): Recording[] => s.apps.recorder.recordings;
export const liveOf = (s: DeviceState): Recording[] => live(s.apps.recorder);
export const deletedOf = (s: DeviceState): Recording[] => deleted(s.apps.recorder);
export const byId = (s: DeviceState, id: string): Recording | undefined => s.apps.recorder.recordings.find((r) => r.id === id);
/** Live recordings made on the device clock's today. */
export const madeToday = (s: DeviceState, now = s.os.now): Recording[] => liveOf(s).filter((r) => r.createdAt >= startOfDay(now));
/** How Recorder tells two recording names apart (apps/recorder/app.ts `names.recording`). */
export const sameRecording = (a: unknown, b: string): boolean => sameName(nameRule('recorder', 'recording'), a, b);
/** Recordings (live or recently deleted) the app takes for this name: what `named` counts. */
export const recordingsNamed = (s: DeviceState, name: string): number => countNamed('recorder', 'recording', recordings(s).map((r) => r.name), name);
/** The recordings the episode made (ids the world did not have). */
export const made = (before: DeviceState, after: DeviceState): Recording[] => recordings(after).filter((r) => !byId(before, r.id));
/** Recordings deleted for good in the episode (the ledger: an erase cannot be undone). */
export const erased = (ctx: Pick<JudgeContext<DeviceState>, 'before' | 'after'>): EraseEntry[] => effects<EraseEntry>(ctx, 'erase');
/** "2:34" to seconds. */
export const seconds = (shown: string): number => shown.split(':').map(Number).reduce((a, b) => a * 60 + b, 0);

/** Names for a recording the world never holds. */
export const NEW_NAMES = [
  'Kitchen remodel ideas', 'Harbor walk', 'Sunday sermon', 'Quarterly planning', 'Lullaby take two', 'Field notes',
  'Jazz club set', 'Pitch rehearsal', 'Vet appointment', 'Train announcement', 'Poem for Mia', 'Rainstorm ambience',
] as const;

// ---------------------------------------------------------------- moves

/** Open Recorder at its list, wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Recorder');

/** On the list: scroll to a recording's row. */
export const row = (ui: TaskUi, name: string) => ui.scrollTo({ text: name, role: 'button' });

/** From anywhere: Recorder, the recording found by scrolling (or by the search), its page. */
export async function openRecording(ui: TaskUi, name: string, by: 'scroll' | 'search' = 'scroll'): Promise<void> {
  await open(ui);
  if (by === 'search') await ui.fill({ hint: 'Search recordings' }, name);
  await row(ui, name);
  await ui.tap({ text: name, role: 'button' });
}

/** On the list: a row's menu (its ⋮ button, or a long press), then an option. */
export async function menu(ui: TaskUi, name: string, option: 'Rename' | 'Share' | 'Delete', by: 'button' | 'press' = 'button'): Promise<void> {
  await row(ui, name);
  if (by === 'press') await ui.longPress({ text: name, role: 'button' });
  else await ui.tap({ text: `More options for ${name}`, role: 'button' });
  await ui.tap({ text: option, role: 'button' });
}

/** On a recording's page (or with its rename dialog open): type the new name and save. */
export async function renameHere(ui: TaskUi, to: string): Promise<void> {
  if (!ui.has({ role: 'dialog', text: 'Rename recording' })) await ui.tap({ text: 'Rename', role: 'button' });
  await ui.fill({ hint: 'Name' }, to);
  await ui.tap({ text: 'Save', role: 'button' });
}

export async function rename(ui: TaskUi, from: string, to: string): Promise<void> {
  await openRecording(ui, from);
  await renameHere(ui, to);
}

/** On a recording's page: Delete, confirmed (to Recently deleted). */
export async function deleteHere(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: 'Delete', role: 'button' });
}

/** From the list's row menu: Delete, confirmed. */
export async function deleteFromList(ui: TaskUi, name: string): Promise<void> {
  await menu(ui, name, 'Delete');
  await ui.tap({ text: 'Delete', role: 'button' });
}

/** From anywhere: Recently deleted. */
export async function openDeleted(ui: TaskUi): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Recently deleted', role: 'button' });
}

/** In Recently deleted: a row's menu, then Restore or Delete forever (confirmed). */
export async function inDeleted(ui: TaskUi, name: string, option: 'Restore' | 'Delete forever'): Promise<void> {
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: option, role: 'button' });
  if (option === 'Delete forever') await ui.tap({ text: 'Delete forever', role: 'button' });
}

/** Record: Record, let `ms` pass on the device clock (in waits of at most ten minutes), Stop. */
export async function record(ui: TaskUi, ms: number, waits = 1): Promise<void> {
  await ui.tap({ text: 'Record', role: 'button' });
  for (let i = 0; i < waits; i++) await ui.wait(Math.round(ms / waits));
  await ui.tap({ text: 'Stop', role: 'button' });
}

/** On the list: the newest recording's row name (the first row under Today). */
export function newestRow(ui: TaskUi): string {
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === 'Today');
  const first = tree.slice(at + 1).find((e) => e.role === 'button' && e.clickable && !e.text.startsWith('More options for '));
  if (!first) throw new Error('no recording under Today');
  return first.text;
}

/**
 * From anywhere: Recorder, Record for `ms` (in `waits` waits), then the new recording (the first
 * row under Today) named on its page, or from its row's menu (which opens its page with the dialog).
 */
export async function recordAndName(ui: TaskUi, ms: number, to: string, options: { waits?: number; via?: 'page' | 'menu' } = {}): Promise<void> {
  await open(ui);
  await record(ui, ms, options.waits ?? 1);
  if (options.via === 'menu') await menu(ui, newestRow(ui), 'Rename');
  else await ui.tap({ text: newestRow(ui), role: 'button' });
  await renameHere(ui, to);
}

/** On a recording's page: Share, then the contact (searched by name) in the picker. */
export async function shareHere(ui: TaskUi, person: string, search = true): Promise<void> {
  await ui.tap({ text: 'Share', role: 'button' });
  await pickRecipient(ui, person, search);
}

/** In the share picker: a contact, by the search or by scrolling All contacts. */
export async function pickRecipient(ui: TaskUi, person: string, search = true): Promise<void> {
  if (search) await ui.fill({ hint: 'Search contacts' }, person);
  await ui.scrollTo({ text: person, role: 'button' });
  await ui.tap({ text: person, role: 'button' });
}

/** On a recording's page: its length as shown ("Length 2:34"), in seconds. */
export const lengthHere = (ui: TaskUi): number => seconds(ui.read({ matches: /^Length \d/ }).replace(/^Length /, '').split(' ')[0]!);

/** On a recording's page: Trim, keep from..until (seconds), save. */
export async function trimHere(ui: TaskUi, from: number, until: number): Promise<void> {
  await ui.tap({ text: 'Trim', role: 'button' });
  await ui.fill({ hint: 'Keep from (seconds)' }, String(from));
  await ui.fill({ hint: 'Keep until (seconds)' }, String(until));
  await ui.tap({ text: 'Save trimmed', role: 'button' });
}

// ---------------------------------------------------------------- checks

/** The recording (by id) is in the list, not in Recently deleted. */
export const isLive = (id: string, name: string): Check<DeviceState> =>
  expectEqual(`"${name}" is in the list of recordings`, true, ({ after }) => byId(after, id)?.deletedAt === null);
/** The recording is in Recently deleted (not gone for good). */
export const inBin = (id: string, name: string): Check<DeviceState> =>
  expectEqual(`"${name}" is in Recently deleted`, true, ({ after }) => { const r = byId(after, id); return r !== undefined && r.deletedAt !== null; });
/** Nothing was deleted for good. */
export const noErase: Check<DeviceState> = expectEqual('no recording was deleted for good', 0, (ctx) => erased(ctx).length);

/**
 * The recordings that were in Recently deleted when the episode began, other than `except`, are in
 * it at the end; when each went there again is free. The only way to undo a Restore is to delete the
 * recording again, which starts its 30 days anew: nothing is lost, so a recording restored by mistake
 * and deleted again is a mistake undone (as Gallery's Trash judges it). The rule and the check come as
 * one: the rule alone would let a restored recording through.
 */
export function binKept(except: readonly string[]): { changes: ChangeRule[]; checks: Check<DeviceState>[] } {
  return {
    changes: [modified(RECORDINGS, (was) => was.deletedAt !== null, ['deletedAt'])],
    checks: [expectEqual('every other recording in Recently deleted is still in it', [], ({ before, after }) =>
      deletedOf(before).filter((r) => !except.includes(r.id) && (byId(after, r.id)?.deletedAt ?? null) === null).map((r) => r.name))],
  };
}

/** Exactly one recording was made; `what` of it passes. */
export function madeOne(what: string, expected: unknown, passes: (r: Recording) => boolean): Check<DeviceState>[] {
  return [
    expectEqual('exactly one recording was made', 1, ({ before, after }) => made(before, after).length),
    expectThat(what, expected, ({ before, after }) => made(before, after)[0], (r) => r !== undefined && passes(r)),
  ];
}

/** A length between `lo` and `hi` seconds. */
export const lasts = (r: Recording, lo: number, hi: number): boolean => r.durationMs >= lo * SECOND && r.durationMs <= hi * SECOND;

/**
 * Exactly one text went out (the ledger's delivered texts), to `phone`, and it is the recording
 * (by id, as it was at the start) shared from Recorder: what a share to Messages leaves.
 */
export function sharedOne(p: { person: string; phone: string; name: string; id: string }): Check<DeviceState>[] {
  return [
    ...sentOneThat(p.person, p.phone, 'it is a text', true, () => true).slice(0, 2),
    expectThat(`the recording "${p.name}" was shared from Recorder`, 'the recording', (ctx) => sentMessages(ctx)[0], (m, { before }) => m !== undefined && m.app === 'recorder' && m.text === shareText(byId(before, p.id)!)),
  ];
}
