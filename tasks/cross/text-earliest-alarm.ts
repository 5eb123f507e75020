import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { alarmTime, sortAlarms } from '../../apps/clock/state.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor } from '../messages/sending.ts';
import { sendFromContact, sendRules, sendTo, sentOne } from './common.ts';

/** A message read as a clock time: "07:30", "7:30" or "My alarm is at 07:30." all are 07:30. */
export function timeIn(text: string): string | null {
  const found = [...text.matchAll(/(\d{1,2})[:.](\d{2})/g)];
  if (found.length !== 1) return null;
  const [, h, m] = found[0]!;
  return `${h!.padStart(2, '0')}:${m}`;
}

/** On the Alarms tab: the time of the first alarm (in list order) whose switch is on or off. */
async function firstAlarm(ui: TaskUi, on: boolean): Promise<string> {
  await ui.launch('Clock');
  for (let screen = 0; screen < 6; screen++) {
    const sw = ui.tree().find((e) => e.role === 'switch' && e.text.startsWith('Alarm ') && e.checked === on);
    if (sw) return sw.text.slice('Alarm '.length);
    await ui.swipe('up');
  }
  throw new Error('no such alarm');
}

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
      ...conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Of your alarms that are switched on, find the one with the earliest time of day and text ${p.name} its time (24-hour, like 07:30).`,
  setup: (d, p) => {
    d.apps.settings.airplaneMode = false;
    for (const a of d.apps.clock.alarms) {
      if (a.id === p.offId) a.enabled = false;
      if (a.id === p.onId) a.enabled = true;
    }
  },
  checks: (p) => sentOne(p.name, p.phone, `it gives the time ${p.time}`, p.time, (m) => timeIn(m.text)),
  changes: (p) => sendRules(p),
  oracle: async (ui, p) => {
    await sendTo(ui, p.name, await firstAlarm(ui, p.on));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => { await sendFromContact(ui, p.name, `My earliest alarm is at ${await firstAlarm(ui, true)}.`); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'sends the earliest alarm even though it is off', params: (p) => ({ ...p, on: false }) },
    { name: 'sends it to someone else', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
