import { defineTask, nameRule } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { fileRows, files, filesIn, namedInFiles, openFolder, sortBy, tiedForTop } from '../files/kit.ts';
import { namedPeople } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';

/** The message the goal asks for, with the file's name in its slot (compared as Files tells two names apart). */
const FRAME = frame('Newest download: FILE', 'FILE', { type: 'name', what: 'the file name', rule: nameRule('files', 'file') });

/** Sort Downloads newest first and read the name of the file at `rank`. */
async function download(ui: TaskUi, rank: number): Promise<string> {
  await ui.launch('Files');
  await openFolder(ui, 'Downloads');
  await sortBy(ui, 'Date modified');
  return fileRows(ui)[rank]!.name;
}

export default defineTask({
  id: 'cross/text-newest-download',
  apps: ['files', 'messages', 'contacts'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    const newest = filesIn(files(world), 'Downloads').reduce((a, b) => (b.modifiedAt > a.modifiedAt ? b : a));
    return { name: fullName(recipient), phone: recipient.phone, otherName: fullName(other), newest: newest.name, rank: 0, ...messages.conversationFor(world, recipient.phone) };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the name of the newest file in your Downloads folder.`,
  // "Newest" as the Date modified order shows it, newest first.
  named: (p, s) => ({ ...namedInFiles(s, { folders: ['Downloads'] }), 'the newest file in Downloads': tiedForTop(s, 'Downloads', (f) => f.modifiedAt), ...namedPeople(s, [p.name]) }),
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.newest),
  // Sorting the folder is routine (apps/files/app.ts).
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await download(ui, p.rank)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.name, shown(FRAME, await download(ui, 0))); await ui.done(); } },
    { name: 'sends the message in quotes, as the goal writes it', run: async (ui, p) => { await messages.compose(ui, p.name, `"${shown(FRAME, await download(ui, 0))}"`); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'sends the second newest file', params: (p) => ({ ...p, rank: 1 }) },
    { name: 'sends it to someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'sends the name without its extension', run: async (ui, p) => { await messages.compose(ui, p.name, shown(FRAME, (await download(ui, 0)).replace(/\.[^.]+$/, ''))); await ui.done(); } },
  ],
});
