// Meetings: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing (a meeting's page, joined, muted and unmuted, left; the Recordings tab and a
// recording's page) and damage in two forms (on the screens, and by the app's model): a meeting
// the goal does not name made longer, a recording renamed, a meeting cancelled.
import { cancelMeeting, join, leave, renameRecording, toggle, updateMeeting } from '../../apps/meetings/model.ts';
import { namedBy, type AppNoise, type TrialContext } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import { formatClock, hosted, isoDate, openMeeting, openRecording, recordings, renameHere, startOfDay, cancel, edit } from './kit.ts';

/** A meeting the owner hosts, with invitees, that the instance does not name. */
const bystander = (ctx: TrialContext) => {
  const named = namedBy(ctx);
  return hosted(ctx.initial).find((m) => !named(m.title) && !named(m.id) && m.invitees.length > 0 && m.duration < 90)!;
};
const otherRecording = (ctx: TrialContext) => {
  const named = namedBy(ctx);
  return recordings(ctx.initial).find((r) => !named(r.name) && !named(r.id))!;
};
const longer = (d: DeviceState, ctx: TrialContext) => {
  const m = bystander(ctx);
  updateMeeting(d.apps.meetings, m.id, { title: m.title, date: isoDate(startOfDay(m.start)), time: formatClock(m.start), duration: String(m.duration + 15), invitees: m.invitees }, d.os.now);
};

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const m = bystander(ctx);
      await openMeeting(ui, m.title);
      await ui.tap({ text: 'Join', role: 'button' });
      if (ui.has({ text: 'Unmute', role: 'button' })) {
        await ui.tap({ text: 'Unmute', role: 'button' });
        await ui.tap({ text: 'Mute', role: 'button' });
        await ui.tap({ text: 'Leave', role: 'button' });
      } else await ui.tap({ text: 'Leave waiting room', role: 'button' });
      await openRecording(ui, otherRecording(ctx).name);
      await ui.back();
      await ui.close('Meetings');
    },
    // Joining, muting and leaving move the session only (a routine path), which ends as it began.
    apply: (d, ctx) => {
      const s = d.apps.meetings;
      join(s, bystander(ctx).id);
      toggle(s, 'muted');
      toggle(s, 'muted');
      leave(s);
    },
  },
  damage: [
    { name: 'makes an unrelated meeting 15 minutes longer', run: async (ui, ctx) => {
      const m = bystander(ctx);
      await edit(ui, m.title, { duration: m.duration + 15 });
    }, apply: longer },
    { name: 'renames an unrelated recording', run: async (ui, ctx) => {
      await openRecording(ui, otherRecording(ctx).name);
      await renameHere(ui, `${otherRecording(ctx).name} (old)`);
    }, apply: (d, ctx) => void renameRecording(d.apps.meetings, otherRecording(ctx).id, `${otherRecording(ctx).name} (old)`) },
    { name: 'cancels an unrelated meeting', run: async (ui, ctx) => cancel(ui, bystander(ctx).title),
      apply: (d, ctx) => cancelMeeting(d.apps.meetings, d.os.ledger, bystander(ctx).id, d.os.now) },
  ],
};
