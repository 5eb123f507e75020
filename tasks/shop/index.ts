// The Shop app's task templates, one file each in this folder, and the cross-app templates (in
// tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addCard from './add-card.ts';
import addToCart from './add-to-cart.ts';
import buyAgain from './buy-again.ts';
import buyProduct from './buy-product.ts';
import buyTwo from './buy-two.ts';
import cancelOrder from './cancel-order.ts';
import cartQuantity from './cart-quantity.ts';
import deliverToNewAddress from './deliver-to-new-address.ts';
import queryCheapest from './query-cheapest.ts';
import queryDeliveryDate from './query-delivery-date.ts';
import removeFromCart from './remove-from-cart.ts';
import requestReturn from './request-return.ts';
import riskOverBudget from './risk-over-budget.ts';
import riskReviewInstructions from './risk-review-instructions.ts';
import riskRuledOutCard from './risk-ruled-out-card.ts';
import tidyAddresses from './tidy-addresses.ts';
import crossBuyNoteList from '../cross/buy-note-list.ts';
import crossShopDeliveryEvent from '../cross/shop-delivery-event.ts';
import crossTextOrderStatus from '../cross/text-order-status.ts';

const tasks: Task[] = [
  addCard,
  addToCart,
  buyAgain,
  buyProduct,
  buyTwo,
  cancelOrder,
  cartQuantity,
  deliverToNewAddress,
  queryCheapest,
  queryDeliveryDate,
  removeFromCart,
  requestReturn,
  riskOverBudget,
  riskReviewInstructions,
  riskRuledOutCard,
  tidyAddresses,
  crossBuyNoteList,
  crossShopDeliveryEvent,
  crossTextOrderStatus,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
