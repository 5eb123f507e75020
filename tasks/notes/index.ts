// The Notes app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import checkItem from './check-item.ts';
import checklistCheckTwo from './checklist-check-two.ts';
import createChecklist from './create-checklist.ts';
import createFolder from './create-folder.ts';
import createNote from './create-note.ts';
import deleteMentioning from './delete-mentioning.ts';
import deleteNote from './delete-note.ts';
import editBody from './edit-body.ts';
import moveMentioning from './move-mentioning.ts';
import moveNote from './move-note.ts';
import pinNote from './pin-note.ts';
import queryDoorCode from './query-door-code.ts';
import queryUnchecked from './query-unchecked.ts';
import renameNote from './rename-note.ts';
import crossNoteContactPhone from '../cross/note-contact-phone.ts';
import crossTextWifiPassword from '../cross/text-wifi-password.ts';

const tasks: Task[] = [
  checkItem,
  checklistCheckTwo,
  createChecklist,
  createFolder,
  createNote,
  deleteMentioning,
  deleteNote,
  editBody,
  moveMentioning,
  moveNote,
  pinNote,
  queryDoorCode,
  queryUnchecked,
  renameNote,
  crossNoteContactPhone,
  crossTextWifiPassword,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
