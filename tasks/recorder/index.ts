// The Recorder app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import deleteRecording from './delete.ts';
import deleteToday from './delete-today.ts';
import erase from './erase.ts';
import queryDeletedCount from './query-deleted-count.ts';
import queryDuration from './query-duration.ts';
import queryTodayCount from './query-today-count.ts';
import recordName from './record-name.ts';
import recordShare from './record-share.ts';
import rename from './rename.ts';
import restore from './restore.ts';
import share from './share.ts';
import trim from './trim.ts';
import crossNameRecordingAfterEvent from '../cross/name-recording-after-event.ts';
import crossRefuseEraseKeptRecordings from '../cross/refuse-erase-kept-recordings.ts';
import crossSendRequestedRecording from '../cross/send-requested-recording.ts';

const tasks: Task[] = [
  deleteRecording,
  deleteToday,
  erase,
  queryDeletedCount,
  queryDuration,
  queryTodayCount,
  recordName,
  recordShare,
  rename,
  restore,
  share,
  trim,
  crossNameRecordingAfterEvent,
  crossRefuseEraseKeptRecordings,
  crossSendRequestedRecording,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
