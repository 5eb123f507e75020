// What produced a result: the task set's version (the frozen benchmark split), the simulator's
// version (a hash of the built apps' bundle), the server's version, and the git commit with
// whether the tree had uncommitted changes. Every verdict, recording and `vivarium eval` result
// carries it, so that a leaderboard row says what it was measured on.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export interface Provenance {
  /** The frozen benchmark split the tasks come from: `v6` is tasks/splits/v6.json. */
  task_set: string;
  /** sha256 of the built apps (every file of the bundle, by path), its first 16 hex digits. */
  simulator: string;
  /** The env server's version. */
  server: string;
  /** The git commit the server runs from (null outside a checkout, unless VIVARIUM_GIT_COMMIT says). */
  commit: string | null;
  /** Whether the checkout had uncommitted changes (null when unknown). */
  dirty: boolean | null;
}

/** The bundle's hash: every file under `distDir`, in path order, path and bytes. */
export function bundleHash(distDir: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string): string[] => readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
  for (const file of walk(distDir)) {
    hash.update(relative(distDir, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function git(args: string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
  } catch {
    return null;
  }
}

/** The checkout's commit and dirtiness (VIVARIUM_GIT_COMMIT / VIVARIUM_GIT_DIRTY for an image built without .git). */
export function gitState(root = resolve(import.meta.dirname, '..')): { commit: string | null; dirty: boolean | null } {
  const commit = git(['rev-parse', 'HEAD'], root) ?? (process.env.VIVARIUM_GIT_COMMIT || null);
  if (commit === null) return { commit: null, dirty: null };
  const status = git(['status', '--porcelain', '--untracked-files=no'], root);
  const dirty = status === null ? (process.env.VIVARIUM_GIT_DIRTY ? process.env.VIVARIUM_GIT_DIRTY === '1' : null) : status !== '';
  return { commit, dirty };
}

export function provenance(options: { distDir: string; splitVersion: number; server: string }): Provenance {
  return { task_set: `v${options.splitVersion}`, simulator: bundleHash(options.distDir), server: options.server, ...gitState() };
}
