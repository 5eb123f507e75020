// Mark one read message as unread (to come back to it later). Opening a message marks it read, and
// the manifest lets a read mark move only towards read for what was opened: here the judge wants
// the other way, for this one message only, so a read mark left as it was, or moved back to unread
// on another message, is told apart from the change asked for.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as wm from './kit.ts';

const THINGS = ['Plumber visit', 'Choir rehearsal', 'Book club', 'Yoga class', 'Parents\' evening', 'Bike repair', 'Piano tuning', 'Window cleaning'] as const;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export default defineTask({
  id: 'webmail/mark-unread',
  apps: ['webmail'],
  difficulty: 1,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const s = wm.mail(world);
    const people = s.contacts.filter((c) => c.address.endsWith('@mailbox.test'));
    const [who, other] = rng.sample(people, 2) as [typeof people[number], typeof people[number]];
    const [thing, otherThing] = rng.sample(THINGS, 2) as [string, string];
    const subject = `${thing} moved to ${rng.pick(DAYS)} ${rng.int(8, 18)}:00`;
    const otherSubject = `${otherThing} moved to ${rng.pick(DAYS)} ${rng.int(8, 18)}:00`;
    const [id, otherId] = wm.nextIds(world, 2, 'm');
    // The message, and one next to it in the Inbox (also read) that stays read.
    return { name: who.name, address: who.address, subject, id: id!, other: { name: other.name, address: other.address, subject: otherSubject, id: otherId! } };
  },
  goal: (p) => `On Webmail, mark the message "${p.subject}" from ${p.name} as unread.`,
  named: (p, s) => wm.namedInMail(s, { subjects: [p.subject] }),
  setup: (d, p) => {
    wm.addMessage(d, { fromName: p.name, from: p.address, subject: p.subject, body: `Hi Robin,\n\nDetails to follow.\n\n${p.name.split(' ')[0]}`, ago: 60 * 20, unread: false });
    wm.addMessage(d, { fromName: p.other.name, from: p.other.address, subject: p.other.subject, body: `Hi Robin,\n\nAll sorted.\n\n${p.other.name.split(' ')[0]}`, ago: 60 * 21, unread: false });
  },
  changes: (p) => [modified(wm.MESSAGES, p.id, ['unread'])],
  checks: (p) => [expectEqual(`"${p.subject}" is unread`, true, ({ after }) => wm.messageById(after, p.id)?.unread ?? null)],
  oracle: wm.script(async (ui, p) => {
    await wm.openMessage(ui, p.subject);
    await ui.tap({ text: 'Mark as unread', role: 'button' });
  }),
  alternatives: [
    { name: 'opens it from the Inbox list, marks it unread, then filters the Inbox to Unread', run: wm.script(async (ui, p) => {
      await wm.openInFolder(ui, 'Inbox', p.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
      await wm.openFolder(ui, 'Inbox');
      await ui.tap({ text: 'Unread', role: 'link' });
    }) },
    { name: 'marks it unread, opens it again (read), and marks it unread once more', run: wm.script(async (ui, p) => {
      await wm.gotoMessage(ui, p.id);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
    }) },
    { name: 'also reads the message next to it first', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.other.subject);
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
    }) },
    { name: 'with the message open in one tab, opens it again in a second tab and marks it unread there', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'New tab', role: 'button' });
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'only opens it (it stays read)', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
    }) },
    { name: 'marks the message next to it unread instead', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.other.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
    }) },
    { name: 'marks both unread', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
      await wm.openMessage(ui, p.other.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
    }) },
    { name: 'marks it unread, then opens it again and leaves it read', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
      await wm.openMessage(ui, p.subject);
    }) },
    { name: 'marks it unread and archives it', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
      await ui.tap({ text: 'Archive', role: 'button' });
    }) },
  ],
});
