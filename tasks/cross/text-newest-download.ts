import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor, sendChanges, sentOneMessage } from '../messages/sending.ts';
import { fileRows, files, filesIn, openFolder, sortBy } from '../files/common.ts';

/** Sort Downloads newest first and read the file rows, newest first. */
async function downloadsByDate(ui: TaskUi): Promise<string[]> {
  await openFolder(ui, 'Downloads');
  await sortBy(ui, 'Date modified');
  return fileRows(ui).map((r) => r.name);
}

async function sendTo(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.openApp('Messages');
  await ui.tap({ text: 'Start chat', role: 'button' });
  await ui.fill({ hint: 'Name or number' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
}

export default defineTask({
  id: 'cross/text-newest-download',
  apps: ['files', 'messages', 'contacts'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    const newest = filesIn(files(world), 'Downloads').reduce((a, b) => (b.modifiedAt > a.modifiedAt ? b : a));
    return { name: fullName(recipient), phone: recipient.phone, otherName: fullName(other), newest: newest.name, ...conversationFor(world, recipient.phone) };
  },
  goal: (p) => `Text ${p.name} the exact name of the newest file in your Downloads folder (just the file name).`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => sentOneMessage(p.name, p.phone, `it reads "${p.newest}"`, p.newest, (text) => text.trim()),
  allowedChanges: (p) => [...sendChanges(p), 'apps.files.sortBy'],
  oracle: async (ui, p) => {
    const names = await downloadsByDate(ui);
    await sendTo(ui, p.name, names[0]!);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'sends the second newest file',
      run: async (ui, p) => {
        const names = await downloadsByDate(ui);
        await sendTo(ui, p.name, names[1]!);
        await ui.done();
      },
    },
    {
      name: 'sends it to someone else',
      run: async (ui, p) => {
        const names = await downloadsByDate(ui);
        await sendTo(ui, p.otherName, names[0]!);
        await ui.done();
      },
    },
  ],
});
