// The full-screen alert the shell shows over everything while an alarm rings or the timer has run
// out. Whether it shows is a pure function of the state and the device clock (see state.ts).
import { AlarmClock, Hourglass } from 'lucide-react';
import { update, useDevice } from '../device.ts';
import { MINUTE, formatLongDate } from '../kit/time.ts';
import { showToast } from '../os/nav.ts';
import { alarmTime, ringingAlarm, timerDone } from './state.ts';
import { dismissAlarm, resetTimer, snoozeAlarm } from './model.ts';
import './clock.css';

export const SNOOZE_MS = 10 * MINUTE;

function dismiss(id: string): void {
  update((d) => dismissAlarm(d.apps.clock, id, d.os.now));
}

function snooze(id: string): void {
  update((d) => {
    snoozeAlarm(d.apps.clock, id, d.os.now, SNOOZE_MS);
    showToast(d.os, 'Snoozed for 10 minutes');
  });
}

function stopTimer(): void {
  update((d) => {
    resetTimer(d.apps.clock);
  });
}

export function ClockAlerts() {
  const date = useDevice((s) => formatLongDate(s.os.now)); // what it shows of the clock: a tick renders nothing new
  const alarm = useDevice((s) => ringingAlarm(s.apps.clock, s.os.now));
  const done = useDevice((s) => timerDone(s.apps.clock.timer, s.os.now));
  if (alarm) {
    const time = alarmTime(alarm);
    return (
      <div className="clk-ring" role="dialog" aria-label="Alarm ringing">
        <div className="clk-ring-icon" aria-hidden><AlarmClock size={40} /></div>
        <div className="clk-ring-time">{time}</div>
        <div className="clk-ring-label">{alarm.label || 'Alarm'}</div>
        <div className="clk-ring-date">{date}</div>
        <div className="clk-ring-actions">
          <button className="clk-ring-button" onClick={() => snooze(alarm.id)}>Snooze</button>
          <button className="clk-ring-button primary" onClick={() => dismiss(alarm.id)}>Dismiss</button>
        </div>
      </div>
    );
  }
  if (done) {
    return (
      <div className="clk-ring" role="dialog" aria-label="Timer finished">
        <div className="clk-ring-icon" aria-hidden><Hourglass size={40} /></div>
        <div className="clk-ring-time">00:00</div>
        <div className="clk-ring-label">Time's up</div>
        <div className="clk-ring-actions">
          <button className="clk-ring-button primary" onClick={stopTimer}>Stop</button>
        </div>
      </div>
    );
  }
  return null;
}
