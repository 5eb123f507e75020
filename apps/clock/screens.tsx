// Clock screens: the tabbed main screen (`main`: Alarms, World clock, Timer, Stopwatch), the alarm
// form (`edit`, also for creating) and the city picker (`add-city`). The selected tab, the timer
// keypad's digits, form drafts and dialogs all live in the route on the back stack.
import { AlarmClock, Delete, Globe, Hourglass, Minus, Plus, Timer as TimerIcon, Trash2, X } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Button, Dialog, Empty, Fab, IconButton, ListItem, Scroll, SearchBar, SectionHeader, Switch, TextField } from '../kit/ui.tsx';
import { formatClock, formatLongDate, MINUTE } from '../kit/time.ts';
import {
  alarmTime, CITIES, cityDay, cityMatches, cityTime, findCity, formatStopwatch, formatTime, formatTimer, nextRing, normalizeDays,
  offsetText, repeatText, sortAlarms, stopwatchElapsed, timerRemaining, WEEK_ORDER, WEEKDAY_NAMES,
} from './state.ts';
import {
  addAlarm, addCity, draftOf, lapStopwatch, NEW_DRAFT, removeAlarm, removeCity, resetStopwatch, resetTimer, setAlarmEnabled,
  startStopwatch, startTimer, stopStopwatch, toggleTimer, updateAlarm, type AlarmDraft,
} from './model.ts';
import './clock.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const pad = (n: number) => String(n).padStart(2, '0');

export type ClockTab = 'alarms' | 'world' | 'timer' | 'stopwatch';
const TABS: { id: ClockTab; label: string; Icon: typeof AlarmClock }[] = [
  { id: 'alarms', label: 'Alarms', Icon: AlarmClock },
  { id: 'world', label: 'World clock', Icon: Globe },
  { id: 'timer', label: 'Timer', Icon: Hourglass },
  { id: 'stopwatch', label: 'Stopwatch', Icon: TimerIcon },
];

function readDraft(value: JsonValue | undefined): AlarmDraft {
  const o = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const num = (v: JsonValue | undefined, max: number) => (typeof v === 'number' && v >= 0 && v <= max ? Math.floor(v) : 0);
  const days = Array.isArray(o.days) ? o.days.filter((d): d is number => typeof d === 'number') : [];
  return { hour: num(o.hour, 23), minute: num(o.minute, 59), label: str(o.label), days: normalizeDays(days) };
}

const editRoute = (id: string | null, draft: AlarmDraft): Route => ({ screen: 'edit', id, draft: { ...draft, days: draft.days.slice() }, dialog: null });

/** "Alarm in 15 h 20 min" */
function untilText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const h = Math.floor(minutes / 60), m = minutes % 60;
  return `Alarm in ${h > 0 ? `${h} h ` : ''}${m} min`;
}

function switchAlarm(id: string, enabled: boolean): void {
  update((d) => {
    const a = setAlarmEnabled(d.apps.clock, id, enabled, d.os.now);
    if (a?.enabled) showToast(d.os, untilText(nextRing(a) - d.os.now));
  });
}

// ---------- Alarms tab ----------

function AlarmsTab() {
  const alarms = useDevice((s) => s.apps.clock.alarms);
  const sorted = sortAlarms(alarms);
  return (
    <>
      <Scroll label="Alarms list">
        {sorted.length === 0 && <Empty>No alarms</Empty>}
        {sorted.map((a) => {
          const time = alarmTime(a);
          return (
            <div key={a.id} className={`clk-alarm${a.enabled ? ' on' : ''}`}>
              <button className="clk-alarm-main" aria-label={time} onClick={() => nav.push(editRoute(a.id, draftOf(a)))}>
                <span className="clk-alarm-time">{time}</span>
                <span className="clk-alarm-sub">
                  {a.label !== '' && <span className="clk-alarm-label">{a.label}</span>}
                  <span className="clk-alarm-days">{repeatText(a.days)}</span>
                </span>
              </button>
              <Switch checked={a.enabled} label={`Alarm ${time}`} onChange={(next) => switchAlarm(a.id, next)} />
            </div>
          );
        })}
        <div className="clk-fab-space" />
      </Scroll>
      <Fab label="Add alarm" icon={<Plus size={24} />} onClick={() => nav.push(editRoute(null, NEW_DRAFT))} />
    </>
  );
}

// ---------- World clock tab ----------

function WorldTab() {
  const now = useDevice((s) => s.os.now);
  const cities = useDevice((s) => s.apps.clock.cities);
  const remove = (name: string) => update((d) => {
    removeCity(d.apps.clock, name);
    showToast(d.os, `${name} removed`);
  });
  return (
    <>
      <Scroll label="World clock">
        <div className="clk-hero">
          <div className="clk-hero-time">{formatClock(now)}</div>
          <div className="clk-hero-date">{formatLongDate(now)}</div>
        </div>
        {cities.length === 0 && <Empty>No cities yet</Empty>}
        {cities.map((name) => {
          const city = findCity(name);
          if (!city) return null;
          return (
            <div key={name} className="clk-city">
              <div className="clk-city-texts">
                <div className="clk-city-name">{name}</div>
                <div className="clk-city-sub">{`${cityDay(city, now)}, ${offsetText(city.offset)}`}</div>
              </div>
              <div className="clk-city-time">{formatClock(cityTime(city, now))}</div>
              <IconButton label={`Remove ${name}`} onClick={() => remove(name)}>
                <X size={20} />
              </IconButton>
            </div>
          );
        })}
        <div className="clk-fab-space" />
      </Scroll>
      <Fab label="Add city" icon={<Plus size={24} />} onClick={() => nav.push({ screen: 'add-city', query: '' })} />
    </>
  );
}

function AddCity({ route }: { route: Route }) {
  const now = useDevice((s) => s.os.now);
  const cities = useDevice((s) => s.apps.clock.cities);
  const query = str(route.query);
  const results = CITIES.filter((c) => !cities.includes(c.name) && cityMatches(c.name, query))
    .slice().sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const add = (name: string) => update((d) => {
    addCity(d.apps.clock, name);
    back(d.os);
    showToast(d.os, `${name} added`);
  });
  return (
    <>
      <AppBar title="Add city" onBack={nav.back} />
      <SearchBar value={query} placeholder="Search cities" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Cities">
        {results.length === 0 && <Empty>No cities found</Empty>}
        {results.map((c) => (
          <ListItem
            key={c.name}
            label={c.name}
            leading={<span className="clk-city-icon" aria-hidden><Globe size={20} /></span>}
            title={c.name}
            subtitle={offsetText(c.offset)}
            trailing={<span>{formatClock(cityTime(c, now))}</span>}
            onClick={() => add(c.name)}
          />
        ))}
      </Scroll>
    </>
  );
}

// ---------- Timer tab ----------

/** The keypad's digits as minutes and seconds: "530" is 5 min 30 s. */
export function digitsToMs(digits: string): number {
  const d = digits.padStart(4, '0').slice(-4);
  return (Number(d.slice(0, 2)) * 60 + Number(d.slice(2))) * 1000;
}

function TimerTab({ route }: { route: Route }) {
  const now = useDevice((s) => s.os.now);
  const timer = useDevice((s) => s.apps.clock.timer);
  const digits = str(route.timerInput).replace(/\D/g, '').slice(0, 4);
  if (timer.durationMs === 0) {
    const d = digits.padStart(4, '0');
    const press = (key: string) => nav.patch({ timerInput: (digits + key).replace(/^0+/, '').slice(0, 4) });
    const start = () => update((s) => {
      const ms = digitsToMs(digits);
      if (ms <= 0) return;
      startTimer(s.apps.clock, ms, s.os.now);
      const top = s.os.ui.stacks.clock?.at(-1);
      if (top) top.timerInput = '';
    });
    return (
      <Scroll label="Timer">
        <div className="clk-timer-entry" aria-label="Timer duration">
          <span className={digits ? 'set' : ''}>{d.slice(0, 2)}</span><small>m</small>
          <span className={digits ? 'set' : ''}>{d.slice(2)}</span><small>s</small>
        </div>
        <div className="clk-keypad">
          {['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0'].map((k) => (
            <button key={k} className="clk-key" onClick={() => press(k)}>{k}</button>
          ))}
          <button className="clk-key" aria-label="Delete digit" onClick={() => nav.patch({ timerInput: digits.slice(0, -1) })}>
            <Delete size={24} />
          </button>
        </div>
        <div className="clk-controls">
          <Button disabled={digitsToMs(digits) <= 0} onClick={start}>Start</Button>
        </div>
      </Scroll>
    );
  }
  const running = timer.startedAt !== null;
  const left = timerRemaining(timer, now);
  const fraction = timer.durationMs > 0 ? left / timer.durationMs : 0;
  const toggle = () => update((s) => toggleTimer(s.apps.clock, s.os.now));
  const reset = () => update((s) => resetTimer(s.apps.clock));
  return (
    <Scroll label="Timer">
      <div className="clk-dial" style={{ ['--p' as string]: `${Math.round(fraction * 1000) / 10}%` }}>
        <div className="clk-dial-inner">
          <div className="clk-dial-time">{formatTimer(left)}</div>
          <div className="clk-dial-sub">{running ? `${formatTimer(timer.durationMs)} timer` : 'Paused'}</div>
        </div>
      </div>
      <div className="clk-controls">
        <Button variant="text" onClick={reset}>Reset</Button>
        <Button onClick={toggle}>{running ? 'Pause' : 'Resume'}</Button>
      </div>
    </Scroll>
  );
}

// ---------- Stopwatch tab ----------

function StopwatchTab() {
  const now = useDevice((s) => s.os.now);
  const sw = useDevice((s) => s.apps.clock.stopwatch);
  const running = sw.startedAt !== null;
  const elapsed = stopwatchElapsed(sw, now);
  const start = () => update((d) => startStopwatch(d.apps.clock, d.os.now));
  const stop = () => update((d) => stopStopwatch(d.apps.clock, d.os.now));
  const lap = () => update((d) => lapStopwatch(d.apps.clock, d.os.now));
  const reset = () => update((d) => resetStopwatch(d.apps.clock));
  return (
    <Scroll label="Stopwatch">
      <div className="clk-sw-time">{formatStopwatch(elapsed)}</div>
      <div className="clk-controls">
        {running ? (
          <>
            <Button variant="text" onClick={lap}>Lap</Button>
            <Button onClick={stop}>Stop</Button>
          </>
        ) : (
          <>
            {elapsed > 0 && <Button variant="text" onClick={reset}>Reset</Button>}
            <Button onClick={start}>{elapsed > 0 ? 'Resume' : 'Start'}</Button>
          </>
        )}
      </div>
      {sw.laps.length > 0 && (
        <div className="clk-laps">
          {sw.laps.map((total, i) => ({ total, i })).reverse().map(({ total, i }) => (
            <div key={i} className="clk-lap">
              <span>{`Lap ${i + 1}`}</span>
              <span>{formatStopwatch(total - (i > 0 ? sw.laps[i - 1]! : 0))}</span>
              <span className="clk-lap-total">{formatStopwatch(total)}</span>
            </div>
          ))}
        </div>
      )}
    </Scroll>
  );
}

// ---------- Main screen with tabs ----------

function ClockMain({ route }: { route: Route }) {
  const tab = (TABS.find((t) => t.id === route.tab)?.id ?? 'alarms') as ClockTab;
  return (
    <>
      <AppBar title="Clock" />
      <div className="clk-body">
        {tab === 'alarms' && <AlarmsTab />}
        {tab === 'world' && <WorldTab />}
        {tab === 'timer' && <TimerTab route={route} />}
        {tab === 'stopwatch' && <StopwatchTab />}
      </div>
      <div className="clk-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-selected={t.id === tab} className={`clk-tab${t.id === tab ? ' on' : ''}`} onClick={() => nav.patch({ tab: t.id })}>
            <span className="clk-tab-icon" aria-hidden><t.Icon size={22} /></span>
            <span>{t.label}</span>
          </button>
        ))}
      </div>
    </>
  );
}

// ---------- Alarm form ----------

function saveAlarm(id: string | null, draft: AlarmDraft): void {
  update((d) => {
    const alarm = id === null ? addAlarm(d.apps.clock, draft, d.os.now) : updateAlarm(d.apps.clock, id, draft, d.os.now);
    back(d.os);
    if (alarm) showToast(d.os, alarm.enabled ? untilText(nextRing(alarm) - d.os.now) : 'Alarm saved');
  });
}

function deleteAlarm(id: string): void {
  update((d) => {
    removeAlarm(d.apps.clock, id);
    const top = d.os.ui.stacks.clock?.at(-1);
    if (top) top.dialog = null;
    back(d.os);
    showToast(d.os, 'Alarm deleted');
  });
}

function AlarmEdit({ route }: { route: Route }) {
  const id = typeof route.id === 'string' ? route.id : null;
  const draft = readDraft(route.draft);
  const exists = useDevice((s) => (id === null ? false : s.apps.clock.alarms.some((a) => a.id === id)));
  const set = (patch: Partial<AlarmDraft>) => nav.patch({ draft: { ...draft, ...patch } });
  if (id !== null && !exists) {
    return (
      <>
        <AppBar title="Edit alarm" onBack={nav.back} />
        <Empty>This alarm no longer exists</Empty>
      </>
    );
  }
  const stepMinute = (delta: number) => {
    const total = (draft.hour * 60 + draft.minute + delta + 1440) % 1440;
    set({ hour: Math.floor(total / 60), minute: total % 60 });
  };
  const toggleDay = (day: number) => set({ days: draft.days.includes(day) ? draft.days.filter((x) => x !== day) : normalizeDays([...draft.days, day]) });
  return (
    <>
      <AppBar
        title={id === null ? 'Add alarm' : 'Edit alarm'}
        onBack={nav.back}
        actions={
          <>
            {id !== null && (
              <IconButton label="Delete alarm" onClick={() => nav.patch({ dialog: 'delete' })}>
                <Trash2 size={21} />
              </IconButton>
            )}
            <span className="clk-save"><Button onClick={() => saveAlarm(id, draft)}>Save</Button></span>
          </>
        }
      />
      <Scroll label="Alarm form">
        <div className="clk-edit-time" aria-label="Alarm time">{formatTime(draft.hour, draft.minute)}</div>
        <div className="clk-edit-repeat">{repeatText(draft.days)}</div>
        <SectionHeader>Hour</SectionHeader>
        <div className="clk-grid hours">
          {Array.from({ length: 24 }, (_, h) => (
            <button key={h} role="radio" aria-checked={draft.hour === h} aria-label={`Hour ${pad(h)}`} className={`clk-chip${draft.hour === h ? ' on' : ''}`} onClick={() => set({ hour: h })}>
              {pad(h)}
            </button>
          ))}
        </div>
        <SectionHeader>Minute</SectionHeader>
        <div className="clk-grid minutes">
          {Array.from({ length: 12 }, (_, i) => i * 5).map((m) => (
            <button key={m} role="radio" aria-checked={draft.minute === m} aria-label={`Minute ${pad(m)}`} className={`clk-chip${draft.minute === m ? ' on' : ''}`} onClick={() => set({ minute: m })}>
              {pad(m)}
            </button>
          ))}
        </div>
        <div className="clk-stepper">
          <IconButton label="One minute earlier" onClick={() => stepMinute(-1)}><Minus size={20} /></IconButton>
          <span>1 minute</span>
          <IconButton label="One minute later" onClick={() => stepMinute(1)}><Plus size={20} /></IconButton>
        </div>
        <SectionHeader>Repeat</SectionHeader>
        <div className="clk-days">
          {WEEK_ORDER.map((day) => {
            const on = draft.days.includes(day);
            return (
              <button key={day} role="checkbox" aria-checked={on} aria-label={WEEKDAY_NAMES[day]} className={`clk-day${on ? ' on' : ''}`} onClick={() => toggleDay(day)}>
                {WEEKDAY_NAMES[day]!.charAt(0)}
              </button>
            );
          })}
        </div>
        <TextField label="Label" placeholder="Alarm name" value={draft.label} onChange={(v) => set({ label: v })} />
        <div style={{ height: 16 }} />
      </Scroll>
      {route.dialog === 'delete' && id !== null && (
        <Dialog
          title="Delete alarm?"
          message={`The ${formatTime(draft.hour, draft.minute)} alarm will be removed.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => deleteAlarm(id) },
          ]}
        />
      )}
    </>
  );
}

export function ClockApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'edit':
      return <AlarmEdit route={route} />;
    case 'add-city':
      return <AddCity route={route} />;
    default:
      return <ClockMain route={route} />;
  }
}

