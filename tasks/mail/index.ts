// The Mail app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import archiveEmail from './archive-email.ts';
import archiveFromSender from './archive-from-sender.ts';
import deleteEmail from './delete-email.ts';
import forwardEmail from './forward-email.ts';
import forwardToTwo from './forward-to-two.ts';
import labelEmail from './label-email.ts';
import markUnread from './mark-unread.ts';
import queryLatestSubject from './query-latest-subject.ts';
import queryUnreadCount from './query-unread-count.ts';
import replyThread from './reply-thread.ts';
import searchArchive from './search-archive.ts';
import sendEmail from './send-email.ts';
import sendWithCc from './send-with-cc.ts';
import starEmail from './star-email.ts';
import crossEmailContactPhone from '../cross/email-contact-phone.ts';
import crossSaveEmailSender from '../cross/save-email-sender.ts';

const tasks: Task[] = [
  archiveEmail,
  archiveFromSender,
  deleteEmail,
  forwardEmail,
  forwardToTwo,
  labelEmail,
  markUnread,
  queryLatestSubject,
  queryUnreadCount,
  replyThread,
  searchArchive,
  sendEmail,
  sendWithCc,
  starEmail,
  crossEmailContactPhone,
  crossSaveEmailSender,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
