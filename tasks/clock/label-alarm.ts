import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { alarmTime, sortAlarms } from '../../apps/clock/state.ts';
import type { TaskUi } from '../ui.ts';
import { alarmById, NEW_LABELS, neighbourOf, openAlarm, openClock } from './helpers.ts';

async function relabel(ui: TaskUi, time: string, label: string, save = true): Promise<void> {
  await openClock(ui);
  await openAlarm(ui, time);
  await ui.fill({ hint: 'Alarm name' }, label);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'clock/label-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const target = rng.pick(sortAlarms(world.apps.clock.alarms));
    return { id: target.id, time: alarmTime(target), label: rng.pick(NEW_LABELS), neighbourTime: alarmTime(neighbourOf(world, target.id)) };
  },
  goal: (p) => `Rename the ${p.time} alarm to "${p.label}".`,
  checks: (p) => [
    expectEqual(`the ${p.time} alarm is labelled "${p.label}"`, p.label, ({ after }) => alarmById(after, p.id)?.label.trim() ?? null),
  ],
  allowedChanges: (p) => [`apps.clock.alarms[${p.id}].label`],
  oracle: async (ui, p) => {
    await relabel(ui, p.time, p.label);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'renames the neighbouring alarm',
      run: async (ui, p) => {
        await relabel(ui, p.neighbourTime, p.label);
        await ui.done();
      },
    },
    {
      name: 'a typo in the label',
      run: async (ui, p) => {
        await relabel(ui, p.time, p.label.slice(0, -1));
        await ui.done();
      },
    },
    {
      name: 'types the label but leaves without saving',
      run: async (ui, p) => {
        await relabel(ui, p.time, p.label, false);
        await ui.back();
        await ui.done();
      },
    },
  ],
});
