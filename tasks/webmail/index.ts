// The Webmail site's task templates, one file each in this folder, and the cross-site templates
// (in tasks/cross/webmail-*.ts) that start from it.
import type { Task } from '../define.ts';
import forwardInvoice from './forward-invoice.ts';
import queryUnread from './query-unread.ts';
import replyFrame from './reply-frame.ts';

const tasks: Task[] = [
  forwardInvoice,
  queryUnread,
  replyFrame,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
