import { defineTask } from '../define.ts';
import * as calc from './kit.ts';

export default defineTask({
  id: 'calculator/query-slope-height',
  apps: ['calculator'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng }) => ({ run: String(rng.int(120, 950) / 10), degrees: String(rng.pick([18, 22, 25, 28, 32, 35, 40])) }),
  goal: (p) => `A hillside path climbs at ${p.degrees} degrees over a horizontal distance of ${p.run} metres. Use Calculator to work out how high it rises (the distance times the tangent of the angle), to two decimal places.`,
  // The angle unit left on radians: the tangent of 25 radians is another number.
  setup: (d) => {
    d.apps.calculator.mode = 'scientific';
    d.apps.calculator.angle = 'rad';
  },
  checks: () => [],
  answer: {
    // Metres to two decimal places (1.05), or every digit the display shows: within 0.005.
    spec: { type: 'number', unit: 'metres', aliases: ['metre', 'meters', 'meter', 'm'], tolerance: 0.005 },
    expected: (p) => calc.displayNumber(calc.valueOf([p.run, '×', 'tan(', p.degrees, ')'], 'scientific', 'deg')),
  },
  oracle: async (ui, p) => {
    await calc.open(ui);
    await calc.angle(ui, 'Deg');
    await calc.keys(ui, [p.run, '×', 'tan(', p.degrees, ')', '=']);
    await ui.answer(calc.asAnswer(calc.shown(ui)));
  },
  alternatives: [
    { name: 'works out the tangent first, answers to two decimals with "m"', run: async (ui, p) => {
      await calc.open(ui);
      await calc.angle(ui, 'Deg');
      await calc.keys(ui, ['tan(', p.degrees, '=', '×', p.run, '=']);
      await ui.answer(`${Number(calc.asAnswer(calc.shown(ui))).toFixed(2)} m`);
    } },
  ],
  nearMisses: [
    { name: 'leaves the angle in radians', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.run, '×', 'tan(', p.degrees, ')', '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
    { name: 'uses the sine', run: async (ui, p) => {
      await calc.open(ui);
      await calc.angle(ui, 'Deg');
      await calc.keys(ui, [p.run, '×', 'sin(', p.degrees, ')', '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
    { name: 'another angle', params: (p) => ({ ...p, degrees: String(Number(p.degrees) + 2) }) },
  ],
});
