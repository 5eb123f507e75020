import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { openClock } from './helpers.ts';

/** On the Timer tab: type minutes and seconds on the keypad, then Start (unless `start` is false). */
async function setTimer(ui: TaskUi, digits: string, start = true): Promise<void> {
  await openClock(ui, 'Timer');
  for (const d of digits) await ui.tap({ text: d, role: 'button' });
  if (start) await ui.tap({ text: 'Start', role: 'button' });
}

const keys = (minutes: number) => `${minutes}00`;

export default defineTask({
  id: 'clock/start-timer',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng }) => ({ minutes: rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 20, 25, 35, 40, 45]) }),
  goal: (p) => `Start a timer for ${p.minutes} minutes.`,
  checks: (p) => [
    expectEqual(`the timer is set to ${p.minutes} minutes`, p.minutes * 60_000, ({ after }) => after.apps.clock.timer.durationMs),
    expectEqual('it is running', true, ({ after }) => after.apps.clock.timer.startedAt !== null),
  ],
  allowedChanges: ['apps.clock.timer'],
  oracle: async (ui, p) => {
    await setTimer(ui, keys(p.minutes));
    await ui.done();
  },
  undo: async (ui) => {
    await ui.tap({ text: 'Pause', role: 'button' });
  },
  nearMisses: [
    {
      name: 'one minute too long',
      run: async (ui, p) => {
        await setTimer(ui, keys(p.minutes + 1));
        await ui.done();
      },
    },
    {
      name: 'seconds instead of minutes',
      run: async (ui, p) => {
        await setTimer(ui, String(p.minutes));
        await ui.done();
      },
    },
    {
      name: 'types the time but never starts it',
      run: async (ui, p) => {
        await setTimer(ui, keys(p.minutes), false);
        await ui.done();
      },
    },
  ],
});
