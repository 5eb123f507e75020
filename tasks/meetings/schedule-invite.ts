import { defineTask } from '../define.ts';
import { added, expectEqual, expectThat } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { namedPeople } from '../contacts/kit.ts';
import * as mt from './kit.ts';

/** The meeting the episode made (the one, when exactly one was). */
const theNew = ({ before, after }: { before: Parameters<typeof mt.made>[0]; after: Parameters<typeof mt.made>[1] }) => {
  const list = mt.made(before, after);
  return list.length === 1 ? list[0] : undefined;
};

export default defineTask({
  id: 'meetings/schedule-invite',
  apps: ['meetings'],
  difficulty: 3,
  maxSteps: 48,
  params: ({ rng, world }) => {
    const [a, b, c] = rng.sample(mt.people(world), 3);
    const title = rng.pick(mt.NEW_TITLES) as string;
    const day = mt.startOfDay(world.os.now) + mt.DAY * rng.int(1, 3);
    const minutes = rng.int(9 * 4, 17 * 4) * 15;
    return {
      title, day, time: mt.hhmm(minutes), duration: rng.pick([30, 45, 60]),
      a: mt.fullName(a!), aId: a!.id, b: mt.fullName(b!), bId: b!.id, c: mt.fullName(c!), send: true as boolean,
      when: mt.dayWords(day, world.os.now),
    };
  },
  goal: (p) => `In Meetings, schedule a meeting "${p.title}" ${p.when === 'tomorrow' ? 'tomorrow' : `on ${p.when}`} at ${p.time} for ${p.duration} minutes with ${p.a} and ${p.b}, and send them the invitations.`,
  named: (p, s) => namedPeople(s, [p.a, p.b]),
  changes: () => [added(mt.MEETINGS), mayRecord('meeting-invite')],
  checks: (p) => [
    expectEqual('exactly one meeting was scheduled', 1, ({ before, after }) => mt.made(before, after).length),
    expectThat(`it is "${p.title}"`, p.title, (ctx) => theNew(ctx)?.title, (t) => mt.sameMeetingTitle(t, p.title)),
    expectEqual(`it starts ${p.when} at ${p.time}`, p.day + (Number(p.time.slice(0, 2)) * 60 + Number(p.time.slice(3))) * mt.MINUTE, (ctx) => theNew(ctx)?.start),
    expectEqual(`it lasts ${p.duration} minutes`, p.duration, (ctx) => theNew(ctx)?.duration),
    expectEqual(`its invitees are ${p.a} and ${p.b}`, [p.aId, p.bId].sort(), (ctx) => [...(theNew(ctx)?.invitees ?? [])].sort()),
    ...mt.invitedExactly([p.aId, p.bId], [p.a, p.b], (ctx) => theNew(ctx)?.id),
  ],
  oracle: mt.script(async (ui, p) => {
    await mt.schedule(ui, { title: p.title, day: p.day, time: p.time, duration: p.duration, invite: [p.a, p.b] });
    if (p.send) await mt.sendHere(ui);
  }),
  alternatives: [
    { name: 'adds a wrong invitee, removes them, then saves and sends', run: mt.script(async (ui, p) => {
      await mt.open(ui);
      await ui.tap({ text: 'New meeting', role: 'button' });
      await mt.fillForm(ui, { title: p.title, day: p.day, time: p.time, duration: p.duration, invite: [p.c, p.a, p.b], remove: [] });
      await ui.tap({ text: `Remove ${p.c}`, role: 'button' });
      await mt.save(ui);
      await mt.sendHere(ui);
    }) },
    // A first try saved too soon (at the form's default start), with its invitees, and cancelled
    // before any invitation went: nobody was invited, so nobody is told (model.ts cancelMeeting).
    { name: "saves it at the form's default start first, cancels that one before sending, schedules it again and sends", run: mt.script(async (ui, p) => {
      await mt.schedule(ui, { title: p.title, invite: [p.a] });
      await ui.scrollTo({ text: 'Cancel meeting', role: 'button' });
      await ui.tap({ text: 'Cancel meeting', role: 'button' });
      await ui.tap({ text: 'Cancel meeting', role: 'button' });
      await mt.schedule(ui, { title: p.title, day: p.day, time: p.time, duration: p.duration, invite: [p.a, p.b] });
      await mt.sendHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'does not send the invitations', params: (p) => ({ ...p, send: false }) },
    { name: 'invites someone else', params: (p) => ({ ...p, b: p.c }) },
    { name: 'schedules it an hour later', params: (p) => ({ ...p, time: mt.hhmm(Number(p.time.slice(0, 2)) * 60 + 60 + Number(p.time.slice(3))) }) },
  ],
});
