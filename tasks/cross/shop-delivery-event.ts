import { defineTask } from '../define.ts';
import { added, parseDate } from '../../judges/index.ts';
import { parts } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from '../calendar/kit.ts';
import * as shop from '../shop/kit.ts';

const TITLES = ['Parcel delivery', 'Shop delivery', 'Package arrives', 'Delivery day'];

/** Open the order in Shop and read the day it is due ("Thursday, March 5" under "Arriving"), as a start of day. */
async function readArrival(ui: TaskUi, name: string, year: number): Promise<number> {
  await shop.openOrder(ui, name);
  const text = shop.textAfter(ui, 'Arriving');
  const iso = (parseDate(text, year) ?? parseDate(text, year + 1))!;
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

type P = { name: string; year: number; title: string; start: number; end: number; shift: number };
const form = (p: P) => ({ title: p.title, start: cal.hhmm(p.start), end: cal.hhmm(p.end) });

export default defineTask({
  id: 'cross/shop-delivery-event',
  apps: ['shop', 'calendar'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // An order on its way (not due in the next hours, so that it shows "Arriving" all episode).
    const order = rng.pick(world.apps.shop.orders.filter((o) => o.cancelledAt === null && o.deliverAt > world.os.now + 3 * cal.HOUR));
    const item = rng.pick(order.items);
    const start = cal.pickTime(rng, 17, 19);
    return {
      order: order.id, product: item.product, name: item.name, day: cal.startOfDay(order.deliverAt), year: parts(world.os.now).year,
      title: rng.pick(TITLES.filter((t) => !world.apps.calendar.events.some((e) => e.title === t))), start, end: start + 60, shift: 0,
    };
  },
  goal: (p) => `Add an event "${p.title}" to Calendar on the day your Shop order of the "${p.name}" is due to arrive, from ${cal.hhmm(p.start)} to ${cal.hhmm(p.end)}. Leave everything else as the new-event form has it.`,
  named: (p, initial) => ({ [`the order of "${p.name}"`]: shop.ordersWith(initial, p.product).length }),
  changes: () => [added(cal.EVENTS)],
  checks: (p) => cal.created({ title: p.title, start: p.day + p.start * cal.MINUTE, end: p.day + p.end * cal.MINUTE }),
  oracle: async (ui, p) => {
    const day = await readArrival(ui, p.name, p.year);
    await cal.create(ui, day + p.shift * cal.DAY, form(p));
    await ui.done();
  },
  alternatives: [
    { name: 'New event from today in Calendar, the date typed into the form', run: async (ui, p) => {
      const day = await readArrival(ui, p.name, p.year);
      await cal.createTyped(ui, day, form(p));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'puts it on the day after', params: (p) => ({ ...p, shift: 1 }) },
    { name: 'puts it on the day before', params: (p) => ({ ...p, shift: -1 }) },
    { name: 'ends half an hour late', params: (p) => ({ ...p, end: p.end + 30 }) },
  ],
});
