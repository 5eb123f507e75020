import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as rec from './kit.ts';

export default defineTask({
  id: 'recorder/record-name',
  apps: ['recorder'],
  difficulty: 3,
  maxSteps: 18,
  params: ({ rng }) => ({ to: rng.pick(rec.NEW_NAMES) as string, ms: 60_000 }),
  goal: (p) => `Record a voice memo in Recorder that lasts between 1:00 and 1:10, and name it "${p.to}".`,
  changes: () => [added(rec.RECORDINGS)],
  checks: (p) => rec.madeOne(`it is named "${p.to}", lasts 1:00 to 1:10 and is in the list`, p.to, (r) => rec.sameRecording(r.name, p.to) && rec.lasts(r, 60, 70) && r.deletedAt === null),
  oracle: rec.script(async (ui, p) => rec.recordAndName(ui, p.ms, p.to)),
  alternatives: [
    { name: "waits in two halves; renames from the row's menu", run: rec.script(async (ui, p) => rec.recordAndName(ui, p.ms, p.to, { waits: 2, via: 'menu' })) },
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
