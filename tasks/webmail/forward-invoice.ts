// Forward one invoice (with its PDF) to a colleague: the forward must carry the message the goal names.
import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as wm from './kit.ts';

export default defineTask({
  id: 'webmail/forward-invoice',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const invoices = wm.uniqueMessages(world).filter((m) => /^Your invoice INV-\d+$/.test(m.subject));
    const [target, other] = rng.sample(invoices, 2);
    const to = rng.pick(wm.mail(world).contacts.filter((c) => c.company === 'Northwind'));
    const wrong = rng.pick(wm.mail(world).contacts.filter((c) => c.company === 'Northwind' && c.id !== to.id));
    return { id: target!.id, subject: target!.subject, vendor: target!.fromName, number: target!.subject.slice(13), otherId: other!.id, otherSubject: other!.subject, name: to.name, to: to.address, wrongTo: wrong.address };
  },
  goal: (p) => `On Webmail, forward the invoice ${p.number} from ${p.vendor} to ${p.name} (${p.to}).`,
  named: (p, s) => wm.namedInMail(s, { subjects: [p.subject] }),
  changes: () => [added(wm.MESSAGES, { where: (m) => m.folder === 'sent' }), mayRecord('webmail-send')],
  checks: (p) => wm.sentOne({ to: [p.to], forwarded: p.id }),
  oracle: wm.script(async (ui, p) => { await wm.openMessage(ui, p.subject, p.number); await wm.forward(ui, [p.to]); }),
  alternatives: [
    { name: 'searches from the vendor, picks the colleague from suggestions, adds a note', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject, `from:${p.vendor.split(' ')[0]!.toLowerCase()}`);
      await ui.tap({ text: 'Forward', role: 'link' });
      await wm.pickSuggestion(ui, 'To', p.name.split(' ')[0]!, `${p.name} <${p.to}>`);
      await ui.fill({ hint: 'Write your message' }, 'Please see the invoice below.');
      await wm.send(ui);
    }) },
  ],
  nearMisses: [
    { name: 'forwards another invoice', params: (p) => ({ ...p, subject: p.otherSubject, number: p.otherSubject.slice(13) }) },
    { name: 'forwards it to another colleague', params: (p) => ({ ...p, to: p.wrongTo }) },
    { name: 'writes a new message with the invoice number instead of forwarding', run: wm.script(async (ui, p) => { await wm.compose(ui, { to: [p.to], subject: `Invoice ${p.number}`, body: `Invoice ${p.number} from ${p.vendor}` }); }) },
  ],
});
