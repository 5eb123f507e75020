// The benchmark split: every template is `train` or `test`, frozen with its instances in
// tasks/splits/v<version>.json (the highest version is the current one). Node only: the server,
// `npm run splits` and the tests read it; the workbench does not.
//
// How v1 was drawn (`assignSplits`): templates sorted by app folder (cross-app ones form their own
// group), within it by difficulty (up in one folder, down in the next: a serpentine), then by a
// hash of the id; every third one, from the second on, is `test`. So every folder and every
// difficulty holds a third of its templates in test, rounded (v1: 41 of 122). A template the file does not name (a new one) is `train` until the next version,
// which keeps every earlier assignment and fills the strata up to a third (`bumpSplits`).
//
// Each test template carries a fingerprint, so that a change to what the test measures cannot
// slip in under the same version (tests/unit/splits.test.ts recomputes them):
//   source  its own file: params, goal, setup, checks, change rules, answer, step budget;
//   kits    the app kits it imports, and theirs: the checks, pickers and readers it is built on;
//   goals   the goal and params at each frozen seed (they also move with the apps' seed data);
//   start   the start state of its apps (and the OS) at each frozen seed;
//   judge   the verdict on "done right after reset" at each frozen seed: check names, expected
//           values, the expected answer (this is where a change in judges/ would show).
// The judge gate proves the judges right; the fingerprints only say that they are the same.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { SplitsSchema, type SplitName, type Splits } from '../../contract/index.ts';
import { evaluate, instantiate, type Task } from '../define.ts';

export const SPLITS_DIR = import.meta.dirname;
const TASKS_DIR = resolve(import.meta.dirname, '..');
/** Every test template is played at these seeds; every train template is listed at TRAIN_SEEDS. */
export const TEST_SEEDS = [1, 2, 3] as const;
export const TRAIN_SEEDS = [1, 2, 3, 4, 5] as const;
export const FINGERPRINT_PARTS = ['source', 'kits', 'goals', 'start', 'judge'] as const;
export type FingerprintPart = (typeof FINGERPRINT_PARTS)[number];
export type Fingerprint = Record<FingerprintPart, string>;

export const SplitsFileSchema = SplitsSchema.extend({
  rule: z.string(),
  fingerprints: z.record(z.string(), z.object({ source: z.string(), kits: z.string(), goals: z.string(), start: z.string(), judge: z.string() }).strict()),
}).strict();
export type SplitsFile = z.infer<typeof SplitsFileSchema>;

const RULE = 'stratified by app folder and difficulty: sorted by folder, then difficulty (ascending in odd-numbered folders, descending in even ones), then sha256("vivarium/splits/" + id); every third template from the second on is test; later versions keep earlier assignments and fill each folder-and-difficulty stratum up to a third';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
/** The app group a template is balanced in: its folder (`contacts`, ..., `cross`). */
export const groupOf = (id: string) => id.split('/')[0]!;
const stratum = (t: Task) => `${groupOf(t.id)}|${t.difficulty}`;
/**
 * The draw's order: by app folder; within a folder by difficulty, ascending in the first folder,
 * descending in the second, and so on (a serpentine, so that the every-third pick balances
 * difficulty across folders too); then by a hash of the id.
 */
function drawOrder(tasks: readonly Task[]): Task[] {
  const groups = [...new Set(tasks.map((t) => groupOf(t.id)))].sort();
  return [...tasks].sort((a, b) => {
    const ga = groups.indexOf(groupOf(a.id)), gb = groups.indexOf(groupOf(b.id));
    return ga - gb || (ga % 2 === 0 ? 1 : -1) * (a.difficulty - b.difficulty) || sha(`vivarium/splits/${a.id}`).localeCompare(sha(`vivarium/splits/${b.id}`));
  });
}

// ---- reading -------------------------------------------------------------------------------

/** The versions frozen in `dir`, ascending. */
export function versionsIn(dir = SPLITS_DIR): number[] {
  return readdirSync(dir).map((n) => /^v(\d+)\.json$/.exec(n)?.[1]).filter((v): v is string => v !== undefined).map(Number).sort((a, b) => a - b);
}

export function readSplits(version: number, dir = SPLITS_DIR): SplitsFile {
  const path = join(dir, `v${version}.json`);
  const parsed = SplitsFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a split file: ${parsed.error.message}`);
  if (parsed.data.version !== version) throw new Error(`${path} says it is version ${parsed.data.version}`);
  return parsed.data;
}

/** The current split: the highest version in `dir`. */
export function latestSplits(dir = SPLITS_DIR): SplitsFile {
  const versions = versionsIn(dir);
  if (versions.length === 0) throw new Error(`no split file in ${dir}: run \`npm run splits -- --init\``);
  return readSplits(versions[versions.length - 1]!, dir);
}

let current: SplitsFile | undefined;
/** The current split, read once. */
export function currentSplits(): SplitsFile {
  return (current ??= latestSplits());
}

/** The split as the wire serves it (`tasks.splits`, `GET /v1/splits`): version and members, no fingerprints. */
export function publicSplits(file: SplitsFile): Splits {
  return { version: file.version, splits: file.splits };
}

/** A template's split: `test` if the file lists it as test; everything else, a new template too, is `train`. */
export function splitOf(id: string, file: SplitsFile = currentSplits()): SplitName {
  return file.splits.test.templates.includes(id) ? 'test' : 'train';
}

// ---- fingerprints --------------------------------------------------------------------------

const templateFile = (id: string) => join(TASKS_DIR, `${id}.ts`);

/** The kit files (tasks/<app>/kit.ts) a file imports, and the kits they import, as paths under tasks/. */
function kitsOf(file: string, seen = new Set<string>()): Set<string> {
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
    const path = resolve(dirname(file), spec!);
    if (!path.startsWith(TASKS_DIR) || !path.endsWith('/kit.ts') || seen.has(path)) continue;
    seen.add(path);
    kitsOf(path, seen);
  }
  return seen;
}

const normalize = (text: string) => text.replace(/\r\n/g, '\n');

/** How a template's source is read: from tasks/ by default; a test may hand in changed text. */
export interface SourceReader {
  template(id: string): string;
  kits(id: string): { path: string; text: string }[];
}

export const FILE_SOURCES: SourceReader = {
  template: (id) => readFileSync(templateFile(id), 'utf8'),
  kits: (id) => [...kitsOf(templateFile(id))].sort().map((path) => ({ path: relative(TASKS_DIR, path), text: readFileSync(path, 'utf8') })),
};

export function fingerprint(task: Task, seeds: readonly number[] = TEST_SEEDS, sources: SourceReader = FILE_SOURCES): Fingerprint {
  const instances = seeds.map((seed) => {
    const instance = instantiate(task, seed);
    const start = { os: instance.initial.os, apps: Object.fromEntries(task.apps.map((app) => [app, instance.initial.apps[app]])) };
    return { seed, goal: instance.goal, params: instance.params, start, judge: evaluate(task, instance.params, instance.initial, instance.initial, undefined) };
  });
  return {
    source: sha(normalize(sources.template(task.id))),
    kits: sha(sources.kits(task.id).map((k) => `${k.path}\n${normalize(k.text)}`).join('\n\0\n')),
    goals: sha(JSON.stringify(instances.map((i) => [i.seed, i.goal, i.params]))),
    start: sha(JSON.stringify(instances.map((i) => [i.seed, i.start]))),
    judge: sha(JSON.stringify(instances.map((i) => [i.seed, i.judge]))),
  };
}

export interface StaleTemplate {
  id: string;
  /** What changed (or `missing`: the test template is gone from the catalogue). */
  parts: (FingerprintPart | 'missing')[];
}

/** The test templates whose fingerprint no longer matches the file. */
export function staleTestTemplates(file: SplitsFile, tasks: readonly Task[], sources: SourceReader = FILE_SOURCES): StaleTemplate[] {
  const stale: StaleTemplate[] = [];
  for (const id of file.splits.test.templates) {
    const task = tasks.find((t) => t.id === id);
    const frozen = file.fingerprints[id];
    if (!task || !frozen) {
      stale.push({ id, parts: ['missing'] });
      continue;
    }
    const seeds = file.splits.test.instances.filter((i) => i.task === id).map((i) => i.seed);
    const now = fingerprint(task, seeds, sources);
    const parts = FINGERPRINT_PARTS.filter((part) => now[part] !== frozen[part]);
    if (parts.length > 0) stale.push({ id, parts });
  }
  return stale;
}

/** The failure message of a stale split: what changed and how to bump. */
export function staleMessage(file: SplitsFile, stale: readonly StaleTemplate[]): string {
  return [
    `${stale.length} test template(s) of split v${file.version} changed since it was frozen:`,
    ...stale.map((s) => `  ${s.id}: ${s.parts.join(', ')}`),
    `A test template's judge or goal is part of the benchmark: results under v${file.version} would no longer compare.`,
    `Freeze a new version with \`npm run splits -- --bump\` (writes tasks/splits/v${file.version + 1}.json; v${file.version} stays as it was),`,
    'and say in CHANGELOG.md why the test split changed. (Or undo the change.)',
  ].join('\n');
}

// ---- drawing and bumping -------------------------------------------------------------------

function build(version: number, tasks: readonly Task[], test: ReadonlySet<string>, sources: SourceReader): SplitsFile {
  const ids = tasks.map((t) => t.id).sort();
  const testIds = ids.filter((id) => test.has(id));
  const trainIds = ids.filter((id) => !test.has(id));
  const fingerprints: SplitsFile['fingerprints'] = {};
  for (const id of testIds) fingerprints[id] = fingerprint(tasks.find((t) => t.id === id)!, TEST_SEEDS, sources);
  return {
    version,
    rule: RULE,
    splits: {
      train: { templates: trainIds, instances: trainIds.flatMap((task) => TRAIN_SEEDS.map((seed) => ({ task, seed }))) },
      test: { templates: testIds, instances: testIds.flatMap((task) => TEST_SEEDS.map((seed) => ({ task, seed }))) },
    },
    fingerprints,
  };
}

/** Version 1: the stratified draw over the whole catalogue. */
export function assignSplits(tasks: readonly Task[], sources: SourceReader = FILE_SOURCES): SplitsFile {
  return build(1, tasks, new Set(drawOrder(tasks).filter((_, i) => i % 3 === 1).map((t) => t.id)), sources);
}

/**
 * The next version: every template keeps its split; templates new since `previous` go to `test`
 * while their stratum holds fewer than a third test templates; removed ones are dropped; every
 * test template's fingerprint is taken anew.
 */
export function bumpSplits(previous: SplitsFile, tasks: readonly Task[], sources: SourceReader = FILE_SOURCES): SplitsFile {
  const known = new Set([...previous.splits.train.templates, ...previous.splits.test.templates]);
  const test = new Set(previous.splits.test.templates.filter((id) => tasks.some((t) => t.id === id)));
  const counts = new Map<string, { all: number; test: number }>();
  for (const t of tasks.filter((t) => known.has(t.id))) {
    const c = counts.get(stratum(t)) ?? { all: 0, test: 0 };
    c.all += 1;
    if (test.has(t.id)) c.test += 1;
    counts.set(stratum(t), c);
  }
  for (const t of drawOrder(tasks.filter((t) => !known.has(t.id)))) {
    const c = counts.get(stratum(t)) ?? { all: 0, test: 0 };
    c.all += 1;
    if (c.test < Math.round(c.all / 3)) { // a third of the stratum, counting the new one, rounded
      c.test += 1;
      test.add(t.id);
    }
    counts.set(stratum(t), c);
  }
  return build(previous.version + 1, tasks, test, sources);
}

/** Write `file` as tasks/splits/v<version>.json; an existing version is never overwritten. */
export function writeSplits(file: SplitsFile, dir = SPLITS_DIR): string {
  const path = join(dir, `v${file.version}.json`);
  if (existsSync(path)) throw new Error(`${path} exists; a frozen version is never rewritten`);
  const text = JSON.stringify(file, null, 1).replace(/\{\s+"task": ("[^"]+"),\s+"seed": (\d+)\s+\}/g, '{"task": $1, "seed": $2}');
  writeFileSync(path, text + '\n', { flag: 'wx' });
  return path;
}

/** Per group and per difficulty: templates and test templates (for `npm run splits` and the tests). */
export function balance(file: SplitsFile, tasks: readonly Task[]) {
  const rows = new Map<string, { all: number; test: number }>();
  const add = (key: string, isTest: boolean) => {
    const r = rows.get(key) ?? { all: 0, test: 0 };
    r.all += 1;
    if (isTest) r.test += 1;
    rows.set(key, r);
  };
  for (const t of tasks) {
    const isTest = splitOf(t.id, file) === 'test';
    add(`app ${groupOf(t.id)}`, isTest);
    add(`difficulty ${t.difficulty}`, isTest);
    add('all', isTest);
  }
  return new Map([...rows].sort(([a], [b]) => (a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b))));
}
