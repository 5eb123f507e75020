// The Food app's task templates, one file each in this folder, and the cross-app templates (in
// tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addAddress from './add-address.ts';
import courierTipRequest from './courier-tip-request.ts';
import favoriteRestaurant from './favorite-restaurant.ts';
import menuNoteTip from './menu-note-tip.ts';
import orderItem from './order-item.ts';
import orderOverLimit from './order-over-limit.ts';
import orderTwoWithOptions from './order-two-with-options.ts';
import orderWithInstructions from './order-with-instructions.ts';
import queryDeliveryFee from './query-delivery-fee.ts';
import queryOpeningTime from './query-opening-time.ts';
import queryOrderEta from './query-order-eta.ts';
import queryOrderTotal from './query-order-total.ts';
import rateOrder from './rate-order.ts';
import reorderLast from './reorder-last.ts';
import crossOrderLunchFromEvent from '../cross/order-lunch-from-event.ts';
import crossReorderFromText from '../cross/reorder-from-text.ts';
import crossTextDeliveryTime from '../cross/text-delivery-time.ts';

const tasks: Task[] = [
  addAddress,
  courierTipRequest,
  favoriteRestaurant,
  menuNoteTip,
  orderItem,
  orderOverLimit,
  orderTwoWithOptions,
  orderWithInstructions,
  queryDeliveryFee,
  queryOpeningTime,
  queryOrderEta,
  queryOrderTotal,
  rateOrder,
  reorderLast,
  crossOrderLunchFromEvent,
  crossReorderFromText,
  crossTextDeliveryTime,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
