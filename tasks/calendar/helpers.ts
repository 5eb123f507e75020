// Kept for the cross-app templates (tasks/cross/*) that import from here: everything lives in the kit.
export {
  DAY, HOUR, MINUTE, NEW_TITLES, dayCell, editEvent, event, formatClock, formatLongDate, hhmm, isoDate, newEvents,
  openDay, openEvent, pickTime, singleEvents, startOfDay, startOn, today,
} from './kit.ts';
