import { defineTask } from '../define.ts';
import { add, parse, sub, text } from '../../apps/calculator/exact.ts';
import * as calc from './kit.ts';

type P = { a: string; b: string; c: string; refund: string; old: string };
const total = (p: P) => text(sub(add(add(parse(p.a), parse(p.b)), parse(p.c)), parse(p.refund)));

export default defineTask({
  id: 'calculator/memory-running-total',
  apps: ['calculator'],
  difficulty: 3,
  maxSteps: 46,
  params: ({ rng }) => {
    const [a, b, c] = [rng.int(800, 9000), rng.int(800, 9000), rng.int(800, 9000)];
    return { a: calc.cents(a), b: calc.cents(b), c: calc.cents(c), refund: calc.cents(rng.int(200, 700)), old: calc.cents(rng.int(1000, 30000)) };
  },
  goal: (p) => `Keep a running total of this week's receipts in Calculator's memory: clear the memory, add $${p.a}, $${p.b} and $${p.c} to it with M+, then take out the $${p.refund} refund with M−.`,
  setup: (d, p) => {
    d.apps.calculator.memory = p.old;
  },
  changes: () => calc.memoryRules(),
  checks: (p: P) => [calc.memoryIs('the memory holds the receipts less the refund', total(p))],
  oracle: async (ui, p) => {
    await calc.open(ui);
    await calc.keys(ui, ['MC', p.a, 'M+', p.b, 'M+', p.c, 'M+', p.refund, 'M−']);
    await ui.done();
  },
  alternatives: [
    { name: 'adds them up on the keypad first, then stores the total once', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.a, '+', p.b, '+', p.c, '−', p.refund, '=', 'MC', 'M+']);
      await ui.done();
    } },
    { name: 'mistypes a receipt, clears the entry and types it again', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['MC', p.a, 'M+', '9', 'AC', p.b, 'M+', p.c, 'M+', p.refund, 'M−']);
      await ui.done();
    } },
    { name: 'adds a receipt twice by mistake, then takes the extra out with M−', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['MC', p.a, 'M+', p.b, 'M+', 'M+', p.b, 'M−', p.c, 'M+', p.refund, 'M−']);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'does not clear the memory first', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.a, 'M+', p.b, 'M+', p.c, 'M+', p.refund, 'M−']);
      await ui.done();
    } },
    { name: 'adds the refund with M+', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['MC', p.a, 'M+', p.b, 'M+', p.c, 'M+', p.refund, 'M+']);
      await ui.done();
    } },
    { name: 'leaves one receipt out', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['MC', p.a, 'M+', p.c, 'M+', p.refund, 'M−']);
      await ui.done();
    } },
  ],
});
