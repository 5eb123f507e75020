import { defineTask } from '../define.ts';
import { added, expectEqual, expectThat, type JudgeContext } from '../../judges/index.ts';
import { conversationTitle } from '../../apps/messages/state.ts';
import { findContactByPhone } from '../../apps/contacts/state.ts';
import { alarmTime, normalizeDays, type Alarm } from '../../apps/clock/state.ts';
import { DAY, parts } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { createAlarm, pickTime, timeText } from '../clock/helpers.ts';

const ALARMS = 'apps.clock.alarms';

const PROPOSALS = [
  (t: string) => `Can you call me tomorrow at ${t}? Before work is best.`,
  (t: string) => `Let's do the call tomorrow at ${t}, does that work?`,
  (t: string) => `I'm free tomorrow at ${t}, ring me then!`,
] as const;

/** Open the conversation and read the time out of its newest bubble that proposes one. */
async function proposedTime(ui: TaskUi, title: string): Promise<{ hour: number; minute: number }> {
  await ui.launch('Messages');
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
  const bubble = ui.tree().filter((e) => e.role === 'text' && /tomorrow at \d\d:\d\d/.test(e.text)).at(-1);
  const m = bubble?.text.match(/(\d\d):(\d\d)/);
  if (!m) throw new Error('no proposed time on screen');
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

const theAlarm = (ctx: JudgeContext<DeviceState>): Alarm | undefined => {
  const all = ctx.changes.added<Alarm>(ALARMS);
  return all.length === 1 ? all[0] : undefined;
};

export default defineTask({
  id: 'cross/alarm-from-message',
  apps: ['clock', 'messages'],
  difficulty: 3,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const { contacts, messages } = world.apps;
    // A conversation with a contact whose name is its unique title.
    const titled = messages.conversations
      .filter((c) => findContactByPhone(contacts, c.address) !== undefined)
      .map((c) => ({ c, title: conversationTitle(contacts, c) }));
    const target = rng.pick(titled.filter((t) => titled.filter((u) => u.title === t.title).length === 1));
    const { hour, minute } = pickTime(rng, world);
    return {
      conversationId: target.c.id, title: target.title, firstName: target.title.split(' ')[0]!,
      hour, minute, late: 0, label: `Call ${target.title.split(' ')[0]!}`,
      text: rng.pick(PROPOSALS)(timeText(hour, minute)), messageId: `m${messages.nextId}`,
      tomorrow: parts(world.os.now + DAY).weekday,
    };
  },
  goal: (p) => `${p.title} texted you a time for a call tomorrow. Set an alarm for that time labelled "Call ${p.firstName}" (a one-time alarm, or one that repeats on tomorrow's weekday).`,
  // The proposal is the newest message of the conversation, just in.
  setup: (d, p) => {
    const conversation = d.apps.messages.conversations.find((c) => c.id === p.conversationId)!;
    conversation.messages.push({ id: p.messageId, from: 'them', text: p.text, at: d.os.now - 20_000, status: 'received' });
    conversation.unread = true;
    d.apps.messages.nextId += 1;
  },
  checks: (p) => [
    expectEqual('exactly one alarm was added', 1, (ctx) => ctx.changes.added(ALARMS).length),
    expectEqual(`it rings at ${timeText(p.hour, p.minute)}`, timeText(p.hour, p.minute), (ctx) => { const a = theAlarm(ctx); return a && alarmTime(a); }),
    expectEqual(`it is labelled "Call ${p.firstName}"`, `Call ${p.firstName}`, (ctx) => theAlarm(ctx)?.label.trim()),
    expectEqual('it is on', true, (ctx) => theAlarm(ctx)?.enabled),
    expectThat('it rings once, or on tomorrow\'s weekday', [[], [p.tomorrow]], (ctx) => { const a = theAlarm(ctx); return a && normalizeDays(a.days); },
      (days) => days !== undefined && (days.length === 0 || (days.length === 1 && days[0] === p.tomorrow))),
  ],
  changes: () => [added(ALARMS)],
  oracle: async (ui, p) => {
    const time = await proposedTime(ui, p.title);
    await ui.launch('Clock');
    await createAlarm(ui, { hour: (time.hour + p.late) % 24, minute: time.minute, label: p.label });
    await ui.done();
  },
  alternatives: [
    {
      name: "repeats it on tomorrow's weekday",
      run: async (ui, p) => {
        const time = await proposedTime(ui, p.title);
        await ui.launch('Clock');
        await createAlarm(ui, { ...time, label: p.label, days: [p.tomorrow] });
        await ui.done();
      },
    },
  ],
  nearMisses: [
    { name: 'an hour late', params: (p) => ({ ...p, late: 1 }) },
    { name: 'without the label', params: (p) => ({ ...p, label: '' }) },
  ],
});
