// The Phone kit: the moves an oracle makes in the app (and the Call buttons of Contacts and
// Messages, which hand over to Phone) and the checks its templates share. The noise the judge gate
// plays around its templates is in noise.ts.
import { added, expectEqual, expectThat, free, inOrder, removed, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { fullName, phoneMatchKey, type Contact } from '../../apps/contacts/state.ts';
import { callerName, type BlockedNumber, type Call } from '../../apps/phone/state.ts';
import { logCall } from '../../apps/phone/model.ts';
import { HOUR, MINUTE } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import { OracleError, type TaskUi } from '../ui.ts';
import { effects, mayRecord, type CallEntry } from '../ledger.ts';

export const CALLS = 'apps.phone.calls';
export const BLOCKED = 'apps.phone.blocked';

// ---------------------------------------------------------------- moves

/** A move, then `done`: the shape of most oracles and alternatives. */
export const finish = <P>(move: (ui: TaskUi, p: P) => Promise<unknown>) => async (ui: TaskUi, p: P): Promise<void> => {
  await move(ui, p);
  await ui.done();
};

/** In a call: hang up. */
export const hangUp = (ui: TaskUi) => ui.tap({ text: 'End call', role: 'button' });

/** From the Phone app: the Contacts tab, search a name, open their page (in Contacts), Call, then hang up. */
export async function callContact(ui: TaskUi, name: string, hang = true): Promise<void> {
  await ui.tap({ text: 'Contacts', role: 'tab' });
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: 'Call', role: 'button' });
  if (hang) await hangUp(ui);
}

/** From the Phone app: the Keypad tab, one key per digit, Call. */
export async function dial(ui: TaskUi, number: string, call = true): Promise<void> {
  await ui.tap({ text: 'Keypad', role: 'tab' });
  for (const digit of phoneMatchKey(number)) await ui.tap({ text: digit, role: 'button' });
  if (call) await ui.tap({ text: 'Call', role: 'button' });
}

/** Open Phone, dial on the keypad, call and hang up. */
export async function dialFresh(ui: TaskUi, number: string): Promise<void> {
  await ui.launch('Phone');
  await dial(ui, number);
  await hangUp(ui);
}

/** The other entry point: the Call button on the contact's page in Contacts (it hands over to Phone), then hang up. */
export async function callFromContactPage(ui: TaskUi, name: string): Promise<void> {
  await ui.launch('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: 'Call', role: 'button' });
  await hangUp(ui);
}

/** The Call button in the app bar of a Messages conversation (it hands over to Phone), then hang up. */
export async function callFromMessages(ui: TaskUi, title: string): Promise<void> {
  await ui.launch('Messages');
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
  await ui.tap({ text: 'Call', role: 'button' });
  await hangUp(ui);
}

/** Recents: the phone icon at the end of a row (the newest row with that title), then hang up. */
export async function callFromRow(ui: TaskUi, title: string): Promise<void> {
  await ui.launch('Phone');
  await ui.scrollTo({ text: `Call ${title}`, role: 'button' });
  await ui.tap({ text: `Call ${title}`, role: 'button' });
  await hangUp(ui);
}

/** Recents: open a row's details and press Call there, then hang up. */
export async function callFromDetails(ui: TaskUi, title: string): Promise<void> {
  await openRow(ui, title);
  await ui.tap({ text: 'Call', role: 'button' });
  await hangUp(ui);
}

/** Open Phone at Recents (unless `fresh` is false: Recents is on screen) and the details of the newest row with this title. */
export async function openRow(ui: TaskUi, title: string, fresh = true): Promise<void> {
  if (fresh) await ui.launch('Phone');
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** Phone's menu, Settings, Blocked numbers. */
export async function openBlockedList(ui: TaskUi): Promise<void> {
  await ui.launch('Phone');
  await ui.tap({ text: 'More options', role: 'button' });
  await ui.tap({ text: 'Settings', role: 'button' });
  await ui.tap({ text: 'Blocked numbers', role: 'button' });
}

/** Blocked numbers, Add a number: type it, then Block or Cancel. */
export async function addBlocked(ui: TaskUi, number: string, confirm = true): Promise<void> {
  await openBlockedList(ui);
  await ui.tap({ text: 'Add a number', role: 'button' });
  await ui.fill({ hint: 'Phone number' }, number);
  await ui.tap({ text: confirm ? 'Block' : 'Cancel', role: 'button' });
}

/** Blocked numbers: a number's Unblock button, then Unblock or Cancel. */
export async function unblockInList(ui: TaskUi, number: string, confirm = true): Promise<void> {
  await openBlockedList(ui);
  await ui.tap({ text: `Unblock ${number}`, role: 'button' });
  await ui.tap({ text: confirm ? 'Unblock' : 'Cancel', role: 'button' });
}

/** Open a row of Recents and press Block number (or Unblock number), confirming or not. */
export async function blockFromRow(ui: TaskUi, title: string, confirm = true): Promise<void> {
  await openRow(ui, title);
  const label = ui.has({ text: 'Block number', role: 'button' }) ? 'Block number' : 'Unblock number';
  await ui.tap({ text: label, role: 'button' });
  await ui.tap({ text: confirm ? (label === 'Block number' ? 'Block' : 'Unblock') : 'Cancel', role: 'button' });
}

/** Open a row of Recents and delete that call, confirming or not (Recents is on screen again after). */
export async function deleteRow(ui: TaskUi, title: string, confirm = true, fresh = true): Promise<void> {
  await openRow(ui, title, fresh);
  await ui.tap({ text: 'Delete from call log', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

/** Open the person's newest call and read its history, newest first: each call's type line and day heading. */
export async function history(ui: TaskUi, name: string): Promise<{ day: string; type: string }[]> {
  await openRow(ui, name);
  const out: { day: string; type: string }[] = [];
  let day = '';
  for (const e of ui.tree()) {
    if (e.role === 'heading' && e.text !== 'Call details') day = e.text;
    else if (e.role === 'text' && / call$/.test(e.text)) out.push({ day, type: e.text });
  }
  return out;
}

/** A missed call's line under its row in Recents ("Missed · 9 h ago"). */
export const MISSED_LINE = /^Missed( · |$)/;

/** In Recents (newest first), the title of the newest row on screen whose line matches `type` (a person reading the list top down). */
export function newestRowTitle(ui: TaskUi, type: RegExp): string {
  const tree = ui.tree();
  const line = tree.findIndex((e, i) => i > 0 && e.role === 'text' && type.test(e.text) && tree[i - 1]!.role === 'button');
  if (line < 0) throw new OracleError(`no row whose line matches ${type} on screen`);
  return tree[line - 1]!.text;
}

// ---------------------------------------------------------------- reading the state, params, setups

/** The number with its last digit changed. */
export function lastDigitOff(number: string): string {
  return number.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
}

/** Contacts with a phone that the call log never mentions, so that a row in Recents names one call. */
export function contactsNotInLog(world: DeviceState): Contact[] {
  const logged = new Set(world.apps.phone.calls.map((c) => phoneMatchKey(c.number)));
  const blocked = new Set(world.apps.phone.blocked.map((b) => phoneMatchKey(b.number)));
  return world.apps.contacts.contacts
    .filter((c) => c.phone !== '' && !logged.has(phoneMatchKey(c.phone)) && !blocked.has(phoneMatchKey(c.phone)))
    .sort((a, b) => fullName(a).localeCompare(fullName(b), 'en') || a.id.localeCompare(b.id));
}

/** The title of a call's row in Recents: the contact's name, else the number. */
export const rowTitle = (s: DeviceState, call: Call): string => callerName(s.apps.contacts, call.number);

/** A number that neither Contacts, the call log nor the blocked list knows. */
export function freshNumber(world: DeviceState, draw: () => string): string {
  const { contacts, phone } = world.apps;
  const known = [...contacts.contacts.map((c) => c.phone), ...phone.calls.map((c) => c.number), ...phone.blocked.map((b) => b.number)].map(phoneMatchKey);
  let number = draw();
  while (known.includes(phoneMatchKey(number))) number = draw();
  return number;
}

export interface MissedStage {
  phone: string;
  earlierPhone: string;
  talkedPhone: string;
  missedAgo: number;
  earlierAgo: number;
  talkedAgo: number;
}

/**
 * The last missed caller is `phone` (`missedAgo` minutes ago), an earlier one `earlierPhone`, and
 * `talkedPhone` called after both and was answered. No seeded missed call is newer.
 */
export function stageMissedCalls(d: DeviceState, p: MissedStage): void {
  const s = d.apps.phone;
  const now = d.os.now;
  for (const c of s.calls) {
    if (c.type === 'missed' && c.at > now - 3 * HOUR) {
      c.type = 'incoming';
      c.duration = 95;
      c.seen = true;
    }
    // A blocked call shows in red like a missed one: none is newer than the staged calls either.
    if (c.type === 'blocked' && c.at > now - 3 * HOUR) c.at -= 3 * HOUR;
  }
  logCall(s, { number: p.earlierPhone, type: 'missed', at: now - p.earlierAgo * MINUTE, duration: 0, seen: false });
  logCall(s, { number: p.phone, type: 'missed', at: now - p.missedAgo * MINUTE, duration: 0, seen: false });
  logCall(s, { number: p.talkedPhone, type: 'incoming', at: now - p.talkedAgo * MINUTE, duration: 240, seen: true });
}

/**
 * How many of the calls that pass `test` share the newest time among them: what a goal's "the most
 * recent ..." names (`named` wants 1, no tie).
 */
export function newestTies(s: DeviceState, test: (c: Call) => boolean): number {
  const calls = s.apps.phone.calls.filter(test);
  const newest = Math.max(...calls.map((c) => c.at));
  return calls.filter((c) => c.at === newest).length;
}

/** The calls that came in (answered, missed or rejected as blocked), not the ones you made. */
export const cameIn = (c: Call): boolean => c.type !== 'outgoing';

/** How many calls the log holds with this number (digits compared). */
export const callsWith = (s: DeviceState, number: string): number => s.apps.phone.calls.filter((c) => phoneMatchKey(c.number) === phoneMatchKey(number)).length;

// ---------------------------------------------------------------- checks

/**
 * The calls an episode placed, oldest first, from the ledger: a call rang the other phone whatever
 * the call log shows after (a row deleted from Recents does not unring it).
 */
export function callsPlaced(ctx: JudgeContext<DeviceState>): { number: string; at: number }[] {
  return effects<CallEntry>(ctx, 'call').map((c) => ({ number: c.to, at: c.at }));
}

/**
 * A call places an entry in the ledger, may add outgoing entries to the log and start the call in
 * progress (ending it is not required: a call left running was placed all the same). Every other
 * call stays as it was; `called` counts and names the calls the ledger holds.
 */
export function callChanges(): ChangeRule[] {
  return [mayRecord('call'), added(CALLS, { count: 'any', where: (c) => c.type === 'outgoing' }), free('apps.phone.activeCall')];
}

/**
 * The calls placed, a redial folded into the call before it: the same number called again right
 * after (as a person does when a call drops or they hung up too soon) is one call to that person.
 * The same number called again after someone else is a call of its own.
 */
export function callsToPeople(ctx: JudgeContext<DeviceState>): { number: string; at: number }[] {
  return callsPlaced(ctx).filter((c, i, all) => i === 0 || phoneMatchKey(all[i - 1]!.number) !== phoneMatchKey(c.number));
}

/**
 * Exactly these numbers were called, each one after the one before (digits compared, a leading +1
 * ignored); a redial right after a call to the same number counts as that call (`callsToPeople`).
 */
export function called(names: string[], numbers: string[]): Check<DeviceState>[] {
  const at = (i: number) => (ctx: JudgeContext<DeviceState>) => callsToPeople(ctx).find((c) => phoneMatchKey(c.number) === phoneMatchKey(numbers[i]!))?.at;
  return [
    expectEqual(`${numbers.length === 1 ? 'one person was' : `${numbers.length} people were`} called (a redial counted once)`, numbers.length, (ctx) => callsToPeople(ctx).length),
    expectThat(names.length === 1 ? `it went to ${names[0]} (${numbers[0]})` : `they went to ${names.join(' and ')}`, [...numbers].sort(),
      (ctx) => callsToPeople(ctx).map((c) => c.number),
      (found) => found.map(phoneMatchKey).sort().join() === numbers.map(phoneMatchKey).sort().join()),
    ...numbers.slice(1).map((_, i) => inOrder<DeviceState>(`${names[i]} was called before ${names[i + 1]}`, at(i), at(i + 1))),
  ];
}

/**
 * The blocked list, as its screen shows it, is a set of numbers: an entry's id and the time it was
 * added (which only orders the list) are not what a person keeps there, so a number unblocked by
 * mistake and blocked again is as it was. Blocking templates let the entries come and go
 * (`blockedListChanges`) and judge the numbers the list ends with (`blockedListAfter`).
 */
export const blockedListChanges = (): ChangeRule[] => [added(BLOCKED, { count: 'any' }), removed(BLOCKED, { count: 'any' })];

const blockedKeys = (s: DeviceState): Set<string> => new Set(s.apps.phone.blocked.map((b: BlockedNumber) => phoneMatchKey(b.number)));

/** These numbers are blocked, those are not, and every other number is blocked exactly when it was before (digits compared). */
export function blockedListAfter(block: readonly string[], unblock: readonly string[] = []): Check<DeviceState>[] {
  const named = new Set([...block, ...unblock].map(phoneMatchKey));
  return [
    ...block.map((n) => expectEqual(`${n} is blocked`, true, ({ after }: JudgeContext<DeviceState>) => blockedKeys(after).has(phoneMatchKey(n)))),
    ...unblock.map((n) => expectEqual(`${n} is no longer blocked`, false, ({ after }: JudgeContext<DeviceState>) => blockedKeys(after).has(phoneMatchKey(n)))),
    expectThat('no other number was blocked or unblocked', [], ({ before, after }) => {
      const [was, is] = [blockedKeys(before), blockedKeys(after)];
      return [...new Set([...was, ...is])].filter((k) => !named.has(k) && was.has(k) !== is.has(k)).map((k) => `${k} ${is.has(k) ? 'blocked' : 'unblocked'}`).sort();
    }, (off) => off.length === 0),
  ];
}

/** Unblock the number on the open blocked-number screen, and confirm (the undo of a block). */
export async function unblockOpen(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Unblock number', role: 'button' });
  await ui.tap({ text: 'Unblock', role: 'button' });
}

/** Block from the call row, cancelling the confirmation once first. */
export async function blockAfterCancel(ui: TaskUi, number: string): Promise<void> {
  await blockFromRow(ui, number, false);
  await blockFromRow(ui, number);
}

// ---------------------------------------------------------------- for the cross-app templates

/** Open Phone at Recents and the page of the newest missed call, read off the list. */
export async function openMissed(ui: TaskUi): Promise<void> {
  await ui.launch('Phone');
  await ui.tap({ text: newestRowTitle(ui, MISSED_LINE), role: 'button' });
}

/** On a call's page in Recents: Call, then hang up. */
export async function callAndHangUp(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Call', role: 'button' });
  await hangUp(ui);
}

/**
 * Open Phone at Recents and the newest row titled with a bare number (one Contacts does not know)
 * whose call came in, as a person reads the list top down; returns the number.
 */
export async function openUnknownCaller(ui: TaskUi): Promise<string> {
  await ui.launch('Phone');
  const tree = ui.tree();
  const row = tree.find((e, i) => e.role === 'button' && /^\+[\d\s-]+$/.test(e.text) && /^(Incoming|Missed|Blocked)( · |$)/.test(tree[i + 1]?.text ?? ''));
  if (!row) throw new OracleError('no call from an unknown number on the first screen of Recents');
  await ui.tap({ text: row.text, role: 'button' });
  return row.text;
}

/** On a call's page: Add contact (Contacts' form, the number filled in), the name, Save. */
export async function addContactFromPage(ui: TaskUi, firstName: string, lastName: string): Promise<void> {
  await ui.tap({ text: 'Add contact', role: 'button' });
  await ui.fill({ hint: 'First name' }, firstName);
  await ui.fill({ hint: 'Last name' }, lastName);
  await ui.tap({ text: 'Save', role: 'button' });
}
