// The Contacts app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addContact from './add-contact.ts';
import deleteContact from './delete-contact.ts';
import editPhone from './edit-phone.ts';
import favoriteContact from './favorite-contact.ts';
import queryFavorites from './query-favorites.ts';
import queryPhone from './query-phone.ts';
import crossShareContactNumber from '../cross/share-contact-number.ts';

const tasks: Task[] = [
  addContact,
  deleteContact,
  editPhone,
  favoriteContact,
  queryFavorites,
  queryPhone,
  crossShareContactNumber,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
