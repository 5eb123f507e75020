// The appearance variants of env.reset, as an agent sees them: the same instance, its goal and its
// state, written in another format and drawn larger; a reset without them is the default look again.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VivariumClient, type UiElement } from '../../clients/ts/index.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';

const TASK = 'calendar/query-start-time';

const ADMIN = 'appearance-admin';
let server: RunningServer;
// Its own server, with an admin token: the test reads the state (env.state).
beforeAll(async () => { server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'), adminToken: ADMIN }); });
afterAll(() => server.close());

describe('appearance variants', () => {
  it('en-GB dates, a 12-hour clock and text at 1.3x change the screen, never the goal or the state', async () => {
    const client = await VivariumClient.connect(server.url, { token: ADMIN });
    const session = await client.createSession({ screenshot: false });
    const look = async (options: Record<string, unknown>) => {
      const reset = await client.call('env.reset', { session_id: session, task: TASK, seed: 3, options }) as { info: { goal: string } };
      const r = await client.step(session, { type: 'open_app', name: 'Calendar' });
      const tree = r.observation.ui_tree ?? [];
      const state = (await client.call('env.state', { session_id: session })) as { state: { apps: Record<string, unknown> } };
      return { goal: reset.info.goal, tree, state: state.state };
    };
    const height = (tree: UiElement[], role: string) => { const e = tree.find((n) => n.role === role)!; return e.bounds[3] - e.bounds[1]; };

    const plain = await look({});
    const varied = await look({ region: 'en-GB', clock: '12h', font_scale: 1.3, dark_mode: true });
    // The status bar's clock: "09:37" against "9:37 AM"; today's date: "Tuesday, March 3" against "Tuesday 3 March".
    const clock = (tree: UiElement[]) => tree[0]!.text;
    expect(clock(plain.tree)).toMatch(/^\d\d:\d\d$/);
    expect(clock(varied.tree)).toMatch(/^\d{1,2}:\d\d [AP]M$/);
    expect(plain.tree.some((e) => /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}\b/.test(e.text))).toBe(true);
    expect(varied.tree.some((e) => /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+\b/.test(e.text))).toBe(true);
    // Larger text makes the month's heading taller.
    expect(height(varied.tree, 'heading')).toBeGreaterThan(height(plain.tree, 'heading'));
    // The task is the same: its goal, and its state but for the appearance settings.
    expect(varied.goal).toBe(plain.goal);
    const { settings: s1, ...apps1 } = plain.state.apps;
    const { settings: s2, ...apps2 } = varied.state.apps;
    expect(apps2).toEqual(apps1);
    expect(s2).toEqual({ ...(s1 as object), darkMode: true, fontScale: 1.3, region: 'en-GB', hour24: false });
    // A reset without options is the default look again.
    const again = await look({});
    expect(again.tree.map((e) => e.text)).toEqual(plain.tree.map((e) => e.text));
    client.close();
  });

  it('refuses an appearance the device does not have, with a clear error', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const session = await client.createSession({ screenshot: false });
    for (const options of [{ font_scale: 2 }, { region: 'fr-FR' }, { clock: '13h' }]) {
      const error = await client.call('env.reset', { session_id: session, task: TASK, seed: 1, options }).then(() => null, (e: Error) => e);
      expect(error?.message).toMatch(/font_scale|region|clock/);
    }
    // The session goes on.
    await client.reset(session, TASK, 1);
    client.close();
  });
});
