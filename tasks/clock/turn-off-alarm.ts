import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { alarmTime } from '../../apps/clock/state.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/turn-off-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const target = rng.pick(clock.labelledAlarms(world));
    const neighbour = clock.neighbourOf(world, target.id);
    return { id: target.id, label: target.label, time: alarmTime(target), neighbourId: neighbour.id, neighbourTime: alarmTime(neighbour) };
  },
  goal: (p) => `Turn off the ${p.time} alarm ("${p.label}") without deleting it.`,
  // The alarm and its neighbour are on, so that switching the wrong one is a visible change.
  setup: (d, p) => {
    for (const id of [p.id, p.neighbourId]) setAlarmEnabled(d.apps.clock, id, true, d.os.now);
  },
  changes: (p) => [changedTo(`${clock.ALARMS}[${p.id}].enabled`, false)],
  checks: (p) => [expectEqual(`the ${p.time} alarm is off`, false, ({ after }) => clock.byId(after, p.id)?.enabled ?? null)],
  oracle: async (ui, p) => {
    await clock.flip(ui, p.time);
    await ui.done();
  },
  undo: async (ui, p) => clock.flipAlarm(ui, p.time),
  alternatives: [
    { name: 'switched off, on again, and off', run: async (ui, p) => {
      await clock.flip(ui, p.time);
      await clock.flipAlarm(ui, p.time);
      await clock.flipAlarm(ui, p.time);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'turns off the neighbouring alarm', params: (p) => ({ ...p, time: p.neighbourTime }) },
    { name: 'deletes the alarm instead', run: async (ui, p) => {
      await clock.openClock(ui);
      await clock.deleteAlarm(ui, p.time);
      await ui.done();
    } },
  ],
});
