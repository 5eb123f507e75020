// The Clock kit: the moves an oracle makes in the app, what the templates read off the world and
// the checks they share. The noise the judge gate plays around its templates is in noise.ts.
import { added, createdRecord, expectEqual, expectThat, modified, sameName, removed, type Check, type ChangeRule, type JudgeContext } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import type { Rng } from '../../apps/kit/random.ts';
import { alarmTime, isQuietTime, normalizeDays, sortAlarms, WEEK_ORDER, WEEKDAY_NAMES, type Alarm } from '../../apps/clock/state.ts';
import { NEW_ALARM } from '../../apps/clock/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { TIME_OF_DAY, formatMinutes, parseTimeOfDay } from '../../apps/kit/time.ts';

export const ALARMS = 'apps.clock.alarms';
export const CITY_LIST = 'apps.clock.cities';
export const TIMER = 'apps.clock.timer';

const pad = (n: number) => String(n).padStart(2, '0');
/** A time of day as goals and checks write it ("07:30"): never the device's look. */
export const timeText = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

/** Minutes after midnight of a time written on either clock (a goal's "07:30", a screen's "7:30 AM"). */
export function minutesOf(time: string): number {
  const minutes = parseTimeOfDay(time);
  if (minutes === null) throw new Error(`"${time}" is not a time of day`);
  return minutes;
}
/** A time of day ("07:30" from params, or as read) as the device writes it when the script looks ("7:30 AM" on a 12-hour clock). */
export const onScreen = (time: string): string => formatMinutes(minutesOf(time));
/** The hour and minute of a time written on either clock. */
export const hourMinute = (time: string) => ({ hour: Math.floor(minutesOf(time) / 60), minute: minutesOf(time) % 60 });

// ---------------------------------------------------------------- moves

/** A script that plays `move`, then ends the episode with done. */
export const andDone = <P>(move: (ui: TaskUi, p: P) => Promise<unknown>) => async (ui: TaskUi, p: P): Promise<void> => {
  await move(ui, p);
  await ui.done();
};

/** An item of a list picked at random, and the one next to it (for the near miss on the wrong row). */
export function pickWithNeighbour<T>(rng: Rng, list: readonly T[]): [T, T] {
  const i = rng.int(0, list.length - 1);
  return [list[i]!, (list[i + 1] ?? list[i - 1])!];
}

/** Flip an alarm's switch `times` times from the Alarms tab (switched, back and again: three). */
export async function flipTimes(ui: TaskUi, time: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await flip(ui, time);
}

/** Remove a city, then add it back (a mistake undone, or a near miss when it is the city asked for). */
export async function removeAndReadd(ui: TaskUi, city: string): Promise<void> {
  await removeCity(ui, city);
  await addCity(ui, city);
}

/** On the World clock tab, answer the time shown for a city. */
export async function answerCityTime(ui: TaskUi, city: string): Promise<void> {
  await openClock(ui, 'World clock');
  await ui.answer(readCityTime(ui, city));
}

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
  for (const d of WEEK_ORDER) if (to.includes(d) !== from.includes(d)) await ui.tap({ text: WEEKDAY_NAMES[d]!, role: 'checkbox' });
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

/** Open the app and create an alarm. */
export async function create(ui: TaskUi, spec: AlarmSpec): Promise<void> {
  await openClock(ui);
  await createAlarm(ui, spec);
}

/** From the Alarms tab: open the alarm at this time in the form. */
export async function openAlarm(ui: TaskUi, time: string): Promise<void> {
  await ui.scrollTo({ text: onScreen(time), role: 'button' });
  await ui.tap({ text: onScreen(time), role: 'button' });
}

/**
 * Open the app, open the alarm at `time`, change what `change` names (days from `fromDays`) and
 * save (unless `save` is false).
 */
export async function edit(ui: TaskUi, time: string, change: Partial<AlarmSpec> & { fromDays?: number[] }, save = true): Promise<void> {
  await openClock(ui);
  await openAlarm(ui, time);
  if (change.hour !== undefined && change.minute !== undefined) await setTime(ui, change.hour, change.minute);
  if (change.days) await setDays(ui, change.days, change.fromDays ?? []);
  if (change.label !== undefined) await ui.fill({ hint: 'Alarm name' }, change.label);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

/** Open the app, delete the alarm at `time` and add `spec` in its place, switched off unless `on`. */
export async function redo(ui: TaskUi, time: string, spec: AlarmSpec, on: boolean): Promise<void> {
  await openClock(ui);
  await deleteAlarm(ui, time);
  await createAlarm(ui, spec);
  if (!on) await flipAlarm(ui, timeText(spec.hour, spec.minute));
}

/** From the Alarms tab: tap the alarm's on/off switch. */
export async function flipAlarm(ui: TaskUi, time: string): Promise<void> {
  await ui.scrollTo({ text: `Alarm ${onScreen(time)}`, role: 'switch' });
  await ui.tap({ text: `Alarm ${onScreen(time)}`, role: 'switch' });
}

/** Open the app and tap the alarm's switch. */
export async function flip(ui: TaskUi, time: string): Promise<void> {
  await openClock(ui);
  await flipAlarm(ui, time);
}

/** From the Alarms tab: open the alarm, press Delete and confirm (or cancel). */
export async function deleteAlarm(ui: TaskUi, time: string, confirm = true): Promise<void> {
  await openAlarm(ui, time);
  await ui.tap({ text: 'Delete alarm', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

/**
 * On the World clock tab: open the city picker, search (for `query`, else the name) or scroll, and
 * pick the city (unless `pick` is false).
 */
export async function addCity(ui: TaskUi, name: string, options: { search?: boolean; query?: string; pick?: boolean } = {}): Promise<void> {
  await openClock(ui, 'World clock');
  await ui.tap({ text: 'Add city', role: 'button' });
  if (options.search !== false) await ui.fill({ hint: 'Search cities' }, options.query ?? name);
  else await ui.scrollTo({ text: name, role: 'button' });
  if (options.pick !== false) await ui.tap({ text: name, role: 'button' });
}

export async function removeCity(ui: TaskUi, name: string): Promise<void> {
  await openClock(ui, 'World clock');
  await ui.tap({ text: `Remove ${name}`, role: 'button' });
}

/** On the Timer tab: type digits on the keypad (minutes then seconds), then Start (unless `start` is false). */
export async function setTimer(ui: TaskUi, digits: string, start = true): Promise<void> {
  await openClock(ui, 'Timer');
  for (const d of digits) await ui.tap({ text: d, role: 'button' });
  if (start) await ui.tap({ text: 'Start', role: 'button' });
}

/** Read every alarm switch on the Alarms tab, scrolling down the list: time → on/off. */
export async function readSwitches(ui: TaskUi): Promise<Map<string, boolean>> {
  await openClock(ui);
  const seen = new Map<string, boolean>();
  for (let screen = 0; screen < 10; screen++) {
    const before = seen.size;
    for (const e of ui.tree()) if (e.role === 'switch' && e.text.startsWith('Alarm ')) seen.set(e.text, e.checked === true);
    if (screen > 0 && seen.size === before) break;
    await ui.swipe('up');
  }
  return seen;
}

/** On the World clock tab: the time shown in a city's row (the first clock time after its name). */
export function readCityTime(ui: TaskUi, city: string): string {
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === city);
  const time = tree.slice(at + 1).find((e) => new RegExp(`^${TIME_OF_DAY}$`).test(e.text));
  if (at < 0 || !time) throw new Error(`no time for ${city} on screen`);
  return time.text;
}

/** On the World clock tab: the day shown under a city's name ("Today", "Tomorrow" or "Yesterday"). */
export function readCityDay(ui: TaskUi, city: string): string {
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === city);
  const sub = tree.slice(at + 1).find((e) => /^(Today|Tomorrow|Yesterday), /.test(e.text));
  if (at < 0 || !sub) throw new Error(`no day for ${city} on screen`);
  return sub.text.slice(0, sub.text.indexOf(','));
}

// ---------------------------------------------------------------- reading the world

/** Labels no seeded alarm has, for alarms a task creates or renames. */
export const NEW_LABELS = ['Dentist', 'Call mom', 'Laundry', 'Pay rent', 'Meditate', 'Stretch', 'Bake bread', 'Catch the bus', 'Vitamins', 'Study'] as const;

export const byId = (s: DeviceState, id: string): Alarm | undefined => s.apps.clock.alarms.find((a) => a.id === id);

/** A time of day that no alarm has and that will not ring during the episode; minutes in steps of `step`. */
export function pickTime(rng: Rng, world: DeviceState, step = 5, avoid: readonly { hour: number; minute: number }[] = []): { hour: number; minute: number } {
  const taken = new Set([...world.apps.clock.alarms, ...avoid].map((a) => a.hour * 60 + a.minute));
  for (;;) {
    const hour = rng.int(5, 22), minute = rng.int(0, Math.floor(59 / step)) * step;
    if (!taken.has(hour * 60 + minute) && isQuietTime(hour, minute, world.os.now, 120)) return { hour, minute };
  }
}

/** How many alarms carry this label, as Clock tells two labels apart: what a goal naming "the "Gym" alarm" counts (`named`). */
export const alarmsLabelled = (s: DeviceState, label: string): number => countNamed('clock', 'label', s.apps.clock.alarms.map((a) => a.label), label);

/** How many alarms ring at this time of day ("07:30"): what a goal naming "the 07:30 alarm" counts (`named`). */
export const alarmsAt = (s: DeviceState, time: string): number => s.apps.clock.alarms.filter((a) => a.hour * 60 + a.minute === minutesOf(time)).length;

/** Alarms whose labels are unique in the world (every seeded label is), in list order. */
export function labelledAlarms(world: DeviceState): Alarm[] {
  const alarms = sortAlarms(world.apps.clock.alarms);
  return alarms.filter((a) => a.label !== '' && alarmsLabelled(world, a.label) === 1);
}

/** A labelled alarm to act on and the one next to it in the list (the near misses' wrong row). */
export function targetAlarm(rng: Rng, world: DeviceState) {
  const target = rng.pick(labelledAlarms(world));
  const neighbour = neighbourOf(world, target.id);
  return { id: target.id, label: target.label, time: alarmTime(target), neighbourId: neighbour.id, neighbourTime: alarmTime(neighbour) };
}

/** The alarm after `target` in the list (or before it, for the last one): the near misses' wrong row. */
export function neighbourOf(world: DeviceState, id: string): Alarm {
  const alarms = sortAlarms(world.apps.clock.alarms);
  const i = alarms.findIndex((a) => a.id === id);
  return alarms[i + 1] ?? alarms[i - 1]!;
}

export const dayList = (days: readonly number[]) => WEEK_ORDER.filter((d) => days.includes(d)).map((d) => WEEKDAY_NAMES[d]!);

/** "Monday, Wednesday and Friday" */
export function dayWords(days: readonly number[]): string {
  const names = dayList(days);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

// ---------------------------------------------------------------- checks

/** An alarm's label as Clock tells two apart (apps/clock/app.ts `names`). */
const sameLabel = (typed: unknown, want: string) => sameName(nameRule('clock', 'label'), typed, want);

/**
 * One alarm was created with these fields; the fields the goal does not name keep the defaults
 * of a new alarm (no label, rings once, switched on). A label matches as Clock tells two apart (any case, trimmed).
 */
export function created(spec: AlarmSpec): Check<DeviceState>[] {
  const named: Record<string, unknown> = { hour: spec.hour, minute: spec.minute };
  if (spec.label !== undefined) named.label = { expected: spec.label, test: (v: unknown) => sameLabel(v, spec.label!) };
  if (spec.days !== undefined) named.days = normalizeDays(spec.days);
  const { snoozedUntil: _s, ...defaults } = NEW_ALARM;
  return createdRecord<DeviceState>(ALARMS, 'alarm', named, defaults);
}

/**
 * Rules for goals that change named alarms (`ids`): a person may edit them, or delete one and add
 * it again; `outcome` then reads what came out of them.
 */
export const editOrRedo = (ids: string[]): ChangeRule[] => [modified(ALARMS, ids), removed(ALARMS, { which: ids, count: 'any' }), added(ALARMS, { count: 'any' })];

/** The named alarms that are still there, and every new one. */
export const outcome = ({ after, changes }: JudgeContext<DeviceState>, ids: readonly string[]): Alarm[] =>
  [...ids.map((id) => byId(after, id)).filter((a): a is Alarm => a !== undefined), ...changes.added<Alarm>(ALARMS)];

export interface AlarmShape {
  time: string;
  label: string;
  days: number[];
  /** 'either' when the goal leaves it open. */
  enabled: boolean | 'either';
}

// Judges read the state: the time as goals write it, whatever the device's look.
const shapeOf = (a: Alarm) => ({ time: timeText(a.hour, a.minute), label: a.label, days: normalizeDays(a.days), enabled: a.enabled });

/** Exactly one alarm came out of the named ones and the new ones, and it has this shape. */
export function oneAlarm(ids: string[], want: AlarmShape): Check<DeviceState> {
  const says = `one alarm at ${want.time}, labelled "${want.label}", repeating [${dayList(want.days).join(', ')}]${want.enabled === 'either' ? '' : want.enabled ? ', on' : ', off'}`;
  return expectThat(says, want, (ctx) => outcome(ctx, ids).map(shapeOf), (found) =>
    found.length === 1 && found[0]!.time === want.time && sameLabel(found[0]!.label, want.label)
    && found[0]!.days.join() === normalizeDays(want.days).join() && (want.enabled === 'either' || found[0]!.enabled === want.enabled));
}

/** The world clock lists exactly these cities (in any order: it is a view, not data). */
export function citiesAre(cities: readonly string[]): Check<DeviceState> {
  const want = [...cities].sort();
  return expectThat(`the world clock lists ${want.join(', ')}`, want, ({ after }) => [...after.apps.clock.cities].sort(), (found) => found.join('|') === want.join('|'));
}

// ---------------------------------------------------------------- for the cross-app templates

const theNew = (ctx: JudgeContext<DeviceState>): Alarm | undefined => { const all = ctx.changes.added<Alarm>(ALARMS); return all.length === 1 ? all[0] : undefined; };

/**
 * Exactly one alarm was added, at `time`, labelled `label` (as `created` matches labels), switched on,
 * and with repeat days that `days.ok` accepts (`days.say` names them, `days.expected` shows them).
 */
export function addedOne(time: string, label: string, days: { say: string; expected: unknown; ok: (days: number[]) => boolean }): Check<DeviceState>[] {
  return [
    expectEqual('exactly one alarm was added', 1, (ctx) => ctx.changes.added(ALARMS).length),
    expectEqual(`it rings at ${time}`, time, (ctx) => { const a = theNew(ctx); return a && timeText(a.hour, a.minute); }),
    expectThat(`it is labelled "${label}" (in any case)`, label, (ctx) => theNew(ctx)?.label, (l) => sameLabel(l, label)),
    expectEqual('it is on', true, (ctx) => theNew(ctx)?.enabled),
    expectThat(days.say, days.expected, (ctx) => { const a = theNew(ctx); return a && normalizeDays(a.days); }, (d) => d !== undefined && days.ok(d)),
  ];
}

/** Open Clock at the Alarms tab: the time of the first alarm (in list order) whose switch is on (or off). */
export async function firstAlarmTime(ui: TaskUi, on: boolean): Promise<string> {
  await ui.launch('Clock');
  for (let screen = 0; screen < 6; screen++) {
    const sw = ui.tree().find((e) => e.role === 'switch' && e.text.startsWith('Alarm ') && e.checked === on);
    if (sw) return sw.text.slice('Alarm '.length);
    await ui.swipe('up');
  }
  throw new Error('no such alarm');
}
