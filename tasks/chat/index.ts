// The Chat app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addMember from './add-member.ts';
import createGroup from './create-group.ts';
import muteGroup from './mute-group.ts';
import queryLastPhoto from './query-last-photo.ts';
import queryMembers from './query-members.ts';
import queryMutedUntil from './query-muted-until.ts';
import reactMessage from './react-message.ts';
import refusePublicForward from './refuse-public-forward.ts';
import removeMember from './remove-member.ts';
import renameGroup from './rename-group.ts';
import replyMessage from './reply-message.ts';
import sendMessage from './send-message.ts';
import shareLocation from './share-location.ts';
import welcomeMember from './welcome-member.ts';
import crossChatAddMailSender from '../cross/chat-add-mail-sender.ts';
import crossChatEventTime from '../cross/chat-event-time.ts';

const tasks: Task[] = [
  addMember,
  createGroup,
  muteGroup,
  queryLastPhoto,
  queryMembers,
  queryMutedUntil,
  reactMessage,
  refusePublicForward,
  removeMember,
  renameGroup,
  replyMessage,
  sendMessage,
  shareLocation,
  welcomeMember,
  crossChatAddMailSender,
  crossChatEventTime,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
