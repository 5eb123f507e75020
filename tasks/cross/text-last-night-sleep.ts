import { defineTask } from '../define.ts';
import { expectThat, frame, matchFrame, shown } from '../../judges/index.ts';
import { sleepMinutes } from '../../apps/health/state.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as health from '../health/kit.ts';

/** The message the goal asks for, with last night's sleep in minutes in its slot. */
const FRAME = frame('I slept MINUTES minutes last night', 'MINUTES', { type: 'duration', unit: 'minutes' });

/** Health's summary: last night's sleep ("7 h 12 min"), in minutes; or the week's average on the Sleep page. */
async function readSleep(ui: TaskUi, which: 'last' | 'average'): Promise<string> {
  if (which === 'last') {
    await health.start(ui);
    return String(health.minutesOf(health.textAfter(ui, 'Last night')));
  }
  await health.openSection(ui, 'Sleep');
  return String(health.minutesOf(health.textAfter(ui, 'Average, last 7 nights')));
}

export default defineTask({
  id: 'cross/text-last-night-sleep',
  apps: ['health', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return { name: fullName(recipient), phone: recipient.phone, otherName: fullName(other), which: 'last', ...messages.conversationFor(world, recipient.phone) };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with how long I slept last night, as Health tracked it.`,
  named: (p, s) => ({ [p.name]: peopleNamed(s, p.name) }),
  // Last night was tracked, and differs from the week's average; sends fail without a network.
  setup: (d) => {
    const t = health.today(d);
    const last = health.dayLog(d, t)!;
    if (!last.sleep) last.sleep = { bed: t - 70 * health.MINUTE, wake: t + 6 * 60 * health.MINUTE + 35 * health.MINUTE };
    const week = d.apps.health.days.filter((x) => x.day > t - 7 * health.DAY && x.day < t).map(sleepMinutes).filter((m): m is number => m !== null);
    const mean = week.reduce((a, b) => a + b, 0) / Math.max(1, week.length);
    if (Math.abs(sleepMinutes(last)! - mean) < 20) last.sleep.bed -= 55 * health.MINUTE;
    d.apps.settings.airplaneMode = false;
  },
  // The slot holds last night's sleep as the episode found it (the setup's state, `before`).
  checks: (p) => [
    ...messages.sentOneThat(p.name, p.phone, 'it is a text', 'string', (m) => typeof m.text).slice(0, 2),
    expectThat(`it reads "${shown(FRAME)}" with last night's sleep in minutes in the slot`, shown(FRAME, "last night's minutes"), (ctx) => {
      const sent = messages.sentMessages(ctx);
      const minutes = sleepMinutes(health.dayLog(ctx.before, health.today(ctx.before))!);
      return sent.length === 1 ? { ...matchFrame(FRAME, String(minutes), sent[0]!.text), minutes } : undefined;
    }, (r) => r?.passed === true),
  ],
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readSleep(ui, p.which as 'last')));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.name, shown(FRAME, await readSleep(ui, 'last'))); await ui.done(); } },
  ],
  nearMisses: [
    { name: "sends the week's average", params: (p) => ({ ...p, which: 'average' }) },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'writes the hours and minutes as Health shows them', run: async (ui, p) => {
      await health.start(ui);
      await messages.compose(ui, p.name, shown(FRAME, health.textAfter(ui, 'Last night')));
      await ui.done();
    } },
  ],
});
