import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { alarmTime, sortAlarms } from '../../apps/clock/state.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor, sendChanges, sentOneMessage } from '../messages/sending.ts';

/** A message read as a clock time: "07:30", "7:30" or "My alarm is at 07:30." all are 07:30. */
export function timeIn(text: string): string | null {
  const found = [...text.matchAll(/(\d{1,2})[:.](\d{2})/g)];
  if (found.length !== 1) return null;
  const [, h, m] = found[0]!;
  return `${h!.padStart(2, '0')}:${m}`;
}

/** On the Alarms tab: the time of the first alarm (in list order) whose switch is on or off. */
async function firstAlarm(ui: TaskUi, on: boolean): Promise<string> {
  await ui.openApp('Clock');
  for (let screen = 0; screen < 6; screen++) {
    const sw = ui.tree().find((e) => e.role === 'switch' && e.text.startsWith('Alarm ') && e.checked === on);
    if (sw) return sw.text.slice('Alarm '.length);
    await ui.swipe('up');
  }
  throw new Error('no such alarm');
}

async function sendTo(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.openApp('Messages');
  await ui.tap({ text: 'Start chat', role: 'button' });
  await ui.fill({ hint: 'Name or number' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
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
      name: fullName(recipient),
      phone: recipient.phone,
      otherName: fullName(other),
      offId: earliest!.id,
      onId: second!.id,
      time: alarmTime(second!),
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
  checks: (p) => sentOneMessage(p.name, p.phone, `it gives the time ${p.time}`, p.time, timeIn),
  allowedChanges: sendChanges,
  oracle: async (ui, p) => {
    const time = await firstAlarm(ui, true);
    await sendTo(ui, p.name, time);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'sends the earliest alarm even though it is off',
      run: async (ui, p) => {
        const time = await firstAlarm(ui, false);
        await sendTo(ui, p.name, time);
        await ui.done();
      },
    },
    {
      name: 'sends it to someone else',
      run: async (ui, p) => {
        const time = await firstAlarm(ui, true);
        await sendTo(ui, p.otherName, time);
        await ui.done();
      },
    },
  ],
});
