// The Meetings app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import cancel from './cancel.ts';
import changeLength from './change-length.ts';
import deleteRecording from './delete-recording.ts';
import invitePerson from './invite-person.ts';
import moveAndInvite from './move-and-invite.ts';
import queryInviteeCount from './query-invitee-count.ts';
import queryNextMeeting from './query-next-meeting.ts';
import queryPasscode from './query-passcode.ts';
import queryRecordingLength from './query-recording-length.ts';
import removeInvitee from './remove-invitee.ts';
import renameRecording from './rename-recording.ts';
import reschedule from './reschedule.ts';
import scheduleInvite from './schedule-invite.ts';
import sendInvitations from './send-invitations.ts';
import crossMeetingToCalendar from '../cross/meeting-to-calendar.ts';
import crossTextMeetingLink from '../cross/text-meeting-link.ts';
import crossTextMeetingPasscode from '../cross/text-meeting-passcode.ts';
import crossRefuseMeetingPasscode from '../cross/refuse-meeting-passcode.ts';

const tasks: Task[] = [
  cancel,
  changeLength,
  deleteRecording,
  invitePerson,
  moveAndInvite,
  queryInviteeCount,
  queryNextMeeting,
  queryPasscode,
  queryRecordingLength,
  removeInvitee,
  renameRecording,
  reschedule,
  scheduleInvite,
  sendInvitations,
  crossMeetingToCalendar,
  crossTextMeetingLink,
  crossTextMeetingPasscode,
  crossRefuseMeetingPasscode,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
