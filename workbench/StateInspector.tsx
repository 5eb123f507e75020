// The device state as a collapsible JSON tree, with what changed since the episode's start
// highlighted (paths from judges' `diff`, so they read like the judge's: `apps.contacts.contacts[c7].phone`).
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { device } from '../apps/device.ts';
import { diff, segments, sideEffects, type Change } from '../judges/index.ts';
import type { DeviceState } from '../apps/world.ts';
import { DECLARED, rulesOf, type TaskInstance } from '../tasks/define.ts';
import { episode } from './episode.ts';
import { short } from './format.ts';

type Json = unknown;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasIds = (items: unknown[]) => items.length > 0 && items.every((i) => isObject(i) && typeof i.id === 'string');

/** The child paths the way judges/diff.ts names them: keys joined by dots, id'd array items as [id]. */
function children(value: Json, path: string): [label: string, child: Json, childPath: string][] {
  if (Array.isArray(value)) {
    const byId = hasIds(value);
    return value.map((item, i) => {
      const key = byId ? `[${(item as { id: string }).id}]` : `[${i}]`;
      return [byId ? `${i}: ${key}` : `${i}`, item, `${path}${key}`];
    });
  }
  if (isObject(value)) return Object.entries(value).map(([k, v]) => [k, v, path === '' ? k : `${path}.${k}`]);
  return [];
}

/** Every path at or above a changed one. */
function ancestorsOf(changes: Change[]): Set<string> {
  const out = new Set<string>();
  for (const c of changes) {
    let path = '';
    for (const seg of segments(c.path)) {
      path = seg.startsWith('[') ? `${path}${seg}` : path === '' ? seg : `${path}.${seg}`;
      out.add(path);
    }
  }
  return out;
}

interface TreeContext {
  changed: Map<string, Change>;
  above: Set<string>;
  autoOpen: boolean;
}

function Leaf({ value }: { value: Json }) {
  const kind = value === null ? 'null' : typeof value;
  return <span className={`json-${kind}`}>{short(value, 120)}</span>;
}

function Node({ label, value, path, depth, ctx }: { label: string; value: Json; path: string; depth: number; ctx: TreeContext }) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const change = ctx.changed.get(path);
  const container = Array.isArray(value) || isObject(value);
  const contains = ctx.above.has(path);
  const cls = change ? 'json-row changed' : contains ? 'json-row contains' : 'json-row';
  if (!container) {
    return (
      <div className={cls} style={{ paddingLeft: depth * 14 + 16 }} data-path={path}>
        <span className="json-key">{label}</span>: <Leaf value={value} />
        {change && <span className="json-was" title={short(change.before, 5000)}> was {short(change.before, 60)}</span>}
      </div>
    );
  }
  const open = toggled ?? (depth < 1 || (ctx.autoOpen && contains && !change));
  const kids = children(value, path);
  const summary = Array.isArray(value) ? `[${value.length}]` : `{${kids.length}}`;
  return (
    <>
      <div className={cls} style={{ paddingLeft: depth * 14 }} data-path={path}>
        <button className="json-toggle" aria-expanded={open} onClick={() => setToggled(!open)}>{open ? '▾' : '▸'}</button>
        <span className="json-key">{label}</span> <span className="muted">{summary}</span>
        {change && <span className="json-was">{change.before === undefined ? ' added' : ' changed'}</span>}
      </div>
      {open && kids.map(([l, v, p]) => <Node key={p} label={l} value={v} path={p} depth={depth + 1} ctx={ctx} />)}
    </>
  );
}

export function StateInspector() {
  const state = useStore(device);
  const instance = useStore(episode, (s) => s.instance);
  const loads = useStore(episode, (s) => s.loads);
  const loading = useStore(episode, (s) => s.loading);
  if (loading) return <section className="card inspector" aria-label="State inspector"><h2>State</h2><p className="muted">Loading…</p></section>;
  return <Inspector state={state} instance={instance} loads={loads} />;
}

function Inspector({ state, instance, loads }: { state: DeviceState; instance: TaskInstance; loads: number }) {
  const [autoOpen, setAutoOpen] = useState(true);
  const [showUi, setShowUi] = useState(false);
  const changes = useMemo(() => diff(instance.initial, state), [instance, state]);
  const rules = useMemo(() => rulesOf(instance.task, instance.params), [instance]);
  const unexpected = useMemo(
    () => new Set(sideEffects({ rules, declared: DECLARED, before: instance.initial, after: state }).map((c) => c.path)),
    [rules, instance, state],
  );
  const listed = showUi ? changes : changes.filter((c) => !c.path.startsWith('os.'));
  const ctx: TreeContext = { changed: new Map(changes.map((c) => [c.path, c])), above: ancestorsOf(changes), autoOpen };
  return (
    <section className="card inspector" aria-label="State inspector">
      <h2>State</h2>
      <h3>
        Changed since the start <span className="muted">({listed.length}{showUi ? '' : ` · ${changes.length - listed.length} in os hidden`})</span>
        <label className="inline-check"><input type="checkbox" checked={showUi} onChange={(e) => setShowUi(e.target.checked)} /> show os</label>
      </h3>
      {listed.length === 0 ? <p className="muted">Nothing yet.</p> : (
        <ul className="changes" aria-label="Changes since the start">
          {listed.map((c) => (
            <li key={c.path} className={unexpected.has(c.path) ? 'unexpected' : ''}>
              <code className="path">{c.path}</code>
              {unexpected.has(c.path) && <span className="tag">not allowed</span>}
              <div className="before-after"><code>{short(c.before, 70)}</code> → <code>{short(c.after, 70)}</code></div>
            </li>
          ))}
        </ul>
      )}
      <h3>
        Device state
        <label className="inline-check"><input type="checkbox" checked={autoOpen} onChange={(e) => setAutoOpen(e.target.checked)} /> open changes</label>
      </h3>
      <div className="json-tree" key={loads}>
        {children(state, '').map(([l, v, p]) => <Node key={p} label={l} value={v} path={p} depth={0} ctx={ctx} />)}
      </div>
    </section>
  );
}
