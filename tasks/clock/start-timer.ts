import { defineTask } from '../define.ts';
import { expectEqual, free } from '../../judges/index.ts';
import * as clock from './kit.ts';

const keys = (minutes: number) => `${minutes}00`;

export default defineTask({
  id: 'clock/start-timer',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng }) => ({ minutes: rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 20, 25, 35, 40, 45]) }),
  goal: (p) => `Start a timer for ${p.minutes} minutes.`,
  changes: () => [free(clock.TIMER)],
  checks: (p) => [
    expectEqual(`the timer is set to ${p.minutes} minutes`, p.minutes * 60_000, ({ after }) => after.apps.clock.timer.durationMs),
    expectEqual('it is running', true, ({ after }) => after.apps.clock.timer.startedAt !== null),
  ],
  oracle: clock.andDone((ui, p) => clock.setTimer(ui, keys(p.minutes))),
  undo: async (ui) => ui.tap({ text: 'Pause', role: 'button' }),
  alternatives: [
    { name: 'a wrong digit deleted before starting', run: clock.andDone(async (ui, p) => {
      await clock.setTimer(ui, `${p.minutes}9`, false);
      await ui.tap({ text: 'Delete digit', role: 'button' });
      await clock.setTimer(ui, '00');
    }) },
    { name: 'a wrong timer started, reset, then the right one', run: async (ui, p, oracle) => {
      await clock.setTimer(ui, keys(p.minutes + 1));
      await ui.tap({ text: 'Reset', role: 'button' });
      await oracle(ui, p);
    } },
    { name: 'paused and resumed', run: clock.andDone(async (ui, p) => {
      await clock.setTimer(ui, keys(p.minutes));
      await ui.tap({ text: 'Pause', role: 'button' });
      await ui.tap({ text: 'Resume', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'one minute too long', params: (p) => ({ ...p, minutes: p.minutes + 1 }) },
    { name: 'seconds instead of minutes', run: clock.andDone((ui, p) => clock.setTimer(ui, String(p.minutes))) },
    { name: 'types the time but never starts it', run: clock.andDone((ui, p) => clock.setTimer(ui, keys(p.minutes), false)) },
    { name: 'starts the timer and the stopwatch too', run: clock.andDone(async (ui, p) => {
      await clock.setTimer(ui, keys(p.minutes));
      await clock.openClock(ui, 'Stopwatch');
      await ui.tap({ text: 'Start', role: 'button' });
    }) },
  ],
});
