import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as rec from './kit.ts';

export default defineTask({
  id: 'recorder/erase',
  apps: ['recorder'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(rec.liveOf(world).filter((r) => r.createdAt < world.os.now - 86_400_000), 2);
    return { id: target!.id, name: target!.name, otherId: other!.id, otherName: other!.name };
  },
  goal: (p) => `The recording "${p.name}" is in Recently deleted in Recorder: delete it for good.`,
  named: (p, s) => ({ [p.name]: rec.recordingsNamed(s, p.name) }),
  setup: (d, p) => {
    for (const r of d.apps.recorder.recordings) if (r.id === p.id || r.id === p.otherId) r.deletedAt = d.os.now - 2 * 86_400_000;
  },
  changes: (p) => [removed(rec.RECORDINGS, { which: [p.id] }), mayRecord('erase', (e) => e.recording === p.id), ...rec.binKept([p.id]).changes],
  checks: (p) => [
    expectEqual(`"${p.name}" was deleted for good`, [p.id], (ctx) => rec.erased(ctx).map((e) => e.recording)),
    ...rec.binKept([p.id]).checks,
  ],
  oracle: rec.script(async (ui, p) => {
    await rec.openDeleted(ui);
    await rec.inDeleted(ui, p.name, 'Delete forever');
  }),
  alternatives: [
    { name: 'cancels once, then deletes it forever', run: rec.script(async (ui, p) => {
      await rec.openDeleted(ui);
      await ui.scrollTo({ text: p.name, role: 'button' });
      await ui.tap({ text: p.name, role: 'button' });
      await ui.tap({ text: 'Delete forever', role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
      await rec.inDeleted(ui, p.name, 'Delete forever');
    }) },
  ],
  nearMisses: [
    { name: 'deletes the other recording forever', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'empties Recently deleted', run: rec.script(async (ui) => {
      await rec.openDeleted(ui);
      await ui.tap({ text: 'Delete all', role: 'button' });
      await ui.tap({ text: 'Delete all', role: 'button' });
    }) },
    { name: 'restores it instead', run: rec.script(async (ui, p) => {
      await rec.openDeleted(ui);
      await rec.inDeleted(ui, p.name, 'Restore');
    }) },
  ],
});
