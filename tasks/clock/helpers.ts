// What the cross-app templates (tasks/cross/*) take from the Clock app: the kit's moves and
// readers, and the old-style "one new alarm" check they still use (the Clock templates themselves
// use the kit's `created`).
import { deepEqual, expectEqual, expectThat, type Check } from '../../judges/index.ts';
import { ALARM_LABELS, alarmTime, normalizeDays, type Alarm } from '../../apps/clock/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import { byId as alarmById, dayList, timeText, type AlarmSpec } from './kit.ts';

export {
  createAlarm, dayList, dayWords, deleteAlarm, flipAlarm, labelledAlarms, neighbourOf, NEW_LABELS, openAlarm, openClock,
  pickTime, setDays, setTime, timeText, type AlarmSpec,
} from './kit.ts';
export { alarmById };

export const newAlarms = (before: DeviceState, after: DeviceState): Alarm[] =>
  after.apps.clock.alarms.filter((a) => !before.apps.clock.alarms.some((b) => b.id === a.id));

/** What a created alarm is judged on. */
const shapeOf = (a: Alarm) => ({ time: alarmTime(a), label: a.label.trim(), days: normalizeDays(a.days), enabled: a.enabled });

/**
 * Exactly one alarm was added, at this time, with this label and these repeat days, switched on;
 * `except` lists the existing alarms the task may change or delete, all others must be unchanged.
 */
export function createdOneAlarm(spec: AlarmSpec, except: readonly string[] = []): Check<DeviceState>[] {
  const want = { time: timeText(spec.hour, spec.minute), label: spec.label ?? '', days: normalizeDays(spec.days ?? []), enabled: true };
  return [
    expectEqual('exactly one alarm was added', 1, ({ before, after }) => newAlarms(before, after).length),
    expectThat(
      `it rings at ${want.time}, labelled "${want.label}", repeating on [${dayList(want.days).join(', ')}], and is on`,
      want,
      ({ before, after }) => newAlarms(before, after).map(shapeOf),
      (found) => found.length === 1 && deepEqual(found[0], want),
    ),
    unchangedAlarms(except),
  ];
}

/** Every alarm that existed before, except `except`, is still there and unchanged (routine fields aside). */
export function unchangedAlarms(except: readonly string[]): Check<DeviceState> {
  const core = (a: Alarm | undefined) => (a ? { ...a, armedAt: 0, snoozedUntil: null } : a);
  return expectEqual('the other alarms are unchanged', [], ({ before, after }) =>
    before.apps.clock.alarms
      .filter((b) => !except.includes(b.id) && !deepEqual(core(b), core(alarmById(after, b.id))))
      .map((b) => b.id),
  );
}

export { ALARM_LABELS };
