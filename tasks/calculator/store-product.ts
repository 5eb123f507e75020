import { defineTask } from '../define.ts';
import { parse, mul, text } from '../../apps/calculator/exact.ts';
import * as calc from './kit.ts';

const ITEMS = ['concert tickets', 'museum passes', 'train fares', 'boxes of printer paper', 'bags of potting soil', 'team jerseys'];

export default defineTask({
  id: 'calculator/store-product',
  apps: ['calculator'],
  difficulty: 2,
  maxSteps: 22,
  params: ({ rng }) => ({ count: String(rng.int(3, 14)), item: rng.pick(ITEMS), price: calc.cents(rng.int(450, 8900)), old: calc.cents(rng.int(1000, 50000)) }),
  goal: (p) => `In Calculator, work out the cost of ${p.count} ${p.item} at $${p.price} each and store it in the memory, in place of what is there now.`,
  setup: (d, p) => {
    d.apps.calculator.memory = p.old;
  },
  changes: () => calc.memoryRules(),
  checks: (p) => [calc.memoryIs('the memory holds the cost', text(mul(parse(p.count), parse(p.price))))],
  oracle: async (ui, p) => {
    await calc.open(ui);
    await calc.keys(ui, [p.count, '×', p.price, '=', 'MC', 'M+']);
    await ui.done();
  },
  alternatives: [
    { name: 'clears the memory first, then M+ works the product out', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['MC', p.price, '×', p.count, 'M+']);
      await ui.done();
    } },
    { name: 'takes the old value out with MR and M−, then adds the cost', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['MR', 'M−', p.count, '×', p.price, 'M+']);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'adds the cost to what was in the memory', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.count, '×', p.price, '=', 'M+']);
      await ui.done();
    } },
    { name: 'stores the price of one', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['MC', p.price, 'M+']);
      await ui.done();
    } },
    { name: 'works it out but only clears the memory', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.count, '×', p.price, '=', 'MC']);
      await ui.done();
    } },
  ],
});
