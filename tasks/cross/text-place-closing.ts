import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { weekdayName } from '../../apps/maps/state.ts';
import { TIME_OF_DAY, parts } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as maps from '../maps/kit.ts';
import * as messages from '../messages/kit.ts';

/** The message the goal asks for: the place's name and one slot for when it closes (any form the device shows: 18:30, 6:30 PM). */
const frameFor = (place: string) => frame(`${place} is open until HH:MM today`, 'HH:MM', { type: 'time' });

/** Open the place in Maps and read today's row of its hours: the opening (0) or closing (1) time. */
async function readHours(ui: TaskUi, place: string, now: number, which: 0 | 1): Promise<string> {
  await maps.openPlace(ui, place);
  return (await maps.hoursRow(ui, weekdayName(parts(now).weekday))).split('–')[which]!;
}

export default defineTask({
  id: 'cross/text-place-closing',
  apps: ['maps', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 32,
  params: ({ rng, world }) => {
    // Open now, and not about to close or open: "open until" is true from the reset to the text.
    const open = maps.steadyPlaces(world, 20).filter((p) => maps.openNow(world, p) && maps.closingToday(world, p) !== null);
    const target = rng.pick(open);
    const closes = maps.closingToday(world, target)!;
    const other = rng.pick(maps.places(world).filter((p) => { const c = maps.closingToday(world, p); return c !== null && c !== closes; }));
    const [recipient, bystander] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      place: target.name, read: target.name, otherPlace: other.name, closes, now: world.os.now,
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(bystander),
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(frameFor(p.place))}" with the time ${p.place} closes today, as Maps shows it.`,
  named: (p, initial) => ({ [p.place]: maps.places(initial).filter((x) => x.name === p.place).length }),
  // Sends fail without a network.
  setup: (d) => void (d.apps.settings.airplaneMode = false),
  checks: (p) => messages.sentFramed(p.name, p.phone, frameFor(p.place), p.closes),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(frameFor(p.place), await readHours(ui, p.read, p.now, 1)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(frameFor(p.place), await readHours(ui, p.read, p.now, 1)));
      await ui.done();
    } },
    { name: 'reads "Closes 18:00" off the status line and writes it on the 12-hour clock', run: async (ui, p) => {
      await maps.openPlace(ui, p.read);
      const closes = new RegExp(`Closes (${TIME_OF_DAY})$`).exec(maps.statusLine(ui))![1]!;
      await messages.compose(ui, p.name, shown(frameFor(p.place), messages.twelveHour(closes)));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the opening time', run: async (ui, p) => {
      await messages.compose(ui, p.name, shown(frameFor(p.place), await readHours(ui, p.read, p.now, 0)));
      await ui.done();
    } },
    { name: "sends another place's closing time", params: (p) => ({ ...p, read: p.otherPlace }) },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
