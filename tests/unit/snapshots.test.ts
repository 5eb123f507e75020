// The snapshot store is bounded by the states it holds, not only by their number: a session keeps
// at most MAX_SNAPSHOT_JSON_PER_SESSION of state (its own oldest go first), the store
// MAX_SNAPSHOT_JSON in all (the session holding the most loses its oldest).
import { describe, expect, it } from 'vitest';
import { MAX_SNAPSHOT_JSON, MAX_SNAPSHOT_JSON_PER_SESSION, Registry } from '../../env-server/registry.ts';
import type { SavedEpisode } from '../../env-server/session.ts';
import type { DeviceState } from '../../apps/world.ts';

const MiB = 1024 * 1024;
/** A saved episode whose state is about 1 MiB of JSON (one part, shared: its JSON is made once). */
const big = { blob: 'x'.repeat(MiB - 100) };
const saved = (): SavedEpisode => ({
  instance: null, step: 0, ended: false, lastAction: null, scroll: [], focus: null,
  state: { os: {}, apps: { notes: big } } as unknown as DeviceState,
});

const registry = () => new Registry({ maxSessions: 4, idleTtlMs: 1000, episodeTimeoutMs: 1000, resumeGraceMs: 1000 });
const kept = (r: Registry, token: string) => {
  try {
    r.snapshot(token);
    return true;
  } catch {
    return false;
  }
};

describe('snapshots', () => {
  it('a session holds at most its share of state: its own oldest go first', () => {
    const r = registry();
    const tokens = Array.from({ length: MAX_SNAPSHOT_JSON_PER_SESSION / MiB + 8 }, () => r.saveSnapshot(saved(), 'a'));
    expect(kept(r, tokens[0]!)).toBe(false);
    expect(kept(r, tokens.at(-1)!)).toBe(true);
    expect(tokens.filter((t) => kept(r, t)).length).toBeLessThanOrEqual(MAX_SNAPSHOT_JSON_PER_SESSION / MiB);
  });

  it('a full store evicts the oldest of the session holding the most, not another\'s', () => {
    const r = registry();
    const small = r.saveSnapshot({ ...saved(), state: { os: {}, apps: {} } as unknown as DeviceState }, 'quiet');
    const sessions = Array.from({ length: MAX_SNAPSHOT_JSON / MAX_SNAPSHOT_JSON_PER_SESSION + 2 }, (_, i) => `s${i}`);
    const first = new Map(sessions.map((s) => [s, r.saveSnapshot(saved(), s)]));
    for (const s of sessions) for (let i = 0; i < MAX_SNAPSHOT_JSON_PER_SESSION / MiB; i++) r.saveSnapshot(saved(), s);
    expect(kept(r, small)).toBe(true);
    expect([...first.values()].filter((t) => !kept(r, t)).length).toBeGreaterThan(0);
  });
});
