import { defineTask } from '../define.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as calc from '../calculator/kit.ts';
import * as messages from '../messages/kit.ts';

type P = { title: string; conversationId: string; bill: string; percent: string; text: string };

const TEXTS = [
  (bill: string) => `Dinner's on you this time 😄 The bill came to $${bill} before tip.`,
  (bill: string) => `Got the check: $${bill}, tip not included. You said you'd cover the tip?`,
  (bill: string) => `Restaurant total was $${bill} (no tip yet). Can you add the tip when you pay?`,
];

/** Open the conversation and read the bill its newest text names ("84.60"). */
async function readBill(ui: TaskUi, title: string): Promise<string> {
  const m = await messages.readBubble(ui, title, /\$(\d+\.\d\d)/);
  return m[1]!;
}

/** In Calculator: bill × percent %, the display's value. */
async function tipOn(ui: TaskUi, bill: string, percent: string, keys: readonly string[] = ['×', percent, '%', '=']): Promise<string> {
  await calc.open(ui);
  await calc.keys(ui, ['AC', bill, ...keys]);
  return calc.asAnswer(calc.shown(ui));
}

export default defineTask({
  id: 'cross/tip-from-text',
  apps: ['messages', 'calculator'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const t = rng.pick(messages.contactThreads(world));
    const bill = calc.cents(rng.int(3000, 24000));
    return { title: t.title, conversationId: t.c.id, bill, percent: String(rng.pick([15, 18, 20, 22])), text: rng.pick(TEXTS)(bill) };
  },
  goal: (p) => `${p.title} texted me what the restaurant bill came to. Use Calculator: how much is a ${p.percent}% tip on that bill?`,
  named: (p, initial) => ({ [`the conversation with ${p.title}`]: messages.conversationsTitled(initial, p.title) }),
  setup: (d, p: P) => messages.receive(d, p.conversationId, p.text, 25 * MINUTE),
  checks: () => [],
  answer: {
    // Dollars as the display shows them, or to the cent: within half a cent.
    spec: { type: 'number', unit: 'dollars', aliases: ['dollar', 'USD'], symbol: '$', tolerance: 0.005 },
    expected: (p: P) => calc.displayNumber(calc.valueOf([p.bill, '×', p.percent, '%'])),
    candidates: (p: P) => [calc.valueOf([p.bill, '×', p.percent, '%']), calc.valueOf([p.bill, '+', p.percent, '%'], 'basic'), p.bill],
  },
  oracle: async (ui, p: P) => ui.answer(await tipOn(ui, await readBill(ui, p.title), p.percent)),
  alternatives: [
    { name: 'works out percent ÷ 100 × bill, answers to the cent with $', run: async (ui, p: P) => {
      const bill = await readBill(ui, p.title);
      await calc.open(ui);
      await calc.keys(ui, ['AC', p.percent, '÷', '100', '×', bill, '=']);
      await ui.answer(`$${Number(calc.asAnswer(calc.shown(ui)).replace(/,/g, '')).toFixed(2)}`);
    } },
  ],
  nearMisses: [
    { name: 'answers the bill with the tip', run: async (ui, p: P) => ui.answer(await tipOn(ui, await readBill(ui, p.title), p.percent, ['+', p.percent, '%', '='])) },
    { name: 'works out another percentage', params: (p) => ({ ...p, percent: String(Number(p.percent) + 5) }) },
    { name: 'answers the bill', run: async (ui, p: P) => ui.answer(await readBill(ui, p.title)) },
  ],
});
