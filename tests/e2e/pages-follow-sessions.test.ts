// No device page outlives its session: sessions are closed at every phase of their calls (mid-step,
// mid-reset, mid-reset to another resolution, mid-create, by session.close, by a dropped socket, by
// /ws), and afterwards Chromium runs no renderer process beyond the pool's pages, and /metrics
// counts no page beyond the idle pool. A session that ends while its page is idle gives the page
// back to the pool, and the next session on it sees what a new page shows.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VivariumClient } from '../../clients/ts/index.ts';
import { rendererProcesses } from '../../bench/processes.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';
import { IDLE_PAGES } from '../../env-server/browser.ts';
import { withinOrThrow } from '../../env-server/within.ts';
import { VIEWPORT } from '../../tasks/episode.ts';

const GRACE_MS = 1500;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'),
    limits: { maxSessions: 8, resumeGraceMs: GRACE_MS, idleTtlMs: 60_000 },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** `vivarium_<name>` from /metrics. */
async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const match = new RegExp(`^vivarium_${name} (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

/** Device pages open beyond the idle pool: those of live sessions. */
const beyondPool = async () => (await metric('pages_open')) - (await metric('pages_idle'));

/** Poll `read` (at most ~60 s) until it gives `want`; returns the last value read. */
async function until<T>(read: () => T | Promise<T>, want: T): Promise<T> {
  let value = await read();
  for (let i = 0; i < 300 && value !== want; i++) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

/** `work`, or a clear failure naming `what` when the server has not answered in two minutes (a call must never hang). */
const answered = <T>(what: string, work: Promise<T>): Promise<T> => withinOrThrow(work, 120_000, what);

const settled = (c: VivariumClient, id: string) => c.call('env.reset', { session_id: id, task: 'settings/toggle-wifi', seed: 1, observe: { screenshot: false } });

/** A /ws socket that has sent `messages` (without waiting for answers). */
async function openenv(messages: object[]): Promise<WebSocket> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  await new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); });
  for (const m of messages) socket.send(JSON.stringify(m));
  return socket;
}

describe('pages follow sessions', () => {
  it('closing a session at any phase leaves no page and no renderer behind', async () => {
    const client = await VivariumClient.connect(server.url);
    // After a first session, the pool holds its page and one loaded ahead: the renderers to come back to.
    await answered('the first session', client.closeSession(await client.createSession({ screenshot: false })));
    expect(await until(beyondPool, 0)).toBe(0);
    const before = rendererProcesses().length - (await metric('pages_idle'));
    const phases: Promise<unknown>[] = [];
    // Each call cut short must still be answered (with its result or an error), and soon.
    const ignore = (what: string, p: Promise<unknown>) => phases.push(answered(what, p.catch(() => undefined)));

    // session.close while a step runs, while a reset runs, while a reset opens a page at another scale.
    for (const during of ['step', 'reset', 'rescale'] as const) {
      const id = await answered(`session.create before a close during ${during}`, client.createSession({ screenshot: false }));
      await answered(`a reset before a close during ${during}`, settled(client, id));
      if (during === 'step') ignore('env.step closed mid-step', client.call('env.step', { session_id: id, action: { type: 'open_app', name: 'Settings' }, observe: { screenshot: true } }));
      if (during === 'reset') ignore('env.reset closed mid-reset', client.call('env.reset', { session_id: id, task: 'contacts/add-contact', seed: 2 }));
      if (during === 'rescale') ignore('env.reset closed mid-rescale', client.call('env.reset', { session_id: id, task: 'contacts/add-contact', seed: 2, options: { device_scale: 1 } }));
      ignore(`session.close during ${during}`, client.closeSession(id));
    }
    // The socket dropped while session.create runs, while a step runs and while a reset runs.
    for (const during of ['create', 'step', 'reset'] as const) {
      const dropped = await VivariumClient.connect(server.url);
      if (during === 'create') ignore('session.create on a dropped socket', dropped.call('session.create', {}));
      else {
        const id = await answered(`session.create before a drop during ${during}`, dropped.createSession({ screenshot: false }));
        await answered(`a reset before a drop during ${during}`, settled(dropped, id));
        ignore(`env.${during} on a dropped socket`, dropped.call(during === 'step' ? 'env.step' : 'env.reset', during === 'step'
          ? { session_id: id, action: { type: 'home' } }
          : { session_id: id, task: 'mail/star-email', seed: 3 }));
      }
      dropped.close();
    }
    // /ws: the socket closes while its first reset creates the session, while a reset runs, and
    // a `close` message arrives while a step runs.
    (await openenv([{ type: 'reset', data: { task: 'settings/toggle-wifi' } }])).close();
    const mid = await openenv([{ type: 'reset', data: { task: 'settings/toggle-wifi' } }]);
    await answered('/ws reset before a drop', new Promise((ok) => mid.once('message', ok)));
    mid.send(JSON.stringify({ type: 'reset', data: { task: 'calendar/create-event', seed: 4 } }));
    mid.close();
    const closing = await openenv([{ type: 'reset', data: { task: 'settings/toggle-wifi' } }]);
    await answered('/ws reset before a close', new Promise((ok) => closing.once('message', ok)));
    closing.send(JSON.stringify({ type: 'step', data: { type: 'open_app', name: 'Settings' } }));
    closing.send(JSON.stringify({ type: 'close' }));

    await Promise.all(phases);
    // Within the resume grace (and the reaper's second), every session is gone, and so is its page.
    expect(await until(() => metric('sessions_active'), 0)).toBe(0);
    expect(await until(beyondPool, 0)).toBe(0);
    expect(await metric('pages_idle')).toBeLessThanOrEqual(IDLE_PAGES);
    expect(await until(async () => rendererProcesses().length - (await metric('pages_idle')), before)).toBe(before);
    // The server goes on: a new session plays.
    const id = await answered('a session afterwards', client.createSession({ screenshot: false }));
    await answered('its reset', settled(client, id));
    await answered('its close', client.closeSession(id));
    client.close();
  }, 300_000); // eleven sessions' calls cut short, with a 2-core machine busy with other files: minutes, not seconds

  it('the reaper closes a page whose session is gone, and counts it', async () => {
    const reaped = await metric('pages_reaped_total');
    // A page opened for a session the registry does not hold, as a lost ending would leave one.
    // (The reaper may close it while it is still loading: then the load fails, as it should.)
    await server.debug.host.device({ origin: `http://127.0.0.1:${server.port}`, headers: {}, scale: 1, viewport: VIEWPORT }, 'no-such-session').catch(() => undefined);
    expect(await until(() => metric('pages_reaped_total'), reaped + 1)).toBe(reaped + 1);
    expect(await until(beyondPool, 0)).toBe(0);
  }, 60_000);

  it('a session that ends while its page is idle gives the page back, and the next one sees a new page\'s screen', async () => {
    const client = await VivariumClient.connect(server.url);
    const shot = { screenshot: true, ui_tree: true };
    const first = await client.createSession(shot);
    const reset = await client.reset(first, 'settings/toggle-wifi', 3, shot);
    const screen = [Buffer.from(reset.observation.screenshot!.data), reset.observation.ui_tree];
    // It leaves its page elsewhere: another task's world, in another app.
    await client.reset(first, 'contacts/add-contact', 5, { screenshot: false });
    await client.step(first, { type: 'open_app', name: 'Contacts' });
    await client.closeSession(first);
    expect(await until(beyondPool, 0)).toBe(0);
    const renderers = rendererProcesses().sort();
    for (let i = 0; i < 3; i++) {
      const next = await client.createSession(shot);
      const again = await client.reset(next, 'settings/toggle-wifi', 3, shot);
      expect([Buffer.from(again.observation.screenshot!.data), again.observation.ui_tree]).toEqual(screen);
      await client.closeSession(next);
    }
    // No page was opened for them: the same renderer processes, the page going round the pool.
    expect(await until(beyondPool, 0)).toBe(0);
    expect(rendererProcesses().sort()).toEqual(renderers);
    client.close();
  }, 120_000);
});
