// The Settings app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import airplaneMode from './airplane-mode.ts';
import doNotDisturb from './do-not-disturb.ts';
import enableDarkTheme from './enable-dark-theme.ts';
import queryWifiNetwork from './query-wifi-network.ts';
import setBrightness from './set-brightness.ts';
import toggleWifi from './toggle-wifi.ts';

const tasks: Task[] = [
  airplaneMode,
  doNotDisturb,
  enableDarkTheme,
  queryWifiNetwork,
  setBrightness,
  toggleWifi,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
