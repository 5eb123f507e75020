// What the Phone templates used to share, kept for tasks/cross (migrated later): the calls an
// episode placed, the call log left as it was, and the paths a call may change. The moves and
// setups now live in the kit (./kit.ts) and are re-exported from here.
import { expectEqual, expectThat, deepEqual, type Check } from '../../judges/index.ts';
import { phoneMatchKey } from '../../apps/contacts/state.ts';
import type { Call } from '../../apps/phone/state.ts';
import type { DeviceState } from '../../apps/world.ts';

export { callContact, contactsNotInLog, dial, lastDigitOff, nthRow, stageMissedCalls, type MissedStage } from './kit.ts';

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
