import { defineTask } from '../define.ts';
import { sortAlarms } from '../../apps/clock/state.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/query-alarms-on',
  apps: ['clock'],
  difficulty: 2,
  maxSteps: 12,
  params: () => ({}),
  // As many on as off would make the count of those off the right number: switch one more on then
  // (the near miss that counts the alarms that are off must be a wrong answer).
  setup: (d) => {
    const alarms = sortAlarms(d.apps.clock.alarms);
    const off = alarms.filter((a) => !a.enabled);
    if (off.length * 2 === alarms.length) setAlarmEnabled(d.apps.clock, off.at(-1)!.id, true, d.os.now);
  },
  goal: () => 'How many of your alarms are switched on? Answer with a number.',
  checks: () => [],
  answer: {
    // What was counted, or the question's own words for it ("3 are on", "3 alarms switched on");
    // "3 are off" names another count and is refused. "Enabled" and "active" are the words people
    // use for a switch that is on ("3 alarms enabled"); "disabled" stays refused.
    spec: { type: 'number', units: ['alarms', 'alarm', 'on', 'are on', 'switched on', 'are switched on', 'alarms on', 'alarms are on', 'alarms switched on', 'alarms are switched on',
      'enabled', 'are enabled', 'alarms enabled', 'alarms are enabled', 'active', 'are active', 'alarms active', 'alarms are active'] },
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
    // The question's own words after the number.
    { name: 'answers as the question puts it ("3 are switched on")', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(`${[...switches.values()].filter(Boolean).length} are switched on`);
    } },
    // The question's words whole: "3 alarms are switched on".
    { name: 'answers in the question\'s whole words ("3 alarms are switched on")', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(`${[...switches.values()].filter(Boolean).length} alarms are switched on`);
    } },
    // Another word for a switch that is on, as people (and the phone's own settings) say it: "3 alarms enabled".
    { name: 'answers with "enabled" ("3 alarms enabled")', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(`${[...switches.values()].filter(Boolean).length} alarms enabled`);
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
    // The right number said of the wrong switches: the looser words must not take it.
    { name: 'says the number that is on are off', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(`${[...switches.values()].filter(Boolean).length} are off`);
    } },
    { name: 'says the number that is on are disabled', run: async (ui) => {
      const switches = await clock.readSwitches(ui);
      await ui.answer(`${[...switches.values()].filter(Boolean).length} alarms disabled`);
    } },
  ],
});
