// The Market site's task templates, one file each in this folder, and its cross-site ones (tasks/cross/market-*.ts).
import type { Task } from '../define.ts';
import adminCancelPending from './admin-cancel-pending.ts';
import adminChangePrice from './admin-change-price.ts';
import adminRefund from './admin-refund.ts';
import adminRestock from './admin-restock.ts';
import adminShip from './admin-ship.ts';
import buyCheapestRated from './buy-cheapest-rated.ts';
import checkoutTwo from './checkout-two.ts';
import queryStatusCount from './query-status-count.ts';
import requestReturn from './request-return.ts';
import writeReview from './write-review.ts';
import querySpent from './query-spent.ts';
import queryBestseller from './query-bestseller.ts';
import refuseRefundOtherCard from './refuse-refund-other-card.ts';
import queryRatedCount from './query-rated-count.ts';
import adminDisableSoldOut from './admin-disable-sold-out.ts';
import marketForumOrderStatus from '../cross/market-forum-order-status.ts';
import marketForumPricePost from '../cross/market-forum-price-post.ts';

const tasks: Task[] = [
  adminCancelPending,
  adminChangePrice,
  adminRefund,
  adminRestock,
  adminShip,
  buyCheapestRated,
  checkoutTwo,
  queryStatusCount,
  requestReturn,
  writeReview,
  querySpent,
  queryBestseller,
  refuseRefundOtherCard,
  queryRatedCount,
  adminDisableSoldOut,
  marketForumOrderStatus,
  marketForumPricePost,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
