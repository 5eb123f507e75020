import { defineTask } from '../define.ts';
import { added, parseDate } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from '../calendar/kit.ts';
import * as wallet from '../wallet/kit.ts';

/** Open the request and read one of its dates ("Due", "Requested") as the start of that day. */
async function readDay(ui: TaskUi, name: string, which: 'Due' | 'Requested'): Promise<number> {
  await wallet.openRequest(ui, name);
  return Date.parse(`${parseDate(wallet.field(ui, which))!}T00:00:00Z`);
}

export default defineTask({
  id: 'cross/request-due-reminder',
  apps: ['wallet', 'calendar'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const r = wallet.pickRequest(rng, world);
    const first = r.name.split(' ')[0]!;
    return { id: r.id, name: r.name, phone: r.phone, title: `Pay ${first}`, due: cal.today(world) + rng.int(2, 12) * cal.DAY, which: 'Due', late: 0 };
  },
  goal: (p) => `Add an event "${p.title}" to Calendar on the due date of ${p.name}'s payment request in Wallet, from 09:00 to 09:30.`,
  named: (p, initial) => ({ [`${p.name}'s pending request`]: wallet.pendingFrom(initial, p.phone) }),
  setup: (d, p) => {
    d.apps.wallet.requests.find((r) => r.id === p.id)!.due = p.due;
  },
  changes: () => [added(cal.EVENTS)],
  checks: (p) => cal.created({ title: p.title, start: p.due + 9 * cal.HOUR, end: p.due + 9 * cal.HOUR + 30 * cal.MINUTE }),
  oracle: async (ui, p) => {
    const day = await readDay(ui, p.name, p.which as 'Due' | 'Requested');
    await cal.create(ui, day + p.late * cal.DAY, { title: p.title, start: '09:00', end: '09:30' });
    await ui.done();
  },
  alternatives: [
    { name: 'New event from today, the date typed into the form', run: async (ui, p) => {
      const day = await readDay(ui, p.name, 'Due');
      await cal.createTyped(ui, day, { title: p.title, start: '09:00', end: '09:30' });
      await ui.done();
    } },
    { name: 'the title typed in lower case', params: (p) => ({ ...p, title: p.title.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'on the day the request was sent', params: (p) => ({ ...p, which: 'Requested' }) },
    { name: 'on the day after the due date', params: (p) => ({ ...p, late: 1 }) },
    { name: 'a title without the name', params: (p) => ({ ...p, title: 'Pay' }) },
  ],
});
