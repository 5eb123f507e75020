// Health screens: the summary (`main`: today's steps against the goal, the step streak, last night's
// sleep, resting heart rate, the last seven days' chart, recent workouts), one page per measure
// (`steps`, `sleep`, `heart`: a chart of the last seven days and every tracked day), a day's page
// (`day`), the workouts (`workouts`, filtered by type), a workout's page (`workout`), the workout
// editor (`edit`, also for logging one by hand: a draft in its route, Save writes it) and the daily
// goals (`goals`). Every clock time and date is written by apps/kit/time.ts.
import type { ReactNode } from 'react';
import { Bike, Dumbbell, Footprints, HeartPulse, Moon, PersonStanding, Plus, Target, Waves, Activity, Flame, Pencil, Trash2 } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, replace, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Button, Dialog, Empty, Fab, IconButton, ListItem, OptionsDialog, Scroll, SectionHeader } from '../kit/ui.tsx';
import { DAY, formatClock, formatIsoDate, formatLongDate, formatMinutes, formatShortDate, startOfDay } from '../kit/time.ts';
import {
  HAS_DISTANCE, SLEEP_GOALS, TYPE_LABEL, WORKOUT_TYPES, averageSleep, dayOf, formatKm, formatDuration, formatSteps, lastWeek, reachedSteps, sleepMinutes,
  sortWorkouts, stepStreak, type DayLog, type HealthState, type Workout, type WorkoutType,
} from './state.ts';
import * as model from './model.ts';
import './health.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const obj = (value: JsonValue | undefined): { [key: string]: JsonValue } => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

const TYPE_ICON: Record<WorkoutType, typeof Activity> = { run: Footprints, walk: PersonStanding, cycle: Bike, swim: Waves, yoga: Activity, strength: Dumbbell };

/** "Today", "Yesterday", else "Monday, March 2". */
export function dayName(day: number, now: number): string {
  const today = startOfDay(now);
  return day === today ? 'Today' : day === today - DAY ? 'Yesterday' : formatLongDate(day);
}

/** A workout's line: "Mon, Mar 2 · 07:00 · 5.24 km · 32 min". */
function workoutLine(w: Workout, now: number): string {
  const day = startOfDay(w.start);
  const when = day === startOfDay(now) ? 'Today' : day === startOfDay(now) - DAY ? 'Yesterday' : formatShortDate(day);
  return [when, formatClock(w.start), w.km === null ? '' : formatKm(w.km), formatDuration(w.minutes)].filter((x) => x !== '').join(' · ');
}

// ---- drafts (plain JSON in the route) ----

interface Draft {
  type: WorkoutType;
  date: string;
  time: string;
  minutes: string;
  km: string;
  kcal: string;
}

function readDraft(value: JsonValue | undefined): Draft {
  const o = obj(value);
  return { type: WORKOUT_TYPES.find((t) => t === o.type) ?? 'run', date: str(o.date), time: str(o.time), minutes: str(o.minutes), km: str(o.km), kcal: str(o.kcal) };
}

const draftOf = (w: Workout): Draft => ({ type: w.type, date: formatIsoDate(w.start), time: formatMinutes(model.minutesOfDay(w.start)), minutes: String(w.minutes), km: w.km === null ? '' : String(w.km), kcal: String(w.kcal) });
const jsonDraft = (d: Draft): JsonValue => ({ ...d });

const workoutRoute = (id: string): Route => ({ screen: 'workout', id, dialog: null });
const editRoute = (id: string | null, draft: Draft): Route => ({ screen: 'edit', id, draft: jsonDraft(draft), error: '', dialog: null });

/** Check the draft and save it: a new workout opens its page, an edit goes back to it. */
function save(id: string | null, draft: Draft): void {
  update((d) => {
    const s = d.apps.health;
    const top = d.os.ui.stacks.health?.at(-1);
    const fail = (error: string) => void (top && (top.error = error));
    const day = model.parseDate(draft.date);
    if (day === null) return fail('Enter the date as YYYY-MM-DD');
    const time = model.parseTime(draft.time);
    if (time === null) return fail('Enter the start time as HH:MM');
    const minutes = model.parseWhole(draft.minutes);
    if (minutes === null) return fail('Enter the duration in minutes');
    const km = !HAS_DISTANCE[draft.type] || draft.km.trim() === '' ? null : model.parseKm(draft.km);
    if (HAS_DISTANCE[draft.type] && draft.km.trim() !== '' && km === null) return fail('Enter the distance in km, like 5.2');
    const kcal = draft.kcal.trim() === '' ? model.suggestedKcal(draft.type, minutes) : model.parseWhole(draft.kcal);
    if (kcal === null) return fail('Enter the calories as a whole number');
    const fields: model.WorkoutFields = { type: draft.type, start: day + time * 60_000, minutes, km, kcal };
    const problem = model.workoutProblem(fields, d.os.now);
    if (problem) return fail(problem);
    if (id !== null && model.findWorkout(s, id)) {
      model.saveWorkout(s, id, fields, d.os.now);
      back(d.os);
      showToast(d.os, 'Workout saved');
    } else {
      const newId = model.logWorkout(s, fields, d.os.now);
      if (newId === null) return;
      replace(d.os, workoutRoute(newId));
      showToast(d.os, 'Workout logged');
    }
  });
}

// ---- shared pieces ----

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="hl-stat">
      <div className="hl-stat-label">{label}</div>
      <div className="hl-stat-value">{value}</div>
      {note !== undefined && note !== '' && <div className="hl-stat-note">{note}</div>}
    </div>
  );
}

/** Bars for the last seven days, the value written above each and the date under it. */
function WeekChart({ title, days, value, text, goal }: { title: string; days: DayLog[]; value: (d: DayLog) => number | null; text: (d: DayLog) => string; goal?: number }) {
  const max = Math.max(goal ?? 0, ...days.map((d) => value(d) ?? 0), 1);
  return (
    <figure className="hl-chart" aria-label={title}>
      <figcaption>{title}</figcaption>
      <div className="hl-bars">
        {days.map((d) => {
          const v = value(d);
          const met = goal !== undefined && v !== null && v >= goal;
          return (
            <div key={d.day} className="hl-bar-col">
              <span className="hl-bar-value">{text(d)}</span>
              <div className="hl-bar-track">
                <div className={`hl-bar${met ? ' met' : ''}`} style={{ height: `${((v ?? 0) / max) * 100}%` }} />
                {goal !== undefined && <div className="hl-goal-line" style={{ bottom: `${(goal / max) * 100}%` }} aria-hidden />}
              </div>
              <span className="hl-bar-day">{formatShortDate(d.day)}</span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}

function WorkoutRow({ w, now }: { w: Workout; now: number }) {
  const Icon = TYPE_ICON[w.type];
  return (
    <ListItem label={`${TYPE_LABEL[w.type]}, ${workoutLine(w, now)}`} leading={<span className={`hl-icon t-${w.type}`} aria-hidden><Icon size={20} /></span>}
      title={TYPE_LABEL[w.type]} subtitle={workoutLine(w, now)} trailing={`${w.kcal} kcal`} onClick={() => nav.push(workoutRoute(w.id))} />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <section className="hl-card" aria-label={title}><h2 className="hl-card-title">{title}</h2>{children}</section>;
}

// ---- screens ----

function MainScreen() {
  const s = useDevice((x) => x.apps.health);
  const now = useDevice((x) => x.os.now);
  const today = dayOf(s, startOfDay(now));
  const night = today ? sleepMinutes(today) : null;
  const streak = stepStreak(s, now);
  const progress = today ? Math.min(1, today.steps / s.goals.steps) : 0;
  return (
    <>
      <AppBar title="Health" actions={<>
        <IconButton label="Goals" onClick={() => nav.push({ screen: 'goals', dialog: null, value: '' })}><Target size={22} /></IconButton>
      </>} />
      <Scroll label="Summary">
        <Section title="Steps today">
          <div className="hl-big">{formatSteps(today?.steps ?? 0)}</div>
          <div className="hl-progress" role="progressbar" aria-label="Step goal progress" aria-valuenow={Math.round(progress * 100)} aria-valuemin={0} aria-valuemax={100}><div style={{ width: `${progress * 100}%` }} /></div>
          <div className="hl-note">{`Goal ${formatSteps(s.goals.steps)} steps`}</div>
          <div className="hl-note">{`Step streak: ${streak} ${streak === 1 ? 'day' : 'days'}`}</div>
        </Section>
        <div className="hl-pair">
          <Section title="Last night">
            <div className="hl-mid">{night === null ? 'No data' : formatDuration(night)}</div>
            {today?.sleep && <div className="hl-note">{`${formatClock(today.sleep.bed)} – ${formatClock(today.sleep.wake)}`}</div>}
          </Section>
          <Section title="Resting heart rate">
            <div className="hl-mid">{today ? `${today.restingHr} bpm` : 'No data'}</div>
          </Section>
        </div>
        <WeekChart title="Steps, last 7 days" days={lastWeek(s, now)} value={(d) => d.steps} text={(d) => formatSteps(d.steps)} goal={s.goals.steps} />
        <SectionHeader>Browse</SectionHeader>
        <ListItem label="Steps" leading={<span className="hl-icon t-run" aria-hidden><Footprints size={20} /></span>} title="Steps" subtitle="Every day, goal and streak" onClick={() => nav.push({ screen: 'steps' })} />
        <ListItem label="Sleep" leading={<span className="hl-icon t-sleep" aria-hidden><Moon size={20} /></span>} title="Sleep" subtitle="Bed and wake times, average" onClick={() => nav.push({ screen: 'sleep' })} />
        <ListItem label="Heart rate" leading={<span className="hl-icon t-heart" aria-hidden><HeartPulse size={20} /></span>} title="Heart rate" subtitle="Resting heart rate by day" onClick={() => nav.push({ screen: 'heart' })} />
        <ListItem label="Workouts" leading={<span className="hl-icon t-cycle" aria-hidden><Flame size={20} /></span>} title="Workouts" subtitle={`${s.workouts.length} workouts`} onClick={() => nav.push({ screen: 'workouts', filter: 'all' })} />
        <ListItem label="Goals" leading={<span className="hl-icon t-yoga" aria-hidden><Target size={20} /></span>} title="Goals" subtitle={`${formatSteps(s.goals.steps)} steps · ${formatDuration(s.goals.sleep)} of sleep`} onClick={() => nav.push({ screen: 'goals', dialog: null, value: '' })} />
        <SectionHeader>Recent workouts</SectionHeader>
        {s.workouts.length === 0 && <Empty>No workouts yet</Empty>}
        {sortWorkouts(s.workouts).slice(0, 3).map((w) => <WorkoutRow key={w.id} w={w} now={now} />)}
        <div className="hl-fab-space" />
      </Scroll>
      <Fab label="Log workout" extended icon={<Plus size={22} />} onClick={() => nav.push(editRoute(null, newDraft(now)))} />
    </>
  );
}

const newDraft = (now: number): Draft => ({ type: 'run', date: formatIsoDate(now), time: '', minutes: '', km: '', kcal: '' });

function StepsScreen() {
  const s = useDevice((x) => x.apps.health);
  const now = useDevice((x) => x.os.now);
  const week = lastWeek(s, now);
  const reached = week.filter((d) => reachedSteps(s, d)).length;
  const streak = stepStreak(s, now);
  return (
    <>
      <AppBar title="Steps" onBack={nav.back} />
      <Scroll label="Steps">
        <div className="hl-stats">
          <Stat label="Goal reached, last 7 days" value={`${reached} of 7 days`} />
          <Stat label="Step streak" value={`${streak} ${streak === 1 ? 'day' : 'days'}`} />
          <Stat label="Daily goal" value={`${formatSteps(s.goals.steps)} steps`} />
        </div>
        <WeekChart title="Steps, last 7 days" days={week} value={(d) => d.steps} text={(d) => formatSteps(d.steps)} goal={s.goals.steps} />
        <SectionHeader>Every day</SectionHeader>
        {s.days.slice().reverse().map((d) => (
          <ListItem key={d.day} label={dayName(d.day, now)} title={dayName(d.day, now)} subtitle={`${formatSteps(d.steps)} steps${reachedSteps(s, d) ? ' · Goal reached' : ''}`}
            onClick={() => nav.push({ screen: 'day', day: d.day })} />
        ))}
      </Scroll>
    </>
  );
}

function SleepScreen() {
  const s = useDevice((x) => x.apps.health);
  const now = useDevice((x) => x.os.now);
  const week = lastWeek(s, now);
  const avg = averageSleep(s, now);
  return (
    <>
      <AppBar title="Sleep" onBack={nav.back} />
      <Scroll label="Sleep">
        <div className="hl-stats">
          <Stat label="Average, last 7 nights" value={avg === null ? 'No data' : formatDuration(avg)} />
          <Stat label="Sleep goal" value={formatDuration(s.goals.sleep)} />
        </div>
        <WeekChart title="Sleep, last 7 nights" days={week} value={sleepMinutes} text={(d) => { const m = sleepMinutes(d); return m === null ? '–' : `${(m / 60).toFixed(1)} h`; }} goal={s.goals.sleep} />
        <SectionHeader>Every night</SectionHeader>
        {s.days.slice().reverse().map((d) => {
          const m = sleepMinutes(d);
          return (
            <ListItem key={d.day} label={dayName(d.day, now)} title={dayName(d.day, now)}
              subtitle={d.sleep && m !== null ? `${formatDuration(m)} · ${formatClock(d.sleep.bed)} – ${formatClock(d.sleep.wake)}` : 'No sleep tracked'}
              onClick={() => nav.push({ screen: 'day', day: d.day })} />
          );
        })}
      </Scroll>
    </>
  );
}

function HeartScreen() {
  const s = useDevice((x) => x.apps.health);
  const now = useDevice((x) => x.os.now);
  const week = lastWeek(s, now);
  const avg = Math.round(week.reduce((a, d) => a + d.restingHr, 0) / Math.max(1, week.length));
  return (
    <>
      <AppBar title="Heart rate" onBack={nav.back} />
      <Scroll label="Heart rate">
        <div className="hl-stats"><Stat label="Average resting, last 7 days" value={`${avg} bpm`} /></div>
        <WeekChart title="Resting heart rate, last 7 days" days={week} value={(d) => d.restingHr} text={(d) => String(d.restingHr)} />
        <SectionHeader>Every day</SectionHeader>
        {s.days.slice().reverse().map((d) => (
          <ListItem key={d.day} label={dayName(d.day, now)} title={dayName(d.day, now)} subtitle={`Resting ${d.restingHr} bpm`} onClick={() => nav.push({ screen: 'day', day: d.day })} />
        ))}
      </Scroll>
    </>
  );
}

function DayScreen({ route }: { route: Route }) {
  const s = useDevice((x) => x.apps.health);
  const now = useDevice((x) => x.os.now);
  const day = typeof route.day === 'number' ? route.day : startOfDay(now);
  const d = dayOf(s, day);
  const workouts = sortWorkouts(s.workouts.filter((w) => startOfDay(w.start) === day));
  const m = d ? sleepMinutes(d) : null;
  return (
    <>
      <AppBar title={dayName(day, now)} onBack={nav.back} />
      <Scroll label="Day">
        {!d ? <Empty>Nothing tracked this day</Empty> : (
          <div className="hl-stats">
            <Stat label="Steps" value={formatSteps(d.steps)} note={reachedSteps(s, d) ? 'Goal reached' : `Goal ${formatSteps(s.goals.steps)}`} />
            <Stat label="Sleep" value={m === null ? 'No data' : formatDuration(m)} note={d.sleep ? `In bed ${formatClock(d.sleep.bed)}, awake ${formatClock(d.sleep.wake)}` : ''} />
            <Stat label="Resting heart rate" value={`${d.restingHr} bpm`} />
          </div>
        )}
        <SectionHeader>Workouts</SectionHeader>
        {workouts.length === 0 && <Empty>No workouts this day</Empty>}
        {workouts.map((w) => <WorkoutRow key={w.id} w={w} now={now} />)}
      </Scroll>
    </>
  );
}

const FILTERS: readonly ('all' | WorkoutType)[] = ['all', ...WORKOUT_TYPES];

function WorkoutsScreen({ route }: { route: Route }) {
  const s = useDevice((x) => x.apps.health);
  const now = useDevice((x) => x.os.now);
  const filter = FILTERS.find((f) => f === route.filter) ?? 'all';
  const shown = sortWorkouts(s.workouts.filter((w) => filter === 'all' || w.type === filter));
  const week = shown.filter((w) => w.start >= startOfDay(now) - 6 * DAY);
  const km = week.reduce((a, w) => a + (w.km ?? 0), 0);
  return (
    <>
      <AppBar title="Workouts" onBack={nav.back} />
      <div className="hl-filters" role="tablist" aria-label="Workout type">
        {FILTERS.map((f) => (
          <button key={f} role="tab" aria-selected={f === filter} className={`chip${f === filter ? ' selected' : ''}`} onClick={() => nav.patch({ filter: f })}>{f === 'all' ? 'All' : TYPE_LABEL[f]}</button>
        ))}
      </div>
      <Scroll label="Workouts">
        <div className="hl-stats">
          <Stat label="Last 7 days" value={`${week.length} ${week.length === 1 ? 'workout' : 'workouts'}`} note={km > 0 ? `${formatKm(km)} in all` : ''} />
        </div>
        {shown.length === 0 && <Empty>No workouts</Empty>}
        {shown.map((w) => <WorkoutRow key={w.id} w={w} now={now} />)}
        <div className="hl-fab-space" />
      </Scroll>
      <Fab label="Log workout" extended icon={<Plus size={22} />} onClick={() => nav.push(editRoute(null, { ...newDraft(now), type: filter === 'all' ? 'run' : filter }))} />
    </>
  );
}

function WorkoutScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const w = useDevice((x) => model.findWorkout(x.apps.health, id));
  const now = useDevice((x) => x.os.now);
  if (!w) return <><AppBar title="Workout" onBack={nav.back} /><Empty>This workout was deleted</Empty></>;
  const remove = () => update((d) => {
    model.deleteWorkout(d.apps.health, id);
    const top = d.os.ui.stacks.health?.at(-1);
    if (top) top.dialog = null;
    back(d.os);
    showToast(d.os, 'Workout deleted');
  });
  return (
    <>
      <AppBar title={TYPE_LABEL[w.type]} onBack={nav.back} actions={<>
        <IconButton label="Edit" onClick={() => nav.push(editRoute(id, draftOf(w)))}><Pencil size={20} /></IconButton>
        <IconButton label="Delete" onClick={() => nav.patch({ dialog: 'delete' })}><Trash2 size={20} /></IconButton>
      </>} />
      <Scroll label="Workout">
        <div className="hl-view">
          <div className="hl-when">{`${dayName(startOfDay(w.start), now)} · ${formatClock(w.start)}`}</div>
          {w.manual && <span className="hl-tag">Logged by hand</span>}
        </div>
        <div className="hl-stats">
          <Stat label="Duration" value={formatDuration(w.minutes)} />
          {w.km !== null && <Stat label="Distance" value={formatKm(w.km)} />}
          {w.km !== null && w.type !== 'swim' && <Stat label="Pace" value={`${(w.minutes / w.km).toFixed(1)} min/km`} />}
          <Stat label="Calories" value={`${w.kcal} kcal`} />
          {w.avgHr !== null && <Stat label="Average heart rate" value={`${w.avgHr} bpm`} />}
        </div>
      </Scroll>
      {route.dialog === 'delete' && (
        <Dialog title="Delete workout?" message={`This ${TYPE_LABEL[w.type].toLowerCase()} will be removed from your log.`} actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Delete', danger: true, onClick: remove },
        ]} />
      )}
    </>
  );
}

function Field({ label, value, onChange, hint }: { label: string; value: string; onChange: (v: string) => void; hint?: string }) {
  return (
    <label className="hl-field">
      <span>{label}</span>
      <input aria-label={label} placeholder={hint ?? label} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" spellCheck={false} inputMode="decimal" />
    </label>
  );
}

function EditScreen({ route }: { route: Route }) {
  const id = typeof route.id === 'string' ? route.id : null;
  const draft = readDraft(route.draft);
  const error = str(route.error);
  const now = useDevice((x) => x.os.now);
  const set = (patch: Partial<Draft>) => nav.patch({ draft: jsonDraft({ ...draft, ...patch }), error: '' });
  const today = startOfDay(now);
  return (
    <>
      <AppBar title={id === null ? 'Log workout' : 'Edit workout'} onBack={nav.back} actions={<span className="hl-save"><Button onClick={() => save(id, draft)}>Save</Button></span>} />
      <Scroll label="Workout editor">
        <div className="hl-edit">
          {error !== '' && <div className="hl-error" role="alert">{error}</div>}
          <button className="chip hl-chip" aria-label={`Type: ${TYPE_LABEL[draft.type]}`} onClick={() => nav.patch({ dialog: 'type' })}>{`Type: ${TYPE_LABEL[draft.type]}`}</button>
          <Field label="Date (YYYY-MM-DD)" value={draft.date} onChange={(date) => set({ date })} />
          <div className="hl-chips">
            <button className="chip" onClick={() => set({ date: formatIsoDate(today) })}>Today</button>
            <button className="chip" onClick={() => set({ date: formatIsoDate(today - DAY) })}>Yesterday</button>
          </div>
          <Field label="Start time (HH:MM)" value={draft.time} onChange={(time) => set({ time })} />
          <Field label="Duration (minutes)" value={draft.minutes} onChange={(minutes) => set({ minutes })} />
          {HAS_DISTANCE[draft.type] && <Field label="Distance (km)" value={draft.km} onChange={(km) => set({ km })} />}
          <Field label="Calories (kcal)" value={draft.kcal} onChange={(kcal) => set({ kcal })} hint="Calories (kcal), optional" />
        </div>
      </Scroll>
      {route.dialog === 'type' && <OptionsDialog title="Workout type" onDismiss={() => nav.patch({ dialog: null })} options={WORKOUT_TYPES.map((t) => ({ label: TYPE_LABEL[t], onClick: () => nav.patch({ draft: jsonDraft({ ...draft, type: t }), dialog: null, error: '' }) }))} />}
    </>
  );
}

function GoalsScreen({ route }: { route: Route }) {
  const goals = useDevice((x) => x.apps.health.goals);
  const dialog = str(route.dialog);
  const value = str(route.value);
  const saveSteps = () => update((d) => {
    const n = model.parseWhole(value);
    if (n === null || !model.setStepGoal(d.apps.health, n)) return showToast(d.os, 'Enter a goal from 1,000 to 50,000 steps');
    const top = d.os.ui.stacks.health?.at(-1);
    if (top) top.dialog = null;
    showToast(d.os, 'Step goal saved');
  });
  return (
    <>
      <AppBar title="Goals" onBack={nav.back} />
      <Scroll label="Goals">
        <ListItem label="Daily steps" leading={<span className="hl-icon t-run" aria-hidden><Footprints size={20} /></span>} title="Daily steps" subtitle={`${formatSteps(goals.steps)} steps`}
          onClick={() => nav.patch({ dialog: 'steps', value: String(goals.steps) })} />
        <ListItem label="Sleep" leading={<span className="hl-icon t-sleep" aria-hidden><Moon size={20} /></span>} title="Sleep" subtitle={`${formatDuration(goals.sleep)} a night`}
          onClick={() => nav.patch({ dialog: 'sleep' })} />
        <p className="hl-foot">A day counts toward your streak when it reaches the step goal.</p>
      </Scroll>
      {dialog === 'steps' && (
        <div className="dialog-scrim">
          <div className="dialog" role="dialog" aria-label="Daily step goal">
            <h2>Daily step goal</h2>
            <input className="hl-dialog-input" aria-label="Steps a day" placeholder="Steps a day" value={value} inputMode="numeric" autoComplete="off" spellCheck={false}
              onChange={(e) => nav.patch({ value: e.target.value })} onKeyDown={(e) => { if (e.key === 'Enter' && !e.nativeEvent.isComposing) { e.preventDefault(); saveSteps(); } }} />
            <div className="actions">
              <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
              <Button variant="text" onClick={saveSteps}>Save</Button>
            </div>
          </div>
        </div>
      )}
      {dialog === 'sleep' && <OptionsDialog title="Sleep goal" onDismiss={() => nav.patch({ dialog: null })} options={SLEEP_GOALS.map((m) => ({
        label: m === goals.sleep ? `${formatDuration(m)} ✓` : formatDuration(m),
        onClick: () => update((d) => { model.setSleepGoal(d.apps.health, m); const top = d.os.ui.stacks.health?.at(-1); if (top) top.dialog = null; showToast(d.os, 'Sleep goal saved'); }),
      }))} />}
    </>
  );
}

export function HealthApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'steps': return <StepsScreen />;
    case 'sleep': return <SleepScreen />;
    case 'heart': return <HeartScreen />;
    case 'day': return <DayScreen route={route} />;
    case 'workouts': return <WorkoutsScreen route={route} />;
    case 'workout': return <WorkoutScreen route={route} />;
    case 'edit': return <EditScreen route={route} />;
    case 'goals': return <GoalsScreen route={route} />;
    default: return <MainScreen />;
  }
}

export type { HealthState };
