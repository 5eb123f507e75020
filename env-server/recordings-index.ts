// The recordings' list (`GET /v1/recordings`) from a small index instead of every file. The
// recorder appends one line to `<dir>/.vivarium-index` when an episode starts and one when it ends
// (indexLine); the list folds those lines by recording. Recordings the index does not name (made
// before it existed, or copied in) are summarized once from the first 64 KiB and the last line of
// their file (never parsed whole) and added to the index. The index is read in a worker
// (workers.ts), incrementally: each listing reads only what was appended since the last.
import { appendFile, open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const INDEX_FILE = '.vivarium-index';
export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 1000;

export interface RecordingSummary {
  name: string;
  task: string | null;
  seed: number | null;
  goal: string | null;
  steps: number;
  reward: number | null;
  modified: number;
}

export interface RecordingPage {
  /** Recordings in the directory. */
  total: number;
  offset: number;
  limit: number;
  /** Newest first. */
  recordings: RecordingSummary[];
}

/** One index line: a recording's summary as far as it is known (an ending adds `steps` and `reward`). */
export type IndexLine = Partial<RecordingSummary> & { name: string };

/** Append `line` to the index of `dir` (the recorder does, at each start and end of an episode). */
export function indexLine(dir: string, line: IndexLine): Promise<void> {
  return appendFile(join(dir, INDEX_FILE), JSON.stringify(line) + '\n');
}

const HEAD_BYTES = 64 * 1024;
const TAIL_CHUNK = 64 * 1024;
/** A last line longer than this (a recording's lines hold at most one state) is not read for its step. */
const MAX_LINE = 8 * 1024 * 1024;

/** A JSON string value of `key` in `text` (the first one), or null. */
function stringField(text: string, key: string): string | null {
  const match = new RegExp(`"${key}":("(?:[^"\\\\]|\\\\.)*")`).exec(text);
  return match ? (JSON.parse(match[1]!) as string) : null;
}

function numberField(text: string, key: string): number | null {
  const match = new RegExp(`"${key}":(-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?)`).exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * A recording's summary from its file alone: task, seed and goal from the start of its first line
 * (they come before the params and the state), the step and reward from its last line. In a JSON
 * line, `"key":` cannot occur inside a string (the quotes would be escaped), so the first match is the field.
 */
export async function summarize(dir: string, name: string): Promise<RecordingSummary> {
  const file = await open(join(dir, name), 'r');
  try {
    const { size, mtimeMs } = await file.stat();
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    await file.read(head, 0, head.length, 0);
    const firstLine = head.toString('utf8').split('\n', 1)[0]!;
    // The last line: read back from the end until the newline before it.
    let end = size;
    while (end > 0 && (await byteAt(file, end - 1)) === 0x0a) end -= 1;
    let start = end;
    let tail = '';
    while (start > 0 && end - start < MAX_LINE) {
      const from = Math.max(0, start - TAIL_CHUNK);
      const chunk = Buffer.alloc(start - from);
      await file.read(chunk, 0, chunk.length, from);
      const newline = chunk.lastIndexOf(0x0a);
      start = newline >= 0 ? from + newline + 1 : from;
      tail = chunk.subarray(newline >= 0 ? newline + 1 : 0).toString('utf8') + tail;
      if (newline >= 0) break;
    }
    const single = start === 0; // the file has one line: the reset, no step yet
    return {
      name,
      task: stringField(firstLine, 'task'),
      seed: numberField(firstLine, 'seed'),
      goal: stringField(firstLine, 'goal'),
      steps: single ? 0 : numberField(tail.slice(0, 64), 'step') ?? 0,
      reward: single ? null : numberField(tail, 'reward'),
      modified: mtimeMs,
    };
  } finally {
    await file.close();
  }
}

async function byteAt(file: Awaited<ReturnType<typeof open>>, position: number): Promise<number> {
  const one = Buffer.alloc(1);
  await file.read(one, 0, 1, position);
  return one[0]!;
}

/** The recordings of one directory, as the index says, kept in memory between listings. */
export class RecordingIndex {
  private readonly entries = new Map<string, RecordingSummary>();
  /** Bytes of the index file folded in so far. */
  private read = 0;
  private partial = '';

  constructor(readonly dir: string) {}

  private fold(line: IndexLine): void {
    const known = this.entries.get(line.name);
    this.entries.set(line.name, { task: null, seed: null, goal: null, steps: 0, reward: null, modified: 0, ...known, ...line });
  }

  /** Fold in what was appended to the index, then summarize (and index) recordings it does not name. */
  async refresh(): Promise<void> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((n) => n.endsWith('.jsonl') && !n.startsWith('.'));
    } catch {
      this.entries.clear();
      return;
    }
    await this.readIndex();
    const onDisk = new Set(names);
    for (const name of this.entries.keys()) if (!onDisk.has(name)) this.entries.delete(name);
    for (const name of names) {
      if (this.entries.has(name)) continue;
      try {
        const summary = await summarize(this.dir, name);
        this.fold(summary);
        await indexLine(this.dir, summary).catch(() => {}); // a read-only directory is listed all the same
      } catch {
        // removed while we looked
      }
    }
  }

  private async readIndex(): Promise<void> {
    const path = join(this.dir, INDEX_FILE);
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      return;
    }
    if (size < this.read) {
      // The index was replaced: read it again from the start.
      this.read = 0;
      this.partial = '';
      this.entries.clear();
    }
    if (size === this.read) return;
    const file = await open(path, 'r');
    try {
      const chunk = Buffer.alloc(size - this.read);
      await file.read(chunk, 0, chunk.length, this.read);
      this.read = size;
      const lines = (this.partial + chunk.toString('utf8')).split('\n');
      this.partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() === '') continue;
        try {
          const parsed = JSON.parse(line) as IndexLine;
          if (typeof parsed.name === 'string') this.fold(parsed);
        } catch {
          // a torn line: the next summary of that recording replaces it
        }
      }
    } finally {
      await file.close();
    }
  }

  /** Newest first, `limit` of them from `offset`. */
  page(offset: number, limit: number): RecordingPage {
    const all = [...this.entries.values()].sort((a, b) => b.modified - a.modified || b.name.localeCompare(a.name));
    return { total: all.length, offset, limit, recordings: all.slice(offset, offset + limit) };
  }
}
