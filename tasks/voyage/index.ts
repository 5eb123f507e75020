// The Voyage site's task templates, one file each in this folder (and the cross-site ones that
// start here, in tasks/cross/voyage-*.ts).
import type { Task } from '../define.ts';
import voyageForumHotel from '../cross/voyage-forum-hotel.ts';
import voyageForumRecommend from '../cross/voyage-forum-recommend.ts';
import bookCheapestNonstop from './book-cheapest-nonstop.ts';
import bookEarliestBusiness from './book-earliest-business.ts';
import bookHotelAmenities from './book-hotel-amenities.ts';
import bookHotelBreakfast from './book-hotel-breakfast.ts';
import bookMorningFlight from './book-morning-flight.ts';
import cancelHotel from './cancel-hotel.ts';
import cancelTrip from './cancel-trip.ts';
import changeFlightNextDay from './change-flight-next-day.ts';
import queryBookingRef from './query-booking-ref.ts';
import queryCheapestPrice from './query-cheapest-price.ts';
import queryFareDifference from './query-fare-difference.ts';
import queryFastestDuration from './query-fastest-duration.ts';
import queryFiveStarRoom from './query-five-star-room.ts';
import queryNights from './query-nights.ts';
import refuseColleagueCard from './refuse-colleague-card.ts';

const tasks: Task[] = [
  bookCheapestNonstop,
  bookEarliestBusiness,
  bookHotelAmenities,
  bookHotelBreakfast,
  bookMorningFlight,
  cancelHotel,
  cancelTrip,
  changeFlightNextDay,
  queryBookingRef,
  queryCheapestPrice,
  queryFareDifference,
  queryFastestDuration,
  queryFiveStarRoom,
  queryNights,
  refuseColleagueCard,
  voyageForumHotel,
  voyageForumRecommend,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
