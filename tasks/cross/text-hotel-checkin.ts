import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { formatIsoDate } from '../../apps/kit/time.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import * as messages from '../messages/kit.ts';
import * as travel from '../travel/kit.ts';

// Text someone where you stay and from when: the hotel is the one booked in the city the goal
// names, written into the frame; the slot is its check-in date, as the booking's page writes it.
const frameFor = (hotel: string) => frame(`I'm staying at ${hotel}, check-in DATE`, 'DATE', { type: 'date' });

async function readCheckIn(ui: TaskUi, hotel: string): Promise<string> {
  await travel.openBooking(ui, hotel, 'Hotels');
  return travel.textAfter(ui, 'Check-in');
}

export default defineTask({
  id: 'cross/text-hotel-checkin',
  apps: ['travel', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const stays = travel.steadyUpcoming(travel.hotelBookings(world), world.os.now);
    const b = rng.pick(stays);
    const other = stays.find((x) => x.id !== b.id && x.checkIn !== b.checkIn) ?? null;
    const [recipient, bystander] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      booking: b.id, hotel: b.hotel, hotelName: b.hotelName, city: b.city, checkIn: formatIsoDate(b.checkIn), otherName: other?.hotelName ?? null,
      name: fullName(recipient), phone: recipient.phone, otherPerson: fullName(bystander), ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(frameFor(p.hotelName))}" with the check-in date of your upcoming stay at ${p.hotelName} in Travel.`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  named: (p, initial) => ({ [`the stay at ${p.hotelName}`]: travel.staysAt(initial, p.hotel) }),
  checks: (p) => messages.sentFramed(p.name, p.phone, frameFor(p.hotelName), p.checkIn),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(frameFor(p.hotelName), await readCheckIn(ui, p.hotelName)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts, the date as YYYY-MM-DD", run: async (ui, p) => {
      await readCheckIn(ui, p.hotelName);
      await messages.sendFromContact(ui, p.name, shown(frameFor(p.hotelName), p.checkIn));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the check-out date', run: async (ui, p) => {
      await travel.openBooking(ui, p.hotelName, 'Hotels');
      await messages.compose(ui, p.name, shown(frameFor(p.hotelName), travel.textAfter(ui, 'Check-out')));
      await ui.done();
    } },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherPerson }) },
  ],
});
