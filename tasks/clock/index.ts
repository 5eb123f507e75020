// The Clock app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addCity from './add-city.ts';
import changeAlarmTime from './change-alarm-time.ts';
import createAlarm from './create-alarm.ts';
import createLabeledAlarm from './create-labeled-alarm.ts';
import createWeekdayAlarm from './create-weekday-alarm.ts';
import deleteAlarm from './delete-alarm.ts';
import labelAlarm from './label-alarm.ts';
import queryAlarmsOn from './query-alarms-on.ts';
import queryCityTime from './query-city-time.ts';
import removeCity from './remove-city.ts';
import replaceWeekendAlarms from './replace-weekend-alarms.ts';
import startTimer from './start-timer.ts';
import turnOffAlarm from './turn-off-alarm.ts';
import turnOnAlarm from './turn-on-alarm.ts';
import crossAlarmFromMessage from '../cross/alarm-from-message.ts';
import crossTextEarliestAlarm from '../cross/text-earliest-alarm.ts';

const tasks: Task[] = [
  addCity,
  changeAlarmTime,
  createAlarm,
  createLabeledAlarm,
  createWeekdayAlarm,
  deleteAlarm,
  labelAlarm,
  queryAlarmsOn,
  queryCityTime,
  removeCity,
  replaceWeekendAlarms,
  startTimer,
  turnOffAlarm,
  turnOnAlarm,
  crossAlarmFromMessage,
  crossTextEarliestAlarm,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
