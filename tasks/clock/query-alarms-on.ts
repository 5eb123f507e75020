import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import { openClock } from './helpers.ts';

/** Read every alarm switch on the Alarms tab, scrolling down the list: time → on/off. */
async function readSwitches(ui: TaskUi): Promise<Map<string, boolean>> {
  await openClock(ui);
  const seen = new Map<string, boolean>();
  for (let screen = 0; screen < 10; screen++) {
    const before = seen.size;
    for (const e of ui.tree()) if (e.role === 'switch' && e.text.startsWith('Alarm ')) seen.set(e.text, e.checked === true);
    if (screen > 0 && seen.size === before) break;
    await ui.swipe('up');
  }
  return seen;
}

export default defineTask({
  id: 'clock/query-alarms-on',
  apps: ['clock'],
  difficulty: 2,
  maxSteps: 12,
  params: () => ({}),
  goal: () => 'How many of your alarms are switched on? Answer with a number.',
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'number' },
    expected: (_p, before) => before.apps.clock.alarms.filter((a) => a.enabled).length,
    candidates: (_p, before) => before.apps.clock.alarms.map((_a, i) => String(i)).concat(String(before.apps.clock.alarms.length)),
  },
  oracle: async (ui) => {
    const switches = await readSwitches(ui);
    await ui.answer([...switches.values()].filter(Boolean).length);
  },
  nearMisses: [
    {
      name: 'counts every alarm',
      run: async (ui) => {
        const switches = await readSwitches(ui);
        await ui.answer(switches.size);
      },
    },
    {
      name: 'counts the alarms that are off',
      run: async (ui) => {
        const switches = await readSwitches(ui);
        await ui.answer([...switches.values()].filter((on) => !on).length);
      },
    },
  ],
});
