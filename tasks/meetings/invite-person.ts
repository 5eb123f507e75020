import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/invite-person',
  apps: ['meetings'],
  difficulty: 2,
  maxSteps: 28,
  params: ({ rng, world }) => {
    // The target has an invitee already (an alternative takes them off by mistake and back).
    const target = rng.pick(mt.hosted(world).filter((m) => m.invitees.length > 0));
    const other = rng.pick(mt.hosted(world).filter((m) => m.id !== target.id));
    const [person, wrong] = rng.sample(mt.people(world).filter((c) => !target!.invitees.includes(c.id)), 2);
    return {
      id: target!.id, title: target!.title, otherTitle: other!.title, invitees: target!.invitees,
      kept: mt.nameOf(world, target!.invitees[0]!),
      person: mt.fullName(person!), personId: person!.id, wrong: mt.fullName(wrong!), send: true as boolean,
    };
  },
  goal: (p) => `Add ${p.person} to the meeting "${p.title}" in Meetings and send them the invitation.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title), [p.person]: peopleNamed(s, p.person) }),
  // Every invitation of every meeting has gone out, so the one button sends this one only.
  setup: (d) => { for (const m of d.apps.meetings.meetings) if (m.host === null) m.invited = [...m.invitees]; },
  changes: (p) => [modified(mt.MEETINGS, p.id, ['invitees', 'invited']), mayRecord('meeting-invite', (e) => e.meeting === p.id)],
  checks: (p) => [
    mt.hasInvitees(p.id, p.title, [...p.invitees, p.personId], `it had and ${p.person}`),
    ...mt.invitedExactly([p.personId], [p.person], () => p.id),
  ],
  oracle: mt.script(async (ui, p) => {
    await mt.edit(ui, p.title, { invite: [p.person] });
    if (p.send) await mt.sendHere(ui);
  }),
  alternatives: [
    { name: 'adds someone else first, removes them, then sends', run: mt.script(async (ui, p) => {
      await mt.edit(ui, p.title, { invite: [p.wrong, p.person], remove: [] });
      await ui.tap({ text: 'Edit', role: 'button' });
      await mt.fillForm(ui, { remove: [p.wrong] });
      await mt.save(ui);
      await mt.sendHere(ui);
    }) },
    // Taking someone off tells them nothing: put back, they keep their invitation (model.ts), so
    // the one Send button sends the new person's only.
    { name: 'takes an invitee off by mistake and saves, puts them back with the person, then sends', run: mt.script(async (ui, p) => {
      await mt.edit(ui, p.title, { remove: [p.kept] });
      await ui.tap({ text: 'Edit', role: 'button' });
      await mt.fillForm(ui, { invite: [p.kept, p.person] });
      await mt.save(ui);
      await mt.sendHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'adds them without sending the invitation', params: (p) => ({ ...p, send: false }) },
    { name: 'invites someone else', params: (p) => ({ ...p, person: p.wrong }) },
    { name: 'invites them to another meeting', params: (p) => ({ ...p, title: p.otherTitle }) },
  ],
});
