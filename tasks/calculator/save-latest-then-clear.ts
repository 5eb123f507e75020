import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import * as calc from './kit.ts';

import { recordEarlier } from '../../apps/calculator/model.ts';
import { MINUTE } from '../../apps/kit/time.ts';

type P = { count: string; price: string; result: string; ago: number; old: string };
const keysOf = (p: P) => [p.count, '×', p.price];

export default defineTask({
  id: 'calculator/save-latest-then-clear',
  apps: ['calculator'],
  difficulty: 3,
  maxSteps: 22,
  // The setup makes a calculation a few minutes ago, the newest, whose result no other row has.
  params: ({ rng, world }) => {
    const taken = new Set(calc.calc(world).history.map((h) => h.result));
    const count = String(rng.int(2, 9));
    let cents = rng.int(150, 6000);
    while (taken.has(calc.valueOf([count, '×', calc.cents(cents)]))) cents += 1;
    const price = calc.cents(cents);
    return { count, price, result: calc.valueOf([count, '×', price]), ago: rng.int(2, 8) * MINUTE, old: calc.cents(rng.int(1500, 40000)) };
  },
  goal: () => 'In Calculator, put the result of your latest calculation into the memory in place of what is there, then clear the history.',
  named: (_p, initial) => calc.latestNamed(initial),
  setup: (d, p: P) => {
    d.apps.calculator.memory = p.old;
    recordEarlier(d.apps.calculator, keysOf(p), 'basic', d.os.now - p.ago);
  },
  changes: () => [calc.historyRemoved(), ...calc.memoryRules()],
  checks: (p) => [calc.memoryIs('the memory holds the latest result', p.result), expectEqual('the history is empty', [], ({ after }) => calc.listed(after))],
  oracle: async (ui) => {
    await calc.open(ui);
    await calc.history(ui);
    await ui.tap(calc.row());
    await calc.keys(ui, ['MC', 'M+']);
    await calc.history(ui);
    await calc.clearHistory(ui);
    await ui.done();
  },
  alternatives: [
    { name: "uses the row's menu (Use result), takes the old memory out with MR, M−", run: async (ui) => {
      await calc.open(ui);
      await calc.keys(ui, ['MR', 'M−']);
      await calc.history(ui);
      await ui.tap({ role: 'button', matches: /^More options for / });
      await ui.tap({ text: 'Use result', role: 'button' });
      await calc.keys(ui, ['M+']);
      await calc.history(ui);
      await calc.clearHistory(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'clears the history before storing (nothing left to use)', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await calc.clearHistory(ui);
      await ui.back();
      await calc.keys(ui, ['MC']);
      await ui.done();
    } },
    { name: 'adds the result to the old memory', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.tap(calc.row());
      await calc.keys(ui, ['M+']);
      await calc.history(ui);
      await calc.clearHistory(ui);
      await ui.done();
    } },
    { name: 'stores the second latest result', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.tap(calc.row(1));
      await calc.keys(ui, ['MC', 'M+']);
      await calc.history(ui);
      await calc.clearHistory(ui);
      await ui.done();
    } },
    { name: 'stores it but keeps the history', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.tap(calc.row());
      await calc.keys(ui, ['MC', 'M+']);
      await ui.done();
    } },
  ],
});
