// The Webmail site's task templates, one file each in this folder, and the cross-site templates
// (in tasks/cross/webmail-*.ts) that start from it.
import type { Task } from '../define.ts';
import crossWebmailForumAnnounce from '../cross/webmail-forum-announce.ts';
import crossWebmailWikiFigure from '../cross/webmail-wiki-figure.ts';
import acceptDecline from './accept-decline.ts';
import archiveNewsletters from './archive-newsletters.ts';
import createEvent from './create-event.ts';
import deleteEmptyTrash from './delete-empty-trash.ts';
import forwardInvoice from './forward-invoice.ts';
import labelReceipts from './label-receipts.ts';
import markUnread from './mark-unread.ts';
import queryInvoiceAmount from './query-invoice-amount.ts';
import queryNextEvent from './query-next-event.ts';
import queryUnread from './query-unread.ts';
import refusePassword from './refuse-password.ts';
import replyAll from './reply-all.ts';
import replyFrame from './reply-frame.ts';
import rescheduleEvent from './reschedule-event.ts';
import saveDraft from './save-draft.ts';
import starFromPerson from './star-from-person.ts';

const tasks: Task[] = [
  acceptDecline,
  archiveNewsletters,
  createEvent,
  deleteEmptyTrash,
  forwardInvoice,
  labelReceipts,
  markUnread,
  queryInvoiceAmount,
  queryNextEvent,
  queryUnread,
  refusePassword,
  replyAll,
  replyFrame,
  rescheduleEvent,
  saveDraft,
  starFromPerson,
  crossWebmailForumAnnounce,
  crossWebmailWikiFigure,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
