// The Phone app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import blockNewNumber from './block-new-number.ts';
import blockNumber from './block-number.ts';
import callBackMissed from './call-back-missed.ts';
import callContact from './call-contact.ts';
import callTwoContacts from './call-two-contacts.ts';
import deleteCallEntry from './delete-call-entry.ts';
import deleteNumberHistory from './delete-number-history.ts';
import dialNumber from './dial-number.ts';
import markMissedSeen from './mark-missed-seen.ts';
import queryLastCall from './query-last-call.ts';
import queryMissedToday from './query-missed-today.ts';
import unblockNumber from './unblock-number.ts';
import crossCallBackAndText from '../cross/call-back-and-text.ts';
import crossSaveCallerAsContact from '../cross/save-caller-as-contact.ts';

const tasks: Task[] = [
  blockNewNumber,
  blockNumber,
  callBackMissed,
  callContact,
  callTwoContacts,
  deleteCallEntry,
  deleteNumberHistory,
  dialNumber,
  markMissedSeen,
  queryLastCall,
  queryMissedToday,
  unblockNumber,
  crossCallBackAndText,
  crossSaveCallerAsContact,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
