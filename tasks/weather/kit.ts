// The Weather kit: the moves an oracle makes in the app, what its templates read of the state, and
// the checks they share. The noise the judge gate plays around its templates is in noise.ts.
import { expectEqual, expectThat, sameName, sameSet, type Check } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import {
  CITIES, RAINY, dayForecast, findCity, hourForecast, inUnit, type City, type DayForecast, type Unit, type WeatherState,
} from '../../apps/weather/state.ts';
import { DAY, HOUR, TIME_OF_DAY, parseTimeOfDay, parts, startOfDay } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export { script } from '../ui.ts';

export const SAVED = 'apps.weather.saved';
export const UNIT = 'apps.weather.unit';
export const NOTIFICATIONS = 'apps.weather.notifications';

// ---------------------------------------------------------------- reading the state

export const weather = (s: DeviceState) => s.apps.weather;
export const saved = (s: DeviceState): string[] => s.apps.weather.saved;
export const nameOf = (id: string): string => findCity(id)?.name ?? id;
/** How Weather tells two city names apart (apps/weather/app.ts `names.city`). */
export const sameCity = (a: unknown, b: string): boolean => sameName(nameRule('weather', 'city'), a, b);
/** Cities of the catalogue the goal's name fits, as Weather's search finds one: what `named` counts. */
export const citiesNamed = (name: string): number => CITIES.filter((c) => sameCity(c.name, name)).length;
/** Cities on the list: the location, then the saved ones. */
export const listed = (s: DeviceState): string[] => [s.apps.weather.location, ...s.apps.weather.saved];
/** Catalogue cities on no list, in the catalogue's order. */
export const unlisted = (s: DeviceState): City[] => CITIES.filter((c) => !listed(s).includes(c.id));

/** A day's forecast, `offset` days from the device clock's today. */
export const dayAhead = (s: DeviceState, city: string, offset: number): DayForecast => dayForecast(s.apps.weather, city, startOfDay(s.os.now) + offset * DAY);
/** A temperature as the app shows it now (°C held; the unit setting shown). */
export const shownTemp = (s: DeviceState, celsius: number, unit: Unit = s.apps.weather.unit): number => inUnit(celsius, unit);
export const otherUnit = (u: Unit): Unit => (u === 'C' ? 'F' : 'C');

/**
 * How a temperature answer may name the unit the screen shows (Settings: "Celsius (°C)", "Fahrenheit
 * (°F)"): "12°F" is the shown 12° in its unit; the other unit's sign is refused (it is not the value shown).
 */
export const unitSpellings = (u: Unit): readonly string[] => (u === 'C'
  ? ['°C', '° C', 'C', 'degrees C', 'degrees Celsius', 'Celsius', 'degrees centigrade']
  : ['°F', '° F', 'F', 'degrees F', 'degrees Fahrenheit', 'Fahrenheit']);
/** A temperature in the unit shown: "12", "12°", "12 degrees", or with the shown unit's sign ("12°F"). */
export const degreesSpec = (u: Unit) => ({ type: 'number', unit: 'degrees', aliases: ['°', 'degree', ...unitSpellings(u)] }) as const;

/** The hours of today from the current one on, with their chance of rain (by a forecast seed: the world's, or a setup's). */
export function hoursLeftToday(w: Pick<WeatherState, 'forecastSeed'>, now: number, city: string): { hour: number; chance: number }[] {
  const out: { hour: number; chance: number }[] = [];
  for (let h = parts(now).hours; h < 24; h++) out.push({ hour: h, chance: hourForecast(w, city, startOfDay(now) + h * HOUR).chance });
  return out;
}

/** The hour (0..23) of today, from the current one on, with the highest chance of rain (null on a tie). */
export function rainiestHour(w: Pick<WeatherState, 'forecastSeed'>, now: number, city: string): number | null {
  const hours = hoursLeftToday(w, now, city);
  const top = Math.max(...hours.map((h) => h.chance));
  const at = hours.filter((h) => h.chance === top);
  return at.length === 1 ? at[0]!.hour : null;
}

export const isRainy = (d: DayForecast): boolean => RAINY.includes(d.condition);

export const hh = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// ---------------------------------------------------------------- moves

/** Open Weather at its list of cities, wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Weather');

/** From the list: a search for the city, and its result opened (its page, with Add when it is not listed). */
export async function openBySearch(ui: TaskUi, name: string): Promise<void> {
  await open(ui);
  await ui.fill({ hint: 'Search for a city' }, name);
  await ui.tap({ text: name, role: 'button' });
}

/** From the list: a listed city's row opened. */
export async function openRow(ui: TaskUi, name: string): Promise<void> {
  await open(ui);
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** Search a city, open it, Add (the list shows again). */
export async function addCity(ui: TaskUi, name: string): Promise<void> {
  await openBySearch(ui, name);
  await ui.tap({ text: 'Add', role: 'button' });
}

/** On the list: a saved city's row menu (by its ⋮ button, or a long press on the row). */
export async function rowMenu(ui: TaskUi, name: string, by: 'button' | 'press' = 'button'): Promise<void> {
  await ui.scrollTo({ text: name, role: 'button' });
  if (by === 'press') await ui.longPress({ text: name, role: 'button' });
  else await ui.tap({ text: `More options for ${name}`, role: 'button' });
}

/** On the list: a move from a row's menu. */
export async function menuMove(ui: TaskUi, name: string, move: 'Move to top' | 'Move up' | 'Move down', by: 'button' | 'press' = 'button'): Promise<void> {
  await rowMenu(ui, name, by);
  await ui.tap({ text: move, role: 'button' });
}

/** On the list: Remove from a row's menu. */
export async function menuRemove(ui: TaskUi, name: string): Promise<void> {
  await rowMenu(ui, name);
  await ui.tap({ text: 'Remove', role: 'button' });
}

/** The edit mode: open it, play the moves, Done. */
export async function editing(ui: TaskUi, moves: (ui: TaskUi) => Promise<void>): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Edit cities', role: 'button' });
  await moves(ui);
  await ui.tap({ text: 'Done', role: 'button' });
}

/** In edit mode: drag a city's handle onto another's (it takes that city's position). */
export async function dragOnto(ui: TaskUi, name: string, onto: string): Promise<void> {
  await ui.scrollTo({ text: `Reorder ${name}`, role: 'button' });
  await ui.drag({ text: `Reorder ${name}`, role: 'button' }, { text: `Reorder ${onto}`, role: 'button' });
}
/** In edit mode: the handles' cities, top to bottom. */
export const handleOrder = (ui: TaskUi): string[] => ui.findAll({ role: 'button', matches: /^Reorder / }).map((e) => e.text.slice('Reorder '.length));
/** In edit mode: remove a city. */
export const editRemove = (ui: TaskUi, name: string) => ui.tap({ text: `Remove ${name}`, role: 'button' });

/** The list's saved rows (buttons named after saved cities), top to bottom, as far as they are on screen. */
export function rowOrder(ui: TaskUi): string[] {
  return ui.findAll({ role: 'button', matches: /^More options for / }).map((e) => e.text.slice('More options for '.length));
}

/** Weather's settings: the unit. */
export async function setUnit(ui: TaskUi, unit: Unit): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Settings', role: 'button' });
  await ui.tap({ text: unit === 'C' ? 'Celsius (°C)' : 'Fahrenheit (°F)', role: 'radio' });
}

/** Weather's settings: flip the severe weather notifications switch. */
export async function flipNotifications(ui: TaskUi): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Settings', role: 'button' });
  await ui.tap({ text: 'Severe weather notifications', role: 'switch' });
}

/** A daily row's label: "Fri: Rain, 70% chance of precipitation, high 12°, low 4°". */
const DAY_ROW = /^(\w+): (.+), (\d+)% chance of precipitation, high (-?\d+)°, low (-?\d+)°$/;

export interface DayRow { text: string; label: string; condition: string; chance: number; high: number; low: number }

/** On a city's page: a row of the 10-day forecast by its name ("Today", "Fri"), read off its label. */
export async function dayRow(ui: TaskUi, label: string): Promise<DayRow> {
  const row = await ui.scrollTo({ role: 'button', matches: new RegExp(`^${label}: `) });
  const m = DAY_ROW.exec(row.text);
  if (!m) throw new Error(`not a day row: "${row.text}"`);
  return { text: row.text, label: m[1]!, condition: m[2]!, chance: Number(m[3]), high: Number(m[4]), low: Number(m[5]) };
}

/** On a city's page: every row of the 10-day forecast, top to bottom (the page's end shows them all at once). */
export async function dayRows(ui: TaskUi): Promise<DayRow[]> {
  await ui.scrollTo({ matches: /^Forecast for / });
  return ui.findAll({ role: 'button', matches: DAY_ROW }).map((e) => {
    const m = DAY_ROW.exec(e.text)!;
    return { text: e.text, label: m[1]!, condition: m[2]!, chance: Number(m[3]), high: Number(m[4]), low: Number(m[5]) };
  });
}

/** The weekday row name the daily forecast gives a day `offset` days ahead (2 days or more: "Fri"). */
export const rowName = (now: number, offset: number): string => WEEKDAYS[parts(now + offset * DAY).weekday]!.slice(0, 3);

/** An hourly cell: its time as the page writes it ("14:00", "2:00 PM", "Now"), that time in minutes after midnight (null for "Now"), its temperature and chance of rain. */
export interface HourCell { time: string; minutes: number | null; temp: string; chance: number }

/** On a city's page: the hourly forecast's cells up to midnight ("Now" is the current hour): their time and chance of rain. */
export async function hoursOnPage(ui: TaskUi): Promise<HourCell[]> {
  await ui.scrollTo({ text: 'Hourly forecast' });
  const cells = new Map<string, HourCell>();
  const cellTime = new RegExp(`^(Now|${TIME_OF_DAY})$`);
  for (let i = 0; i < 4; i++) {
    const tree = ui.tree();
    tree.forEach((e, j) => {
      if (cellTime.test(e.text) && e.role === 'text' && /^\d+%$/.test(tree[j + 2]?.text ?? '')) cells.set(e.text, { time: e.text, minutes: parseTimeOfDay(e.text), temp: tree[j + 1]!.text, chance: Number(tree[j + 2]!.text.slice(0, -1)) });
    });
    if ([...cells.values()].some((c) => c.minutes === 0) || cells.size >= 24) break;
    await ui.swipe('up');
  }
  const all = [...cells.values()];
  const midnight = all.findIndex((c) => c.minutes === 0);
  return midnight < 0 ? all : all.slice(0, midnight);
}

// ---------------------------------------------------------------- checks

/** The saved cities after the episode are exactly these, in this order (by name for the verdict). */
export function savedAre(want: (before: DeviceState) => string[], what = 'the saved cities are in the order asked for'): Check<DeviceState> {
  return expectThat<DeviceState, string[]>(what, 'the cities asked for, in order', ({ after }) => saved(after).map(nameOf), (got, { before }) => JSON.stringify(got) === JSON.stringify(want(before).map(nameOf)));
}

/** The saved cities hold these, those that were there before in the order they were (a new one may stand anywhere). */
export function savedHolds(want: (before: DeviceState) => string[]): Check<DeviceState> {
  return expectThat<DeviceState, string[]>('the saved cities are the ones asked for, the others in their order', 'the cities asked for', ({ after }) => saved(after).map(nameOf), (got, { before, after }) => {
    const now = saved(after), was = saved(before);
    const kept = now.filter((x) => was.includes(x));
    return sameSet(now, want(before)) && JSON.stringify(kept) === JSON.stringify(was.filter((x) => now.includes(x))) && got.length === now.length;
  });
}

/** This city is the first saved one (right under My Location). */
export const topIs = (id: string): Check<DeviceState> =>
  expectEqual(`${nameOf(id)} is the first saved city`, nameOf(id), ({ after }) => { const top = saved(after)[0]; return top ? nameOf(top) : null; });
