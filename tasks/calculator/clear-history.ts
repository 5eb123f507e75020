import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import * as calc from './kit.ts';

export default defineTask({
  id: 'calculator/clear-history',
  apps: ['calculator'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng }) => ({ kept: calc.cents(rng.int(1500, 90000)) }),
  goal: () => 'Clear the history in Calculator, but keep the number that is in its memory.',
  setup: (d, p) => {
    d.apps.calculator.memory = p.kept;
  },
  changes: () => [calc.historyRemoved()],
  checks: () => [expectEqual('the history is empty', [], ({ after }) => calc.listed(after)), calc.memoryKept()],
  oracle: async (ui) => {
    await calc.open(ui);
    await calc.history(ui);
    await calc.clearHistory(ui);
    await ui.done();
  },
  alternatives: [
    { name: 'cancels once, then clears', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await calc.clearHistory(ui, false);
      await calc.clearHistory(ui);
      await ui.done();
    } },
    { name: 'recalls the memory to look at it first (MR)', run: async (ui) => {
      await calc.open(ui);
      await calc.keys(ui, ['MR']);
      await calc.history(ui);
      await calc.clearHistory(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'clears the memory too', run: async (ui) => {
      await calc.open(ui);
      await calc.keys(ui, ['MC']);
      await calc.history(ui);
      await calc.clearHistory(ui);
      await ui.done();
    } },
    { name: 'cancels at the question', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await calc.clearHistory(ui, false);
      await ui.done();
    } },
    { name: 'deletes only the newest calculation', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.tap({ role: 'button', matches: /^More options for / });
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.done();
    } },
  ],
});
