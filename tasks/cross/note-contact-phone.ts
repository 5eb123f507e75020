import { defineTask } from '../define.ts';
import { expectEqual, expectThat, normalizePhone } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { existingNotesUnchanged, folderName, newNotes, startNote } from '../notes/helpers.ts';

/** Look a contact up in Contacts and read the number above its "Mobile" label. */
async function readPhone(ui: TaskUi, name: string): Promise<string> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  const tree = ui.tree();
  return tree[tree.findIndex((e) => e.text === 'Mobile') - 1]!.text;
}

async function saveNote(ui: TaskUi, title: string, body: string, save = true): Promise<void> {
  await startNote(ui, 'Personal', 'text');
  await ui.fill({ hint: 'Title' }, title);
  await ui.fill({ hint: 'Note' }, body);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'cross/note-contact-phone',
  apps: ['contacts', 'notes'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const titles = new Set(world.apps.notes.notes.map((n) => n.title));
    const [contact, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== '' && !titles.has(fullName(c))), 2) as [Contact, Contact];
    return { name: fullName(contact), phone: contact.phone, other: fullName(other) };
  },
  goal: (p) => `Look up ${p.name}'s phone number in Contacts and save it in a new note in the Personal folder, titled "${p.name}", with the number as the note's text.`,
  checks: (p) => [
    expectEqual('one note was added', 1, ({ before, after }) => newNotes(before, after).length),
    expectThat(`it is titled "${p.name}" and in Personal`, [p.name, 'Personal'], ({ before, after }) => newNotes(before, after).map((n) => [n.title.trim(), folderName(after, n.folderId)]),
      (x) => x.length === 1 && x[0]![0] === p.name && x[0]![1] === 'Personal'),
    expectThat(`its text is ${p.phone}`, normalizePhone(p.phone), ({ before, after }) => newNotes(before, after).map((n) => normalizePhone(n.body)), (x) => x.length === 1 && x[0] === normalizePhone(p.phone)),
    existingNotesUnchanged(),
  ],
  allowedChanges: ['apps.notes.notes', 'apps.notes.nextId'],
  oracle: async (ui, p) => {
    const phone = await readPhone(ui, p.name);
    await saveNote(ui, p.name, phone);
    await ui.done();
  },
  nearMisses: [
    { name: "saves another contact's number", run: async (ui, p) => { const phone = await readPhone(ui, p.other); await saveNote(ui, p.name, phone); await ui.done(); } },
    { name: 'never saves the note', run: async (ui, p) => { const phone = await readPhone(ui, p.name); await saveNote(ui, p.name, phone, false); await ui.back(); await ui.done(); } },
  ],
});
