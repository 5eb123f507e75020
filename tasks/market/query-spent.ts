// Query (money): what one customer's orders of one month came to, cancelled and refunded ones left out.
import { defineTask } from '../define.ts';
import { formatIsoDate, formatMonthYear } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as mk from './kit.ts';

const counted = (o: { status: string }) => o.status !== 'cancelled' && o.status !== 'refunded';
const monthOf = (ms: number) => formatIsoDate(ms).slice(0, 7);

function sumOnPage(ui: TaskUi, month: string): number {
  const [name, year] = month.split(' ');
  const tree = ui.tree();
  let sum = 0;
  tree.forEach((e, i) => {
    if (e.role !== 'link' || !/^Order #\d+$/.test(e.text)) return;
    const [date, total, status] = [tree[i + 1]!.text, tree[i + 2]!.text, tree[i + 3]!.text];
    if (date.includes(name!.slice(0, 3)) && date.includes(year!) && status !== 'Cancelled' && status !== 'Refunded') sum += Math.round(Number(total.replace(/[$,]/g, '')) * 100);
  });
  return sum;
}

function ordersOf(s: DeviceState, customer: string) {
  return mk.market(s).orders.filter((o) => o.customer === customer);
}

export default defineTask({
  id: 'market/query-spent',
  apps: ['market'],
  difficulty: 3,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const s = mk.market(world);
    const fits = s.customers.filter((c) => c.id !== s.me).flatMap((c) => {
      const orders = ordersOf(world, c.id);
      const months = [...new Set(orders.map((o) => monthOf(o.placedAt)))];
      return months.map((m) => {
        const inMonth = orders.filter((o) => monthOf(o.placedAt) === m);
        const total = inMonth.filter(counted).reduce((a, o) => a + o.total, 0);
        const all = orders.filter(counted).reduce((a, o) => a + o.total, 0);
        const gross = inMonth.reduce((a, o) => a + o.total, 0);
        return { c, m, total, all, gross, n: inMonth.filter(counted).length, first: inMonth.filter(counted)[0] };
      }).filter((x) => x.n >= 2 && x.all !== x.total);
    });
    const pick = rng.pick(fits);
    const at = ordersOf(world, pick.c.id).find((o) => monthOf(o.placedAt) === pick.m)!.placedAt;
    return { customer: pick.c.id, name: pick.c.name, month: formatMonthYear(at), key: pick.m, total: pick.total, all: pick.all, less: pick.total - pick.first!.total, gross: pick.gross !== pick.total ? pick.gross : pick.all };
  },
  goal: (p) => `On Market's admin, how much did the customer ${p.name} spend on orders placed in ${p.month}, counting each order's total and leaving out cancelled and refunded orders?`,
  named: (p, s) => mk.namedInMarket(s, { customers: [p.name] }),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'dollars', symbol: '$' },
    expected: (p, before) => ordersOf(before, p.customer).filter((o) => counted(o) && monthOf(o.placedAt) === p.key).reduce((a, o) => a + o.total, 0) / 100,
    candidates: (p, before) => [...new Set([...ordersOf(before, p.customer).map((o) => o.total), p.all, p.less, p.gross].map((c) => (c / 100).toFixed(2)))],
  },
  // On the customer's page: each order's row reads its link, date, total and status; the month's
  // rows (by the date's short month and year) that are neither cancelled nor refunded, summed.
  oracle: async (ui, p) => {
    await mk.adminOpenCustomer(ui, p.name);
    await ui.answer(sumOnPage(ui, p.month) / 100);
  },
  alternatives: [
    { name: 'filters the orders list by the name, answers with the dollar sign', run: async (ui, p) => {
      await mk.openAdmin(ui);
      await ui.fill({ hint: 'Search orders by number or customer' }, p.name);
      await ui.key('Enter');
      await ui.answer(mk.formatMoney(p.total));
    } },
  ],
  nearMisses: [
    { name: 'every month of theirs', run: async (ui, p) => { await mk.adminOpenCustomer(ui, p.name); await ui.answer(p.all / 100); } },
    { name: "the month's cancelled and refunded orders counted too (every month when it has none)", run: async (ui, p) => { await mk.adminOpenCustomer(ui, p.name); await ui.answer(p.gross / 100); } },
    { name: 'one order left out', run: async (ui, p) => { await mk.adminOpenCustomer(ui, p.name); await ui.answer(p.less / 100); } },
  ],
});
