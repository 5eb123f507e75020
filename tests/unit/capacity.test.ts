// Capacity from memory: the default session limit follows the memory budget and the cost of a
// session on the browser in use, and admission refuses when the machine is short of memory now.
import { describe, expect, it } from 'vitest';
import { defaultMaxSessions, memoryForAnother, sessionMb, SESSION_MB } from '../../env-server/capacity.ts';
import { Registry, type Owner } from '../../env-server/registry.ts';
import type { Session } from '../../env-server/session.ts';

const GiB = 1024 ** 3;

describe('the default session limit', () => {
  it('holds at least 256 headless-shell sessions on a 24 GiB machine, fewer with full Chromium or a 4 GiB pod', () => {
    expect(defaultMaxSessions(24 * GiB, SESSION_MB.headlessShell)).toBeGreaterThanOrEqual(256);
    expect(defaultMaxSessions(24 * GiB, SESSION_MB.chromium)).toBeLessThan(defaultMaxSessions(24 * GiB, SESSION_MB.headlessShell));
    const pod = defaultMaxSessions(4 * GiB, SESSION_MB.headlessShell);
    expect(pod).toBeGreaterThan(20);
    expect(pod * SESSION_MB.headlessShell * 1024 ** 2).toBeLessThan(4 * GiB);
    expect(defaultMaxSessions(256 * 1024 ** 2, SESSION_MB.chromium)).toBe(1);
  });

  it('knows the headless shell from full Chromium by its path', () => {
    expect(sessionMb('/usr/lib/chromium/chromium-headless-shell')).toBe(SESSION_MB.headlessShell);
    expect(sessionMb('/root/.cache/ms-playwright/chromium_headless_shell-1200/chrome-linux/headless_shell')).toBe(SESSION_MB.headlessShell);
    expect(sessionMb('/usr/bin/chromium')).toBe(SESSION_MB.chromium);
  });

  it('wants twice a session free before admitting another', () => {
    expect(memoryForAnother(64, 100 * 1024 ** 2)).toBe(false);
    expect(memoryForAnother(64, 200 * 1024 ** 2)).toBe(true);
    expect(memoryForAnother(64, undefined)).toBe(true);
  });
});

it('a registry short of memory refuses a session with CAPACITY_REACHED and says why', async () => {
  let free = false;
  const registry = new Registry({ maxSessions: 10, idleTtlMs: 1000, episodeTimeoutMs: 1000, resumeGraceMs: 1000 }, () => {}, () => free);
  const owner: Owner = { notify: () => {}, connected: true };
  expect(registry.hasRoom).toBe(false);
  await expect(registry.admit(owner, async () => ({ id: 's1' }) as Session)).rejects.toMatchObject({ kind: 'CAPACITY_REACHED', message: expect.stringContaining('memory') });
  free = true;
  expect(registry.hasRoom).toBe(true);
  await expect(registry.admit(owner, async () => ({ id: 's1' }) as Session)).resolves.toMatchObject({ id: 's1' });
});
