// Every action format plays whole episodes through the protocol from recorded model outputs
// (tests/fixtures/format-episodes.json, written in each format's own syntax and coordinates by
// tests/support/format-fixtures.ts): a task that changes the device and a query task, each to reward 1.
// Swipes must move the content the way the model asked; points in a resized or declared space land
// where the model pointed; a point off the grid is an error in last_action, never a clamp.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openenv } from '../support/openenv.ts';
import { VivariumClient, VivariumError, type Observation, type SessionOptions } from '../../clients/ts/index.ts';

interface Fixture {
  episodes: { task: string; seed: number; scrolls: { step: number; content: 'up' | 'down' }[]; formats: { name: string; session: SessionOptions; outputs: unknown[] }[] }[];
}
const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/format-episodes.json'), 'utf8')) as Fixture;

/** How far the rows the two trees share moved down (negative: up), in pixels. */
function moved(before: Observation, after: Observation): number {
  const rows = (o: Observation) => new Map(o.ui_tree!.filter((e) => e.role === 'button' && e.bounds[1] > 400 && e.bounds[3] < 2200).map((e) => [e.text, e.bounds[1]]));
  const [a, b] = [rows(before), rows(after)];
  const shared = [...a.keys()].filter((t) => b.has(t));
  expect(shared.length).toBeGreaterThan(0);
  return b.get(shared[0]!)! - a.get(shared[0]!)!;
}

describe('action formats', () => {
  for (const episode of fixture.episodes) {
    for (const format of episode.formats) {
      it(`${format.name} plays ${episode.task} to reward 1`, async () => {
        const client = await VivariumClient.connect(inject('serverUrl'));
        const { session_id: session, coordinates } = await client.openSession({ observe: { screenshot: false }, ...format.session });
        expect(coordinates?.format).toBe(format.session.action_format ?? 'native');
        let observation = (await client.reset(session, episode.task, episode.seed)).observation;
        expect(observation.coordinates).toEqual(coordinates);
        let last = null;
        for (const [i, output] of format.outputs.entries()) {
          last = await client.stepOutput(session, output);
          expect(last.observation.last_action, `step ${i + 1}: ${JSON.stringify(output).slice(0, 300)}`).toMatchObject({ ok: true });
          const scroll = episode.scrolls.find((s) => s.step === i);
          if (scroll) {
            expect(last.observation.last_action?.note, `step ${i + 1} scrolled`).toBeUndefined();
            const delta = moved(observation, last.observation);
            expect(scroll.content === 'up' ? delta < 0 : delta > 0, `step ${i + 1} moved the content ${delta} px; the model asked for it to move ${scroll.content}`).toBe(true);
          }
          observation = last.observation;
        }
        expect(last?.terminated).toBe(true);
        expect(last?.info.verdict?.checks.filter((c) => !c.passed)).toEqual([]);
        expect(last?.reward).toBe(1);
        client.close();
      });
    }
  }

  it('resized coordinates: 1080x2400 is read as the 1092x2408 image the model saw; its last pixel is on the screen, one past it is refused', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const { session_id: session, coordinates } = await client.openSession({ observe: { screenshot: false }, action_format: 'ui-tars', coordinates: 'resized' });
    expect(coordinates).toEqual({ format: 'ui-tars', space: 'resized', width: 1092, height: 2408 });
    await client.reset(session, 'settings/toggle-wifi', 1);
    const edge = await client.stepOutput(session, "Action: click(point='<point>1091 2407</point>')");
    expect(edge.observation.last_action).toMatchObject({ type: 'tap', ok: true });
    const past = await client.stepOutput(session, "Action: click(point='<point>1092 100</point>')");
    expect(past.observation.last_action).toMatchObject({ type: 'tap', ok: false, error: 'point (1092, 100) is outside the 1092x2408 resized screenshot' });
    expect(past.info.step).toBe(2); // a failed action is a step, as any action that cannot be carried out
    client.close();
  });

  it('at 540x1200 the resized image is 532x1204: a tap on an icon, in that image\'s pixels, opens it', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const { session_id: session, coordinates } = await client.openSession({ observe: { screenshot: false }, device_scale: 1.5, action_format: 'qwen-mobile-use', coordinates: 'resized' });
    expect(coordinates).toMatchObject({ space: 'resized', width: 532, height: 1204 });
    const { observation } = await client.reset(session, 'settings/toggle-wifi', 1);
    // "Settings" on the home screen, pointed at in the resized image's pixels.
    const icon = observation.ui_tree!.find((e) => e.text === 'Settings')!;
    const x = Math.round(((icon.bounds[0] + icon.bounds[2]) / 2) * (532 / 540));
    const y = Math.round(((icon.bounds[1] + icon.bounds[3]) / 2) * (1204 / 1200));
    const result = await client.stepOutput(session, `<tool_call>\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [${x}, ${y}]}}\n</tool_call>`);
    expect(result.observation.foreground_app).toBe('settings');
    client.close();
  });

  it('a session states its coordinates; a format whose models differ must be told which grid; an unreadable output changes nothing', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    expect(client.hello).toMatchObject({ coordinates: { format: 'native', space: 'pixels', width: 1080, height: 2400 } });
    expect(Object.keys(client.hello.action_formats as object)).toEqual(['native', 'anthropic-computer-use', 'openai-computer-use', 'ui-tars', 'qwen-mobile-use', 'androidworld', 'browsergym']);
    await expect(client.openSession({ action_format: 'ui-tars' })).rejects.toMatchObject({ kind: 'VALIDATION_ERROR', message: expect.stringContaining('needs coordinates: norm1000 or resized') });
    await expect(client.openSession({ action_format: 'browsergym', coordinates: 'norm1000' })).rejects.toMatchObject({ kind: 'VALIDATION_ERROR' });
    const { session_id: session } = await client.openSession({ observe: { screenshot: false }, action_format: 'browsergym' });
    await client.reset(session, 'settings/toggle-wifi', 1);
    const error = await client.stepOutput(session, 'I would rather not.').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VivariumError);
    expect(error).toMatchObject({ kind: 'VALIDATION_ERROR', data: { parse_error: true, action_format: 'browsergym' } });
    expect((await client.observe(session)).step).toBe(0);
    client.close();
  });

  it('an OpenAI batch plays its actions in order, each a step, and stops at the first that fails', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const { session_id: session } = await client.openSession({ observe: { screenshot: false }, action_format: 'openai-computer-use' });
    const { observation } = await client.reset(session, 'settings/toggle-wifi', 1);
    const icon = observation.ui_tree!.find((e) => e.text === 'Settings')!;
    const [x, y] = [(icon.bounds[0] + icon.bounds[2]) / 2, (icon.bounds[1] + icon.bounds[3]) / 2];
    const batch = { type: 'computer_call', actions: [{ type: 'click', button: 'left', x, y }, { type: 'click', button: 'left', x: 5000, y: 10 }, { type: 'keypress', keys: ['ENTER'] }] };
    const result = await client.stepOutput(session, batch);
    expect(result.info.actions).toHaveLength(3);
    expect(result.info.actions_run).toBe(2);
    expect(result.info.step).toBe(2);
    expect(result.observation.foreground_app).toBe('settings');
    expect(result.observation.last_action).toMatchObject({ ok: false, error: expect.stringContaining('outside the 1080x2400 screen') });
    client.close();
  });

  it('a repeated step_id replays the first reading of its output: a fill is typed once', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const { session_id: session } = await client.openSession({ observe: { screenshot: false }, action_format: 'browsergym' });
    await client.reset(session, 'contacts/favorite-contact', 1);
    const contacts = await client.stepOutput(session, "open_app('Contacts')");
    const search = contacts.observation.ui_tree!.find((e) => e.role === 'textbox')!;
    const first = await client.stepOutput(session, `fill('${search.id}', 'Ann')`, undefined, { step_id: 'fill-1' });
    expect(first.info.actions).toEqual([{ type: 'tap', element: search.id }, { type: 'type', text: 'Ann', clear: true }]);
    // The field has the focus now, so a second reading would be one action, and would type again.
    const again = await client.stepOutput(session, `fill('${search.id}', 'Ann')`, undefined, { step_id: 'fill-1' });
    expect(again.info).toEqual(first.info);
    const now = await client.observe(session);
    expect(now.step).toBe(3);
    expect(now.ui_tree!.find((e) => e.role === 'textbox')!.text).toBe('Ann');
    client.close();
  });

  it('/ws: a reset names the format and space, and a step carries the model\'s output', async () => {
    const { socket, ask } = await openenv(`${inject('serverUrl').replace('http', 'ws')}/ws`);
    expect((await ask({ type: 'reset', data: { task: 'settings/toggle-wifi', seed: 1, action_format: 'qwen-mobile-use' } })).data.code).toBe('VALIDATION_ERROR');
    const reset = await ask({ type: 'reset', data: { task: 'settings/toggle-wifi', seed: 1, action_format: 'ui-tars', coordinates: 'norm1000', reward: 'progress' } });
    expect(reset.data.observation.coordinates).toEqual({ format: 'ui-tars', space: 'norm1000', width: 1000, height: 1000 });
    expect(reset.data.metadata).toMatchObject({ reward: 'progress' });
    const step = await ask({ type: 'step', data: { output: "Thought: open it.\nAction: open_app(app_name='Settings')" } });
    expect(step.data.observation.foreground_app).toBe('settings');
    expect(step.data.metadata.actions).toEqual([{ type: 'open_app', name: 'Settings' }]);
    const end = await ask({ type: 'step', data: { output: "Action: finished(content='')" } });
    expect(end.data).toMatchObject({ done: true, metadata: { verdict: { false_complete: true } } });
    expect(end.data.reward).toBe(end.data.metadata.verdict.progress);
    socket.close();
  });
});
