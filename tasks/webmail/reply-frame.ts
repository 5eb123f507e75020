// Reply to one message with a stated text: the reply goes to its sender only, reading the text.
import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as wm from './kit.ts';

const ASKS: [subject: string, body: string, answer: string][] = [
  ['Can you make Thursday?', 'Hi Robin,\n\nWe are meeting on Thursday afternoon to go through the plan. Can you make it?', 'Yes, Thursday works for me'],
  ['Slides for Monday', 'Hi Robin,\n\nWill the slides be ready for Monday morning?', 'The slides will be ready on Friday'],
  ['Parking at the venue', 'Hi Robin,\n\nDo you know if there is parking at the venue?', 'There is a car park behind the building'],
  ['Lunch order', 'Hi Robin,\n\nI am ordering lunch for the team. Do you want the soup or the salad?', 'The salad, please'],
];

export default defineTask({
  id: 'webmail/reply-frame',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const [ask, other] = rng.sample(ASKS, 2);
    const [who, someone] = rng.sample(wm.mail(world).contacts.filter((c) => c.company !== '' && !c.address.startsWith('billing') && !c.address.startsWith('invoices') && !c.address.startsWith('orders')), 2);
    // The setup plants the asked message first: it gets the first id the site mints.
    const [id] = wm.nextIds(world, 1, 'm');
    return { id: id!, subject: ask![0], body: ask![1], text: ask![2], name: who!.name, from: who!.address, otherSubject: other![0], otherBody: other![1], otherName: someone!.name, otherFrom: someone!.address };
  },
  goal: (p) => `On Webmail, reply to ${p.name}'s message "${p.subject}" with "${p.text}".`,
  named: (p, s) => wm.namedInMail(s, { subjects: [p.subject] }),
  setup: (d, p) => {
    wm.addMessage(d, { fromName: p.name, from: p.from, subject: p.subject, body: `${p.body}\n\n${p.name.split(' ')[0]}`, ago: 45 });
    wm.addMessage(d, { fromName: p.otherName, from: p.otherFrom, subject: p.otherSubject, body: `${p.otherBody}\n\n${p.otherName.split(' ')[0]}`, ago: 20 });
  },
  changes: () => [added(wm.MESSAGES, { where: (m) => m.folder === 'sent' }), mayRecord('webmail-send')],
  checks: (p) => wm.sentOne({ to: [p.from], body: p.text, inReplyTo: p.id }),
  oracle: wm.script(async (ui, p) => { await wm.openMessage(ui, p.subject); await wm.reply(ui, p.text); }),
  alternatives: [
    { name: 'replies, saves it as a draft, then sends it from Drafts', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Reply', role: 'link' });
      await ui.fill({ hint: 'Write your message' }, p.text);
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.tap({ text: `Draft: Re: ${p.subject}`, role: 'link' });
      await wm.send(ui);
    }) },
    { name: 'finds it in the Inbox, replies with the address picked from suggestions', run: wm.script(async (ui, p) => {
      await wm.openInFolder(ui, 'Inbox', p.subject);
      await ui.tap({ text: 'Reply', role: 'link' });
      await ui.tap({ text: `Remove ${p.from} from To`, role: 'button' });
      await wm.pickSuggestion(ui, 'To', p.name.split(' ')[0]!, `${p.name} <${p.from}>`);
      await ui.fill({ hint: 'Write your message' }, p.text);
      await wm.send(ui);
    }) },
  ],
  nearMisses: [
    { name: 'replies to the other message', params: (p) => ({ ...p, subject: p.otherSubject, from: p.otherFrom }) },
    { name: 'writes a new message to the sender from Compose (not a reply)', run: wm.script(async (ui, p) => { await wm.compose(ui, { to: [p.from], subject: `Re: ${p.subject}`, body: p.text }); }) },
    { name: 'replies to the other message, readdressed to the sender', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.otherSubject);
      await ui.tap({ text: 'Reply', role: 'link' });
      await ui.tap({ text: `Remove ${p.otherFrom} from To`, role: 'button' });
      await wm.fillCompose(ui, { to: [p.from], body: p.text });
      await wm.send(ui);
    }) },
    { name: 'a typo in the reply', params: (p) => ({ ...p, text: wm.typo(p.text) }) },
    { name: 'replies twice', run: wm.script(async (ui, p) => { await wm.openMessage(ui, p.subject); await wm.reply(ui, p.text); await wm.openMessage(ui, p.subject); await wm.reply(ui, p.text); }) },
    { name: 'copies the other sender in', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Reply', role: 'link' });
      await wm.fillCompose(ui, { cc: [p.otherFrom], body: p.text });
      await wm.send(ui);
    }) },
  ],
});
