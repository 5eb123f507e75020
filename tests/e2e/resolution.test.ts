// Observation resolutions: a session rendered at device scale 3, 1.5 or 1 gives screenshots of
// 1080×2400, 540×1200 or 360×800 pixels, UI-tree bounds and point targets in the same pixels,
// targets on the 0–1000 grid at any of them, and the same pixels in two sessions.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VivariumClient, type Observation } from '../../clients/ts/index.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';

let server: RunningServer;
let client: VivariumClient;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist') });
  client = await VivariumClient.connect(server.url);
});
afterAll(async () => {
  client?.close();
  await server?.close();
});

/** A PNG's own width and height (its IHDR chunk), not what the message says. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const PNG = { format: 'png' as const };

const named = (o: Observation, text: string) => {
  const element = o.ui_tree!.find((e) => e.text === text);
  if (!element) throw new Error(`no "${text}" on screen`);
  return element;
};

describe.each([
  { scale: 3 as const, width: 1080, height: 2400 },
  { scale: 1.5 as const, width: 540, height: 1200 },
  { scale: 1 as const, width: 360, height: 800 },
])('device scale $scale', ({ scale, width, height }) => {
  it(`renders ${width}×${height} screenshots, with bounds and targets in those pixels`, async () => {
    const created = await client.openSession({ device_scale: scale, observe: PNG });
    expect(created.screen).toEqual({ width, height, device_scale: scale });
    const reset = await client.reset(created.session_id, 'settings/toggle-wifi', 1);
    expect(pngSize(reset.observation.screenshot!.data)).toEqual({ width, height });
    expect(reset.observation.screen).toEqual({ width, height });
    for (const e of reset.observation.ui_tree!) {
      expect(e.bounds[2]).toBeLessThanOrEqual(width);
      expect(e.bounds[3]).toBeLessThanOrEqual(height);
    }
    // A tap at the centre of an element's bounds, in pixels, reaches that element.
    const home = await client.step(created.session_id, { type: 'open_app', name: 'Settings' });
    const network = named(home.observation, 'Network & internet');
    const [l, t, r, b] = network.bounds;
    const opened = await client.step(created.session_id, { type: 'tap', x: (l + r) / 2, y: (t + b) / 2 });
    expect(opened.observation.last_action).toEqual({ type: 'tap', ok: true });
    expect(opened.observation.ui_tree!.some((e) => e.text === 'Wi-Fi')).toBe(true);
    // The same on the 0–1000 grid, from the bounds.
    const back = await client.step(created.session_id, { type: 'back' });
    const again = named(back.observation, 'Network & internet');
    const grid = { x: Math.round(((again.bounds[0] + again.bounds[2]) / 2 / width) * 1000), y: Math.round(((again.bounds[1] + again.bounds[3]) / 2 / height) * 1000) };
    const viaGrid = await client.step(created.session_id, { type: 'tap', ...grid, coords: 'norm1000' });
    expect(pngSize(viaGrid.observation.screenshot!.data)).toEqual({ width, height });
    expect(viaGrid.observation.ui_tree!.some((e) => e.text === 'Wi-Fi')).toBe(true);
    // A point off the screen is refused in this resolution's pixels.
    const outside = await client.step(created.session_id, { type: 'tap', x: width, y: 10 });
    expect(outside.observation.last_action).toMatchObject({ ok: false, error: expect.stringContaining(`${width}x${height}`) });
    await client.call('session.close', { session_id: created.session_id });
  });

  it('gives the same pixels in two sessions', async () => {
    const frames: string[][] = [];
    for (let i = 0; i < 2; i++) {
      const { session_id } = await client.openSession({ device_scale: scale, observe: PNG });
      const reset = await client.reset(session_id, 'contacts/add-contact', 3);
      const opened = await client.step(session_id, { type: 'open_app', name: 'Contacts' });
      frames.push([sha(reset.observation.screenshot!.data), sha(opened.observation.screenshot!.data)]);
      await client.call('session.close', { session_id });
    }
    expect(frames[1]).toEqual(frames[0]);
  });
});

it('a reset may change the resolution, and an unknown one is refused', async () => {
  const { session_id } = await client.openSession({ observe: PNG });
  const small = await client.call('env.reset', { session_id, task: 'settings/toggle-wifi', seed: 1, options: { device_scale: 1 } }) as { observation: { screen: { width: number; height: number } } };
  expect(small.observation.screen).toEqual({ width: 360, height: 800 });
  const step = await client.step(session_id, { type: 'open_app', name: 'Settings' });
  expect(pngSize(step.observation.screenshot!.data)).toEqual({ width: 360, height: 800 });
  await expect(client.call('session.create', { device_scale: 2 })).rejects.toMatchObject({ kind: 'VALIDATION_ERROR' });
  await expect(client.step(session_id, { type: 'tap', x: 1001, y: 5, coords: 'norm1000' })).resolves.toMatchObject({ observation: { last_action: { ok: false } } });
  await client.call('session.close', { session_id });
});
