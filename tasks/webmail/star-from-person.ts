// Ten steps and more: star every message one person sent (in the Inbox and in the Archive). The star
// is a switch on the message's page, so a message already starred must be left alone: tapping it
// again takes the star off.
import { countNamed, defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { VENDORS } from '../../apps/webmail/state.ts';
import * as wm from './kit.ts';

const SUBJECTS = ['Weekend plans', 'Quick favour', 'Train times', 'Garden party', 'Old photos', 'Holiday rental', 'Spare keys', 'Lunch next week'] as const;

export default defineTask({
  id: 'webmail/star-from-person',
  apps: ['webmail'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const s = wm.mail(world);
    const vendor = (a: string) => VENDORS.some((v) => v[1] === a);
    const fromHim = (a: string) => s.messages.filter((m) => m.from === a && (m.folder === 'inbox' || m.folder === 'archive'));
    // A person (not a vendor) with at most two messages of their own already, and one more person
    // with a message to leave alone.
    const people = s.contacts.filter((c) => !vendor(c.address) && fromHim(c.address).length <= 2);
    const [who, other] = rng.sample(people, 2) as [typeof people[number], typeof people[number]];
    const seeded = fromHim(who.address).map((m) => ({ id: m.id, subject: m.subject, starred: m.starred }));
    const subjects = rng.sample(SUBJECTS, 4);
    const ids = wm.nextIds(world, 4, 'm');
    // Three of theirs (one unread in the Inbox, one read in the Archive, one already starred), and one
    // of the other person's.
    const planted = [0, 1, 2].map((i) => ({ id: ids[i]!, subject: subjects[i]!, starred: i === 2 }));
    return { name: who.name, address: who.address, other: { name: other.name, address: other.address, id: ids[3]!, subject: subjects[3]! }, messages: [...seeded, ...planted], planted };
  },
  goal: (p) => `On Webmail, star every message from ${p.name} in your Inbox and Archive (leave the ones already starred starred).`,
  named: (p, s) => ({ [`the sender "${p.name}"`]: countNamed('webmail', 'person', wm.mail(s).contacts.map((c) => c.name), p.name), ...wm.namedInMail(s, { subjects: p.messages.map((m) => m.subject) }) }),
  setup: (d, p) => {
    p.planted.forEach((x, i) => {
      const id = wm.addMessage(d, { fromName: p.name, from: p.address, subject: x.subject, body: `Hi Robin,\n\nJust a note about this.\n\n${p.name.split(' ')[0]}`, ago: 60 * (5 + 30 * i), unread: i === 0, folder: i === 1 ? 'archive' : 'inbox' });
      wm.messageById(d, id)!.starred = x.starred;
    });
    wm.addMessage(d, { fromName: p.other.name, from: p.other.address, subject: p.other.subject, body: `Hi Robin,\n\nSee you soon.\n\n${p.other.name.split(' ')[0]}`, ago: 60 * 50, unread: false });
  },
  changes: (p) => [modified(wm.MESSAGES, p.messages.map((m) => m.id), ['starred'])],
  checks: (p) => p.messages.map((m) => expectEqual(`"${m.subject}" is starred`, true, ({ after }) => wm.messageById(after, m.id)?.starred ?? null)),
  oracle: wm.script(async (ui, p) => {
    await wm.search(ui, `from:${p.address}`);
    for (const m of p.messages.filter((x) => !x.starred)) {
      await ui.tap({ text: m.subject, role: 'link' });
      await ui.tap({ text: 'Star', role: 'button' });
      await ui.back();
    }
  }),
  alternatives: [
    { name: 'searches the name, opens every message straight from its address, stars the unstarred, then checks Starred', run: wm.script(async (ui, p) => {
      await wm.search(ui, p.name);
      for (const m of [...p.messages].reverse()) {
        await wm.gotoMessage(ui, m.id);
        if (ui.has({ text: 'Star', role: 'button' })) await ui.tap({ text: 'Star', role: 'button' });
      }
      await wm.openFolder(ui, 'Starred');
    }) },
    { name: 'unstars the already-starred one by mistake, then stars it again', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ matches: /^(Star|Unstar)$/, role: 'button' });
        if (m.starred) await ui.tap({ text: 'Star', role: 'button' });
        await ui.back();
      }
    }) },
    { name: 'stars the first in one tab, the rest from a search in a second tab', run: wm.script(async (ui, p) => {
      const todo = p.messages.filter((x) => !x.starred);
      await wm.gotoMessage(ui, todo[0]!.id);
      await ui.tap({ text: 'Star', role: 'button' });
      await ui.tap({ text: 'New tab', role: 'button' });
      await wm.search(ui, `from:${p.address}`);
      for (const m of todo.slice(1)) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Star', role: 'button' });
        await ui.back();
      }
    }) },
    { name: 'stars them all, then marks the unread one unread again (as it was before it was opened)', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages.filter((x) => !x.starred)) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Star', role: 'button' });
        await ui.back();
      }
      await wm.gotoMessage(ui, p.planted[0]!.id);
      await ui.tap({ text: 'Mark as unread', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'stars them all and marks the archived one (read before) unread', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages.filter((x) => !x.starred)) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Star', role: 'button' });
        if (m.id === p.planted[1]!.id) await ui.tap({ text: 'Mark as unread', role: 'button' });
        await ui.back();
      }
    }) },
    { name: 'misses the archived one', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages.filter((x) => !x.starred && x.id !== p.planted[1]!.id)) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Star', role: 'button' });
        await ui.back();
      }
    }) },
    { name: 'taps the star of every one (the starred one loses its star)', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ matches: /^(Star|Unstar)$/, role: 'button' });
        await ui.back();
      }
    }) },
    { name: 'stars the other person\'s message too', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages.filter((x) => !x.starred)) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Star', role: 'button' });
        await ui.back();
      }
      await wm.gotoMessage(ui, p.other.id);
      await ui.tap({ text: 'Star', role: 'button' });
    }) },
    { name: 'stars them and archives the unread one', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.messages.filter((x) => !x.starred)) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Star', role: 'button' });
        await ui.back();
      }
      await wm.gotoMessage(ui, p.planted[0]!.id);
      await ui.tap({ text: 'Archive', role: 'button' });
    }) },
  ],
});
