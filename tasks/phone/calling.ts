// What the Phone templates share: the calls an episode placed, the call log left as it was, and
// the scripted ways of placing a call. Shared by tasks/phone and tasks/cross.
import { expectEqual, expectThat, deepEqual, type Check } from '../../judges/index.ts';
import { fullName, phoneMatchKey, type Contact } from '../../apps/contacts/state.ts';
import type { Call } from '../../apps/phone/state.ts';
import { HOUR, MINUTE } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

const idNumber = (c: Call) => Number(c.id.slice(1));

/** Numbers called during the episode, in order: new outgoing log entries, then a call still in progress. */
export function placedCalls(before: DeviceState, after: DeviceState): string[] {
  const old = new Set(before.apps.phone.calls.map((c) => c.id));
  const logged = after.apps.phone.calls.filter((c) => !old.has(c.id) && c.type === 'outgoing').sort((a, b) => idNumber(a) - idNumber(b));
  const numbers = logged.map((c) => c.number);
  const active = after.apps.phone.activeCall;
  if (active && !deepEqual(active, before.apps.phone.activeCall)) numbers.push(active.number);
  return numbers;
}

/** Exactly these numbers were called, in this order (digits compared, a leading +1 ignored). */
export function calledInOrder(names: string[], numbers: string[]): Check<DeviceState>[] {
  return [
    expectEqual(`${numbers.length === 1 ? 'one call was' : `${numbers.length} calls were`} placed`, numbers.length, ({ before, after }) => placedCalls(before, after).length),
    expectThat(
      names.length === 1 ? `it went to ${names[0]} (${numbers[0]})` : `they went to ${names.join(', then ')}`,
      numbers,
      ({ before, after }) => placedCalls(before, after),
      (found) => found.length === numbers.length && found.every((n, i) => phoneMatchKey(n) === phoneMatchKey(numbers[i]!)),
    ),
  ];
}

/** Every call that was in the log is still there, unchanged but for being seen. */
export function logKept(): Check<DeviceState> {
  return expectEqual('the existing call log entries are unchanged', [], ({ before, after }) =>
    before.apps.phone.calls
      .filter((b) => {
        const a = after.apps.phone.calls.find((c) => c.id === b.id);
        return !a || !deepEqual({ ...a, seen: true }, { ...b, seen: true });
      })
      .map((c) => c.id),
  );
}

/** A call may add log entries, start (and end) the call in progress, mark missed calls seen. */
export const CALL_CHANGES = ['apps.phone.calls', 'apps.phone.nextId', 'apps.phone.activeCall'];

/** From the Phone app: the Contacts tab, search a name, tap it to call, then hang up. */
export async function callContact(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'Contacts', role: 'tab' });
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: 'End call', role: 'button' });
}

/** From the Phone app: the Keypad tab, one key per digit, Call. */
export async function dial(ui: TaskUi, number: string, call = true): Promise<void> {
  await ui.tap({ text: 'Keypad', role: 'tab' });
  for (const digit of phoneMatchKey(number)) await ui.tap({ text: digit, role: 'button' });
  if (call) await ui.tap({ text: 'Call', role: 'button' });
}

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

/** In Recents (newest first), the row title of the n-th call whose line matches `type`. */
export function nthRow(ui: TaskUi, type: RegExp, n: number): string {
  const tree = ui.tree();
  const lines = tree.map((e, i) => ({ e, i })).filter(({ e }) => e.role === 'text' && type.test(e.text));
  return tree[lines[n]!.i - 1]!.text;
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
  }
  const add = (number: string, type: 'missed' | 'incoming', ago: number, duration: number) => {
    s.calls.push({ id: `l${s.nextId}`, number, type, at: now - ago * MINUTE, duration, seen: type !== 'missed' });
    s.nextId += 1;
  };
  add(p.earlierPhone, 'missed', p.earlierAgo, 0);
  add(p.phone, 'missed', p.missedAgo, 0);
  add(p.talkedPhone, 'incoming', p.talkedAgo, 240);
}
