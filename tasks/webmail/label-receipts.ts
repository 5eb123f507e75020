// Ten steps and more: every message from one vendor (in the Inbox and in the Archive) gets the label
// "Receipts"; the labels are a set, so a message's other labels stay as they were.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { money, VENDORS } from '../../apps/webmail/state.ts';
import * as wm from './kit.ts';

export default defineTask({
  id: 'webmail/label-receipts',
  apps: ['webmail'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const [[vendor, address], [, otherAddress]] = rng.sample(VENDORS, 2) as [typeof VENDORS[number], typeof VENDORS[number]];
    const seeded = wm.mail(world).messages.filter((m) => m.from === address && m.folder !== 'trash').map((m) => ({ id: m.id, subject: m.subject }));
    const numbers = [rng.int(10000, 99999), rng.int(10000, 99999)];
    const ids = wm.nextIds(world, 2, 'm');
    const planted = numbers.map((n, i) => ({ id: ids[i]!, subject: `Your receipt R-${n}`, cents: rng.int(900, 9000) }));
    const other = wm.mail(world).messages.find((m) => m.from === otherAddress && m.folder !== 'trash')!;
    return { vendor, address, messages: [...seeded, ...planted.map((x) => ({ id: x.id, subject: x.subject }))], planted, other: { id: other.id, subject: other.subject } };
  },
  goal: (p) => `On Webmail, give every message from ${p.vendor} the label "Receipts" (leave their other labels as they are).`,
  named: (p, s) => wm.namedInMail(s, { subjects: p.messages.map((m) => m.subject) }),
  // Two receipts from the vendor, one of them already archived.
  setup: (d, p) => p.planted.forEach((x, i) => void wm.addMessage(d, { fromName: p.vendor, from: p.address, subject: x.subject, body: `Thank you for your payment of ${money(x.cents)}.`, ago: 60 * 24 * (3 + i * 9), unread: i === 0, folder: i === 0 ? 'inbox' : 'archive' })),
  changes: (p) => [modified(wm.MESSAGES, p.messages.map((m) => m.id), ['labels'])],
  // Labels are a set: each message's labels are its labels before, plus Receipts (nothing taken off, nothing else put on).
  checks: (p) => p.messages.map((m) => expectEqual(`"${m.subject}" has the label Receipts, and its other labels as before`, true, ({ before, after }) => {
    const was = wm.messageById(before, m.id)?.labels;
    const now = wm.messageById(after, m.id)?.labels;
    return was && now ? wm.sameLabels(now, [...was, 'Receipts']) : null;
  })),
  oracle: wm.script(async (ui, p) => {
    await wm.search(ui, `from:${p.address}`);
    for (const m of p.messages) {
      await ui.tap({ text: m.subject, role: 'link' });
      await wm.toggleLabel(ui, 'Receipts');
      await ui.back();
    }
  }),
  alternatives: [
    { name: 'searches the vendor\'s name and opens each message straight from its address', run: wm.script(async (ui, p) => {
      await wm.search(ui, p.vendor);
      for (const m of [...p.messages].reverse()) {
        await wm.gotoMessage(ui, m.id);
        await wm.toggleLabel(ui, 'Receipts');
      }
    }) },
  ],
  nearMisses: [
    { name: 'misses the archived receipt', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages.filter((x) => x.id !== p.planted[1]!.id)) {
        await ui.tap({ text: m.subject, role: 'link' });
        await wm.toggleLabel(ui, 'Receipts');
        await ui.back();
      }
    }) },
    { name: 'labels them Work instead', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages) {
        await ui.tap({ text: m.subject, role: 'link' });
        await wm.toggleLabel(ui, 'Work');
        await ui.back();
      }
    }) },
    { name: 'gives them Work as well as Receipts', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages) {
        await ui.tap({ text: m.subject, role: 'link' });
        await wm.toggleLabel(ui, 'Receipts');
        await wm.toggleLabel(ui, 'Work');
        await ui.back();
      }
    }) },
    { name: 'labels a message of another vendor too', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages) {
        await ui.tap({ text: m.subject, role: 'link' });
        await wm.toggleLabel(ui, 'Receipts');
        await ui.back();
      }
      await wm.gotoMessage(ui, p.other.id);
      await wm.toggleLabel(ui, 'Receipts');
    }) },
  ],
});
