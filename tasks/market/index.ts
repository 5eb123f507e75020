// The Market site's task templates, one file each in this folder, and its cross-site ones (tasks/cross/market-*.ts).
import type { Task } from '../define.ts';
import adminChangePrice from './admin-change-price.ts';
import queryStatusCount from './query-status-count.ts';

const tasks: Task[] = [
  adminChangePrice,
  queryStatusCount,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
