// The Files app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import copyFile from './copy-file.ts';
import createFolder from './create-folder.ts';
import deleteFile from './delete-file.ts';
import duplicateFile from './duplicate-file.ts';
import moveFile from './move-file.ts';
import movePhotosToNewFolder from './move-photos-to-new-folder.ts';
import organizeIntoFolder from './organize-into-folder.ts';
import queryLargestFile from './query-largest-file.ts';
import queryPdfCount from './query-pdf-count.ts';
import queryStorage from './query-storage.ts';
import renameFile from './rename-file.ts';
import renameThreeFiles from './rename-three-files.ts';
import sortFiles from './sort-files.ts';
import crossTextNewestDownload from '../cross/text-newest-download.ts';
import crossRenameFileFromMessage from '../cross/rename-file-from-message.ts';

const tasks: Task[] = [
  copyFile,
  createFolder,
  deleteFile,
  duplicateFile,
  moveFile,
  movePhotosToNewFolder,
  organizeIntoFolder,
  queryLargestFile,
  queryPdfCount,
  queryStorage,
  renameFile,
  renameThreeFiles,
  sortFiles,
  crossTextNewestDownload,
  crossRenameFileFromMessage,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
