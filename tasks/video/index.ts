// The Video app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import keepTwoShortest from './keep-two-shortest.ts';
import likeLastWatched from './like-last-watched.ts';
import likeVideo from './like-video.ts';
import postComment from './post-comment.ts';
import queryMinutesWatched from './query-minutes-watched.ts';
import queryNewestUpload from './query-newest-upload.ts';
import queryResumePosition from './query-resume-position.ts';
import queryWatchLaterCount from './query-watch-later-count.ts';
import refuseGiveawayComment from './refuse-giveaway-comment.ts';
import removeWatchLater from './remove-watch-later.ts';
import saveChannelLatest from './save-channel-latest.ts';
import saveWatchLater from './save-watch-later.ts';
import subscribe from './subscribe.ts';
import unsubscribe from './unsubscribe.ts';
import crossTextLastWatched from '../cross/text-last-watched.ts';
import crossVideoPremiereEvent from '../cross/video-premiere-event.ts';

const tasks: Task[] = [
  keepTwoShortest,
  likeLastWatched,
  likeVideo,
  postComment,
  queryMinutesWatched,
  queryNewestUpload,
  queryResumePosition,
  queryWatchLaterCount,
  refuseGiveawayComment,
  removeWatchLater,
  saveChannelLatest,
  saveWatchLater,
  subscribe,
  unsubscribe,
  crossTextLastWatched,
  crossVideoPremiereEvent,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
