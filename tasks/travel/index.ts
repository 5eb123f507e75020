// The Travel app's task templates, one file each in this folder, and the cross-app templates (in
// tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import bookFlight from './book-flight.ts';

const tasks: Task[] = [
  bookFlight,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
