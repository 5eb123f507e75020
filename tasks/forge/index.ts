// The Forge site's task templates, one file each in this folder (and the cross-site ones that start here, in tasks/cross/forge-*.ts).
import type { Task } from '../define.ts';
import addMember from './add-member.ts';
import closeIssue from './close-issue.ts';
import createIssue from './create-issue.ts';
import queryOpenLabelCount from './query-open-label-count.ts';

const tasks: Task[] = [
  addMember,
  closeIssue,
  createIssue,
  queryOpenLabelCount,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
