import { defineTask } from '../define.ts';
import { recordEarlier } from '../../apps/calculator/model.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import * as calc from './kit.ts';

type P = { bill: string; people: string; ago: number; earlierAgo: number };

export default defineTask({
  id: 'calculator/query-latest-share',
  apps: ['calculator'],
  difficulty: 2,
  maxSteps: 20,
  // The setup makes the split a few minutes ago (the newest calculation) and the bill's total just before it.
  params: ({ rng }) => {
    const bill = calc.cents(rng.int(6000, 32000));
    return { bill, people: String(rng.int(3, 7)), ago: rng.int(3, 9) * MINUTE, earlierAgo: rng.int(10, 14) * MINUTE };
  },
  goal: () => "Your latest calculation in Calculator split a dinner bill evenly. How much was each person's share?",
  named: (_p, initial) => calc.latestNamed(initial),
  setup: (d, p: P) => {
    const s = d.apps.calculator;
    recordEarlier(s, [calc.cents(Math.round(Number(p.bill) * 100 * 0.8)), '+', calc.cents(Math.round(Number(p.bill) * 100) - Math.round(Number(p.bill) * 100 * 0.8))], 'basic', d.os.now - p.earlierAgo);
    recordEarlier(s, [p.bill, '÷', p.people], 'basic', d.os.now - p.ago);
  },
  checks: () => [],
  answer: {
    // Dollars as the display shows them, or to the cent: within half a cent.
    spec: { type: 'number', unit: 'dollars', aliases: ['dollar', 'USD'], symbol: '$', tolerance: 0.005 },
    expected: (p) => calc.displayNumber(calc.valueOf([p.bill, '÷', p.people])),
    candidates: (p) => [calc.valueOf([p.bill, '÷', p.people]), p.bill, p.people],
  },
  oracle: async (ui) => {
    await calc.open(ui);
    await calc.history(ui);
    const row = ui.read(calc.row());
    await ui.answer(row.slice(row.lastIndexOf(' = ') + 3));
  },
  alternatives: [
    { name: 'taps the row to use it and reads the keypad, answers with $', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.tap(calc.row());
      await calc.keys(ui, ['=']);
      await ui.answer(`$${calc.asAnswer(calc.shown(ui))}`);
    } },
  ],
  nearMisses: [
    { name: "answers the bill's total (the calculation before)", run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      const row = ui.read(calc.row(1));
      await ui.answer(row.slice(row.lastIndexOf(' = ') + 3));
    } },
    { name: 'answers the total divided by one more person', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      const row = ui.read(calc.row());
      const [bill, people] = row.split(' = ')[0]!.split(' ÷ ');
      await ui.tap({ text: 'Navigate up', role: 'button' });
      await calc.keys(ui, [bill!.replace(/,/g, ''), '÷', String(Number(people) + 1), '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
  ],
});
