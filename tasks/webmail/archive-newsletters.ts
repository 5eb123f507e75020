// Ten steps and more: archive the newsletter's issues already read in the Inbox, and leave its unread
// ones where they are.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { NEWSLETTERS } from '../../apps/webmail/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as wm from './kit.ts';

const ISSUES = ['Readers\' letters', 'The best of the archive', 'What we are reading', 'Your questions answered'] as const;

export default defineTask({
  id: 'webmail/archive-newsletters',
  apps: ['webmail'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const [name, address] = rng.pick(NEWSLETTERS);
    const inbox = wm.mail(world).messages.filter((m) => m.from === address && m.folder === 'inbox');
    const ids = wm.nextIds(world, 3, 'm');
    const planted = rng.sample(ISSUES, 3).map((subject, i) => ({ id: ids[i]!, subject, unread: i === 2 }));
    const read = [...inbox.filter((m) => !m.unread).map((m) => ({ id: m.id, subject: m.subject })), ...planted.filter((x) => !x.unread).map((x) => ({ id: x.id, subject: x.subject }))];
    const unread = [...inbox.filter((m) => m.unread).map((m) => ({ id: m.id, subject: m.subject })), ...planted.filter((x) => x.unread).map((x) => ({ id: x.id, subject: x.subject }))];
    return { name, address, planted, read, unread };
  },
  goal: (p) => `On Webmail, archive every message from ${p.name} in your Inbox that you have already read. Leave the unread ones in the Inbox.`,
  named: (p, s) => wm.namedInMail(s, { subjects: [...p.read, ...p.unread].map((m) => m.subject) }),
  setup: (d, p) => p.planted.forEach((x, i) => void wm.addMessage(d, { fromName: p.name, from: p.address, subject: x.subject, body: `${p.name}\n\n${x.subject}. Read the full story on our site.`, ago: 60 * (5 + i * 30), unread: x.unread })),
  changes: (p) => [modified(wm.MESSAGES, p.read.map((m) => m.id), ['folder'])],
  checks: (p) => [
    ...p.read.map((m) => expectEqual<DeviceState>(`"${m.subject}" is archived`, 'archive', ({ after }) => wm.messageById(after, m.id)?.folder ?? null)),
    ...p.unread.map((m) => expectEqual<DeviceState>(`"${m.subject}" is still in the Inbox`, 'inbox', ({ after }) => wm.messageById(after, m.id)?.folder ?? null)),
  ],
  oracle: wm.script(async (ui, p) => {
    await wm.search(ui, `from:${p.address}`);
    for (const m of p.read) {
      await ui.tap({ text: m.subject, role: 'link' });
      await ui.tap({ text: 'Archive', role: 'button' });
      await ui.back();
    }
  }),
  alternatives: [
    { name: 'archives one by mistake and moves it back, through the Inbox', run: wm.script(async (ui, p) => {
      await wm.openInFolder(ui, 'Inbox', p.unread[0]!.subject);
      await ui.tap({ text: 'Archive', role: 'button' });
      await wm.gotoMessage(ui, p.unread[0]!.id);
      await ui.tap({ text: 'Move to Inbox', role: 'button' });
      await wm.search(ui, p.name);
      for (const m of p.read) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Archive', role: 'button' });
        await ui.back();
      }
    }) },
  ],
  nearMisses: [
    { name: 'archives the unread ones too', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of [...p.read, ...p.unread]) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Archive', role: 'button' });
        await ui.back();
      }
    }) },
    { name: 'deletes them instead of archiving', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.read) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.back();
      }
    }) },
    { name: 'leaves one read message in the Inbox', run: wm.script(async (ui, p) => {
      await wm.search(ui, `from:${p.address}`);
      for (const m of p.read.slice(1)) {
        await ui.tap({ text: m.subject, role: 'link' });
        await ui.tap({ text: 'Archive', role: 'button' });
        await ui.back();
      }
    }) },
  ],
});
