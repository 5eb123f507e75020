// The trajectory viewer: a recorded episode (env-server/recorder.ts) step by step. Recordings come
// from the server that made them (GET /v1/recordings, its directory of `--record DIR` or of
// `session.create {record: true}`), or from files picked on this computer (the .jsonl and its images).
// Position i shows observation i (0 is the reset), the action taken on it drawn over the
// screenshot, and its UI tree; the last position shows the final observation and the verdict.
import { useCallback, useEffect, useState } from 'react';
import type { Verdict } from '../judges/index.ts';
import type { UiElement } from '../tasks/ui.ts';
import { SCREEN, swipeDistance, targetPoint, VIEWPORT, type Screen } from '../tasks/episode.ts';
import type { DeviceScale } from '../contract/index.ts';
import { describeAction, short } from './format.ts';
import { VerdictView } from './VerdictView.tsx';


interface HeadLine {
  task: string;
  seed: number;
  goal: string;
  max_steps?: number;
  screenshot: string | null;
  ui_tree: UiElement[] | null;
  screen?: { width: number; height: number };
}

interface StepLine {
  step: number;
  action: Record<string, unknown> & { type: string };
  screenshot: string | null;
  ui_tree: UiElement[] | null;
  reward: number;
  terminated: boolean;
  truncated: boolean;
  last_action?: { ok: boolean; error?: string; note?: string } | null;
  verdict?: Verdict;
  reason?: string;
}

interface Recording {
  name: string;
  head: HeadLine;
  steps: StepLine[];
  image(file: string | null): string | null;
}

interface Summary {
  name: string;
  task: string | null;
  seed: number | null;
  steps: number;
  reward: number | null;
  modified: number;
}

/**
 * `?token=` of this page goes along to the server's /v1 API (a page opened with the admin token
 * is redirected without it and holds a cookie instead, which goes along by itself).
 */
function api(path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  const token = new URLSearchParams(location.search).get('token');
  if (token) params.set('token', token);
  return params.size ? `${path}?${params}` : path;
}

/** Recordings listed a page at a time (GET /v1/recordings?offset=&limit=). */
const PAGE = 100;

function parse(name: string, text: string, image: (file: string | null) => string | null): Recording {
  const lines = text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as unknown);
  if (lines.length === 0) throw new Error(`${name} is empty`);
  const head = lines[0] as HeadLine;
  if (typeof head.task !== 'string') throw new Error(`${name} does not start with a reset line ({task, seed, goal, ...})`);
  return { name, head, steps: lines.slice(1) as StepLine[], image };
}

async function fetchRecording(name: string): Promise<Recording> {
  const response = await fetch(api(`/v1/recordings/${encodeURIComponent(name)}`));
  if (!response.ok) throw new Error(`GET /v1/recordings/${name}: ${response.status}`);
  return parse(name, await response.text(), (file) => (file ? api(`/v1/recordings/${encodeURIComponent(file)}`) : null));
}

async function readPicked(files: FileList): Promise<Recording> {
  const all = [...files];
  const jsonl = all.find((f) => f.name.endsWith('.jsonl'));
  if (!jsonl) throw new Error('pick the .jsonl file of a recording (and its images)');
  const urls = new Map(all.filter((f) => f !== jsonl).map((f) => [f.name, URL.createObjectURL(f)]));
  return parse(jsonl.name, await jsonl.text(), (file) => (file ? urls.get(file) ?? null : null));
}

/** The screen a recording was taken on (its reset line says; older recordings are 1080×2400). */
const screenOf = (head: HeadLine): Screen => head.screen ? { ...head.screen, scale: (head.screen.width / VIEWPORT.width) as DeviceScale } : SCREEN;

/** Where an action points, in screenshot pixels, using the tree of the screen it was taken on (the episode core's rule). */
function pointOf(action: StepLine['action'], tree: UiElement[] | null, screen: Screen): { x: number; y: number } | null {
  const pointed = action.type === 'tap' || action.type === 'double_tap' || action.type === 'long_press' || action.type === 'swipe' || action.type === 'drag' || action.type === 'pinch';
  if (!pointed) return null;
  try {
    return targetPoint(action as Parameters<typeof targetPoint>[0], tree, (m) => new Error(m), screen);
  } catch {
    return null; // an unknown element or a point off the screen: nothing to draw
  }
}

function ActionDrawing({ action, tree, highlight, screen }: { action: StepLine['action'] | null; tree: UiElement[] | null; highlight: UiElement | null; screen: Screen }) {
  // Drawn on a 1080×2400 canvas over the screenshot whatever its resolution: points scale up by k.
  const k = SCREEN.width / screen.width;
  const at = action ? pointOf(action, tree, screen) : null;
  const p = at && { x: at.x * k, y: at.y * k };
  let drawing = null;
  if (action && p) {
    if (action.type === 'swipe') {
      const d = swipeDistance(action as unknown as Parameters<typeof swipeDistance>[0], screen) * k;
      const [dx, dy] = ({ up: [0, -d], down: [0, d], left: [-d, 0], right: [d, 0] } as Record<string, [number, number]>)[String(action.direction)] ?? [0, 0];
      drawing = (
        <g data-testid="action-swipe">
          <circle cx={p.x} cy={p.y} r={26} fill="#ff6d00" opacity="0.8" />
          <line x1={p.x} y1={p.y} x2={p.x + dx} y2={p.y + dy} stroke="#ff6d00" strokeWidth="16" strokeLinecap="round" markerEnd="url(#traj-arrow)" opacity="0.9" />
        </g>
      );
    } else if (action.type === 'drag') {
      const end = pointOf({ type: 'tap', x: action.to_x, y: action.to_y, element: action.to_element, coords: action.coords } as StepLine['action'], tree, screen);
      if (end) drawing = (
        <g data-testid="action-drag">
          <circle cx={p.x} cy={p.y} r={26} fill="#ff6d00" opacity="0.8" />
          <line x1={p.x} y1={p.y} x2={end.x * k} y2={end.y * k} stroke="#ff6d00" strokeWidth="16" strokeLinecap="round" markerEnd="url(#traj-arrow)" opacity="0.9" />
        </g>
      );
    } else if (action.type === 'pinch') {
      const [near, far] = Number(action.scale) >= 1 ? [50, 160] : [160, 50];
      drawing = (
        <g data-testid="action-pinch">
          <circle cx={p.x} cy={p.y} r={90} fill="none" stroke="#ff6d00" strokeWidth="8" strokeDasharray="16 16" />
          {[-1, 1].map((side) => <line key={side} x1={p.x} y1={p.y + side * near} x2={p.x} y2={p.y + side * far} stroke="#ff6d00" strokeWidth="14" strokeLinecap="round" markerEnd="url(#traj-arrow)" opacity="0.9" />)}
        </g>
      );
    } else if (action.type === 'tap' || action.type === 'double_tap' || action.type === 'long_press') {
      drawing = (
        <g data-testid="action-tap">
          <circle cx={p.x} cy={p.y} r={action.type === 'long_press' ? 80 : 56} fill={action.type === 'long_press' ? 'rgba(255,109,0,0.3)' : 'rgba(255,109,0,0.12)'} stroke="#ff6d00" strokeWidth="10" />
          {action.type === 'double_tap' && <circle cx={p.x} cy={p.y} r={84} fill="none" stroke="#ff6d00" strokeWidth="6" />}
          <circle cx={p.x} cy={p.y} r={10} fill="#ff6d00" />
        </g>
      );
    }
  }
  return (
    <svg className="traj-overlay" viewBox={`0 0 ${SCREEN.width} ${SCREEN.height}`} aria-hidden>
      <defs>
        <marker id="traj-arrow" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto">
          <path d="M0,0 L4,2 L0,4 z" fill="#ff6d00" />
        </marker>
      </defs>
      {highlight && (
        <rect x={highlight.bounds[0] * k} y={highlight.bounds[1] * k} width={(highlight.bounds[2] - highlight.bounds[0]) * k} height={(highlight.bounds[3] - highlight.bounds[1]) * k} fill="rgba(47,91,211,0.15)" stroke="#2f5bd3" strokeWidth="6" />
      )}
      {drawing}
    </svg>
  );
}

function RecordingPlayer({ recording }: { recording: Recording }) {
  const [pos, setPos] = useState(0);
  const [hover, setHover] = useState<UiElement | null>(null);
  const n = recording.steps.length;
  const go = useCallback((to: number) => setPos(Math.max(0, Math.min(n, to))), [n]);
  useEffect(() => {
    setPos(0);
  }, [recording]);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.target as Element | null)?.closest('input, textarea, select')) return;
      if (e.key === 'ArrowRight') go(pos + 1);
      if (e.key === 'ArrowLeft') go(pos - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, pos]);
  const frame = pos === 0 ? recording.head : recording.steps[pos - 1]!;
  const result = pos === 0 ? null : recording.steps[pos - 1]!;
  const next = pos < n ? recording.steps[pos]! : null;
  const last = recording.steps[n - 1];
  const src = recording.image(frame.screenshot);
  return (
    <div className="traj">
      <div className="traj-shot-col">
        <div className="traj-shot">
          {src ? <img src={src} alt={`screenshot at step ${pos}`} data-testid="trajectory-screenshot" /> : <div className="no-shot">no screenshot</div>}
          <ActionDrawing action={next?.action ?? null} tree={frame.ui_tree} highlight={hover} screen={screenOf(recording.head)} />
        </div>
      </div>
      <div className="traj-info">
        <section className="card">
          <div className="episode-head">
            <span className="task-id">{recording.head.task}</span>
            <span className="muted">seed {recording.head.seed} · {recording.name}</span>
          </div>
          <p className="goal">{recording.head.goal}</p>
          <div className="traj-controls">
            <span className="steps" data-testid="trajectory-position">Step {pos} / {n}</span>
            <button aria-label="First step" onClick={() => go(0)} disabled={pos === 0}>◀◀</button>
            <button aria-label="Previous step" onClick={() => go(pos - 1)} disabled={pos === 0}>◀ Prev</button>
            <button aria-label="Next step" onClick={() => go(pos + 1)} disabled={pos === n}>Next ▶</button>
            <button aria-label="Last step" onClick={() => go(n)} disabled={pos === n}>▶▶</button>
          </div>
          <input type="range" aria-label="Position" min={0} max={n} value={pos} onChange={(e) => go(Number(e.target.value))} />
          <dl className="traj-facts">
            {result ? (
              <>
                <dt>step {pos}</dt>
                <dd>
                  {describeAction(result.action)} → reward <b>{result.reward}</b>
                  {result.terminated && ' · terminated'}{result.truncated && ' · truncated'}
                  {result.last_action && !result.last_action.ok && <span className="error-text"> · failed: {result.last_action.error}</span>}
                  {result.last_action?.note && <span className="muted"> · {result.last_action.note}</span>}
                </dd>
              </>
            ) : (
              <><dt>reset</dt><dd>the episode's first observation</dd></>
            )}
            <dt>next action</dt>
            <dd data-testid="next-action">{next ? <><span className="swatch" /> {describeAction(next.action)} <span className="muted">(drawn on the screenshot)</span></> : 'none: the episode ends here'}</dd>
          </dl>
        </section>
        {pos === n && last?.verdict && <VerdictView verdict={last.verdict} judgedAt={last.step} error={null} />}
        {pos === n && last && !last.verdict && <p className="muted card">The recording ends without a verdict (the episode was not finished with done or answer).</p>}
      </div>
      <section className="card traj-tree" aria-label="UI tree">
        <h2>UI tree <span className="muted">({frame.ui_tree?.length ?? 0} elements)</span></h2>
        <table className="tree-table">
          <thead><tr><th>id</th><th>role</th><th>text</th><th>bounds</th></tr></thead>
          <tbody>
            {(frame.ui_tree ?? []).map((el) => (
              <tr key={el.id} onMouseEnter={() => setHover(el)} onMouseLeave={() => setHover(null)} className={next?.action.element === el.id ? 'target' : ''}>
                <td><code>{el.id}</code></td>
                <td>{el.role}{el.checked !== undefined ? (el.checked ? ' ☑' : ' ☐') : ''}</td>
                <td title={el.hint ? `hint: ${el.hint}` : undefined}>{el.text || (el.hint ? <span className="muted">{el.hint}</span> : '')}</td>
                <td className="muted">{short(el.bounds, 40)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

export function RecordingsView() {
  const [list, setList] = useState<Summary[] | null>(null);
  const [total, setTotal] = useState(0);
  const [listError, setListError] = useState<string | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = (job: Promise<Recording>) => job.then((r) => { setRecording(r); setError(null); }, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  /** The first page again, or (`more`) the next page after what is listed. */
  const refresh = (more = false) => {
    const offset = more ? list?.length ?? 0 : 0;
    fetch(api('/v1/recordings', { offset: String(offset), limit: String(PAGE) }))
      .then(async (r) => {
        if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
        if (!r.headers.get('content-type')?.includes('json')) throw new Error('this page is not served by the env server');
        return (await r.json()) as { recordings: Summary[]; total: number };
      })
      .then((page) => {
        setList((shown) => (more ? [...(shown ?? []), ...page.recordings] : page.recordings));
        setTotal(page.total);
        setListError(null);
      }, (e: unknown) => setListError(e instanceof Error ? e.message : String(e)));
  };
  useEffect(() => {
    refresh();
    const wanted = new URLSearchParams(location.search).get('recording');
    if (wanted) open(fetchRecording(wanted));
  }, []);
  return (
    <div className="recordings-view">
      <aside className="card recordings-list" aria-label="Recordings">
        <h2>Recordings <button className="ghost small" onClick={() => refresh()}>refresh</button></h2>
        <p className="muted">
          Episodes the server recorded (<code>--record DIR</code>, or <code>session.create</code> with <code>record: true</code>).
        </p>
        {listError && <p className="muted">No server list ({listError}); open files instead.</p>}
        {list && list.length === 0 && <p className="muted">None yet.</p>}
        <ul>
          {list?.map((r) => (
            <li key={r.name}>
              <button className={recording?.name === r.name ? 'task-row selected' : 'task-row'} onClick={() => open(fetchRecording(r.name))}>
                <span className="task-id">{r.task ?? '?'} <span className="muted">seed {r.seed ?? '?'}</span></span>
                <span className="task-meta">{r.steps} steps{r.reward !== null ? ` · reward ${r.reward}` : ''}</span>
                <span className="task-goal">{r.name}</span>
              </button>
            </li>
          ))}
        </ul>
        {list && list.length < total && <button className="ghost small" onClick={() => refresh(true)}>{total - list.length} more</button>}
        <label className="file-pick">
          Open files…
          <input type="file" multiple accept=".jsonl,.jpg,.jpeg,.png" aria-label="Open recording files" onChange={(e) => e.target.files && open(readPicked(e.target.files))} />
        </label>
        <p className="muted">Pick the <code>.jsonl</code> and its images together.</p>
        {error && <p className="error-text">{error}</p>}
      </aside>
      {recording ? <RecordingPlayer recording={recording} /> : <p className="muted placeholder">Choose a recording.</p>}
    </div>
  );
}
