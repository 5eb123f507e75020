// Move an upcoming flight to the same flight number one day later (the fare difference is paid).
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { sameFlightOn } from '../../apps/voyage/model.ts';
import type { FlightBooking } from '../../apps/voyage/state.ts';
import { formatLongDate } from '../../apps/kit/time.ts';
import * as vy from './kit.ts';

const DAY = 86_400_000;

export default defineTask({
  id: 'voyage/change-flight-next-day',
  apps: ['voyage'],
  difficulty: 3,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const options = vy.upcomingFlights(world).filter((b) => sameFlightOn(world.apps.voyage, b, b.depart - (b.depart % DAY) + DAY) && sameFlightOn(world.apps.voyage, b, b.depart - (b.depart % DAY) + 2 * DAY));
    const b = rng.pick(options);
    const day = b.depart - (b.depart % DAY);
    const next = sameFlightOn(world.apps.voyage, b, day + DAY)!;
    return { city: vy.cityOf(world, b.to), id: b.id, title: vy.bookingTitle(world, b), code: vy.flightCode(b), date: vy.formatIsoDate(day), next: next.id, nextDay: day + DAY, laterDay: day + 2 * DAY };
  },
  goal: (p) => `On Voyage, your flight ${p.code} to ${p.city} leaves on ${p.date}. Move it to the same flight one day later.`,
  named: (p, s) => ({ [`the upcoming flight to ${p.city}`]: vy.upcomingFlights(s).filter((b) => vy.cityOf(s, b.to) === p.city).length }),
  changes: (p) => [modified(vy.BOOKINGS, p.id, ['flight', 'depart', 'arrive', 'price']), mayRecord('voyage-change', (e) => e.booking === p.id)],
  checks: (p) => [
    expectEqual('the booking is on the next day\'s flight', p.next, ({ after }) => (vy.bookingById(after, p.id) as FlightBooking | undefined)?.flight ?? null),
    expectEqual('it was changed once', 1, (ctx) => vy.changeEntries(ctx).length),
    vy.statusIs(p.id, 'confirmed'),
  ],
  oracle: vy.script(async (ui, p) => {
    await vy.openBooking(ui, p.title);
    await vy.changeOpen(ui, p.nextDay);
  }),
  alternatives: [
    { name: 'looks at the change dialog, keeps the flight, then confirms', run: vy.script(async (ui, p) => {
      await vy.openBooking(ui, p.title);
      await vy.changeOpen(ui, p.nextDay, false);
      await ui.tap({ text: `Change to ${formatLongDate(p.nextDay)}`, role: 'button' });
      await ui.tap({ text: 'Confirm change', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'moves it two days later', params: (p) => ({ ...p, nextDay: p.laterDay }) },
    { name: 'moves it two days later, then to the next day', run: vy.script(async (ui, p) => {
      await vy.openBooking(ui, p.title);
      await vy.changeOpen(ui, p.laterDay);
      await vy.changeOpen(ui, p.nextDay);
    }) },
    { name: 'cancels it', run: vy.script(async (ui, p) => { await vy.openBooking(ui, p.title); await vy.cancelOpen(ui); }) },
  ],
});
