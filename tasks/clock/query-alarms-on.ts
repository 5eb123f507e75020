import { defineTask } from '../define.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/query-alarms-on',
  apps: ['clock'],
  difficulty: 2,
  maxSteps: 12,
  params: () => ({}),
  goal: () => 'How many of your alarms are switched on? Answer with a number.',
  checks: () => [],
  answer: {
    spec: { type: 'number', units: ['alarms', 'alarm'] },
    expected: (_p, _before, after) => after.apps.clock.alarms.filter((a) => a.enabled).length,
    candidates: (_p, before) => before.apps.clock.alarms.map((_a, i) => String(i)).concat(String(before.apps.clock.alarms.length)),
  },
  oracle: async (ui) => {
    const switches = await clock.readSwitches(ui);
    await ui.answer([...switches.values()].filter(Boolean).length);
  },
  alternatives: [
    { name: 'answers with the noun', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(`${[...switches.values()].filter(Boolean).length} alarms`);
    } },
  ],
  nearMisses: [
    { name: 'counts every alarm', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(switches.size);
    } },
    { name: 'counts the alarms that are off', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer([...switches.values()].filter((on) => !on).length);
    } },
  ],
});
