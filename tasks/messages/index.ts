// The Messages app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import deleteConversation from './delete-conversation.ts';
import queryLastMessage from './query-last-message.ts';
import sendMessage from './send-message.ts';
import crossSaveUnknownSender from '../cross/save-unknown-sender.ts';

const tasks: Task[] = [
  deleteConversation,
  queryLastMessage,
  sendMessage,
  crossSaveUnknownSender,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
