// Query: how many orders are in a status (the admin's status filter shows the count).
import { defineTask } from '../define.ts';
import { STATUSES, statusLabel, type OrderStatus } from '../../apps/market/state.ts';
import * as mk from './kit.ts';

const countOf = (orders: readonly { status: string }[], status: string) => orders.filter((o) => o.status === status).length;

export default defineTask({
  id: 'market/query-status-count',
  apps: ['market'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const orders = mk.market(world).orders;
    // A status whose count no other status shares, so that a wrong filter cannot give the right number.
    const ok = STATUSES.filter((s) => countOf(orders, s.id) > 0 && STATUSES.every((t) => t.id === s.id || countOf(orders, t.id) !== countOf(orders, s.id)));
    const s = rng.pick(ok.length > 0 ? ok : STATUSES);
    const other = rng.pick(STATUSES.filter((t) => t.id !== s.id && countOf(orders, t.id) !== countOf(orders, s.id)));
    return { status: s.id, label: s.label, other: other.label };
  },
  goal: (p) => `On Market's admin, how many orders have the status ${p.label}?`,
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['orders', 'order'] },
    expected: (p, before) => countOf(mk.market(before).orders, p.status),
    candidates: (_p, before) => [...new Set([...STATUSES.map((s) => String(countOf(mk.market(before).orders, s.id))), String(mk.market(before).orders.length)])],
  },
  oracle: async (ui, p) => {
    await mk.adminFilter(ui, p.label);
    const n = Number(/^(\d+) orders?$/.exec(ui.find({ matches: /^\d+ orders?$/ })!.text)![1]);
    await ui.answer(n);
  },
  alternatives: [
    { name: 'opens the filtered list by its address, answers with the noun', run: async (ui, p) => {
      await ui.goto(mk.url('/admin/orders', { status: p.status }));
      await ui.answer(ui.find({ matches: /^\d+ orders?$/ })!.text);
    } },
  ],
  nearMisses: [
    { name: "answers another status's count", params: (p) => ({ ...p, label: p.other }) },
    // Forgets the filter: the unfiltered list's count (every status), read off the same line.
    { name: 'answers the count of the unfiltered list', run: async (ui) => {
      await mk.openAdmin(ui);
      await ui.answer(ui.find({ matches: /^\d+ orders?$/ })!.text);
    } },
  ],
});
export type { OrderStatus };
export { statusLabel };
