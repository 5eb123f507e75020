// Query (name): the sales report's best-selling product by units over a range of dates.
import { defineTask } from '../define.ts';
import { salesReport } from '../../apps/market/model.ts';
import { DAY, formatIsoDate, parseIsoDate, parts } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as mk from './kit.ts';

/** The first row's product on the report's table. */
function topRow(ui: TaskUi): string {
  const tree = ui.tree();
  return tree[tree.findIndex((e) => e.text === 'Revenue') + 1]!.text;
}

/** The first day of the month `back` months before the one of `now`. */
function monthStart(now: number, back: number): number {
  const p = parts(now);
  return Date.UTC(p.year, p.month - back, 1);
}

export default defineTask({
  id: 'market/query-bestseller',
  apps: ['market'],
  difficulty: 3,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const s = mk.market(world);
    const spans: { from: number; to: number }[] = [];
    for (let back = 1; back <= 4; back++) for (let len = 1; len <= Math.min(3, back); len++) spans.push({ from: monthStart(world.os.now, back), to: monthStart(world.os.now, back - len) - DAY });
    const fits = spans.map((r) => ({ ...r, rows: salesReport(s, r.from, r.to, 'product') })).filter((r) => r.rows.length >= 2 && r.rows[0]!.units > r.rows[1]!.units);
    const r = rng.pick(fits);
    return { from: formatIsoDate(r.from), to: formatIsoDate(r.to), name: r.rows[0]!.key, runnerUp: r.rows[1]!.key };
  },
  goal: (p) => `On Market's admin sales report, which product sold the most units between ${p.from} and ${p.to} (both days included)?`,
  checks: () => [],
  answer: {
    spec: { type: 'name', what: 'the product name', rule: 'caseless' },
    expected: (p, before) => salesReport(mk.market(before), parseIsoDate(p.from)!, parseIsoDate(p.to)!, 'product')[0]!.key,
    candidates: (_p, before) => mk.market(before).products.map((x) => x.name),
  },
  // The report by product lists the most units first: the row after the table's header.
  oracle: async (ui, p) => {
    await mk.adminReport(ui, p.from, p.to, 'product');
    await ui.answer(topRow(ui));
  },
  alternatives: [
    { name: 'opens the report by its address, answers in lower case', run: async (ui, p) => {
      await ui.goto(mk.url('/admin/reports', { from: p.from, to: p.to, by: 'product' }));
      await ui.answer(p.name.toLowerCase());
    } },
  ],
  nearMisses: [
    { name: 'the runner-up', run: async (ui, p) => { await mk.adminReport(ui, p.from, p.to, 'product'); await ui.answer(p.runnerUp); } },
  ],
});
