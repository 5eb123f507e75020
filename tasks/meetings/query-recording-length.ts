import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as mt from './kit.ts';

/** "42:17" or "1:02:09" to seconds. */
const seconds = (shown: string): number => shown.split(':').map(Number).reduce((a, b) => a * 60 + b, 0);

async function readLength(ui: TaskUi, name: string): Promise<number> {
  await mt.openRecording(ui, name);
  return seconds(mt.field(ui, 'Length'));
}

export default defineTask({
  id: 'meetings/query-recording-length',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.recordings(world), 2);
    return { id: target!.id, name: target!.name, otherName: other!.name };
  },
  goal: (p) => `How long is the meeting recording "${p.name}" in Meetings?`,
  named: (p, s) => ({ [p.name]: mt.recordingsNamed(s, p.name) }),
  checks: () => [],
  answer: {
    spec: { type: 'duration', unit: 'seconds' },
    expected: (p, _before, after) => Math.floor(mt.recording(after, p.id)!.durationMs / mt.SECOND),
  },
  oracle: async (ui, p) => ui.answer(await readLength(ui, p.name)),
  alternatives: [
    { name: "reads the length on the list's row", run: async (ui, p) => {
      await mt.open(ui);
      await ui.tap({ text: 'Recordings', role: 'tab' });
      const row = await ui.scrollTo({ text: p.name, role: 'button' });
      const tree = ui.tree();
      const shown = tree.slice(tree.findIndex((e) => e.id === row.id) + 1).find((e) => /^\d+:\d\d(:\d\d)?$/.test(e.text))!.text;
      await ui.answer(`${seconds(shown)} seconds`);
    } },
  ],
  nearMisses: [
    { name: "answers another recording's length", params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'answers its minutes only', run: async (ui, p) => ui.answer(Math.floor((await readLength(ui, p.name)) / 60)) },
  ],
});
