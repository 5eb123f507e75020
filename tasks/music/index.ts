// The Music app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addToPlaylist from './add-to-playlist.ts';
import albumPlaylist from './album-playlist.ts';
import createPlaylist from './create-playlist.ts';
import deletePlaylist from './delete-playlist.ts';
import downloadAlbum from './download-album.ts';
import likeSong from './like-song.ts';
import moveToTop from './move-to-top.ts';
import queryLikedByArtist from './query-liked-by-artist.ts';
import queryNowPlaying from './query-now-playing.ts';
import queryPlaylistMinutes from './query-playlist-minutes.ts';
import removeFromPlaylist from './remove-from-playlist.ts';
import renamePlaylist from './rename-playlist.ts';
import shufflePlaylist from './shuffle-playlist.ts';
import unlikeArtist from './unlike-artist.ts';
import crossNoteToPlaylist from '../cross/note-to-playlist.ts';
import crossTextNowPlaying from '../cross/text-now-playing.ts';

const tasks: Task[] = [
  addToPlaylist,
  albumPlaylist,
  createPlaylist,
  deletePlaylist,
  downloadAlbum,
  likeSong,
  moveToTop,
  queryLikedByArtist,
  queryNowPlaying,
  queryPlaylistMinutes,
  removeFromPlaylist,
  renamePlaylist,
  shufflePlaylist,
  unlikeArtist,
  crossNoteToPlaylist,
  crossTextNowPlaying,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
