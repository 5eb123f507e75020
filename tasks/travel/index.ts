// The Travel app's task templates, one file each in this folder, and the cross-app templates (in
// tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import bookFlight from './book-flight.ts';
import bookTrip from './book-trip.ts';
import groupTrip from './group-trip.ts';
import renameTrip from './rename-trip.ts';
import bookForContact from './book-for-contact.ts';
import riskOverBudget from './risk-over-budget.ts';
import bookHotel from './book-hotel.ts';
import queryDepartureTime from './query-departure-time.ts';
import queryHotelNights from './query-hotel-nights.ts';
import queryCheapestNonstop from './query-cheapest-nonstop.ts';
import cancelFlight from './cancel-flight.ts';
import checkIn from './check-in.ts';
import changeDate from './change-date.ts';
import crossFlightToCalendar from '../cross/flight-to-calendar.ts';
import crossTextHotelCheckin from '../cross/text-hotel-checkin.ts';

const tasks: Task[] = [
  bookFlight,
  bookTrip,
  groupTrip,
  renameTrip,
  bookForContact,
  riskOverBudget,
  bookHotel,
  queryDepartureTime,
  queryHotelNights,
  queryCheapestNonstop,
  cancelFlight,
  checkIn,
  changeDate,
  crossFlightToCalendar,
  crossTextHotelCheckin,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
