import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/remove-invitee',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const target = rng.pick(mt.hosted(world).filter((m) => m.invitees.length >= 2));
    const [gone, stays] = rng.sample(target.invitees, 2);
    return { id: target.id, title: target.title, invitees: target.invitees, person: mt.nameOf(world, gone!), personId: gone!, other: mt.nameOf(world, stays!) };
  },
  goal: (p) => `Take ${p.person} off the invitees of the meeting "${p.title}" in Meetings.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title), [p.person]: peopleNamed(s, p.person) }),
  changes: (p) => [modified(mt.MEETINGS, p.id, ['invitees', 'invited'])],
  checks: (p) => [mt.hasInvitees(p.id, p.title, p.invitees.filter((x) => x !== p.personId), `it had but ${p.person}`), mt.toldNobody],
  oracle: mt.script(async (ui, p) => mt.edit(ui, p.title, { remove: [p.person] })),
  alternatives: [
    { name: 'removes both, adds the other back, then saves', run: mt.script(async (ui, p) => mt.edit(ui, p.title, { remove: [p.person, p.other], invite: [p.other] })) },
  ],
  nearMisses: [
    { name: 'removes someone else', params: (p) => ({ ...p, person: p.other }) },
    { name: 'removes the other invitee too', run: mt.script(async (ui, p) => mt.edit(ui, p.title, { remove: [p.person, p.other] })) },
  ],
});
