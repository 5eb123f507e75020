import { defineTask } from '../define.ts';
import { conversationTitle } from '../../apps/messages/state.ts';
import { findContactByPhone } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { createAlarm, createdOneAlarm, pickTime, timeText } from '../clock/helpers.ts';

const PROPOSALS = [
  (t: string) => `Can you call me tomorrow at ${t}? Before work is best.`,
  (t: string) => `Let's do the call tomorrow at ${t}, does that work?`,
  (t: string) => `I'm free tomorrow at ${t}, ring me then!`,
] as const;

/** Open the conversation and read the time out of its newest bubble that proposes one. */
async function proposedTime(ui: TaskUi, title: string): Promise<{ hour: number; minute: number }> {
  await ui.openApp('Messages');
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
  const bubble = ui.tree().filter((e) => e.role === 'text' && /tomorrow at \d\d:\d\d/.test(e.text)).at(-1);
  const m = bubble?.text.match(/(\d\d):(\d\d)/);
  if (!m) throw new Error('no proposed time on screen');
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

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
      conversationId: target.c.id,
      title: target.title,
      firstName: target.title.split(' ')[0]!,
      hour,
      minute,
      text: rng.pick(PROPOSALS)(timeText(hour, minute)),
      messageId: `m${messages.nextId}`,
    };
  },
  goal: (p) => `${p.title} texted you a time for a call tomorrow. Set an alarm for that time labelled "Call ${p.firstName}".`,
  // The proposal is the newest message of the conversation, just in.
  setup: (d, p) => {
    const conversation = d.apps.messages.conversations.find((c) => c.id === p.conversationId)!;
    conversation.messages.push({ id: p.messageId, from: 'them', text: p.text, at: d.os.now - 20_000, status: 'received' });
    conversation.unread = true;
    d.apps.messages.nextId += 1;
  },
  checks: (p) => createdOneAlarm({ hour: p.hour, minute: p.minute, label: `Call ${p.firstName}` }),
  // Opening the conversation marks it read.
  allowedChanges: ['apps.clock.alarms', 'apps.clock.nextId', 'apps.messages.conversations[*].unread'],
  oracle: async (ui, p) => {
    const time = await proposedTime(ui, p.title);
    await ui.openApp('Clock');
    await createAlarm(ui, { ...time, label: `Call ${p.firstName}` });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'an hour late',
      run: async (ui, p) => {
        const time = await proposedTime(ui, p.title);
        await ui.openApp('Clock');
        await createAlarm(ui, { hour: (time.hour + 1) % 24, minute: time.minute, label: `Call ${p.firstName}` });
        await ui.done();
      },
    },
    {
      name: 'without the label',
      run: async (ui, p) => {
        const time = await proposedTime(ui, p.title);
        await ui.openApp('Clock');
        await createAlarm(ui, time);
        await ui.done();
      },
    },
  ],
});
