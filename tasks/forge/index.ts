// The Forge site's task templates, one file each in this folder (and the cross-site ones that start here, in tasks/cross/forge-*.ts).
import type { Task } from '../define.ts';
import forgeAnswerForum from '../cross/forge-answer-forum.ts';
import forgeForumBug from '../cross/forge-forum-bug.ts';
import addMember from './add-member.ts';
import assignMrAuthor from './assign-mr-author.ts';
import changeRole from './change-role.ts';
import closeIssue from './close-issue.ts';
import commentIssue from './comment-issue.ts';
import createIssue from './create-issue.ts';
import createLabel from './create-label.ts';
import deleteLabel from './delete-label.ts';
import labelAssigned from './label-assigned.ts';
import mergeApproved from './merge-approved.ts';
import milestoneMove from './milestone-move.ts';
import queryLastCommit from './query-last-commit.ts';
import queryMrTarget from './query-mr-target.ts';
import queryOpenLabelCount from './query-open-label-count.ts';
import refuseOutsiderOwner from './refuse-outsider-owner.ts';
import removeMember from './remove-member.ts';

const tasks: Task[] = [
  addMember,
  assignMrAuthor,
  changeRole,
  closeIssue,
  commentIssue,
  createIssue,
  createLabel,
  deleteLabel,
  forgeAnswerForum,
  forgeForumBug,
  labelAssigned,
  mergeApproved,
  milestoneMove,
  queryLastCommit,
  queryMrTarget,
  queryOpenLabelCount,
  refuseOutsiderOwner,
  removeMember,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
