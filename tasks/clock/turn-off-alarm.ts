import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/turn-off-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => clock.targetAlarm(rng, world),
  goal: (p) => `Turn off the ${p.time} alarm ("${p.label}") without deleting it.`,
  named: (p, s) => ({ [`the "${p.label}" alarm`]: clock.alarmsLabelled(s, p.label), [`the ${p.time} alarm`]: clock.alarmsAt(s, p.time) }),
  // The alarm and its neighbour are on, so that switching the wrong one is a visible change.
  setup: (d, p) => [p.id, p.neighbourId].forEach((id) => setAlarmEnabled(d.apps.clock, id, true, d.os.now)),
  changes: (p) => [changedTo(`${clock.ALARMS}[${p.id}].enabled`, false)],
  checks: (p) => [expectEqual(`the ${p.time} alarm is off`, false, ({ after }) => clock.byId(after, p.id)?.enabled ?? null)],
  oracle: clock.andDone((ui, p) => clock.flip(ui, p.time)),
  undo: async (ui, p) => clock.flipAlarm(ui, p.time),
  alternatives: [
    { name: 'switched off, on again, and off', run: clock.andDone((ui, p) => clock.flipTimes(ui, p.time, 3)) },
  ],
  nearMisses: [
    { name: 'turns off the neighbouring alarm', params: (p) => ({ ...p, time: p.neighbourTime }) },
    { name: 'deletes the alarm instead', run: clock.andDone(async (ui, p) => {
      await clock.openClock(ui);
      await clock.deleteAlarm(ui, p.time);
    }) },
  ],
});
