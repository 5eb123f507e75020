import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { HOUR } from '../../apps/kit/time.ts';
import { sameNumber, sortCalls, type Call } from '../../apps/phone/state.ts';
import { logCall } from '../../apps/phone/model.ts';
import * as phone from './kit.ts';
import { peopleNamed } from '../contacts/kit.ts';

export default defineTask({
  id: 'phone/delete-call-entry',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 28,
  // A call with someone the log mentions nowhere else, so that "the call with X" is one entry.
  params: ({ rng, world }) => {
    const person = rng.pick(phone.contactsNotInLog(world));
    const newest = sortCalls(world.apps.phone.calls)[0]!;
    // The newest row of Recents is the near miss that deletes the wrong call.
    return { name: fullName(person), phone: person.phone, type: rng.pick(['incoming', 'outgoing'] as const), hoursAgo: rng.int(26, 120), newest: phone.rowTitle(world, newest) };
  },
  goal: (p) => `Delete the call with ${p.name} from your call log.`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: peopleNamed(initial, p.name), [`the call with ${p.name}`]: phone.callsWith(initial, p.phone) }),
  setup: (d, p) => void logCall(d.apps.phone, { number: p.phone, type: p.type, at: d.os.now - p.hoursAgo * HOUR, duration: 187, seen: true }),
  changes: (p) => [removed(phone.CALLS, { which: (c) => sameNumber(String(c.number), p.phone) })],
  checks: (p) => [
    expectEqual(`the call with ${p.name} is no longer in the log`, 1, ({ changes }) => changes.removed<Call>(phone.CALLS).filter((c) => sameNumber(c.number, p.phone)).length),
  ],
  oracle: phone.finish((ui, p) => phone.deleteRow(ui, p.name)),
  alternatives: [
    { name: 'the dialog cancelled once, then deleted', run: phone.finish(async (ui, p) => {
      await phone.deleteRow(ui, p.name, false);
      await phone.deleteRow(ui, p.name);
    }) },
  ],
  nearMisses: [
    { name: 'deletes the newest other call instead', params: (p) => ({ ...p, name: p.newest }) },
    { name: 'cancels the confirmation', run: phone.finish((ui, p) => phone.deleteRow(ui, p.name, false)) },
    { name: 'deletes it, and the newest other call as well', run: phone.finish(async (ui, p) => {
      await phone.deleteRow(ui, p.name);
      await phone.deleteRow(ui, p.newest, true, false);
    }) },
  ],
});
