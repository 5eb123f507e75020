// The Calculator kit: the moves an oracle makes on the keypad and in the History, what templates
// read of the state, and the checks they share. Values are compared exactly (apps/calculator/exact.ts);
// an answer is the value as the display shows it (apps/calculator/state.ts `displayText`). The
// gate's noise is in noise.ts.
import { expectThat, free, removed, type ChangeRule, type Check } from '../../judges/index.ts';
import { parse, same, text as exactText } from '../../apps/calculator/exact.ts';
import { evaluate, type Mode } from '../../apps/calculator/expression.ts';
import { displayNumber, displayText, historyNewestFirst, type CalculatorState, type HistoryEntry } from '../../apps/calculator/state.ts';
import type { Angle } from '../../apps/calculator/exact.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export { displayNumber, displayText, historyNewestFirst };
export type { HistoryEntry };

export const MEMORY = 'apps.calculator.memory';
export const HISTORY = 'apps.calculator.history';

export const calc = (s: DeviceState): CalculatorState => s.apps.calculator;

// ---------------------------------------------------------------- moves

/** Open Calculator on its keypad, wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Calculator');

export const mode = (ui: TaskUi, m: 'Basic' | 'Scientific') => ui.tap({ text: m, role: 'radio' });
export const angle = (ui: TaskUi, a: 'Deg' | 'Rad') => ui.tap({ text: a, role: 'radio' });

/** The key face for a token ("sin(" is the key "sin", "²" is "x²", "⌫" is Backspace). */
const FACES: Record<string, string> = { 'sin(': 'sin', 'cos(': 'cos', 'tan(': 'tan', '√(': '√', '²': 'x²', '⌫': 'Backspace' };

/** Press keys: tokens of an entry ("47.35", "×", "18", "%", "="), numbers digit by digit (a leading "-" is ± after the digits). */
export async function keys(ui: TaskUi, tokens: readonly string[]): Promise<void> {
  for (const t of tokens) {
    if (/^-?[\d.]+$/.test(t)) {
      for (const ch of t.replace(/^-/, '')) await ui.tap({ text: ch, role: 'button' });
      if (t.startsWith('-')) await ui.tap({ text: '±', role: 'button' });
    } else await ui.tap({ text: FACES[t] ?? t, role: 'button' });
  }
}

/** What the display shows as the value (a result or the entry being typed). */
export const shown = (ui: TaskUi): string => ui.read({ role: 'status' });

/** The display as an answer: "1,234.5" as it is, "−2" with a plain minus. */
export const asAnswer = (display: string): string => display.replace('\u2212', '-');

/** Open the History from the keypad. */
export const history = (ui: TaskUi) => ui.tap({ text: 'History', role: 'button' });

/** A history row's name, as the History lists it: "47.35 × 18% = 8.523". */
export const rowText = (h: HistoryEntry) => `${h.expression} = ${displayText(h.result)}`;

/** A row of the History (its ⋮ button aside): `index` 0 is the newest. */
export const row = (index = 0) => ({ role: 'button', matches: /^(?!More options for ).+ = /, index });

/** In the History: open a row's menu by its ⋮ button and choose an option. */
export async function rowMenu(ui: TaskUi, row: string, option: 'Use result' | 'Copy result' | 'Delete'): Promise<void> {
  const sel = { text: `More options for ${row}`, role: 'button' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
  await ui.tap({ text: option, role: 'button' });
}

/**
 * In the History (at its top): how many rows are listed under the day header `first` and the
 * `more` day groups after it, scrolling down the list as a person would.
 */
export async function countRows(ui: TaskUi, first: string, more = 0): Promise<number> {
  const rows = new Set<string>();
  const headers = new Set<string>();
  let inside = false, done = false;
  for (let screen = 0; screen < 20 && !done; screen++) {
    const tree = ui.tree();
    tree.forEach((e, i) => {
      if (done) return;
      if (e.role === 'heading' && e.text !== 'History') {
        if (e.text === first) inside = true;
        else if (inside && !headers.has(e.text)) {
          headers.add(e.text);
          if (headers.size > more) done = true;
        }
      } else if (inside && e.role === 'button' && / = /.test(e.text) && !e.text.startsWith('More options for ')) rows.add(`${e.text}|${tree[i + 1]?.text ?? ''}`);
    });
    if (done) break;
    const view = await ui.act({ type: 'swipe', direction: 'up', distance: 500, coords: 'norm1000' });
    if (view.last_action.note === 'nothing scrolled') break;
  }
  return rows.size;
}

/** In the History: Clear history, then Clear (or Cancel). */
export async function clearHistory(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Clear history', role: 'button' });
  await ui.tap({ text: confirm ? 'Clear' : 'Cancel', role: 'button' });
}

// ---------------------------------------------------------------- values

/** The exact value of keys as the keypad works them out (in `mode`, angles in `unit`). */
export const valueOf = (tokens: readonly string[], m: Mode = 'scientific', unit: Angle = 'deg'): string => exactText(evaluate(tokens, m, unit));

/** Money with cents, as a person writes a price ("47.35", "120.5" as "120.50"). */
export const cents = (n: number): string => (n / 100).toFixed(2);

/** History rows whose name reads `text` (how many a goal naming one would fit). */
export const rowsReading = (s: DeviceState, text: string): number => calc(s).history.filter((h) => rowText(h) === text).length;

// ---------------------------------------------------------------- checks and rules

const sameValue = (a: string | null, b: string | null) => (a === null || b === null ? a === b : same(parse(a), parse(b)));

/** The memory holds exactly `value` (exact text; null: cleared). */
export function memoryIs(label: string, value: string | null): Check<DeviceState> {
  return expectThat(label, value, ({ after }) => calc(after).memory, (m) => sameValue(m, value));
}

/** The memory is what it was. */
export const memoryKept = (): Check<DeviceState> => expectThat('the memory is as it was', 'unchanged', ({ after }) => calc(after).memory, (m, { before }) => sameValue(m, calc(before).memory));

/** The memory may change (its checks say to what). */
export const memoryRules = (): ChangeRule[] => [free(MEMORY)];

/** Calculations the world started with that may be removed. */
export const historyRemoved = (which?: string | readonly string[]): ChangeRule => (which === undefined ? removed(HISTORY, { count: 'any' }) : removed(HISTORY, { which }));

/** How many calculations tie for the latest (what a goal naming "your latest calculation" fits). */
export function latestNamed(s: DeviceState): Record<string, number> {
  const h = calc(s).history;
  const top = Math.max(...h.map((x) => x.at));
  return { 'the latest calculation': h.filter((x) => x.at === top).length };
}

/** The History as it is listed after the episode: each row's name, newest first (only the rows of `among`, by id, when given). */
export const listed = (s: DeviceState, among?: readonly HistoryEntry[]): string[] => {
  const ids = among && new Set(among.map((h) => h.id));
  return historyNewestFirst(calc(s)).filter((h) => !ids || ids.has(h.id)).map(rowText);
};
