import { defineTask } from '../define.ts';
import { expectThat } from '../../judges/index.ts';
import * as calc from './kit.ts';

export default defineTask({
  id: 'calculator/delete-calculation',
  apps: ['calculator'],
  difficulty: 2,
  maxSteps: 24,
  // A calculation whose row reads like no other, neither the newest nor the oldest; its neighbour below reads like no other too.
  params: ({ rng, world }) => {
    const rows = calc.historyNewestFirst(calc.calc(world));
    const unique = (i: number) => calc.rowsReading(world, calc.rowText(rows[i]!)) === 1;
    const fits = rows.map((_, i) => i).filter((i) => i >= 1 && i < rows.length - 1 && unique(i) && unique(i + 1));
    const i = rng.pick(fits);
    return { id: rows[i]!.id, row: calc.rowText(rows[i]!), neighbour: calc.rowText(rows[i + 1]!) };
  },
  goal: (p) => `Delete the calculation "${p.row}" from Calculator's history, and keep the rest.`,
  named: (p, initial) => ({ [`the calculation "${p.row}"`]: calc.rowsReading(initial, p.row) }),
  changes: (p) => [calc.historyRemoved(p.id)],
  // The History as a list, newest first: every row the world started with but this one, in the order it
  // was listed. Calculations the episode makes are routine (app.ts `history[new]`): a sum worked out on
  // the way is no change to "the rest", and is no reason to refuse the deletion.
  checks: (p) => [expectThat(`the history lists every calculation but "${p.row}", newest first, as before`, 'the rows before, less that one', ({ before, after }) => calc.listed(after, calc.calc(before).history),
    (rows, { before }) => JSON.stringify(rows) === JSON.stringify(calc.listed(before).filter((r) => r !== p.row)))],
  oracle: async (ui, p) => {
    await calc.open(ui);
    await calc.history(ui);
    await calc.rowMenu(ui, p.row, 'Delete');
    await ui.done();
  },
  alternatives: [
    { name: 'long-presses the row for its menu', run: async (ui, p) => {
      await calc.open(ui);
      await calc.history(ui);
      await ui.scrollTo({ text: p.row, role: 'button' });
      await ui.longPress({ text: p.row, role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.done();
    } },
    { name: 'works out a sum on the keypad first, then deletes the calculation', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, ['12', '+', '30', '=']);
      await calc.history(ui);
      await calc.rowMenu(ui, p.row, 'Delete');
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'deletes the calculation below it', params: (p) => ({ ...p, row: p.neighbour }) },
    { name: 'clears the whole history', run: async (ui) => {
      await calc.open(ui);
      await calc.history(ui);
      await calc.clearHistory(ui);
      await ui.done();
    } },
    { name: 'opens the menu and copies the result instead', run: async (ui, p) => {
      await calc.open(ui);
      await calc.history(ui);
      await calc.rowMenu(ui, p.row, 'Copy result');
      await ui.done();
    } },
  ],
});
