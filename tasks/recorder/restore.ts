import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as rec from './kit.ts';

export default defineTask({
  id: 'recorder/restore',
  apps: ['recorder'],
  difficulty: 2,
  maxSteps: 22,
  params: ({ rng, world }) => {
    // Two recordings of before today, deleted by the setup: the one asked for and another beside it.
    const [target, other] = rng.sample(rec.liveOf(world).filter((r) => r.createdAt < world.os.now - 86_400_000), 2);
    return { id: target!.id, name: target!.name, otherId: other!.id, otherName: other!.name };
  },
  goal: (p) => `Restore the recording "${p.name}" from Recently deleted in Recorder.`,
  named: (p, s) => ({ [p.name]: rec.recordingsNamed(s, p.name) }),
  setup: (d, p) => {
    for (const r of d.apps.recorder.recordings) if (r.id === p.id || r.id === p.otherId) r.deletedAt = d.os.now - 3 * 3_600_000;
  },
  // The other stays in Recently deleted (restored by mistake and deleted again is fine: kit.ts binKept).
  changes: (p) => [modified(rec.RECORDINGS, p.id, ['deletedAt']), ...rec.binKept([p.id]).changes],
  checks: (p) => [rec.isLive(p.id, p.name), ...rec.binKept([p.id]).checks],
  oracle: rec.script(async (ui, p) => {
    await rec.openDeleted(ui);
    await rec.inDeleted(ui, p.name, 'Restore');
  }),
  alternatives: [
    { name: 'long-presses its row: Restore', run: rec.script(async (ui, p) => {
      await rec.openDeleted(ui);
      await ui.scrollTo({ text: p.name, role: 'button' });
      await ui.longPress({ text: p.name, role: 'button' });
      await ui.tap({ text: 'Restore', role: 'button' });
    }) },
    { name: 'restores the other by mistake, deletes it again from its row, then restores the right one', run: rec.script(async (ui, p) => {
      await rec.openDeleted(ui);
      await rec.inDeleted(ui, p.otherName, 'Restore');
      await ui.back();
      await rec.deleteFromList(ui, p.otherName);
      await ui.tap({ text: 'Recently deleted', role: 'button' });
      await rec.inDeleted(ui, p.name, 'Restore');
    }) },
  ],
  nearMisses: [
    { name: 'restores the other recording', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'restores both', run: rec.script(async (ui, p) => {
      await rec.openDeleted(ui);
      await rec.inDeleted(ui, p.name, 'Restore');
      await rec.inDeleted(ui, p.otherName, 'Restore');
    }) },
    { name: 'deletes it forever instead', run: rec.script(async (ui, p) => {
      await rec.openDeleted(ui);
      await rec.inDeleted(ui, p.name, 'Delete forever');
    }) },
  ],
});
