import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createWorld } from '../../apps/world.ts';
import * as model from '../../apps/voyage/model.ts';
import { searchFlights, searchHotels, type FlightBooking } from '../../apps/voyage/state.ts';
import { DAY, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';

const world = createWorld(1);
const s = world.apps.voyage;
const ME = { name: 'Alex Morgan', born: '1988-04-17' };

describe('Voyage model', () => {
  it('seeds a week of flights, hotels in every city and upcoming trips with unique references', () => {
    expect(s.flights.length).toBeGreaterThan(200);
    for (const a of s.airports) expect(s.hotels.filter((h) => h.city === a.city && h.stars === 4 && h.amenities.includes('breakfast')).length).toBeGreaterThan(0);
    expect(new Set(s.bookings.map((b) => b.ref)).size).toBe(s.bookings.length);
  });

  it('gives a new booking a reference of six letters and digits (the mixing step once went negative and wrote "undefined")', () => {
    for (let nextId = 1; nextId <= 400; nextId++) {
      for (const refSalt of [1, 4_111, 999_999]) expect(model.nextRef({ ...s, nextId, refSalt })).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    }
  });

  it('lists a route\'s flights cheapest first and filters nonstop ones', () => {
    const f = s.flights[0]!;
    const list = searchFlights(s.flights, { from: f.from, to: f.to, day: startOfDay(f.depart), cabin: 'economy', stops: 0 });
    expect(list.every((x) => x.stops === 0)).toBe(true);
    for (let i = 1; i < list.length; i++) expect(list[i]!.fares.economy).toBeGreaterThanOrEqual(list[i - 1]!.fares.economy);
    const hotels = searchHotels(s.hotels, { city: s.hotels[0]!.city, amenities: ['breakfast'] });
    expect(hotels.every((h) => h.amenities.includes('breakfast'))).toBe(true);
  });

  it('refuses a passenger without a last name or a past birth date, and writes a booking in the ledger', () => {
    const f = s.flights[5]!;
    const after = produce(world, (d) => {
      const bad = model.bookFlight(d.apps.voyage, d.os.ledger, d.os.now, { flight: f.id, cabin: 'economy', passengers: [{ name: 'Alex', born: formatIsoDate(d.os.now + DAY) }], seat: null, card: 'card1' });
      expect('errors' in bad && bad.errors.passengers?.[0]).toEqual({ name: 'Enter a first and a last name, as on the passport', born: 'The date of birth must be in the past' });
      const ok = model.bookFlight(d.apps.voyage, d.os.ledger, d.os.now, { flight: f.id, cabin: 'business', passengers: [ME, { name: 'Sam Okafor', born: '1990-01-01' }], seat: 'Window', card: 'card1' });
      expect('id' in ok).toBe(true);
    });
    const entry = after.os.ledger.at(-1)!;
    expect(entry).toMatchObject({ kind: 'voyage-booking', type: 'flight', flight: f.id, cabin: 'business', price: f.fares.business * 2, passengers: ['Alex Morgan', 'Sam Okafor'] });
  });

  it('moves a flight to the next day at the fare difference, and cancels with the refund the dialog shows', () => {
    const b = s.bookings.find((x): x is FlightBooking => x.kind === 'flight' && x.depart > world.os.now && model.sameFlightOn(s, x, startOfDay(x.depart) + DAY) !== undefined)!;
    const next = model.sameFlightOn(s, b, startOfDay(b.depart) + DAY)!;
    const after = produce(world, (d) => {
      expect(model.changeFlight(d.apps.voyage, d.os.ledger, d.os.now, b.id, next.id)).toBe(true);
      expect(model.cancelBooking(d.apps.voyage, d.os.ledger, d.os.now, b.id)).toBe(true);
      expect(model.cancelBooking(d.apps.voyage, d.os.ledger, d.os.now, b.id)).toBe(false);
    });
    const moved = after.apps.voyage.bookings.find((x) => x.id === b.id) as FlightBooking;
    expect(moved.flight).toBe(next.id);
    expect(moved.price).toBe(next.fares[b.cabin] * b.passengers.length);
    expect(moved.status).toBe('cancelled');
    expect(moved.refund).toBe(Math.max(0, moved.price - 40 * b.passengers.length));
    expect(after.os.ledger.slice(-2).map((e) => e.kind)).toEqual(['voyage-change', 'voyage-cancel']);
  });
});
