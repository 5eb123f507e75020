// Session ids name their replica (`--replica`), so a gateway can route a resume by the id alone.
import { describe, expect, it } from 'vitest';
import { Registry } from '../../env-server/registry.ts';

const limits = { maxSessions: 4, idleTtlMs: 1000, episodeTimeoutMs: 1000, resumeGraceMs: 1000 };

describe('session ids', () => {
  it('start with the replica name and a dot, and are random after it', () => {
    const registry = new Registry(limits, () => {}, { replica: 'vivarium-3' });
    const ids = [registry.newSessionId(), registry.newSessionId()];
    for (const id of ids) expect(id).toMatch(/^vivarium-3\.[A-Za-z0-9_-]{24}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('hold no dot without a replica name (as before)', () => {
    expect(new Registry(limits).newSessionId()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('refuse a replica name a gateway could not route by', () => {
    for (const name of ['', 'R1', 'r1.a', '-r1', 'r1-', 'a'.repeat(64), 'r 1']) {
      expect(() => new Registry(limits, () => {}, { replica: name }), name).toThrow(/replica name/);
    }
    expect(() => new Registry(limits, () => {}, { replica: 'a'.repeat(63) })).not.toThrow();
  });
});
