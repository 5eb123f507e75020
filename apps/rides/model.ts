// Rides: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Times come in as arguments (the device clock). Booking a ride is a `ride` entry in the ledger
// (apps/os/ledger.ts); a cancellation fee and a tip are `payment` entries, each recorded at the
// moment it happens.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { createRng } from '../kit/random.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { MINUTE, DAY } from '../kit/time.ts';
import {
  ADDRESS_RE, canCancel, canTip, cancelFeeAt, driverFor, quoteOf, rideOf, spotOfTyped, stageOf,
  type RideType, type RidesState, type Spot,
} from './state.ts';

/** A ride booked (now or for later): its type, where from and to, when, and its quoted fare in cents. */
export interface RideEntry extends LedgerEntry {
  kind: 'ride';
  ride: string;
  type: RideType;
  pickup: string;
  pickupAddress: string;
  dropoff: string;
  dropoffAddress: string;
  /** The pickup time asked for, or null for a ride now. */
  scheduledFor: number | null;
  total: number;
}

/** Money paid for a ride after it was booked: a cancellation fee or a tip, in cents. */
export interface RidePaymentEntry extends LedgerEntry {
  kind: 'payment';
  app: 'rides';
  ride: string;
  reason: 'cancellation fee' | 'tip';
  amount: number;
}

/** The most a tip may be, in cents. */
export const MAX_TIP = 10_000;
/** How far ahead a ride may be scheduled, and how soon at the earliest. */
export const SCHEDULE_MIN_MS = 20 * MINUTE;
export const SCHEDULE_MAX_MS = 7 * DAY;

export type BookProblem = 'pickup' | 'dropoff' | 'same' | 'too-soon' | 'too-late';

export function bookProblem(pickup: Spot | null, dropoff: Spot | null, scheduledFor: number | null, now: number): BookProblem | null {
  if (!pickup) return 'pickup';
  if (!dropoff) return 'dropoff';
  // A typed address is the same spot by the app's rule (app.ts `names.address`).
  if (declaredKey(manifest, 'address', pickup.address) === declaredKey(manifest, 'address', dropoff.address)) return 'same';
  if (scheduledFor !== null && scheduledFor < now + SCHEDULE_MIN_MS) return 'too-soon';
  if (scheduledFor !== null && scheduledFor > now + SCHEDULE_MAX_MS) return 'too-late';
  return null;
}

/**
 * Book a ride: now (`scheduledFor` null) or for a pickup time. It is booked with its quote, so it
 * goes into the ledger now. Returns the ride's id, or the problem that stopped it.
 */
export function bookRide(s: RidesState, ledger: Ledger, type: RideType, pickup: Spot | null, dropoff: Spot | null, scheduledFor: number | null, now: number): { rideId: string } | { problem: BookProblem } {
  const problem = bookProblem(pickup, dropoff, scheduledFor, now);
  if (problem) return { problem };
  const id = `r${s.nextId++}`;
  const quote = quoteOf(s, type, pickup!, dropoff!, now, scheduledFor);
  // The driver is the same for the same ride in every replay: drawn from the ride's id.
  const ride = rideOf(id, quote, pickup!, dropoff!, now, scheduledFor, driverFor(createRng(`rides/driver/${id}`), type));
  s.rides.push(ride);
  record(ledger, now, {
    app: 'rides', kind: 'ride', ride: id, type, pickup: ride.pickup.label, pickupAddress: ride.pickup.address,
    dropoff: ride.dropoff.label, dropoffAddress: ride.dropoff.address, scheduledFor, total: ride.fare.total,
  });
  return { rideId: id };
}

/** Cancel a ride before its trip starts: free until the driver reaches the pickup, then the fee (a payment). */
export function cancelRide(s: RidesState, ledger: Ledger, rideId: string, now: number): boolean {
  const r = s.rides.find((x) => x.id === rideId);
  if (!r || !canCancel(r, now)) return false;
  r.cancelledAt = now;
  r.cancelFee = cancelFeeAt(r, now);
  if (r.cancelFee > 0) record(ledger, now, { app: 'rides', kind: 'payment', ride: r.id, reason: 'cancellation fee', amount: r.cancelFee });
  return true;
}

/** Tip the driver of a completed ride (a payment, in the ledger now). */
export function tipRide(s: RidesState, ledger: Ledger, rideId: string, amount: number, now: number): boolean {
  const r = s.rides.find((x) => x.id === rideId);
  if (!r || !canTip(r, now) || !Number.isInteger(amount) || amount <= 0 || r.tip + amount > MAX_TIP) return false;
  r.tip += amount;
  record(ledger, now, { app: 'rides', kind: 'payment', ride: r.id, reason: 'tip', amount });
  return true;
}

export function rateRide(s: RidesState, rideId: string, stars: number, now: number): boolean {
  const r = s.rides.find((x) => x.id === rideId);
  if (!r || stageOf(r, now) !== 'Completed' || stars < 1 || stars > 5) return false;
  r.rating = stars;
  return true;
}

// ---------------------------------------------------------------- saved places

/** The label's key as the app compares labels (app.ts `names.place`). */
export const labelKey = (label: string): string => declaredKey(manifest, 'place', label);

export type PlaceProblem = 'label' | 'address' | 'duplicate';

export function placeProblem(s: RidesState, label: string, address: string): PlaceProblem | null {
  if (label.trim() === '') return 'label';
  if (!ADDRESS_RE.test(address.trim().replace(/\s+/g, ' '))) return 'address';
  if (s.places.some((p) => labelKey(p.label) === labelKey(label))) return 'duplicate';
  return null;
}

/** Save a typed address under a label; a label in use (in any case) is refused. */
export function addPlace(s: RidesState, label: string, address: string): { id: string } | { problem: PlaceProblem } {
  const problem = placeProblem(s, label, address);
  if (problem) return { problem };
  const id = `p${s.nextId++}`;
  const spot = spotOfTyped(s, address);
  s.places.push({ id, ...spot, label: label.trim() });
  return { id };
}

export function removePlace(s: RidesState, id: string): void {
  s.places = s.places.filter((p) => p.id !== id);
}
