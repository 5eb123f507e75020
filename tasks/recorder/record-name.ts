import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as rec from './kit.ts';

/** Record for `ms`, then open the new recording (the first row under Today) and name it. */
async function recordAndName(ui: TaskUi, ms: number, to: string, waits = 1): Promise<void> {
  await rec.open(ui);
  await rec.record(ui, ms, waits);
  await ui.tap({ text: rec.newestRow(ui), role: 'button' });
  await rec.renameHere(ui, to);
}

export default defineTask({
  id: 'recorder/record-name',
  apps: ['recorder'],
  difficulty: 3,
  maxSteps: 18,
  params: ({ rng }) => ({ to: rng.pick(rec.NEW_NAMES) as string, ms: 60_000 }),
  goal: (p) => `Record a voice memo in Recorder that lasts between 1:00 and 1:10, and name it "${p.to}".`,
  changes: () => [added(rec.RECORDINGS)],
  checks: (p) => rec.madeOne(`it is named "${p.to}", lasts 1:00 to 1:10 and is in the list`, p.to, (r) => rec.sameRecording(r.name, p.to) && rec.lasts(r, 60, 70) && r.deletedAt === null),
  oracle: rec.script(async (ui, p) => recordAndName(ui, p.ms, p.to)),
  alternatives: [
    { name: "waits in two halves; renames from the row's menu", run: rec.script(async (ui, p) => {
      await rec.open(ui);
      await rec.record(ui, p.ms, 2);
      await rec.menu(ui, rec.newestRow(ui), 'Rename');
      await rec.renameHere(ui, p.to);
    }) },
  ],
  nearMisses: [
    { name: 'records for half a minute', params: (p) => ({ ...p, ms: 30_000 }) },
    { name: 'records for two minutes', params: (p) => ({ ...p, ms: 120_000 }) },
    { name: 'records without naming it', run: rec.script(async (ui, p) => {
      await rec.open(ui);
      await rec.record(ui, p.ms);
    }) },
    { name: 'leaves it recording', run: rec.script(async (ui, p) => {
      await rec.open(ui);
      await ui.tap({ text: 'Record', role: 'button' });
      await ui.wait(p.ms);
    }) },
  ],
});
