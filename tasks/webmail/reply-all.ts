// Reply to everyone on a message (its sender, and the others it was sent to in copy) with a text.
import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { DAY, formatShortDate, startOfDay } from '../../apps/kit/time.ts';
import * as wm from './kit.ts';

const ASKS: [subject: string, body: string, answer: string][] = [
  ['Team photo on Friday', 'Hi all,\n\nWe are taking the team photo on Friday at noon. Can everyone make it?', 'I will be there'],
  ['Agenda for the offsite', 'Hi all,\n\nPlease send topics for the offsite agenda by Wednesday.', 'Please add the hiring plan'],
  ['Holiday cover', 'Hi all,\n\nWho can cover the support inbox in the last week of the month?', 'I can cover Monday and Tuesday'],
];

export default defineTask({
  id: 'webmail/reply-all',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [ask] = rng.sample(ASKS, 1);
    const team = rng.sample(wm.mail(world).contacts.filter((c) => c.company === 'Northwind'), 3);
    // The subject names a day a fixed distance from the clock: no two seeds' subjects are the same.
    const subject = `${ask![0]} (${formatShortDate(startOfDay(world.os.now) + 3 * DAY)})`;
    // The setup plants the message: it gets the first id the site mints.
    const [id] = wm.nextIds(world, 1, 'm');
    return { id: id!, subject, body: ask![1], text: ask![2], name: team[0]!.name, from: team[0]!.address, cc: [team[1]!.address, team[2]!.address] };
  },
  goal: (p) => `On Webmail, reply to everyone on ${p.name}'s message "${p.subject}" with "${p.text}".`,
  named: (p, s) => wm.namedInMail(s, { subjects: [p.subject] }),
  setup: (d, p) => void wm.addMessage(d, { fromName: p.name, from: p.from, cc: p.cc, subject: p.subject, body: `${p.body}\n\n${p.name.split(' ')[0]}`, ago: 35 }),
  changes: () => [added(wm.MESSAGES, { where: (m) => m.folder === 'sent' }), mayRecord('webmail-send')],
  checks: (p) => wm.sentOne({ to: [p.from], cc: p.cc, body: p.text, inReplyTo: p.id }),
  oracle: wm.script(async (ui, p) => { await wm.openMessage(ui, p.subject); await wm.reply(ui, p.text, 'Reply all'); }),
  alternatives: [
    { name: 'Reply, then the others added to Cc by hand', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Reply', role: 'link' });
      await wm.fillCompose(ui, { cc: [...p.cc].reverse(), body: p.text });
      await wm.send(ui);
    }) },
  ],
  nearMisses: [
    { name: 'replies to the sender only', run: wm.script(async (ui, p) => { await wm.openMessage(ui, p.subject); await wm.reply(ui, p.text); }) },
    { name: 'writes a new message to all of them from Compose (not a reply)', run: wm.script(async (ui, p) => { await wm.compose(ui, { to: [p.from], cc: p.cc, subject: `Re: ${p.subject}`, body: p.text }); }) },
    { name: 'a typo in the reply', params: (p) => ({ ...p, text: wm.typo(p.text) }) },
    { name: 'replies to everyone, leaving one of them out of copy', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Reply all', role: 'link' });
      await ui.tap({ text: `Remove ${p.cc[0]} from Cc`, role: 'button' });
      await ui.fill({ hint: 'Write your message' }, p.text);
      await wm.send(ui);
    }) },
  ],
});
