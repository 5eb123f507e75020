import { defineTask } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { openNote, uniqueNotes } from './helpers.ts';

const CODE = /^Door code: (.+)$/;

/** Every door code written in any note. */
function allCodes(s: DeviceState): string[] {
  return s.apps.notes.notes.flatMap((n) => n.body.split('\n').map((l) => CODE.exec(l.trim())?.[1]).filter((c): c is string => c !== undefined));
}

/** Open the note and read the code on its "Door code:" line. */
async function readCode(ui: TaskUi, title: string): Promise<string> {
  await openNote(ui, title);
  return CODE.exec(ui.find({ matches: CODE })!.text)![1]!;
}

export default defineTask({
  id: 'notes/query-door-code',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const withCode = uniqueNotes(world, 'text').filter((n) => n.body.split('\n').some((l) => CODE.test(l.trim())));
    const [target, other] = rng.sample(withCode, 2);
    return { id: target!.id, title: target!.title, other: other!.title };
  },
  goal: (p) => `What is the door code in the note "${p.title}"?`,
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'text' },
    expected: (p, before) => {
      const n = before.apps.notes.notes.find((x) => x.id === p.id)!;
      return CODE.exec(n.body.split('\n').map((l) => l.trim()).find((l) => CODE.test(l))!)![1]!;
    },
    candidates: (_p, before) => allCodes(before),
  },
  oracle: async (ui, p) => {
    await ui.answer(await readCode(ui, p.title));
  },
  nearMisses: [
    { name: "answers another note's door code", run: async (ui, p) => { await ui.answer(await readCode(ui, p.other)); } },
    {
      name: 'one digit wrong',
      run: async (ui, p) => {
        const code = await readCode(ui, p.title);
        await ui.answer(code.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
      },
    },
  ],
});
