// The Weather app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addCity from './add-city.ts';
import addTwoMoveTop from './add-two-move-top.ts';
import moveToTop from './move-to-top.ts';
import notificationsOff from './notifications-off.ts';
import queryAlertCity from './query-alert-city.ts';
import queryRainHour from './query-rain-hour.ts';
import queryRainWeekday from './query-rain-weekday.ts';
import queryTomorrowHigh from './query-tomorrow-high.ts';
import queryWeekLow from './query-week-low.ts';
import removeCity from './remove-city.ts';
import replaceCity from './replace-city.ts';
import setUnit from './set-unit.ts';
import topThree from './top-three.ts';
import crossSnowDayAlarm from '../cross/snow-day-alarm.ts';
import crossTextForecastHigh from '../cross/text-forecast-high.ts';

const tasks: Task[] = [
  addCity,
  addTwoMoveTop,
  moveToTop,
  notificationsOff,
  queryAlertCity,
  queryRainHour,
  queryRainWeekday,
  queryTomorrowHigh,
  queryWeekLow,
  removeCity,
  replaceCity,
  setUnit,
  topThree,
  crossSnowDayAlarm,
  crossTextForecastHigh,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
