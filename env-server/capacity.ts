// How many sessions this machine (or this container) can hold, from memory: the budget is the
// smaller of the machine's memory and the cgroup's limit (a Kubernetes pod's `limits.memory`),
// and a session costs what `npm run bench` measured per added session on the browser in use.
// Admission also looks at the memory actually available at the moment, so that a server sharing
// its machine refuses a session (CAPACITY_REACHED) rather than let the kernel kill the browser.
import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { findChromium } from './chromium.ts';

const MB = 1024 * 1024;

/**
 * PSS per added session, in MB, with some headroom over the bench's figure (docs/performance.md:
 * an idle held session costs less, a session mid-episode with a large screen a little more).
 */
export const SESSION_MB = { headlessShell: 64, chromium: 110 } as const;
/** The server process, the browser process and one warm page, before any session. */
export const BASE_MB = 400;
/** The share of the memory budget sessions may take; the rest is for the OS and for peaks. */
const BUDGET_SHARE = 0.85;

function readNumber(path: string): number | undefined {
  try {
    const text = readFileSync(path, 'utf8').trim();
    return /^\d+$/.test(text) ? Number(text) : undefined; // "max" means no limit
  } catch {
    return undefined;
  }
}

/** The cgroup v2 (or v1) memory limit of this process, when one is set. */
export function cgroupLimitBytes(): number | undefined {
  return readNumber('/sys/fs/cgroup/memory.max') ?? readNumber('/sys/fs/cgroup/memory/memory.limit_in_bytes');
}

/** Memory this server may use: the machine's, or the container's limit when smaller. */
export function memoryBudgetBytes(): number {
  const limit = cgroupLimitBytes();
  return limit !== undefined && limit < totalmem() ? limit : totalmem();
}

/** Memory free for new sessions now: MemAvailable, or what the cgroup limit leaves, whichever is less. */
export function availableBytes(): number | undefined {
  let available: number | undefined;
  try {
    const line = /^MemAvailable:\s+(\d+) kB/m.exec(readFileSync('/proc/meminfo', 'utf8'));
    if (line) available = Number(line[1]) * 1024;
  } catch {
    // not Linux: no figure
  }
  const limit = cgroupLimitBytes();
  const used = readNumber('/sys/fs/cgroup/memory.current') ?? readNumber('/sys/fs/cgroup/memory/memory.usage_in_bytes');
  if (limit !== undefined && used !== undefined) available = Math.min(available ?? Infinity, limit - used);
  return available;
}

/** MB one session costs with the browser the server will launch (the headless shell needs less). */
export function sessionMb(executable = safeFind()): number {
  return executable && /headless[_-]shell/.test(executable) ? SESSION_MB.headlessShell : SESSION_MB.chromium;
}

function safeFind(): string | undefined {
  try {
    return findChromium();
  } catch {
    return undefined;
  }
}

/** The default `--max-sessions`: the memory budget over the cost of a session. */
export function defaultMaxSessions(budget = memoryBudgetBytes(), perSessionMb = sessionMb()): number {
  return Math.max(1, Math.floor((budget * BUDGET_SHARE / MB - BASE_MB) / perSessionMb));
}

/** Is there memory for one more session right now? (Twice a session's cost must be free.) */
export function memoryForAnother(perSessionMb = sessionMb(), available = availableBytes()): boolean {
  return available === undefined || available >= 2 * perSessionMb * MB;
}
