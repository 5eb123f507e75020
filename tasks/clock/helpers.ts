// What the Clock templates share: picking alarm times and labels, driving the alarm form through
// the UI, and the checks every "new alarm" and "one alarm changed" template makes.
import { deepEqual, expectEqual, expectThat, type Check } from '../../judges/index.ts';
import type { Rng } from '../../apps/kit/random.ts';
import { ALARM_LABELS, alarmTime, isQuietTime, normalizeDays, sortAlarms, WEEKDAY_NAMES, type Alarm } from '../../apps/clock/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Labels no seeded alarm has, for alarms a task creates or renames. */
export const NEW_LABELS = ['Dentist', 'Call mom', 'Laundry', 'Pay rent', 'Meditate', 'Stretch', 'Bake bread', 'Catch the bus', 'Vitamins', 'Study'] as const;

/** A time of day that no alarm has and that will not ring during the episode; minutes in steps of `step`. */
export function pickTime(rng: Rng, world: DeviceState, step = 5, avoid: readonly { hour: number; minute: number }[] = []): { hour: number; minute: number } {
  const taken = new Set([...world.apps.clock.alarms, ...avoid].map((a) => a.hour * 60 + a.minute));
  for (;;) {
    const hour = rng.int(5, 22), minute = rng.int(0, Math.floor(59 / step)) * step;
    if (!taken.has(hour * 60 + minute) && isQuietTime(hour, minute, world.os.now, 120)) return { hour, minute };
  }
}

export const timeText = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

/** Alarms whose labels are unique in the world (every seeded label is), in list order. */
export function labelledAlarms(world: DeviceState): Alarm[] {
  const alarms = sortAlarms(world.apps.clock.alarms);
  return alarms.filter((a) => a.label !== '' && alarms.filter((b) => b.label === a.label).length === 1);
}

/** The alarm after `target` in the list (or before it, for the last one): the near misses' wrong row. */
export function neighbourOf(world: DeviceState, id: string): Alarm {
  const alarms = sortAlarms(world.apps.clock.alarms);
  const i = alarms.findIndex((a) => a.id === id);
  return alarms[i + 1] ?? alarms[i - 1]!;
}

export const dayList = (days: readonly number[]) => {
  const order = [1, 2, 3, 4, 5, 6, 0];
  return order.filter((d) => days.includes(d)).map((d) => WEEKDAY_NAMES[d]!);
};

/** "Monday, Wednesday and Friday" */
export function dayWords(days: readonly number[]): string {
  const names = dayList(days);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

// ---------- driving the UI ----------

export async function openClock(ui: TaskUi, tab?: 'World clock' | 'Timer' | 'Stopwatch'): Promise<void> {
  await ui.openApp('Clock');
  if (tab) await ui.tap({ text: tab, role: 'tab' });
}

/** On the alarm form: pick the hour, then the minute (a 5-minute chip, then the +1 stepper). */
export async function setTime(ui: TaskUi, hour: number, minute: number): Promise<void> {
  await ui.tap({ text: `Hour ${pad(hour)}`, role: 'radio' });
  await ui.tap({ text: `Minute ${pad(minute - (minute % 5))}`, role: 'radio' });
  for (let i = 0; i < minute % 5; i++) await ui.tap({ text: 'One minute later', role: 'button' });
}

/** On the alarm form: toggle the repeat days that differ between `from` and `to`. */
export async function setDays(ui: TaskUi, to: readonly number[], from: readonly number[] = []): Promise<void> {
  for (const d of [1, 2, 3, 4, 5, 6, 0]) {
    if (to.includes(d) !== from.includes(d)) await ui.tap({ text: WEEKDAY_NAMES[d]!, role: 'checkbox' });
  }
}

export interface AlarmSpec {
  hour: number;
  minute: number;
  label?: string;
  days?: number[];
}

/** From the Alarms tab: add an alarm through the form and save it (unless `save` is false). */
export async function createAlarm(ui: TaskUi, spec: AlarmSpec, save = true): Promise<void> {
  await ui.tap({ text: 'Add alarm', role: 'button' });
  await setTime(ui, spec.hour, spec.minute);
  if (spec.days && spec.days.length > 0) await setDays(ui, spec.days);
  if (spec.label) await ui.fill({ hint: 'Alarm name' }, spec.label);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

/** From the Alarms tab: open the alarm at this time in the form. */
export async function openAlarm(ui: TaskUi, time: string): Promise<void> {
  await ui.scrollTo({ text: time, role: 'button' });
  await ui.tap({ text: time, role: 'button' });
}

/** From the Alarms tab: tap the alarm's on/off switch. */
export async function flipAlarm(ui: TaskUi, time: string): Promise<void> {
  await ui.scrollTo({ text: `Alarm ${time}`, role: 'switch' });
  await ui.tap({ text: `Alarm ${time}`, role: 'switch' });
}

/** From the Alarms tab: open the alarm, press Delete and confirm (or cancel). */
export async function deleteAlarm(ui: TaskUi, time: string, confirm = true): Promise<void> {
  await openAlarm(ui, time);
  await ui.tap({ text: 'Delete alarm', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

// ---------- checks ----------

export const alarmById = (s: DeviceState, id: string) => s.apps.clock.alarms.find((a) => a.id === id);

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

/** Every alarm that existed before, except `except`, is still there and unchanged. */
export function unchangedAlarms(except: readonly string[]): Check<DeviceState> {
  return expectEqual('the other alarms are unchanged', [], ({ before, after }) =>
    before.apps.clock.alarms
      .filter((b) => !except.includes(b.id) && !deepEqual(b, alarmById(after, b.id)))
      .map((b) => b.id),
  );
}

export { ALARM_LABELS };
