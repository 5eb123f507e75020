// Every template at seeds 1..3: the oracle, played over the protocol, earns reward 1;
// `done` right after reset earns 0 (the setup moved the world away from the goal).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VivariumClient } from '../../clients/ts/index.ts';
import { TASKS } from '../../tasks/index.ts';
import { play } from '../support/play.ts';

const SEEDS = [1, 2, 3];
let client: VivariumClient;
const idle: string[] = [];

async function withSession<T>(work: (session: string) => Promise<T>): Promise<T> {
  const session = idle.pop() ?? (await client.createSession());
  try {
    return await work(session);
  } finally {
    idle.push(session);
  }
}

beforeAll(async () => {
  client = await VivariumClient.connect(inject('serverUrl'));
});
afterAll(() => client.close());

describe.concurrent.each(TASKS.map((t) => [t.id, t] as const))('%s', (_id, task) => {
  it.each(SEEDS)('oracle earns reward 1 at seed %i', async (seed) => {
    const last = await withSession((s) => play(client, s, task, seed));
    expect(last, 'the oracle must end the episode with done or answer').toBeDefined();
    expect(last!.terminated).toBe(true);
    expect(last!.info.verdict, JSON.stringify(last!.info.verdict, null, 1)).toMatchObject({ success: true, side_effects: [] });
    expect(last!.reward).toBe(1);
  });

  it.each(SEEDS)('done right after reset earns 0 at seed %i', async (seed) => {
    const last = await withSession((s) => play(client, s, task, seed, (ui) => ui.done()));
    expect(last!.terminated).toBe(true);
    expect(last!.reward).toBe(0);
    expect(last!.info.verdict!.success).toBe(false);
  });
});

describe.concurrent.each(TASKS.map((t) => [t.id, t] as const))('%s near misses', (_id, task) => {
  it.each(task.nearMisses.map((m) => [m.name, m] as const))('"%s" is rejected at seed 1', async (_name, miss) => {
    const last = await withSession((s) => play(client, s, task, 1, miss.run));
    expect(last?.terminated).toBe(true);
    expect(last!.reward, JSON.stringify(last!.info.verdict)).toBe(0);
  });
});
