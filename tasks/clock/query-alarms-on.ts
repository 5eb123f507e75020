import { defineTask } from '../define.ts';
import { sortAlarms } from '../../apps/clock/state.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/query-alarms-on',
  apps: ['clock'],
  difficulty: 2,
  maxSteps: 13,
  params: () => ({}),
  // As many on as off would make the count of those off the right number: switch one more on then
  // (the near miss that counts the alarms that are off must be a wrong answer).
  setup: (d) => {
    const alarms = sortAlarms(d.apps.clock.alarms);
    const off = alarms.filter((a) => !a.enabled);
    if (off.length * 2 === alarms.length) setAlarmEnabled(d.apps.clock, off.at(-1)!.id, true, d.os.now);
  },
  goal: () => 'How many of your alarms are switched on?',
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['alarms', 'alarm'] },
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
    // Looking by touching: one switch flipped and flipped back while counting changes nothing one would call data.
    { name: 'flips the first switch off and on again while counting, then answers', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      const [first] = switches.keys();
      await ui.launch('Clock');
      for (let i = 0; i < 2; i++) await clock.flipAlarm(ui, first!.slice('Alarm '.length));
      await ui.answer([...switches.values()].filter(Boolean).length);
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
    // Words the format line does not allow, whatever they say (refused as answer_format): the audit's "4 disabled alarms".
    { name: 'answers with "enabled" ("3 alarms enabled")', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(`${[...switches.values()].filter(Boolean).length} alarms enabled`);
    } },
    { name: 'says the number that is on are disabled', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(`${[...switches.values()].filter(Boolean).length} alarms disabled`);
    } },
  ],
});
