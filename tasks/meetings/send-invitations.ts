import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/send-invitations',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.hosted(world).filter((m) => m.invitees.length >= 2), 2);
    return { id: target!.id, title: target!.title, otherTitle: other!.title, sent: [target!.invitees[0]!], otherId: other!.id };
  },
  goal: (p) => `Some invitations for the meeting "${p.title}" in Meetings have not gone out yet: send them.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title) }),
  // The target has one invitation sent; the other (a near miss's) has none pending, so its button is gone.
  setup: (d, p) => {
    for (const m of d.apps.meetings.meetings) {
      if (m.id === p.id) m.invited = [...p.sent];
      else if (m.host === null) m.invited = [...m.invitees];
    }
    const other = d.apps.meetings.meetings.find((m) => m.id === p.otherId)!;
    other.invited = other.invitees.slice(0, 1);
  },
  changes: (p) => [modified(mt.MEETINGS, p.id, ['invited']), mayRecord('meeting-invite', (e) => e.meeting === p.id)],
  checks: (p) => [mt.invitedExactlyOthers(p.id, p.sent)],
  oracle: mt.script(async (ui, p) => {
    await mt.openMeeting(ui, p.title);
    await mt.sendHere(ui);
  }),
  alternatives: [
    { name: 'finds the meeting with the search', run: mt.script(async (ui, p) => {
      await mt.openMeeting(ui, p.title, 'search');
      await mt.sendHere(ui);
    }) },
  ],
  nearMisses: [
    { name: "sends the other meeting's invitations", params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'opens the meeting and sends nothing', run: mt.script(async (ui, p) => mt.openMeeting(ui, p.title)) },
  ],
});
