import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { NEW_TITLES, noteById, openNote, pickTwo, typo } from './helpers.ts';

async function rename(ui: TaskUi, title: string, next: string, save = true): Promise<void> {
  await openNote(ui, title);
  await ui.tap({ text: 'Edit', role: 'button' });
  await ui.fill({ hint: 'Title' }, next);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'notes/rename-note',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = pickTwo(rng, world);
    return { id: target.id, title: target.title, next: rng.pick(NEW_TITLES), other: other.title };
  },
  goal: (p) => `Rename the note "${p.title}" to "${p.next}".`,
  checks: (p) => [
    expectEqual(`the note is titled "${p.next}"`, p.next, ({ after }) => noteById(after, p.id)?.title.trim() ?? null),
    expectEqual('its content is unchanged', true, ({ before, after }) => {
      const a = noteById(before, p.id), b = noteById(after, p.id);
      return !!b && a!.body === b.body && JSON.stringify(a!.items) === JSON.stringify(b.items);
    }),
  ],
  allowedChanges: (p) => [`apps.notes.notes[${p.id}].title`, `apps.notes.notes[${p.id}].modifiedAt`],
  oracle: async (ui, p) => {
    await rename(ui, p.title, p.next);
    await ui.done();
  },
  nearMisses: [
    { name: 'renames another note', run: async (ui, p) => { await rename(ui, p.other, p.next); await ui.done(); } },
    { name: 'a typo in the new title', run: async (ui, p) => { await rename(ui, p.title, typo(p.next)); await ui.done(); } },
    { name: 'leaves the editor without saving', run: async (ui, p) => { await rename(ui, p.title, p.next, false); await ui.back(); await ui.done(); } },
  ],
});
