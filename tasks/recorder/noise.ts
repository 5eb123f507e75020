// Recorder: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing (a recording's page, played and paused, a search, a recording deleted and
// restored from Recently deleted at once),
// and damage in two forms (on the screens, and by the app's model): a recording deleted, renamed,
// trimmed, or one restored. (Emptying Recently deleted is rejected by construction, a record removed
// and an erase in the ledger no rule allows, and played as a near miss where erases are allowed.)
import { deleteRecording, pause, play, renameRecording, restoreRecording, skip, trimRecording } from '../../apps/recorder/model.ts';
import { newestFirst } from '../../apps/recorder/state.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import type { Recording } from '../../apps/recorder/state.ts';
import { startOfDay } from '../../apps/kit/time.ts';
import { SECOND, deleteFromList, deletedOf, inDeleted, liveOf, open, openDeleted, openRecording, renameHere, trimHere } from './kit.ts';

/** Recordings neither the goal nor the params name (by id or name, alone or in a list), newest first. */
function bystanders(ctx: TrialContext, list: Recording[]): Recording[] {
  const named = Object.values(ctx.params).flat();
  return newestFirst(list).filter((r) => !ctx.goal.includes(r.name) && !named.includes(r.id) && !named.includes(r.name));
}
/** A live recording of a minute or more, made before today, the instance does not name. */
const bystander = (ctx: TrialContext) => bystanders(ctx, liveOf(ctx.initial)).find((r) => r.durationMs >= 60 * SECOND && r.createdAt < startOfDay(ctx.initial.os.now))!;
const binned = (ctx: TrialContext) => bystanders(ctx, deletedOf(ctx.initial))[0];

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const r = bystander(ctx);
      await openRecording(ui, r.name);
      await ui.tap({ text: 'Play', role: 'button' });
      await ui.tap({ text: 'Pause', role: 'button' });
      await ui.tap({ text: 'Back 15 seconds', role: 'button' });
      await ui.back();
      await ui.fill({ hint: 'Search recordings' }, r.name.slice(0, 3));
      await ui.tap({ text: 'Clear search', role: 'button' });
      // A mistake undone: deleted from its row's menu, then restored from Recently deleted.
      await deleteFromList(ui, r.name);
      await ui.tap({ text: 'Recently deleted', role: 'button' });
      await inDeleted(ui, r.name, 'Restore');
      await ui.back();
      await ui.close('Recorder');
    },
    // Playing, pausing and skipping back to the start move the player only (a routine path): its
    // model form is the same moves, which leave it paused at 0:00 whatever the clock did between.
    // Deleting the recording stops the player (it goes); restoring it puts it back as it was: no change.
    apply: (d, ctx) => {
      const r = bystander(ctx);
      play(d.apps.recorder, r.id, d.os.now);
      pause(d.apps.recorder, d.os.now);
      skip(d.apps.recorder, r.id, -15 * SECOND, d.os.now);
      deleteRecording(d.apps.recorder, r.id, d.os.now);
      restoreRecording(d.apps.recorder, r.id);
    },
  },
  damage: [
    { name: 'deletes an unrelated recording', run: async (ui, ctx) => {
      await open(ui);
      await deleteFromList(ui, bystander(ctx).name);
    }, apply: (d, ctx) => deleteRecording(d.apps.recorder, bystander(ctx).id, d.os.now) },
    { name: 'renames an unrelated recording', run: async (ui, ctx) => {
      await openRecording(ui, bystander(ctx).name);
      await renameHere(ui, `${bystander(ctx).name} (old)`);
    }, apply: (d, ctx) => void renameRecording(d.apps.recorder, bystander(ctx).id, `${bystander(ctx).name} (old)`) },
    { name: 'trims an unrelated recording', run: async (ui, ctx) => {
      await openRecording(ui, bystander(ctx).name);
      await trimHere(ui, 0, 30);
    }, apply: (d, ctx) => void trimRecording(d.apps.recorder, bystander(ctx).id, 0, 30) },
    { name: 'restores a recently deleted recording', run: async (ui, ctx) => {
      await openDeleted(ui);
      await inDeleted(ui, binned(ctx)!.name, 'Restore');
    }, apply: (d, ctx) => restoreRecording(d.apps.recorder, binned(ctx)!.id) },
  ],
};
