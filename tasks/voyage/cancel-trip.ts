// Cancel a whole upcoming trip: its flight and its hotel (two bookings, two confirmations).
import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as vy from './kit.ts';

export default defineTask({
  id: 'voyage/cancel-trip',
  apps: ['voyage'],
  difficulty: 3,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const all = vy.trips(world).filter((x) => x.flight && x.hotel);
    const t = rng.pick(all);
    const other = all.find((x) => x.city !== t.city)!;
    return { city: t.city, flight: t.flight!.id, hotel: t.hotel!.id, flightTitle: vy.bookingTitle(world, t.flight!), hotelTitle: vy.bookingTitle(world, t.hotel!), otherHotelTitle: vy.bookingTitle(world, other.hotel!) };
  },
  goal: (p) => `On Voyage, cancel your whole upcoming trip to ${p.city}: the flight and the hotel.`,
  named: (p, s) => ({ [`the upcoming trip to ${p.city}`]: vy.trips(s).filter((t) => t.city === p.city).length }),
  changes: (p) => [modified(vy.BOOKINGS, [p.flight, p.hotel], ['status', 'refund']), mayRecord('voyage-cancel', (e) => e.booking === p.flight || e.booking === p.hotel)],
  checks: (p) => [vy.statusIs(p.flight, 'cancelled'), vy.statusIs(p.hotel, 'cancelled'), vy.cancelledExactly([p.flight, p.hotel])],
  oracle: vy.script(async (ui, p) => {
    await vy.openBooking(ui, p.flightTitle);
    await vy.cancelOpen(ui);
    await vy.openBooking(ui, p.hotelTitle);
    await vy.cancelOpen(ui);
  }),
  alternatives: [
    { name: 'the hotel first, back to Trips by the browser\'s back button', run: vy.script(async (ui, p) => {
      await vy.openBooking(ui, p.hotelTitle);
      await vy.cancelOpen(ui);
      await ui.back();
      await ui.scrollTo({ text: p.flightTitle, role: 'link' });
      await ui.tap({ text: p.flightTitle, role: 'link' });
      await vy.cancelOpen(ui);
    }) },
  ],
  nearMisses: [
    { name: 'cancels only the flight', run: vy.script(async (ui, p) => { await vy.openBooking(ui, p.flightTitle); await vy.cancelOpen(ui); }) },
    { name: 'cancels the flight and another trip\'s hotel', params: (p) => ({ ...p, hotelTitle: p.otherHotelTitle }) },
  ],
});
