// Processes under this one, read from /proc (Linux): the bench's memory figures and the tests that
// count Chromium's renderer processes. The server runs in-process in both, so Chromium's browser,
// GPU, network and renderer processes are all descendants of this process.
import { readdirSync, readFileSync } from 'node:fs';

/** `root` and all its descendants (walking /proc by parent pid). */
export function processTree(root = process.pid): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** A process's command line, or null when it is gone. */
function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

/** Chromium's renderer processes under this process (one or more per open page). */
export function rendererProcesses(root = process.pid): number[] {
  return processTree(root).filter((pid) => commandLine(pid)?.includes('--type=renderer') ?? false);
}

/** PSS in kB of one process (0 when it is gone or unreadable). */
export function pssKb(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** PSS in MB summed over `pids`, and how many of them could be read. */
export function pssMb(pids: readonly number[] = processTree()): { total: number; processes: number } {
  let kb = 0, processes = 0;
  for (const pid of pids) {
    const one = pssKb(pid);
    if (one > 0) {
      kb += one;
      processes += 1;
    }
  }
  return { total: Math.round(kb / 102.4) / 10, processes };
}
