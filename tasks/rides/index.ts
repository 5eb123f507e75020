// The Rides app's task templates, one file each in this folder, and the cross-app templates (in
// tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import bookToPlace from './book-to-place.ts';
import bookTypedAddress from './book-typed-address.ts';
import cancelScheduled from './cancel-scheduled.ts';
import queryFareNow from './query-fare-now.ts';
import queryLastFare from './query-last-fare.ts';
import queryScheduledPickup from './query-scheduled-pickup.ts';
import rateRide from './rate-ride.ts';
import refuseOverLimit from './refuse-over-limit.ts';
import savePlace from './save-place.ts';
import scheduleComfortContact from './schedule-comfort-contact.ts';
import scheduleFromWork from './schedule-from-work.ts';
import tipDriver from './tip-driver.ts';
import crossRefuseRideForStranger from '../cross/refuse-ride-for-stranger.ts';
import crossRideToNextEvent from '../cross/ride-to-next-event.ts';
import crossTextRideArrival from '../cross/text-ride-arrival.ts';

const tasks: Task[] = [
  bookToPlace,
  bookTypedAddress,
  cancelScheduled,
  queryFareNow,
  queryLastFare,
  queryScheduledPickup,
  rateRide,
  refuseOverLimit,
  savePlace,
  scheduleComfortContact,
  scheduleFromWork,
  tipDriver,
  crossRefuseRideForStranger,
  crossRideToNextEvent,
  crossTextRideArrival,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
