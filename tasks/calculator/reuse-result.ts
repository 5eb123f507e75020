import { defineTask } from '../define.ts';
import { mul, parse, text } from '../../apps/calculator/exact.ts';
import * as calc from './kit.ts';

type P = { row: string; result: string; neighbour: string; times: string; old: string };

export default defineTask({
  id: 'calculator/reuse-result',
  apps: ['calculator'],
  difficulty: 3,
  maxSteps: 28,
  // A row that reads like no other, whose result the display shows in full (at most 10 decimals, no
  // thousands): typing what the row shows is the same number. Its neighbour below has another result.
  params: ({ rng, world }) => {
    const rows = calc.historyNewestFirst(calc.calc(world));
    const exact = (i: number) => { const r = rows[i]!.result; return !r.includes('/') && !/\.\d{11}/.test(r) && !r.startsWith('-') && Number(r) < 1000; };
    const fits = rows.map((_, i) => i).filter((i) => i < rows.length - 1 && exact(i) && calc.rowsReading(world, calc.rowText(rows[i]!)) === 1 && rows[i + 1]!.result !== rows[i]!.result);
    const i = rng.pick(fits);
    return { row: calc.rowText(rows[i]!), result: rows[i]!.result, neighbour: calc.rowText(rows[i + 1]!), times: String(rng.int(3, 12)), old: calc.cents(rng.int(1000, 20000)) };
  },
  goal: (p) => `In Calculator, take the result of "${p.row}" from the history, multiply it by ${p.times}, and store that in the memory in place of what is there.`,
  named: (p, initial) => ({ [`the calculation "${p.row}"`]: calc.rowsReading(initial, p.row) }),
  setup: (d, p) => {
    d.apps.calculator.memory = p.old;
  },
  changes: () => calc.memoryRules(),
  checks: (p: P) => [calc.memoryIs(`the memory holds ${p.times} times that result`, text(mul(parse(p.result), parse(p.times))))],
  oracle: async (ui, p) => {
    await calc.open(ui);
    await calc.history(ui);
    await ui.scrollTo({ text: p.row, role: 'button' });
    await ui.tap({ text: p.row, role: 'button' });
    await calc.keys(ui, ['×', p.times, '=', 'MC', 'M+']);
    await ui.done();
  },
  alternatives: [
    { name: 'reads the result and types it in, with the memory cleared first', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['MC']);
      await calc.history(ui);
      await ui.tap({ text: 'Navigate up', role: 'button' });
      await calc.keys(ui, [p.row.slice(p.row.lastIndexOf(' = ') + 3), '×', p.times, 'M+']);
      await ui.done();
    } },
    { name: "uses the row's menu", run: async (ui, p) => {
      await calc.open(ui);
      await calc.history(ui);
      await calc.rowMenu(ui, p.row, 'Use result');
      await calc.keys(ui, ['×', p.times, '=', 'MC', 'M+']);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'multiplies the row below it', params: (p) => ({ ...p, row: p.neighbour }) },
    { name: 'adds to what was in the memory', run: async (ui, p) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.scrollTo({ text: p.row, role: 'button' });
      await ui.tap({ text: p.row, role: 'button' });
      await calc.keys(ui, ['×', p.times, '=', 'M+']);
      await ui.done();
    } },
    { name: 'stores the result without multiplying', run: async (ui, p) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.scrollTo({ text: p.row, role: 'button' });
      await ui.tap({ text: p.row, role: 'button' });
      await calc.keys(ui, ['MC', 'M+']);
      await ui.done();
    } },
  ],
});
