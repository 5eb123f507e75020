import { defineTask } from '../define.ts';
import { recordEarlier } from '../../apps/calculator/model.ts';
import { MINUTE, startOfDay } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as calc from './kit.ts';

const SUMS = [['12.40', '+', '8.75'], ['64', '÷', '4'], ['19.99', '×', '3'], ['250', '−', '18.60'], ['7', '×', '8']];

/** Calculations made today, as the History's "Today" group lists them. */
const today = (s: DeviceState) => calc.calc(s).history.filter((h) => h.at >= startOfDay(s.os.now)).length;

export default defineTask({
  id: 'calculator/query-count-today',
  apps: ['calculator'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng }) => ({ added: rng.int(1, 4), gap: rng.int(3, 9) }),
  goal: () => "How many calculations are listed under Today in Calculator's history?",
  // A few calculations made this morning, minutes apart, so that Today is never empty.
  setup: (d, p) => {
    for (let i = 0; i < p.added; i++) recordEarlier(d.apps.calculator, SUMS[i]!, 'basic', d.os.now - (i + 1) * p.gap * MINUTE);
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['calculations', 'calculation'] },
    expected: (_p, before) => today(before),
  },
  oracle: async (ui) => {
    await calc.open(ui);
    await calc.history(ui);
    await ui.answer(String(await calc.countRows(ui, 'Today')));
  },
  alternatives: [
    { name: 'answers in words, with the noun', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      const n = await calc.countRows(ui, 'Today');
      await ui.answer(`${['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][n] ?? n} ${n === 1 ? 'calculation' : 'calculations'}`);
    } },
  ],
  nearMisses: [
    { name: 'counts the rows under Today and the day before it', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.answer(String(await calc.countRows(ui, 'Today', 1)));
    } },
  ],
});
