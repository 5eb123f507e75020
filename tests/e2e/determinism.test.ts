// Same task, seed and actions: the same state and the same pixels in another server process.
// (Every template's replays within one server, in a used and a fresh session, are checked by
// the judge gate: tests/gate/gate.ts.)
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VivariumClient, type StepResult } from '../../clients/ts/index.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';
import { canonical } from '../../judges/index.ts';
import { instantiate, type Task } from '../../tasks/define.ts';
import { TASKS } from '../../tasks/index.ts';
import { createTaskUi, type Action, type UiElement } from '../../tasks/ui.ts';

const ADMIN = 'determinism-admin';
const ROOT = resolve(import.meta.dirname, '../..');
let server: RunningServer;
let client: VivariumClient;

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** How many different byte values a PNG's image data holds: a handful for a blank screen, most of 256 for a phone screen. */
function byteVariety(png: Buffer): number {
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return new Set(inflateSync(Buffer.concat(idat))).size;
}

interface Frame { state: string; screenshot: string }

async function frame(c: VivariumClient, session: string, shot: Buffer): Promise<Frame> {
  const { state } = (await c.call('env.state', { session_id: session })) as { state: unknown };
  return { state: sha(canonical(state)), screenshot: sha(shot) };
}

/** Play the oracle from a reset, hashing state and screenshot after the reset and every step. */
async function oracleFrames(c: VivariumClient, session: string, task: Task, seed: number): Promise<Frame[]> {
  const reset = await c.reset(session, task.id, seed);
  const frames = [await frame(c, session, reset.observation.screenshot!.data)];
  const ui = createTaskUi(async (action: Action) => {
    const result: StepResult = await c.step(session, action);
    frames.push(await frame(c, session, result.observation.screenshot!.data));
    return { ui_tree: result.observation.ui_tree as UiElement[], last_action: result.observation.last_action!, terminated: result.terminated, truncated: result.truncated };
  }, reset.observation.ui_tree as UiElement[]);
  await task.oracle(ui, instantiate(task, seed).params);
  return frames;
}

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(ROOT, 'dist'), adminToken: ADMIN });
  client = await VivariumClient.connect(server.url, { token: ADMIN });
});
afterAll(async () => {
  client?.close();
  await server?.close();
});

describe('observations asked for', () => {
  it('give the same screenshots whether or not the steps before them asked for one', async () => {
    // Between screenshots an env page is laid out but not painted (apps/bridge.ts, paintOnDemand):
    // a screenshot after steps that asked only for the UI tree must show what painting every step shows.
    const task = TASKS.find((t) => t.id === 'contacts/add-contact')!;
    const every = await client.createSession({ format: 'png' });
    const some = await client.createSession({ format: 'png', screenshot: false, ui_tree: true });
    const painted = await oracleFrames(client, every, task, 1);
    const shots: (string | null)[] = [];
    let last: Buffer | undefined;
    const reset = await client.reset(some, task.id, 1, { screenshot: true, ui_tree: true });
    shots.push(sha(reset.observation.screenshot!.data));
    let step = 0;
    const ui = createTaskUi(async (action: Action) => {
      step += 1;
      // A screenshot at every third step and at the end; the UI tree alone otherwise.
      const shot = step % 3 === 0 || action.type === 'done';
      const result = await client.step(some, action, { screenshot: shot, ui_tree: true });
      if (shot) last = Buffer.from(result.observation.screenshot!.data);
      shots.push(shot ? sha(result.observation.screenshot!.data) : null);
      return { ui_tree: result.observation.ui_tree as UiElement[], last_action: result.observation.last_action!, terminated: result.terminated, truncated: result.truncated };
    }, reset.observation.ui_tree as UiElement[]);
    await task.oracle(ui, instantiate(task, 1).params);
    expect(shots.length).toBe(painted.length);
    expect(shots.filter((s) => s !== null).length).toBeGreaterThan(2);
    for (const [i, s] of shots.entries()) if (s !== null) expect(s, `screenshot after step ${i}`).toBe(painted[i]!.screenshot);
    // And painted, not blank: the saved contact's page has text, icons and antialiased edges.
    expect(byteVariety(last!)).toBeGreaterThan(100);
    await client.closeSession(every);
    await client.closeSession(some);
  });
});

describe('another server process', () => {
  let child: ChildProcess | undefined;
  afterAll(() => stop(child));

  it('gives the same hashes for the same oracle', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'env-server/main.ts', '--port', '0'], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VIVARIUM_ADMIN_TOKEN: ADMIN },
    });
    child = server;
    let errors = '';
    server.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    const url = await new Promise<string>((ok, fail) => {
      server.stdout.on('data', (chunk: Buffer) => {
        const m = /workbench (http:\/\/\S+?)\/ /.exec(chunk.toString());
        if (m) ok(m[1]!);
      });
      server.once('exit', (code) => fail(new Error(`server exited with ${code}: ${errors}`)));
    });
    const other = await VivariumClient.connect(url, { token: ADMIN });
    for (const id of ['contacts/add-contact', 'messages/send-message']) {
      const task = TASKS.find((t) => t.id === id)!;
      const [here, there] = [await client.createSession(), await other.createSession()];
      expect(await oracleFrames(other, there, task, 1)).toEqual(await oracleFrames(client, here, task, 1));
      await client.closeSession(here);
    }
    other.close();
  });
});

/** Stop a server process: SIGINT (it closes its sessions and browser), SIGKILL if it is still there after 15 s. */
async function stop(process: ChildProcess | undefined): Promise<void> {
  if (!process || process.exitCode !== null || process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => process.once('exit', () => resolve()));
  process.kill('SIGINT');
  const timer = setTimeout(() => process.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
