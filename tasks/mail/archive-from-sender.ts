import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as mail from './kit.ts';

const fromSender = (s: DeviceState, address: string) => s.apps.mail.threads.filter((t) => t.messages.some((e) => e.from === address));

/** Search for `query`, then open each of these and press `action`. */
async function each(ui: TaskUi, query: string, subjects: string[], action: 'Archive' | 'Delete' = 'Archive'): Promise<void> {
  await ui.openApp('Mail');
  await ui.fill({ hint: 'Search in mail' }, query);
  for (const subject of subjects) {
    await ui.tap({ text: subject, role: 'button' });
    await mail.act(ui, action);
  }
  await ui.done();
}

export default defineTask({
  id: 'mail/archive-from-sender',
  apps: ['mail'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // Companies write three times each.
    const senders = [...new Set(world.apps.mail.threads.flatMap((t) => t.messages.filter((e) => e.status === 'received').map((e) => e.from)))];
    const companies = senders.filter((a) => fromSender(world, a).length === 3);
    const address = rng.pick(companies);
    const threads = fromSender(world, address);
    const other = rng.pick(companies.filter((a) => a !== address));
    return {
      address, sender: threads[0]!.messages[0]!.fromName, threadIds: threads.map((t) => t.id), subjects: threads.map((t) => t.subject),
      otherSender: fromSender(world, other)[0]!.messages[0]!.fromName, otherSubjects: fromSender(world, other).map((t) => t.subject),
    };
  },
  goal: (p) => `Archive every email from ${p.sender}.`,
  // The name Mail shows stands for one address (a company writes from one).
  named: (p, s) => ({ [p.sender]: new Set(s.apps.mail.threads.flatMap((t) => t.messages.filter((e) => e.fromName.toLowerCase() === p.sender.toLowerCase()).map((e) => e.from))).size }),
  setup: (d, p) => {
    for (const t of d.apps.mail.threads) if (p.threadIds.includes(t.id) || p.otherSubjects.includes(t.subject)) t.folder = 'inbox';
  },
  changes: (p) => [modified(mail.THREADS, p.threadIds, ['folder'])],
  checks: (p) => [
    expectEqual(`every email from ${p.sender} is in Archive`, p.threadIds.map(() => 'archive'), ({ after }) => p.threadIds.map((id) => mail.folderOf(after, id))),
  ],
  oracle: async (ui, p) => each(ui, p.sender, p.subjects),
  alternatives: [
    { name: "searched by the sender's address", run: async (ui, p) => each(ui, p.address, p.subjects) },
    { name: 'each one found by scrolling the Inbox', run: async (ui, p) => {
      for (const subject of p.subjects) {
        await mail.openFromInbox(ui, subject);
        await mail.act(ui, 'Archive');
      }
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'archives only two of them', params: (p) => ({ ...p, subjects: p.subjects.slice(0, 2) }) },
    { name: "archives another sender's emails", params: (p) => ({ ...p, sender: p.otherSender, subjects: p.otherSubjects }) },
    { name: "archives them, and one of another sender's emails", run: async (ui, p) => {
      for (const subject of [...p.subjects, p.otherSubjects[0]!]) {
        await mail.openFromInbox(ui, subject);
        await mail.act(ui, 'Archive');
      }
      await ui.done();
    } },
    { name: 'deletes them instead', run: async (ui, p) => each(ui, p.sender, p.subjects, 'Delete') },
  ],
});
