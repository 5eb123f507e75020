import { defineTask } from '../define.ts';
import { formatMoney } from '../../apps/wallet/state.ts';
import * as wallet from './kit.ts';

const NAMES: Record<string, string> = { a1: 'Everyday Checking', a2: 'High-Yield Savings' };

/** Open Wallet and read the balance on an account's card at Home ("$3,516.23"). */
async function readHome(ui: Parameters<typeof wallet.open>[0], name: string): Promise<string> {
  await wallet.open(ui);
  return wallet.homeBalance(ui, name);
}

export default defineTask({
  id: 'wallet/query-balance',
  apps: ['wallet'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng }) => {
    const [id, other] = rng.pick([['a1', 'a2'], ['a2', 'a1']] as const);
    return { id, name: NAMES[id]!, otherName: NAMES[other]! };
  },
  goal: (p) => `What is the balance of your ${p.name} account in Wallet?`,
  checks: () => [],
  answer: {
    // Dollars with their cents, as Wallet writes a balance ("$3,516.23" is 3516.23).
    spec: { type: 'number', unit: 'dollars', aliases: ['dollar', 'USD'], symbol: '$' },
    expected: (p, _before, after) => wallet.account(after, p.id).balance / 100,
    candidates: (_p, before) => {
      const balances = before.apps.wallet.accounts.map((a) => Math.abs(a.balance));
      return [...balances, balances[0]! + balances[1]!].map((c) => formatMoney(c).slice(1));
    },
  },
  oracle: async (ui, p) => ui.answer(wallet.plainAmount(await readHome(ui, p.name))),
  alternatives: [
    { name: 'answers with the thousands comma and "USD"', run: async (ui, p) => ui.answer(`${(await readHome(ui, p.name)).slice(1)} USD`) },
    { name: "reads it on the account's page", run: async (ui, p) => {
      await wallet.open(ui);
      await ui.tap({ text: p.name, role: 'button' });
      await ui.answer(wallet.plainAmount(ui.read({ matches: /^\$[\d,]+\.\d\d$/ })));
    } },
  ],
  nearMisses: [
    { name: "answers the other account's balance", run: async (ui, p) => ui.answer(wallet.plainAmount(await readHome(ui, p.otherName))) },
    { name: 'answers the total of both accounts', run: async (ui) => {
      await wallet.open(ui);
      const i = ui.tree().findIndex((e) => e.text === 'Total in your accounts');
      await ui.answer(wallet.plainAmount(ui.tree()[i + 1]!.text));
    } },
    { name: 'answers the dollars without the cents', run: async (ui, p) => ui.answer(wallet.plainAmount(await readHome(ui, p.name)).split('.')[0]!) },
  ],
});
