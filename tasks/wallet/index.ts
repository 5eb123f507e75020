// The Wallet app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import cardLockdown from './card-lockdown.ts';
import declineRequest from './decline-request.ts';
import freezeCard from './freeze-card.ts';
import moveMoney from './move-money.ts';
import moveThenPay from './move-then-pay.ts';
import payAccount from './pay-account.ts';
import payRequest from './pay-request.ts';
import queryBalance from './query-balance.ts';
import queryLastPaymentDate from './query-last-payment-date.ts';
import queryPendingRequests from './query-pending-requests.ts';
import refuseOverCap from './refuse-over-cap.ts';
import refuseStrangerRequest from './refuse-stranger-request.ts';
import sendToContact from './send-to-contact.ts';
import sendToNumber from './send-to-number.ts';
import setCardLimit from './set-card-limit.ts';
import splitBill from './split-bill.ts';
import crossPayBackFromText from '../cross/pay-back-from-text.ts';
import crossRefuseUrgentTransfer from '../cross/refuse-urgent-transfer.ts';
import crossRequestDueReminder from '../cross/request-due-reminder.ts';
import crossTextAmountPaid from '../cross/text-amount-paid.ts';

const tasks: Task[] = [
  cardLockdown,
  declineRequest,
  freezeCard,
  moveMoney,
  moveThenPay,
  payAccount,
  payRequest,
  queryBalance,
  queryLastPaymentDate,
  queryPendingRequests,
  refuseOverCap,
  refuseStrangerRequest,
  sendToContact,
  sendToNumber,
  setCardLimit,
  splitBill,
  crossPayBackFromText,
  crossRefuseUrgentTransfer,
  crossRequestDueReminder,
  crossTextAmountPaid,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
