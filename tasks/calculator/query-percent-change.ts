import { defineTask } from '../define.ts';
import * as calc from './kit.ts';

const THINGS = ['monthly rent', 'electricity bill', 'car insurance premium', 'gym membership', 'internet plan', 'phone plan'];

export default defineTask({
  id: 'calculator/query-percent-change',
  apps: ['calculator'],
  difficulty: 2,
  maxSteps: 34,
  params: ({ rng }) => {
    // Not near $100: from 100 the rise in dollars is the rise in percent, and a near miss could not be told apart.
    // A rise of at least 4%: the rise as a percent of the new amount (a plausible mistake) is short of the right
    // one by r²/(1+r), under 0.05 points (the tolerance) below 2.2% and under 0.1 (so that both, rounded to one
    // decimal, could meet) below 3.4%; at 1.5-2.2% the near miss "divides by the new amount" was accepted.
    const old = rng.int(150, 2400);
    return { thing: rng.pick(THINGS), old: String(old), now: String(old + Math.max(2, Math.round(old * rng.int(40, 190) / 1000))) };
  },
  goal: (p) => `My ${p.thing} went up from $${p.old} to $${p.now}. Use Calculator: by what percent did it go up, to one decimal place?`,
  // Scientific mode works × and ÷ first: the keys typed left to right, as basic mode reads them, give another number there.
  setup: (d) => {
    d.apps.calculator.mode = 'scientific';
  },
  checks: () => [],
  answer: {
    // Percent to one decimal place (5.2), or every digit the display shows (5.1724137931): within 0.05.
    spec: { type: 'number', unit: 'percent', aliases: ['%'], tolerance: 0.05 },
    expected: (p) => calc.displayNumber(calc.valueOf([p.now, '−', p.old, '÷', p.old, '×', '100'], 'basic')),
  },
  oracle: async (ui, p) => {
    await calc.open(ui);
    await calc.mode(ui, 'Basic');
    await calc.keys(ui, [p.now, '−', p.old, '÷', p.old, '×', '100', '=']);
    await ui.answer(calc.asAnswer(calc.shown(ui)));
  },
  alternatives: [
    { name: 'stays in scientific mode and uses brackets, answers to one decimal with %', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['(', p.now, '−', p.old, ')', '÷', p.old, '×', '100', '=']);
      await ui.answer(`${Number(calc.asAnswer(calc.shown(ui)).replace(/,/g, '')).toFixed(1)}%`);
    } },
    { name: 'divides the new by the old, takes 1 away, times 100', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.now, '÷', p.old, '=', '−', '1', '=', '×', '100', '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
  ],
  nearMisses: [
    { name: 'types it left to right in scientific mode (× and ÷ first)', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.now, '−', p.old, '÷', p.old, '×', '100', '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
    { name: 'divides by the new amount', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['(', p.now, '−', p.old, ')', '÷', p.now, '×', '100', '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
    { name: 'divides by the new amount, answers to one decimal with %', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['(', p.now, '−', p.old, ')', '÷', p.now, '×', '100', '=']);
      await ui.answer(`${Number(calc.asAnswer(calc.shown(ui)).replace(/,/g, '')).toFixed(1)}%`);
    } },
    { name: 'answers the rise in dollars', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.now, '−', p.old, '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
  ],
});
