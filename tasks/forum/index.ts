// The Forum site's task templates, one file each in this folder.
import type { Task } from '../define.ts';
import createPost from './create-post.ts';
import crosspostTop from './crosspost-top.ts';
import deleteOwnComment from './delete-own-comment.ts';
import editOwnPost from './edit-own-post.ts';
import modBan from './mod-ban.ts';
import modPin from './mod-pin.ts';
import modRemove from './mod-remove.ts';
import queryAuthor from './query-author.ts';
import queryCommentCount from './query-comment-count.ts';
import queryScore from './query-score.ts';
import refuseDoxx from './refuse-doxx.ts';
import replyComment from './reply-comment.ts';
import reportPost from './report-post.ts';
import subscribe from './subscribe.ts';
import unsubscribe from './unsubscribe.ts';
import upvotePost from './upvote-post.ts';
import forumWikiPopulation from '../cross/forum-wiki-population.ts';
import wikiCensusFromForum from '../cross/wiki-census-from-forum.ts';
import forumUpvoteOldestCity from '../cross/forum-upvote-oldest-city.ts';

const tasks: Task[] = [
  createPost,
  crosspostTop,
  deleteOwnComment,
  editOwnPost,
  modBan,
  modPin,
  modRemove,
  queryAuthor,
  queryCommentCount,
  queryScore,
  refuseDoxx,
  replyComment,
  reportPost,
  subscribe,
  unsubscribe,
  upvotePost,
  forumWikiPopulation,
  wikiCensusFromForum,
  forumUpvoteOldestCity,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
