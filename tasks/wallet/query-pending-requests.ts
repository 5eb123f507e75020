import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as wallet from './kit.ts';

/** Open Wallet at Payments and read the count in "Payment requests (N)". */
async function readCount(ui: TaskUi): Promise<number> {
  await wallet.open(ui);
  await wallet.tab(ui, 'Payments');
  return Number(/\((\d+)\)$/.exec(ui.read({ role: 'heading', matches: /^Payment requests \(\d+\)$/ }))![1]);
}

export default defineTask({
  id: 'wallet/query-pending-requests',
  apps: ['wallet'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'How many payment requests in Wallet are waiting for you to pay or decline?',
  // Every other pending request has been looked at: the badge (new ones) is not the count asked for.
  setup: (d) => {
    d.apps.wallet.requests.filter((r) => r.status === 'pending').forEach((r, i) => (r.unread = i % 2 === 0));
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['requests', 'request', 'payment requests'] },
    expected: (_p, _before, after) => after.apps.wallet.requests.filter((r) => r.status === 'pending').length,
    candidates: (_p, before) => Array.from({ length: before.apps.wallet.requests.length + 1 }, (_, i) => String(i)),
  },
  oracle: async (ui) => ui.answer(await readCount(ui)),
  alternatives: [
    { name: 'answers with the noun', run: async (ui) => ui.answer(`${await readCount(ui)} payment requests`) },
  ],
  nearMisses: [
    { name: 'answers the number on the Payments badge', run: async (ui) => {
      await wallet.open(ui);
      const tree = ui.tree();
      const tab = tree.findIndex((e) => e.role === 'tab' && e.text === 'Payments');
      await ui.answer(Number(tree[tab + 1]!.text));
    } },
    { name: 'counts the past requests too', run: async (ui, _p) => {
      const pending = await readCount(ui);
      const past = ui.tree().filter((e) => e.role === 'text' && /^(Paid|Declined)$/.test(e.text)).length;
      await ui.answer(pending + Math.max(1, past));
    } },
  ],
});
