import { defineTask } from '../define.ts';
import { added, createdRecord, frame, matchFrame } from '../../judges/index.ts';

/** The note's text: the number alone, in any form a phone number takes. */
const NUMBER_ALONE = frame('NUMBER', 'NUMBER', { type: 'phone' });
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { readPhone } from '../contacts/kit.ts';
import { createFromAllNotes, edit as editNote, folderIdOf, namedInNotes, notesTitled, sameTitle, startNote } from '../notes/kit.ts';
import { namedPeople } from '../contacts/kit.ts';

const NOTES = 'apps.notes.notes';

async function saveNote(ui: TaskUi, title: string, body: string, save = true, folder = 'Personal'): Promise<void> {
  await ui.launch('Notes');
  await startNote(ui, folder, 'text');
  await ui.fill({ hint: 'Title' }, title);
  await ui.fill({ hint: 'Note' }, body);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'cross/note-contact-phone',
  apps: ['contacts', 'notes'],
  difficulty: 2,
  maxSteps: 37,
  params: ({ rng, world }) => {
    // No note has the new note's title yet, as Notes tells titles apart.
    const [contact, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== '' && notesTitled(world, fullName(c)) === 0), 2) as [Contact, Contact];
    return { name: fullName(contact), phone: contact.phone, other: fullName(other), folderId: folderIdOf(world, 'Personal')! };
  },
  goal: (p) => `Look up ${p.name}'s phone number in Contacts and save it in a new note in the Personal folder, titled "${p.name}", with the number as the note's text.`,
  named: (p, s) => ({ ...namedPeople(s, [p.name]), ...namedInNotes(s, { folders: ['Personal'] }) }),
  // A new text note, not pinned: the fields the goal does not name keep a new note's defaults.
  checks: (p) => createdRecord(NOTES, 'note', {
    title: { expected: p.name, test: (v: unknown) => sameTitle(v, p.name) },
    folderId: p.folderId,
    body: { expected: p.phone, test: (v: unknown) => typeof v === 'string' && matchFrame(NUMBER_ALONE, p.phone, v).passed },
  }, { kind: 'text', pinned: false, items: [] }),
  changes: () => [added(NOTES)],
  oracle: async (ui, p) => {
    await saveNote(ui, p.name, await readPhone(ui, p.name));
    await ui.done();
  },
  alternatives: [
    { name: 'writes the number with its digits only', run: async (ui, p) => { await saveNote(ui, p.name, (await readPhone(ui, p.name)).replace(/[^\d+]/g, '')); await ui.done(); } },
    { name: 'starts it from All notes and picks Personal in the editor', run: async (ui, p) => {
      const phone = await readPhone(ui, p.name);
      await ui.launch('Notes');
      await createFromAllNotes(ui, { folder: 'Personal', title: p.name, body: phone });
      await ui.done();
    } },
    { name: 'saves the number with a wrong last digit, then edits the note to fix it', run: async (ui, p) => {
      const phone = await readPhone(ui, p.name);
      await saveNote(ui, p.name, phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
      await editNote(ui, p.name, { body: phone });
      await ui.done();
    } },
    { name: 'types the title in lower case', run: async (ui, p) => { await saveNote(ui, p.name.toLowerCase(), await readPhone(ui, p.name)); await ui.done(); } },
  ],
  nearMisses: [
    { name: "saves another contact's number", run: async (ui, p) => { await saveNote(ui, p.name, await readPhone(ui, p.other)); await ui.done(); } },
    { name: 'never saves the note', run: async (ui, p) => { await saveNote(ui, p.name, await readPhone(ui, p.name), false); await ui.back(); await ui.done(); } },
    { name: 'titles it with the other name', params: (p) => ({ ...p, name: p.other }) },
    { name: 'saves the note twice', run: async (ui, p) => { const phone = await readPhone(ui, p.name); await saveNote(ui, p.name, phone); await saveNote(ui, p.name, phone); await ui.done(); } },
    { name: 'saves it in the Work folder', run: async (ui, p) => { await saveNote(ui, p.name, await readPhone(ui, p.name), true, 'Work'); await ui.done(); } },
  ],
});
