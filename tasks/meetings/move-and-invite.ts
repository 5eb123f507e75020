import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as mt from './kit.ts';

/** A meeting moved to another day and time, made longer, and one more person invited, whose invitation goes out. */
export default defineTask({
  id: 'meetings/move-and-invite',
  apps: ['meetings'],
  difficulty: 3,
  maxSteps: 28,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.hosted(world).filter((m) => mt.startOfDay(m.start) > mt.startOfDay(world.os.now)), 2);
    const [person, wrong] = rng.sample(mt.people(world).filter((c) => !target!.invitees.includes(c.id)), 2);
    const day = mt.startOfDay(target!.start) + mt.DAY * rng.int(1, 2);
    return {
      id: target!.id, title: target!.title, otherTitle: other!.title, invitees: target!.invitees,
      day, origDay: mt.startOfDay(target!.start), when: mt.dayWords(day, world.os.now), time: mt.hhmm(rng.int(9 * 4, 16 * 4) * 15), duration: rng.pick([60, 90].filter((n) => n !== target!.duration)),
      person: mt.fullName(person!), personId: person!.id, wrong: mt.fullName(wrong!), send: true as boolean,
    };
  },
  goal: (p) => `In Meetings, move "${p.title}" to ${p.when === 'tomorrow' ? 'tomorrow' : p.when} at ${p.time}, make it ${p.duration} minutes long, add ${p.person} to it and send them the invitation.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title), [p.person]: peopleNamed(s, p.person) }),
  setup: (d) => { for (const m of d.apps.meetings.meetings) if (m.host === null) m.invited = [...m.invitees]; },
  changes: (p) => [modified(mt.MEETINGS, p.id, ['start', 'duration', 'invitees', 'invited']), mayRecord('meeting-invite', (e) => e.meeting === p.id)],
  checks: (p) => [
    expectEqual(`"${p.title}" starts ${p.when} at ${p.time}`, p.day + (Number(p.time.slice(0, 2)) * 60 + Number(p.time.slice(3))) * mt.MINUTE, ({ after }) => mt.meeting(after, p.id)?.start),
    expectEqual(`it lasts ${p.duration} minutes`, p.duration, ({ after }) => mt.meeting(after, p.id)?.duration),
    mt.hasInvitees(p.id, p.title, [...p.invitees, p.personId], `it had and ${p.person}`),
    ...mt.invitedExactly([p.personId], [p.person], () => p.id),
  ],
  oracle: mt.script(async (ui, p) => {
    await mt.edit(ui, p.title, { day: p.day, time: p.time, duration: p.duration, invite: [p.person] });
    if (p.send) await mt.sendHere(ui);
  }),
  alternatives: [
    { name: 'saves the new time first, then edits again to invite and send', run: mt.script(async (ui, p) => {
      await mt.edit(ui, p.title, { day: p.day, time: p.time, duration: p.duration });
      await ui.tap({ text: 'Edit', role: 'button' });
      await mt.fillForm(ui, { invite: [p.person] });
      await mt.save(ui);
      await mt.sendHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'does not send the invitation', params: (p) => ({ ...p, send: false }) },
    { name: 'invites someone else', params: (p) => ({ ...p, person: p.wrong }) },
    { name: 'keeps it on its day', params: (p) => ({ ...p, day: p.origDay }) },
    // The invitation went out with the old day and time, and the move afterwards tells nobody.
    { name: 'invites and sends first, then moves it and makes it longer', run: mt.script(async (ui, p) => {
      await mt.edit(ui, p.title, { invite: [p.person] });
      await mt.sendHere(ui);
      await ui.tap({ text: 'Edit', role: 'button' });
      await mt.fillForm(ui, { day: p.day, time: p.time, duration: p.duration });
      await mt.save(ui);
    }) },
  ],
});
