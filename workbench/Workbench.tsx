// The workbench: the device in a phone frame, playable with mouse and keyboard (a right click is a
// long press), a task picker, the goal and step count, Reset, Judge now with the verdict, a typed
// answer form for query tasks, the oracle player, the state inspector with the diff since the
// start, and a viewer for trajectories the env server recorded.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useStore } from 'zustand';
import { Device } from '../apps/Device.tsx';
import { useDevice } from '../apps/device.ts';
import { formatLine, type AnswerSpec } from '../judges/index.ts';
import { answerSpecOf } from '../tasks/define.ts';
import {
  episode, humanStep, judgeNow, load, pauseOracle, playOracle, resetEpisode, stepOracle, stopOracle, PLAY_DELAY_MS, type Marker,
} from './episode.ts';
import { describeAction } from './format.ts';
import { pinch } from './localStep.ts';
import { StateInspector } from './StateInspector.tsx';
import { TaskPicker } from './TaskPicker.tsx';
import { RecordingsView } from './Trajectory.tsx';
import { VerdictView } from './VerdictView.tsx';

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph']);

/** A person's Ctrl + wheel on the phone (a touchpad's pinch sends the same) is one pinch there: the wheel up spreads the fingers, down closes them. */
function onWheel(e: WheelEvent) {
  if (!e.ctrlKey || !(e.target as Element).closest('.device')) return;
  e.preventDefault();
  const scale = e.deltaY < 0 ? PINCH_STEP : 1 / PINCH_STEP;
  pinch({ x: e.clientX, y: e.clientY }, scale);
  setTimeout(humanStep, 0);
}
const PINCH_STEP = 1.25;

/** A person's pointer or key press on the phone counts as a step (after the page has handled it). */
function onPointerUp(e: PointerEvent<HTMLDivElement>) {
  if (e.nativeEvent.isTrusted && (e.target as Element).closest('.device')) setTimeout(humanStep, 0);
}
function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
  if (e.nativeEvent.isTrusted && !MODIFIERS.has(e.key)) setTimeout(humanStep, 0);
}

function MarkerOverlay({ marker, desktop }: { marker: Marker | null; desktop: boolean }) {
  if (!marker) return null;
  return (
    <svg className="marker-overlay" viewBox={desktop ? '0 0 1280 800' : '0 0 360 800'} aria-hidden>
      <defs>
        <marker id="oracle-arrow" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto">
          <path d="M0,0 L6,3 L0,6 z" fill="#ff6d00" />
        </marker>
      </defs>
      {marker.kind === 'swipe' || marker.kind === 'drag' ? (
        <>
          {marker.kind === 'drag' && <circle cx={marker.x} cy={marker.y} r={8} fill="#ff6d00" opacity="0.85" />}
          <line x1={marker.x} y1={marker.y} x2={marker.x + (marker.dx ?? 0)} y2={marker.y + (marker.dy ?? 0)} stroke="#ff6d00" strokeWidth="5" markerEnd="url(#oracle-arrow)" opacity="0.85" />
        </>
      ) : marker.kind === 'pinch' ? (
        <>
          <circle cx={marker.x} cy={marker.y} r={26} fill="none" stroke="#ff6d00" strokeWidth="3" strokeDasharray="4 4" />
          {[-1, 1].map((side) => {
            const [near, far] = (marker.scale ?? 1) >= 1 ? [14, 44] : [44, 14];
            return <line key={side} x1={marker.x} y1={marker.y + side * near} x2={marker.x} y2={marker.y + side * far} stroke="#ff6d00" strokeWidth="4" markerEnd="url(#oracle-arrow)" opacity="0.85" />;
          })}
        </>
      ) : (
        <>
          <circle cx={marker.x} cy={marker.y} r={marker.kind === 'long_press' ? 22 : 16} fill={marker.kind === 'long_press' ? 'rgba(255,109,0,0.3)' : 'none'} stroke="#ff6d00" strokeWidth="3" />
          {marker.kind === 'double_tap' && <circle cx={marker.x} cy={marker.y} r={24} fill="none" stroke="#ff6d00" strokeWidth="2" />}
          <circle cx={marker.x} cy={marker.y} r={3} fill="#ff6d00" />
        </>
      )}
    </svg>
  );
}

function AnswerForm({ spec }: { spec: AnswerSpec }) {
  const text = useStore(episode, (s) => s.answerText);
  const set = (answerText: string) => episode.setState({ answerText });
  let input;
  switch (spec.type) {
    case 'count':
    case 'duration':
    case 'number':
      input = <input type="number" aria-label="Answer" value={text} onChange={(e) => set(e.target.value)} />;
      break;
    case 'date':
      input = <input type="date" aria-label="Answer" value={text} onChange={(e) => set(e.target.value)} />;
      break;
    case 'list':
      input = <textarea aria-label="Answer" rows={3} value={text} onChange={(e) => set(e.target.value)} />;
      break;
    case 'choice':
      input = (
        <select aria-label="Answer" value={text} onChange={(e) => set(e.target.value)}>
          <option value="">(choose)</option>
          {spec.options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      );
      break;
    case 'yes_no':
      input = (
        <select aria-label="Answer" value={text} onChange={(e) => set(e.target.value)}>
          <option value="">(choose)</option>
          <option value="yes">yes</option>
          <option value="no">no</option>
        </select>
      );
      break;
    default:
      input = <input type="text" aria-label="Answer" value={text} onChange={(e) => set(e.target.value)} />;
  }
  return (
    <div className="answer-form">
      <label className="field-label">Answer <span className="muted">({spec.type}: {formatLine(spec)}{spec.type === 'list' ? ' One item per line here.' : ''})</span></label>
      {input}
    </div>
  );
}

function EpisodeCard() {
  const { instance, step, ended, oracle } = useStore(episode);
  const { task } = instance;
  const over = step >= task.maxSteps;
  const running = oracle.status === 'playing' || oracle.status === 'paused';
  return (
    <section className="card episode" aria-label="Episode">
      <div className="episode-head">
        <span className="task-id">{task.id}</span>
        <span className="muted">seed {instance.seed} · {task.apps.join(', ')} · level {task.difficulty}</span>
      </div>
      <p className="goal" aria-label="Goal">{instance.goal}</p>
      <div className="episode-bar">
        <span className={`steps${over ? ' over' : ''}`} data-testid="step-count">
          Step {step} / {task.maxSteps}
        </span>
        {over && <span className="muted">{step > task.maxSteps ? 'past' : 'at'} the step limit (the server would truncate)</span>}
        {ended && <span className="pill">ended</span>}
      </div>
      {task.answer && <AnswerForm spec={answerSpecOf(task, instance.params)!} />}
      <div className="buttons">
        <button onClick={() => void resetEpisode()}>Reset</button>
        <button className="primary" onClick={() => judgeNow()}>Judge now</button>
      </div>
      {/* The oracle's buttons keep the focus where it is: in the device's text field the oracle types into. */}
      <div className="oracle" onMouseDown={(e) => e.preventDefault()}>
        <span className="field-label">Oracle</span>
        {oracle.status === 'playing'
          ? <button onClick={pauseOracle}>Pause</button>
          : <button onClick={playOracle} title={`plays the scripted solution from a reset, ${PLAY_DELAY_MS} ms between steps`}>{oracle.status === 'paused' ? 'Resume' : 'Play oracle'}</button>}
        <button onClick={stepOracle} title="one action of the scripted solution">Step oracle</button>
        {running && <button className="ghost" onClick={stopOracle}>Stop</button>}
        <span className="muted" data-testid="oracle-status">{oracle.status === 'idle' ? '' : oracle.status}</span>
      </div>
      {oracle.error && <p className="error-text">The oracle failed: {oracle.error}</p>}
      {oracle.log.length > 0 && (
        <ul className="oracle-log" aria-label="Oracle actions">
          {oracle.log.map((entry) => (
            <li key={entry.step} className={entry.ok ? '' : 'failed'}>
              <span className="muted">{entry.step}.</span> {describeAction(entry.action)}
              {entry.target !== undefined && <span className="target"> “{entry.target}”</span>}
              {entry.error && <span className="error-text"> — {entry.error}</span>}
              {entry.note && <span className="muted"> — {entry.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TaskView({ hidden }: { hidden: boolean }) {
  // Not React's onWheel: React listens to wheels passively, and a pinch must keep the page from zooming.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = frame.current;
    el?.addEventListener('wheel', onWheel, { passive: false });
    return () => el?.removeEventListener('wheel', onWheel);
  }, []);
  const marker = useStore(episode, (s) => s.marker);
  const verdict = useStore(episode, (s) => s.verdict);
  const judgedAt = useStore(episode, (s) => s.judgedAt);
  const judgeError = useStore(episode, (s) => s.judgeError);
  // A web task's device is the desktop browser: a window frame above the panels instead of the phone's.
  const desktop = useDevice((s) => s.os.ui.browser !== undefined);
  return (
    <div className={`task-view${desktop ? ' desktop' : ''}`} hidden={hidden}>
      <div className="phone-col">
        <div className={desktop ? 'desktop-frame' : 'phone-frame'} ref={frame} onPointerUpCapture={onPointerUp} onKeyDownCapture={onKeyDown}>
          <Device env={false} />
          <MarkerOverlay marker={marker} desktop={desktop} />
        </div>
        <p className="muted phone-hint">Click to tap, right click to long press, drag with the mouse, Ctrl + wheel to pinch, type with the keyboard. Every click, drag, pinch or key press is one step and one second of device time.</p>
      </div>
      <div className="panel-col">
        <TaskPicker />
        <EpisodeCard />
        <VerdictView verdict={verdict} judgedAt={judgedAt} error={judgeError} />
      </div>
      <div className="inspector-col">
        <StateInspector />
      </div>
    </div>
  );
}

type View = 'task' | 'recordings';

export function Workbench() {
  const [view, setView] = useState<View>(() => (new URLSearchParams(location.search).has('recording') ? 'recordings' : 'task'));
  useEffect(() => {
    void load(episode.getState().instance);
  }, []);
  return (
    <div className="workbench">
      <header className="wb-header">
        <h1>Vivarium <span className="muted">workbench</span></h1>
        <nav className="tabs" role="tablist">
          <button role="tab" aria-selected={view === 'task'} onClick={() => setView('task')}>Tasks</button>
          <button role="tab" aria-selected={view === 'recordings'} onClick={() => setView('recordings')}>Recordings</button>
        </nav>
      </header>
      <TaskView hidden={view !== 'task'} />
      {view === 'recordings' && <RecordingsView />}
    </div>
  );
}
