import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as rec from './kit.ts';

/** Open the recording's page and read its length, in seconds. */
async function readLength(ui: TaskUi, name: string, by: 'scroll' | 'search' = 'scroll'): Promise<number> {
  await rec.openRecording(ui, name, by);
  return rec.lengthHere(ui);
}

export default defineTask({
  id: 'recorder/query-duration',
  apps: ['recorder'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    // A minute or more, so that its minutes alone are another answer.
    const [target, other] = rng.sample(rec.liveOf(world).filter((r) => r.durationMs >= 60 * rec.SECOND), 2);
    return { id: target!.id, name: target!.name, otherName: other!.name };
  },
  goal: (p) => `How long is the recording "${p.name}" in Recorder?`,
  named: (p, s) => ({ [p.name]: rec.recordingsNamed(s, p.name) }),
  checks: () => [],
  answer: {
    spec: { type: 'duration', unit: 'seconds' },
    expected: (p, _before, after) => Math.floor(rec.byId(after, p.id)!.durationMs / rec.SECOND),
  },
  oracle: async (ui, p) => ui.answer(await readLength(ui, p.name)),
  alternatives: [
    { name: 'finds it with the search', run: async (ui, p) => ui.answer(`${await readLength(ui, p.name, 'search')} seconds`) },
    { name: "reads the length on the list's row", run: async (ui, p) => {
      await rec.open(ui);
      const rowEl = await rec.row(ui, p.name);
      const tree = ui.tree();
      const shown = tree.slice(tree.findIndex((e) => e.id === rowEl.id) + 1).find((e) => /^\d+:\d\d(:\d\d)?$/.test(e.text))!.text;
      await ui.answer(rec.seconds(shown));
    } },
  ],
  nearMisses: [
    { name: "answers another recording's length", params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'answers its minutes only', run: async (ui, p) => ui.answer(Math.floor((await readLength(ui, p.name)) / 60)) },
  ],
});
