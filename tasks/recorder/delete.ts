import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as rec from './kit.ts';

export default defineTask({
  id: 'recorder/delete',
  apps: ['recorder'],
  difficulty: 1,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(rec.liveOf(world), 2);
    return { id: target!.id, name: target!.name, otherName: other!.name };
  },
  goal: (p) => `Delete the recording "${p.name}" in Recorder.`,
  named: (p, s) => ({ [p.name]: rec.recordingsNamed(s, p.name) }),
  // Deleted, it goes to Recently deleted (where it can still be restored): no erase.
  // What was in Recently deleted stays there (restored by mistake and deleted again is fine: kit.ts binKept).
  changes: (p) => [modified(rec.RECORDINGS, p.id, ['deletedAt']), ...rec.binKept([]).changes],
  checks: (p) => [rec.inBin(p.id, p.name), rec.noErase, ...rec.binKept([]).checks],
  oracle: rec.script(async (ui, p) => {
    await rec.openRecording(ui, p.name);
    await rec.deleteHere(ui);
  }),
  alternatives: [
    { name: "deletes it from the row's menu", run: rec.script(async (ui, p) => {
      await rec.open(ui);
      await rec.deleteFromList(ui, p.name);
    }) },
    { name: 'finds it with the search, then deletes it', run: rec.script(async (ui, p) => {
      await rec.openRecording(ui, p.name, 'search');
      await rec.deleteHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'deletes another recording', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'deletes it, then deletes it forever from Recently deleted', run: rec.script(async (ui, p) => {
      await rec.openRecording(ui, p.name);
      await rec.deleteHere(ui);
      await ui.tap({ text: 'Recently deleted', role: 'button' });
      await rec.inDeleted(ui, p.name, 'Delete forever');
    }) },
    { name: 'opens the delete dialog and cancels', run: rec.script(async (ui, p) => {
      await rec.openRecording(ui, p.name);
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
  ],
});
