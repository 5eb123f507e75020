// The Calculator app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import clearHistory from './clear-history.ts';
import deleteCalculation from './delete-calculation.ts';
import memoryRunningTotal from './memory-running-total.ts';
import queryCountToday from './query-count-today.ts';
import queryLatestShare from './query-latest-share.ts';
import queryPercentChange from './query-percent-change.ts';
import querySlopeHeight from './query-slope-height.ts';
import queryTip from './query-tip.ts';
import queryUnitPrice from './query-unit-price.ts';
import reuseResult from './reuse-result.ts';
import saveLatestThenClear from './save-latest-then-clear.ts';
import storeProduct from './store-product.ts';
import crossSplitEmailBill from '../cross/split-email-bill.ts';
import crossTextNoteTotal from '../cross/text-note-total.ts';
import crossTipFromText from '../cross/tip-from-text.ts';

const tasks: Task[] = [
  clearHistory,
  deleteCalculation,
  memoryRunningTotal,
  queryCountToday,
  queryLatestShare,
  queryPercentChange,
  querySlopeHeight,
  queryTip,
  queryUnitPrice,
  reuseResult,
  saveLatestThenClear,
  storeProduct,
  crossSplitEmailBill,
  crossTextNoteTotal,
  crossTipFromText,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
