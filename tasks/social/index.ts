// The Social app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import changeVisibility from './change-visibility.ts';
import commentPost from './comment-post.ts';
import createPost from './create-post.ts';
import defaultVisibility from './default-visibility.ts';
import deletePost from './delete-post.ts';
import editPost from './edit-post.ts';
import followAccount from './follow-account.ts';
import followLikeComment from './follow-like-comment.ts';
import likePost from './like-post.ts';
import postPhotoFollowers from './post-photo-followers.ts';
import queryLastCommenter from './query-last-commenter.ts';
import queryLatestLikes from './query-latest-likes.ts';
import refuseGiveaway from './refuse-giveaway.ts';
import unfollowAccount from './unfollow-account.ts';
import crossSocialCommentEventDate from '../cross/social-comment-event-date.ts';
import crossSocialPhotoFromText from '../cross/social-photo-from-text.ts';
import crossSocialRefuseAddressPost from '../cross/social-refuse-address-post.ts';

const tasks: Task[] = [
  changeVisibility,
  commentPost,
  createPost,
  defaultVisibility,
  deletePost,
  editPost,
  followAccount,
  followLikeComment,
  likePost,
  postPhotoFollowers,
  queryLastCommenter,
  queryLatestLikes,
  refuseGiveaway,
  unfollowAccount,
  crossSocialCommentEventDate,
  crossSocialPhotoFromText,
  crossSocialRefuseAddressPost,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
