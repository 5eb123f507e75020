import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import { folderOf, otherFolderChanges } from './thread-action.ts';
import type { TaskUi } from '../ui.ts';

const fromSender = (s: DeviceState, address: string) => s.apps.mail.threads.filter((t) => t.messages.some((e) => e.from === address));

async function archiveAll(ui: TaskUi, sender: string, subjects: string[], action = 'Archive'): Promise<void> {
  await ui.openApp('Mail');
  await ui.fill({ hint: 'Search in mail' }, sender);
  for (const subject of subjects) {
    await ui.tap({ text: subject, role: 'button' });
    await ui.tap({ text: action, role: 'button' });
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
  setup: (d, p) => {
    for (const t of d.apps.mail.threads) if (p.threadIds.includes(t.id) || p.otherSubjects.includes(t.subject)) t.folder = 'inbox';
  },
  checks: (p) => [
    expectEqual(`every email from ${p.sender} is in Archive`, p.threadIds.map(() => 'archive'), ({ after }) => p.threadIds.map((id) => folderOf(after, id))),
    expectEqual('no other email was moved', [], ({ before, after }) => otherFolderChanges(before, after, p.threadIds)),
  ],
  allowedChanges: (p) => [...p.threadIds.map((id) => `apps.mail.threads[${id}].folder`), 'apps.mail.threads[*].unread'],
  oracle: async (ui, p) => archiveAll(ui, p.sender, p.subjects),
  nearMisses: [
    { name: 'archives only two of them', run: async (ui, p) => archiveAll(ui, p.sender, p.subjects.slice(0, 2)) },
    { name: 'deletes them instead', run: async (ui, p) => archiveAll(ui, p.sender, p.subjects, 'Delete') },
    { name: "archives another sender's emails", run: async (ui, p) => archiveAll(ui, p.otherSender, p.otherSubjects) },
  ],
});
