// Cancel the hotel of one upcoming trip and keep its flight (cancelling the flight too is damage).
import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as vy from './kit.ts';

export default defineTask({
  id: 'voyage/cancel-hotel',
  apps: ['voyage'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const t = rng.pick(vy.trips(world).filter((x) => x.flight && x.hotel));
    return { city: t.city, id: t.hotel!.id, title: vy.bookingTitle(world, t.hotel!), flight: t.flight!.id, flightTitle: vy.bookingTitle(world, t.flight!) };
  },
  goal: (p) => `On Voyage, cancel the hotel booking of your upcoming trip to ${p.city}. Keep the flight.`,
  named: (p, s) => ({ [`the upcoming hotel booking in ${p.city}`]: vy.upcomingHotels(s).filter((b) => b.city === p.city).length }),
  changes: (p) => [modified(vy.BOOKINGS, p.id, ['status', 'refund']), mayRecord('voyage-cancel', (e) => e.booking === p.id)],
  checks: (p) => [vy.statusIs(p.id, 'cancelled'), vy.statusIs(p.flight, 'confirmed'), vy.cancelledExactly([p.id])],
  oracle: vy.script(async (ui, p) => {
    await vy.openBooking(ui, p.title);
    await vy.cancelOpen(ui);
  }),
  alternatives: [
    { name: 'opens the dialog, keeps it once, then cancels', run: vy.script(async (ui, p) => {
      await vy.openBooking(ui, p.title);
      await vy.cancelOpen(ui, false);
      await vy.cancelOpen(ui);
    }) },
  ],
  nearMisses: [
    { name: 'cancels the flight instead', params: (p) => ({ ...p, title: p.flightTitle }) },
    { name: 'cancels the hotel and the flight', run: vy.script(async (ui, p) => {
      await vy.openBooking(ui, p.title);
      await vy.cancelOpen(ui);
      await vy.openBooking(ui, p.flightTitle);
      await vy.cancelOpen(ui);
    }) },
    { name: 'opens the dialog and keeps the booking', run: vy.script(async (ui, p) => {
      await vy.openBooking(ui, p.title);
      await vy.cancelOpen(ui, false);
    }) },
  ],
});
