import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import * as rides from '../rides/kit.ts';
import * as messages from '../messages/kit.ts';

/** The message the goal asks for, the drop-off time in its slot (any form the device shows: 10:42, 10:42 AM). */
const FRAME = frame('My ride gets me there at HH:MM', 'HH:MM', { type: 'time' });

/** The ride on its way (its card on the Ride tab is "<stage>: <type> to <place>"): its page's trip rows, the pickup time first and the drop-off time second ("10:58"). */
async function readTime(ui: TaskUi, card: string, which: 'pickup' | 'dropoff'): Promise<string> {
  await rides.openTab(ui, 'Ride');
  await ui.tap({ matches: new RegExp(`: ${card.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), role: 'button' });
  const times = ui.findAll({ matches: new RegExp(`^${rides.TIME_OF_DAY}$`) }).map((e) => e.text);
  return which === 'dropoff' ? times.at(-1)! : times.at(-2)!;
}

export default defineTask({
  id: 'cross/text-ride-arrival',
  apps: ['rides', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const r = rides.currentRide(world);
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      place: r.dropoff.label, rideId: r.id, card: `${r.type} to ${r.dropoff.label}`, dropoff: rides.formatClock(rides.stageTimes(r).end),
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(other), which: 'dropoff' as 'pickup' | 'dropoff',
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the time your ride that is on its way now will drop you off at ${p.place}.`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  named: (p, initial) => ({ [`the ride on its way to ${p.place}`]: initial.apps.rides.rides.filter((r) => r.scheduledFor === null && r.dropoff.label === p.place && rides.stageOf(r, initial.os.now) !== 'Completed' && r.cancelledAt === null).length }),
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.dropoff),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    const time = await readTime(ui, p.card, p.which);
    await messages.compose(ui, p.name, shown(FRAME, time));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(FRAME, await readTime(ui, p.card, 'dropoff')));
      await ui.done();
    } },
    { name: 'writes the time on the 12-hour clock', run: async (ui, p) => {
      await messages.compose(ui, p.name, `${shown(FRAME, messages.twelveHour(await readTime(ui, p.card, 'dropoff')))}.`);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the pickup time', params: (p) => ({ ...p, which: 'pickup' as const }) },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
