import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as cal from './kit.ts';

/** Kept for tasks/cross/invite-last-sender.ts. */
export { invite } from './kit.ts';

export default defineTask({
  id: 'calendar/add-invitee',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 53,
  params: ({ rng, world }) => {
    const target = rng.pick(cal.singleEvents(world, 0, 20));
    const [contact, other] = rng.sample(cal.uninvited(world, target), 2);
    return {
      id: target.id, title: target.title, day: cal.startOfDay(target.start), invitees: target.invitees,
      contactId: contact!.id, name: fullName(contact!), otherName: fullName(other!), was: cal.recreation(world, target.id),
    };
  },
  goal: (p) => `Invite ${p.name} to "${p.title}" on ${cal.formatLongDate(p.day)}.`,
  named: (p, s) => ({ [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day), [p.name]: peopleNamed(s, p.name) }),
  changes: (p) => cal.editRules(p.id, ['invitees']),
  checks: (p) => cal.edited({ id: p.id, title: p.title, want: { invitees: [...p.invitees, p.contactId] }, what: `has the invitees it had plus ${p.name}` }),
  oracle: async (ui, p) => {
    await cal.edit(ui, p.title, p.day, { invite: [p.name] });
    await ui.done();
  },
  alternatives: [
    { name: 'picks the wrong person, removes them, then invites the right one', run: async (ui, p) => {
      await cal.editEvent(ui, p.title, p.day);
      await cal.invite(ui, p.otherName);
      await ui.scrollTo({ text: `Remove ${p.otherName}`, role: 'button' });
      await ui.tap({ text: `Remove ${p.otherName}`, role: 'button' });
      await cal.invite(ui, p.name);
      await cal.save(ui);
      await ui.done();
    } },
    // Made again whole with the guests it had and the new one (they come out in another order).
    { name: 'deleted and made again with the new guest', run: async (ui, p) => {
      await cal.deleteAndRecreate(ui, p.was, { invite: [p.name, ...p.was.invite] });
      await ui.done();
    } },
    { name: 'searches the first name only, then picks the person', run: async (ui, p) => {
      await cal.editEvent(ui, p.title, p.day);
      await cal.invite(ui, p.name, p.name.split(' ')[0]!);
      await cal.save(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'invites someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'invites the right person and one more', run: async (ui, p) => {
      await cal.edit(ui, p.title, p.day, { invite: [p.name, p.otherName] });
      await ui.done();
    } },
    { name: 'adds the invitee but does not save', run: async (ui, p) => {
      await cal.edit(ui, p.title, p.day, { invite: [p.name] }, { save: false });
      await ui.done();
    } },
  ],
});
