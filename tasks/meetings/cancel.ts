import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/cancel',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 14,
  // Meetings whose invitations went to someone: cancelling one tells them (the ledger).
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.hosted(world).filter((m) => m.invited.length > 0), 2);
    return { id: target!.id, title: target!.title, otherTitle: other!.title, confirm: true as boolean };
  },
  goal: (p) => `Cancel the meeting "${p.title}" in Meetings.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title) }),
  changes: (p) => [removed(mt.MEETINGS, { which: [p.id] }), mayRecord('meeting-cancel', (e) => e.meeting === p.id)],
  checks: (p) => [
    expectEqual(`"${p.title}" is no longer scheduled`, false, ({ after }) => mt.meeting(after, p.id) !== undefined),
    expectEqual('its invitees were told once', [p.id], (ctx) => mt.cancelsSent(ctx).map((e) => e.meeting)),
  ],
  oracle: mt.script(async (ui, p) => {
    if (p.confirm) await mt.cancel(ui, p.title);
    else {
      await mt.openMeeting(ui, p.title);
      await ui.scrollTo({ text: 'Cancel meeting', role: 'button' });
      await ui.tap({ text: 'Cancel meeting', role: 'button' });
      await ui.tap({ text: 'Keep', role: 'button' });
    }
  }),
  alternatives: [
    { name: 'keeps it at first, then cancels it (found with the search)', run: mt.script(async (ui, p) => {
      await mt.openMeeting(ui, p.title, 'search');
      await ui.scrollTo({ text: 'Cancel meeting', role: 'button' });
      await ui.tap({ text: 'Cancel meeting', role: 'button' });
      await ui.tap({ text: 'Keep', role: 'button' });
      await ui.tap({ text: 'Cancel meeting', role: 'button' });
      await ui.tap({ text: 'Cancel meeting', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'cancels another meeting', params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'keeps it in the dialog', params: (p) => ({ ...p, confirm: false }) },
  ],
});
