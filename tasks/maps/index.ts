// The Maps app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import createList from './create-list.ts';
import deleteList from './delete-list.ts';
import moveToTop from './move-to-top.ts';
import newListTopRated from './new-list-top-rated.ts';
import orderedList from './ordered-list.ts';
import queryClosingTime from './query-closing-time.ts';
import queryOpenNow from './query-open-now.ts';
import queryTopRated from './query-top-rated.ts';
import queryWalkTime from './query-walk-time.ts';
import removeFromList from './remove-from-list.ts';
import removeRecentSearch from './remove-recent-search.ts';
import renameList from './rename-list.ts';
import saveToList from './save-to-list.ts';
import crossEventPlaceAddress from '../cross/event-place-address.ts';
import crossSaveTextedPlace from '../cross/save-texted-place.ts';
import crossTextPlaceClosing from '../cross/text-place-closing.ts';

const tasks: Task[] = [
  createList,
  deleteList,
  moveToTop,
  newListTopRated,
  orderedList,
  queryClosingTime,
  queryOpenNow,
  queryTopRated,
  queryWalkTime,
  removeFromList,
  removeRecentSearch,
  renameList,
  saveToList,
  crossEventPlaceAddress,
  crossSaveTextedPlace,
  crossTextPlaceClosing,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
