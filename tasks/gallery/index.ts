// The Gallery app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import createAlbum from './create-album.ts';
import createAlbumWithPhotos from './create-album-with-photos.ts';
import deletePhoto from './delete-photo.ts';
import deletePhotos from './delete-photos.ts';
import favoritePhoto from './favorite-photo.ts';
import movePhoto from './move-photo.ts';
import queryAlbumCount from './query-album-count.ts';
import queryPhotoPlace from './query-photo-place.ts';
import renameAlbum from './rename-album.ts';
import restorePhoto from './restore-photo.ts';
import sharePhoto from './share-photo.ts';
import unfavoritePhoto from './unfavorite-photo.ts';
import crossShareNewestAlbumPhoto from '../cross/share-newest-album-photo.ts';
import crossTextPhotoPlace from '../cross/text-photo-place.ts';

const tasks: Task[] = [
  createAlbum,
  createAlbumWithPhotos,
  deletePhoto,
  deletePhotos,
  favoritePhoto,
  movePhoto,
  queryAlbumCount,
  queryPhotoPlace,
  renameAlbum,
  restorePhoto,
  sharePhoto,
  unfavoritePhoto,
  crossShareNewestAlbumPhoto,
  crossTextPhotoPlace,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
