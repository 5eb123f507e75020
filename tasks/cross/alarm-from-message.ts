import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { DAY, parts } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as clock from '../clock/kit.ts';
import * as messages from '../messages/kit.ts';

const PROPOSALS = [
  (t: string) => `Can you call me tomorrow at ${t}? Before work is best.`,
  (t: string) => `Let's do the call tomorrow at ${t}, does that work?`,
  (t: string) => `I'm free tomorrow at ${t}, ring me then!`,
] as const;

/** Read the time out of the conversation's newest bubble that proposes one, then add that alarm in Clock. */
async function alarmFromMessage(ui: TaskUi, title: string, spec: (t: { hour: number; minute: number }) => clock.AlarmSpec): Promise<void> {
  const m = await messages.readBubble(ui, title, /tomorrow at (\d\d):(\d\d)/);
  await ui.launch('Clock');
  await clock.createAlarm(ui, spec({ hour: Number(m[1]), minute: Number(m[2]) }));
  await ui.done();
}

export default defineTask({
  id: 'cross/alarm-from-message',
  apps: ['clock', 'messages'],
  difficulty: 3,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const target = rng.pick(messages.contactThreads(world));
    const { hour, minute } = clock.pickTime(rng, world);
    const firstName = target.title.split(' ')[0]!;
    // How late the alternative first sets it: a time no alarm of the world has (it finds its alarm by the time).
    const slip = [5, 10, 20, 25].find((k) => !world.apps.clock.alarms.some((a) => a.hour === hour && a.minute === (minute + k) % 60))!;
    return {
      conversationId: target.c.id, title: target.title, firstName, hour, minute, late: 0, slip, label: `Call ${firstName}`,
      text: rng.pick(PROPOSALS)(clock.timeText(hour, minute)), messageId: `m${world.apps.messages.nextId}`, tomorrow: parts(world.os.now + DAY).weekday,
    };
  },
  goal: (p) => `${p.title} texted you a time for a call tomorrow. Set an alarm for that time labelled "Call ${p.firstName}" (a one-time alarm, or one that repeats on tomorrow's weekday).`,
  // Their conversation, and the one message in it that proposes a time for tomorrow.
  named: (p, s) => ({
    [p.title]: messages.titled(s).filter((t) => t.title === p.title).length,
    [`the time ${p.firstName} texted`]: s.apps.messages.conversations.find((c) => c.id === p.conversationId)!.messages.filter((m) => /tomorrow at \d/.test(m.text)).length,
  }),
  // The proposal is the newest message of the conversation (it gets the id `messageId`), just in.
  setup: (d, p) => messages.receive(d, p.conversationId, p.text, 20_000),
  checks: (p) => clock.addedOne(clock.timeText(p.hour, p.minute), `Call ${p.firstName}`,
    { say: "it rings once, or on tomorrow's weekday", expected: [[], [p.tomorrow]], ok: (days) => days.length === 0 || (days.length === 1 && days[0] === p.tomorrow) }),
  changes: () => [added(clock.ALARMS)],
  oracle: (ui, p) => alarmFromMessage(ui, p.title, (t) => ({ hour: (t.hour + p.late) % 24, minute: t.minute, label: p.label })),
  alternatives: [
    { name: "repeats it on tomorrow's weekday", run: (ui, p) => alarmFromMessage(ui, p.title, (t) => ({ ...t, label: p.label, days: [p.tomorrow] })) },
    { name: 'types the label in lower case', params: (p) => ({ ...p, label: p.label.toLowerCase() }) },
    { name: 'sets it a few minutes late, then opens the new alarm and corrects the time', run: async (ui, p) => {
      const m = await messages.readBubble(ui, p.title, /tomorrow at (\d\d):(\d\d)/);
      const [hour, minute] = [Number(m[1]), Number(m[2])];
      await ui.launch('Clock');
      await clock.createAlarm(ui, { hour, minute: (minute + p.slip) % 60, label: p.label });
      await clock.edit(ui, clock.timeText(hour, (minute + p.slip) % 60), { hour, minute });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'an hour late', params: (p) => ({ ...p, late: 1 }) },
    { name: 'without the label', params: (p) => ({ ...p, label: '' }) },
    { name: 'repeats it on the weekday after tomorrow', run: (ui, p) => alarmFromMessage(ui, p.title, (t) => ({ ...t, label: p.label, days: [(p.tomorrow + 1) % 7] })) },
  ],
});
