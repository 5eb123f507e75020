// Same task, seed and actions: the same state and the same pixels, in any session, after any
// earlier episode, in another server process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VivariumClient, type StepResult } from '../../clients/ts/index.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';
import { canonical } from '../../judges/index.ts';
import { createRng } from '../../apps/kit/random.ts';
import { instantiate, type Task } from '../../tasks/define.ts';
import { TASKS } from '../../tasks/index.ts';
import { createTaskUi, type Action, type UiElement } from '../../tasks/ui.ts';

const ADMIN = 'determinism-admin';
const ROOT = resolve(import.meta.dirname, '../..');
let server: RunningServer;
let client: VivariumClient;

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

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

async function randomEpisode(c: VivariumClient, session: string, task: Task, steps: number): Promise<void> {
  await c.reset(session, task.id, 2);
  const rng = createRng(`determinism/${task.id}`);
  for (let i = 0; i < steps; i++) {
    const roll = rng.next();
    const action = roll < 0.6 ? { type: 'tap', x: rng.int(0, 1079), y: rng.int(0, 2399) }
      : roll < 0.8 ? { type: 'swipe', direction: rng.pick(['up', 'down']), x: 540, y: 1200 }
      : roll < 0.9 ? { type: 'type', text: 'zz' } : { type: 'back' };
    const result = await c.step(session, action, { screenshot: false, ui_tree: false });
    if (result.terminated || result.truncated) return;
  }
}

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(ROOT, 'dist'), adminToken: ADMIN });
  client = await VivariumClient.connect(server.url, { token: ADMIN });
});
afterAll(async () => {
  client?.close();
  await server?.close();
});

describe.concurrent.each(TASKS.map((t) => [t.id, t] as const))('%s at seed 1', (_id, task) => {
  it('the oracle in two fresh sessions: identical state and screenshot at every step', async () => {
    const [a, b] = [await client.createSession(), await client.createSession()];
    const first = await oracleFrames(client, a, task, 1);
    const second = await oracleFrames(client, b, task, 1);
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(2);
    await client.closeSession(a);
    await client.closeSession(b);
  });

  it('a reset after a random 20-step episode equals a reset in a fresh session', async () => {
    const used = await client.createSession();
    await randomEpisode(client, used, task, 20);
    const afterEpisode = await client.reset(used, task.id, 1);
    const fresh = await client.createSession();
    const clean = await client.reset(fresh, task.id, 1);
    expect(await frame(client, used, afterEpisode.observation.screenshot!.data)).toEqual(await frame(client, fresh, clean.observation.screenshot!.data));
    expect(afterEpisode.observation.ui_tree).toEqual(clean.observation.ui_tree);
    await client.closeSession(used);
    await client.closeSession(fresh);
  });
});

describe('another server process', () => {
  let child: ChildProcess;
  afterAll(() => child?.kill('SIGINT'));

  it('gives the same hashes for the same oracle', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'env-server/main.ts', '--port', '0'], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, VIVARIUM_ADMIN_TOKEN: ADMIN },
    });
    const url = await new Promise<string>((ok, fail) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        const m = /workbench (http:\/\/\S+?)\/ /.exec(chunk.toString());
        if (m) ok(m[1]!);
      });
      child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
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
