// The Calendar app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addInvitee from './add-invitee.ts';
import createEvent from './create-event.ts';
import createWeeklyEvent from './create-weekly-event.ts';
import deleteEvent from './delete-event.ts';
import editEventTime from './edit-event-time.ts';
import moveEvent from './move-event.ts';
import planEvent from './plan-event.ts';
import queryEventDuration from './query-event-duration.ts';
import queryStartTime from './query-start-time.ts';
import renameEvent from './rename-event.ts';
import rescheduleAfternoon from './reschedule-afternoon.ts';
import setReminder from './set-reminder.ts';
import crossTextEventTime from '../cross/text-event-time.ts';
import crossInviteLastSender from '../cross/invite-last-sender.ts';

const tasks: Task[] = [
  addInvitee,
  createEvent,
  createWeeklyEvent,
  deleteEvent,
  editEventTime,
  moveEvent,
  planEvent,
  queryEventDuration,
  queryStartTime,
  renameEvent,
  rescheduleAfternoon,
  setReminder,
  crossTextEventTime,
  crossInviteLastSender,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
