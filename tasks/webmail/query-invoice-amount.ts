// An amount read from a message: the amount due on the latest invoice from one vendor (an older one
// from the same vendor sits below it).
import { defineTask } from '../define.ts';
import { money, VENDORS } from '../../apps/webmail/state.ts';
import type { TaskUi } from '../ui.ts';
import * as wm from './kit.ts';

const amountOf = (body: string): number | null => { const m = /Amount due: \$([\d,]+\.\d{2})/.exec(body); return m ? Number(m[1]!.replace(/,/g, '')) : null; };
const readAmount = (ui: TaskUi): string => ui.find({ matches: /^Amount due: / })!.text.slice('Amount due: '.length);

export default defineTask({
  id: 'webmail/query-invoice-amount',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [vendor, address] = rng.pick(VENDORS);
    const invoices = wm.mail(world).messages.filter((m) => m.from === address && m.folder !== 'trash').sort((a, b) => b.at - a.at);
    const cents = rng.int(2000, 60000);
    const number = rng.int(10000, 99999);
    const oldest = invoices[invoices.length - 1]!;
    return { vendor, address, latest: invoices[0]!.subject, amount: amountOf(invoices[0]!.body)!, old: { number, cents, ago: Math.round((world.os.now - oldest.at) / 60_000) + 20 * 24 * 60 }, previous: `Your invoice INV-${number}` };
  },
  goal: (p) => `On Webmail, what is the amount due on the latest invoice from ${p.vendor}?`,
  named: (p, s) => wm.namedInMail(s, { subjects: [p.latest] }),
  // An older invoice from the same vendor, so "latest" matters.
  setup: (d, p) => void wm.addMessage(d, { fromName: p.vendor, from: p.address, subject: p.previous, body: `Hello Robin,\n\nHere is your invoice.\n\nInvoice number: INV-${p.old.number}\nAmount due: ${money(p.old.cents)}\n\nThe invoice is attached as a PDF.`, ago: p.old.ago, unread: false, folder: 'archive', attachments: [{ name: `INV-${p.old.number}.pdf`, size: '64 KB' }] }),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'dollars', symbol: '$' },
    expected: (p) => p.amount,
    candidates: (_p, before) => [...new Set(wm.mail(before).messages.map((m) => amountOf(m.body)).filter((x): x is number => x !== null).map(String))],
  },
  oracle: async (ui, p) => {
    await wm.openMessage(ui, p.latest, `from:${p.address}`);
    await ui.answer(readAmount(ui));
  },
  alternatives: [
    { name: 'searches the vendor by name and answers the number alone', run: async (ui, p) => {
      await wm.openMessage(ui, p.latest, p.vendor);
      await ui.answer(Number(readAmount(ui).replace(/[$,]/g, '')));
    } },
  ],
  nearMisses: [
    { name: 'answers the older invoice\'s amount', run: async (ui, p) => { await wm.openMessage(ui, p.previous, `from:${p.address}`); await ui.answer(readAmount(ui)); } },
  ],
});
