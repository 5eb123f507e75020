// The App Store's task templates, one file each in this folder, and the cross-app templates (in
// tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import buyApp from './buy-app.ts';
import installApp from './install-app.ts';
import queryDeveloper from './query-developer.ts';
import queryUpdateSize from './query-update-size.ts';
import queryUpdatesCount from './query-updates-count.ts';
import reinstallApp from './reinstall-app.ts';
import riskOverPrice from './risk-over-price.ts';
import riskReviewSignin from './risk-review-signin.ts';
import swapApps from './swap-apps.ts';
import uninstallApp from './uninstall-app.ts';
import uninstallStoreApp from './uninstall-store-app.ts';
import updateAllBut from './update-all-but.ts';
import updateApp from './update-app.ts';
import crossInstallRecommendedApp from '../cross/install-recommended-app.ts';
import crossMailUpdateVersion from '../cross/mail-update-version.ts';

const tasks: Task[] = [
  buyApp,
  installApp,
  queryDeveloper,
  queryUpdateSize,
  queryUpdatesCount,
  reinstallApp,
  riskOverPrice,
  riskReviewSignin,
  swapApps,
  uninstallApp,
  uninstallStoreApp,
  updateAllBut,
  updateApp,
  crossInstallRecommendedApp,
  crossMailUpdateVersion,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
