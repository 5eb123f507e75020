import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { alarmTime, sortAlarms } from '../../apps/clock/state.ts';
import * as clock from '../clock/kit.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import { frame, shown } from '../../judges/index.ts';

/** The message the goal asks for, with the alarm's time in its slot. */
const FRAME = frame('My first alarm is at HH:MM', 'HH:MM', { type: 'time' });

export default defineTask({
  id: 'cross/text-earliest-alarm',
  apps: ['clock', 'messages', 'contacts'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    // After the setup, the earliest alarm is off and the second earliest is on.
    const [earliest, second] = sortAlarms(world.apps.clock.alarms);
    return {
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(other),
      offId: earliest!.id, onId: second!.id, time: alarmTime(second!), on: true as boolean,
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Of your alarms that are switched on, find the one with the earliest time of day and text ${p.name} "${shown(FRAME)}" with its time.`,
  named: (p, s) => {
    const on = s.apps.clock.alarms.filter((a) => a.enabled).map(alarmTime).sort();
    return { [p.name]: peopleNamed(s, p.name), 'the switched-on alarm with the earliest time of day': on.filter((t) => t === on[0]).length };
  },
  setup: (d, p) => {
    d.apps.settings.airplaneMode = false;
    for (const a of d.apps.clock.alarms) {
      if (a.id === p.offId) a.enabled = false;
      if (a.id === p.onId) a.enabled = true;
    }
  },
  // The frame with the time in any form the device shows ("07:30", "7:30", "7:30 AM").
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.time),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => { await messages.compose(ui, p.name, shown(FRAME, await clock.firstAlarmTime(ui, p.on))); await ui.done(); },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.name, `${shown(FRAME, await clock.firstAlarmTime(ui, true))}.`); await ui.done(); } },
    { name: 'opens that alarm and saves it unchanged before texting its time on the 12-hour clock', run: async (ui, p) => {
      const time = await clock.firstAlarmTime(ui, true);
      await clock.edit(ui, time, {});
      await messages.compose(ui, p.name, shown(FRAME, messages.twelveHour(time)));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the earliest alarm even though it is off', params: (p) => ({ ...p, on: false }) },
    { name: 'sends it to someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'writes it on the 12-hour clock in the wrong half of the day', run: async (ui, p) => { await messages.compose(ui, p.name, shown(FRAME, messages.twelveHour(await clock.firstAlarmTime(ui, true), true))); await ui.done(); } },
    // Not the frame: the time alone, or words of one's own around it.
    { name: 'texts the time alone', run: async (ui, p) => { await messages.compose(ui, p.name, await clock.firstAlarmTime(ui, true)); await ui.done(); } },
  ],
});
