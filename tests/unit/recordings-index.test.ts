// The recordings' list comes from a small index the recorder appends to (env-server/recordings-
// index.ts), a page at a time, newest first; recordings the index does not name are summarized
// once from the ends of their files, and recordings removed from the directory leave the list.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INDEX_FILE, RecordingIndex, indexLine, summarize } from '../../env-server/recordings-index.ts';

const dir = mkdtempSync(join(tmpdir(), 'vivarium-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const head = (task: string, seed: number) => JSON.stringify({ format: 2, task, seed, goal: `Do "${task}" now.`, max_steps: 10, params: { text: '"reward":9' }, state: { os: {}, apps: { big: 'y'.repeat(200_000) } } });
const step = (n: number, extra: object = {}) => JSON.stringify({ step: n, action: { type: 'home' }, ui_tree: [{ text: 'a "step":99 label' }], reward: 0, ...extra });

describe('the recordings index', () => {
  it('summarizes a recording from the start of its first line and its last line', async () => {
    writeFileSync(join(dir, 'old-1.jsonl'), [head('settings/toggle-wifi', 3), step(1), step(2, { reward: 1, verdict: {}, state: { os: {}, apps: {} } })].join('\n') + '\n');
    expect(await summarize(dir, 'old-1.jsonl')).toMatchObject({ name: 'old-1.jsonl', task: 'settings/toggle-wifi', seed: 3, goal: 'Do "settings/toggle-wifi" now.', steps: 2, reward: 1 });
    writeFileSync(join(dir, 'old-2.jsonl'), head('mail/star-email', 1) + '\n');
    expect(await summarize(dir, 'old-2.jsonl')).toMatchObject({ steps: 0, reward: null });
  });

  it('lists from the index, a page at a time, newest first; unindexed files once; removed files not at all', async () => {
    // Newer than the two old files (the index's times are when the recorder wrote them).
    const base = Date.now() + 60_000;
    for (let i = 0; i < 5; i++) {
      const name = `s-${i}.jsonl`;
      writeFileSync(join(dir, name), head('contacts/add-contact', i) + '\n');
      await indexLine(dir, { name, task: 'contacts/add-contact', seed: i, goal: 'g', steps: 0, reward: null, modified: base + i });
    }
    await indexLine(dir, { name: 's-4.jsonl', steps: 7, reward: 1, modified: base + 100 });
    const index = new RecordingIndex(dir);
    await index.refresh();
    const first = index.page(0, 3);
    expect(first.total).toBe(7);
    expect(first.recordings.map((r) => r.name)).toEqual(['s-4.jsonl', 's-3.jsonl', 's-2.jsonl']);
    // The two old files were summarized and added to the index, once.
    const indexed = readFileSync(join(dir, INDEX_FILE), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { name: string });
    expect(indexed.filter((l) => l.name.startsWith('old-'))).toHaveLength(2);
    await index.refresh();
    expect(readFileSync(join(dir, INDEX_FILE), 'utf8').trim().split('\n')).toHaveLength(indexed.length);
    const all = index.page(0, 100).recordings;
    expect(all.find((r) => r.name === 's-4.jsonl')).toMatchObject({ steps: 7, reward: 1, seed: 4, task: 'contacts/add-contact' });
    expect(all.slice(0, 5).map((r) => r.name)).toEqual(['s-4.jsonl', 's-3.jsonl', 's-2.jsonl', 's-1.jsonl', 's-0.jsonl']);
    expect(index.page(3, 3).recordings.map((r) => r.name)).toEqual(['s-1.jsonl', 's-0.jsonl', expect.stringMatching(/^old-/)]);
    // Appended since: read incrementally. Removed: gone from the list.
    appendFileSync(join(dir, INDEX_FILE), JSON.stringify({ name: 's-0.jsonl', steps: 3, reward: 0, modified: base + 200 }) + '\n');
    unlinkSync(join(dir, 's-1.jsonl'));
    await index.refresh();
    const now = index.page(0, 100);
    expect(now.total).toBe(6);
    expect(now.recordings[0]).toMatchObject({ name: 's-0.jsonl', steps: 3 });
  });
});
