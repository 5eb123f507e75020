// The task picker: search by id or by words of the goal, filter by app and difficulty, pick the
// seed. Choosing loads `instantiate(task, seed).initial` into the device; the URL follows.
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { APP_IDS } from '../apps/world.ts';
import { instantiate } from '../tasks/define.ts';
import { TASKS } from '../tasks/index.ts';
import { episode, selectTask } from './episode.ts';

type Task = (typeof TASKS)[number];

function goalOf(task: Task, seed: number): string {
  try {
    return instantiate(task, seed).goal;
  } catch (error) {
    return `(params failed: ${error instanceof Error ? error.message : String(error)})`;
  }
}

// A goal costs an instantiation (several ms each, seconds for the whole catalogue): the list
// computes the goals of the rows on screen, and all of them, a few at a time, once a search has
// words (so that typing never waits for them).
let cached = { seed: -1, goals: new Map<string, string>() };
function goalAt(task: Task, seed: number): string {
  if (cached.seed !== seed) cached = { seed, goals: new Map() };
  let goal = cached.goals.get(task.id);
  if (goal === undefined) cached.goals.set(task.id, (goal = goalOf(task, seed)));
  return goal;
}
const knownGoal = (taskId: string, seed: number) => (cached.seed === seed ? cached.goals.get(taskId) : undefined);

/** While `wanted`, computes every template's goal at `seed`, 20 per task of the event loop; how many are known. */
function useAllGoals(seed: number, wanted: boolean): number {
  const [known, setKnown] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const more = () => {
      for (const end = Math.min(TASKS.length, next + 20); next < end; next++) goalAt(TASKS[next]!, seed);
      setKnown(next);
      if (next < TASKS.length) timer = setTimeout(more, 0);
    };
    more();
    return () => clearTimeout(timer);
  }, [seed, wanted]);
  return wanted ? known : 0;
}

/** The ids of the rows that have been on screen in `list` (a row stays counted once seen). */
function useSeenRows(list: React.RefObject<HTMLUListElement | null>): Set<string> {
  const [seen, setSeen] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const observer = new IntersectionObserver((entries) => {
      const ids = entries.filter((e) => e.isIntersecting).map((e) => (e.target as HTMLElement).dataset.task!);
      if (ids.length > 0) setSeen((s) => (ids.every((id) => s.has(id)) ? s : new Set([...s, ...ids])));
    }, { root });
    root.querySelectorAll('li[data-task]').forEach((li) => observer.observe(li));
    // Rows come and go with the search and the filters: watch the new ones, let go of the removed.
    const isRow = (n: Node): n is HTMLLIElement => n instanceof HTMLLIElement && n.dataset.task !== undefined;
    const rows = new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach((n) => isRow(n) && observer.observe(n));
        r.removedNodes.forEach((n) => isRow(n) && observer.unobserve(n));
      }
    });
    rows.observe(root, { childList: true });
    return () => { observer.disconnect(); rows.disconnect(); };
  }, [list]);
  return seen;
}

export function TaskPicker() {
  const instance = useStore(episode, (s) => s.instance);
  const [query, setQuery] = useState('');
  const [app, setApp] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [seedText, setSeedText] = useState(String(instance.seed));
  useEffect(() => setSeedText(String(instance.seed)), [instance.seed]);
  const list = useRef<HTMLUListElement>(null);
  const seen = useSeenRows(list);
  const seed = instance.seed;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const goalsKnown = useAllGoals(seed, words.length > 0);
  const matches = TASKS.filter((t) => {
    if (app && !(t.apps as readonly string[]).includes(app)) return false;
    if (difficulty && t.difficulty !== Number(difficulty)) return false;
    return words.every((w) => t.id.toLowerCase().includes(w) || (knownGoal(t.id, seed) ?? '').toLowerCase().includes(w));
  });
  const setSeed = (text: string) => {
    setSeedText(text);
    const seed = Number(text);
    if (text.trim() !== '' && Number.isInteger(seed) && seed >= 0 && seed <= 2 ** 31 - 1) void selectTask(instance.task.id, seed);
  };
  return (
    <section className="card picker" aria-label="Task picker">
      <div className="picker-filters">
        <input type="search" aria-label="Search tasks" placeholder="Search by id or goal…" value={query} onChange={(e) => setQuery(e.target.value)} />
        <select aria-label="App" value={app} onChange={(e) => setApp(e.target.value)}>
          <option value="">all apps</option>
          {APP_IDS.map((a) => <option key={a} value={a}>{a}</option>)}
        </select>
        <select aria-label="Difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
          <option value="">any level</option>
          {[1, 2, 3, 4].map((d) => <option key={d} value={d}>level {d}</option>)}
        </select>
      </div>
      <ul className="task-list" role="listbox" aria-label="Tasks" ref={list}>
        {matches.length === 0 && <li className="muted empty">No task matches.</li>}
        {matches.map((t) => {
          const goal = seen.has(t.id) ? goalAt(t, seed) : undefined;
          return (
          <li key={t.id} data-task={t.id}>
            <button
              role="option"
              aria-selected={t.id === instance.task.id}
              className={t.id === instance.task.id ? 'task-row selected' : 'task-row'}
              onClick={() => void selectTask(t.id, instance.seed)}
              title={goal}
            >
              <span className="task-id">{t.id}</span>
              <span className="task-meta">
                {t.answer && <span className="pill">{t.answer.spec.type}</span>}
                <span className="level" aria-label={`difficulty ${t.difficulty}`}>{'●'.repeat(t.difficulty)}{'○'.repeat(4 - t.difficulty)}</span>
              </span>
              <span className="task-goal">{goal}</span>
            </button>
          </li>
          );
        })}
      </ul>
      <div className="seed-row">
        <label>
          Seed{' '}
          <input type="number" aria-label="Seed" min={0} value={seedText} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <button className="ghost" aria-label="Previous seed" disabled={instance.seed <= 0} onClick={() => setSeed(String(instance.seed - 1))}>−</button>
        <button className="ghost" aria-label="Next seed" onClick={() => setSeed(String(instance.seed + 1))}>+</button>
        <span className="muted">{matches.length} of {TASKS.length} tasks{words.length > 0 && goalsKnown < TASKS.length ? ` (reading goals: ${goalsKnown} of ${TASKS.length})` : ''}</span>
      </div>
    </section>
  );
}
