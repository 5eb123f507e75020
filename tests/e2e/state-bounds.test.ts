// Bounds on what a session's device holds: one text field (MAX_FIELD_TEXT characters) and the whole
// state (MAX_STATE_JSON characters of JSON, lowered here so that a few steps reach it). An action
// past either is refused in `last_action` with a clear error, counts as a step, and leaves the
// device as it was (snapshots: tests/unit/snapshots.test.ts).
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VivariumClient, type StepResult } from '../../clients/ts/index.ts';
import { findTask } from '../../tasks/index.ts';
import { sharedInstance } from '../../tasks/define.ts';
import { createTaskUi, type UiElement } from '../../tasks/ui.ts';
import { startNote } from '../../tasks/notes/kit.ts';
import { MAX_FIELD_TEXT, MAX_TYPE_TEXT } from '../../contract/index.ts';
import type { RunningServer } from '../../env-server/server.ts';

const ADMIN = 'bounds-admin';
const TASK = 'notes/create-note';
const FAST = { screenshot: false, ui_tree: true } as const;
/** The start state's JSON and some room: the test fills it with typing. */
const ROOM = 15_000;
let server: RunningServer;
let client: VivariumClient;

beforeAll(async () => {
  const start = JSON.stringify(sharedInstance(findTask(TASK)!, 1).initial).length;
  process.env.VIVARIUM_MAX_STATE_JSON = String(start + ROOM);
  const { startServer } = await import('../../env-server/server.ts');
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'), adminToken: ADMIN, limits: { maxSessions: 2 } });
  client = await VivariumClient.connect(server.url, { token: ADMIN });
}, 60_000);
afterAll(async () => {
  client?.close();
  await server?.close();
  delete process.env.VIVARIUM_MAX_STATE_JSON;
});

/** A session in the note editor of TASK, its body field focused; `step` takes one action. */
async function inTheEditor() {
  const session = await client.createSession(FAST);
  const reset = await client.reset(session, TASK, 1, FAST);
  let last: StepResult | undefined;
  const ui = createTaskUi(async (action) => {
    last = await client.step(session, action, FAST);
    return { ui_tree: (last.observation.ui_tree ?? []) as UiElement[], last_action: last.observation.last_action ?? { ok: true }, terminated: last.terminated, truncated: last.truncated };
  }, (reset.observation.ui_tree ?? []) as UiElement[]);
  await startNote(ui, 'Personal', 'text');
  const step = (action: Record<string, unknown>) => client.step(session, action as { type: string }, FAST);
  const tapField = async (hint: string) => {
    const tree = (last!.observation.ui_tree ?? []) as UiElement[];
    const field = tree.find((e) => e.editable && e.hint === hint)!;
    last = await step({ type: 'tap', element: field.id });
  };
  return { session, step, tapField };
}

describe('bounds on state', () => {
  it(`a text field holds at most ${MAX_FIELD_TEXT} characters: more is refused in last_action, and the step counts`, async () => {
    const { session, step, tapField } = await inTheEditor();
    await tapField('Note');
    const chunk = 'a'.repeat(MAX_TYPE_TEXT);
    for (let typed = 0; typed < MAX_FIELD_TEXT; typed += MAX_TYPE_TEXT) {
      expect((await step({ type: 'type', text: chunk })).observation.last_action).toEqual({ type: 'type', ok: true });
    }
    const over = await step({ type: 'type', text: 'b' });
    expect(over.observation.last_action).toMatchObject({ ok: false, error: `the text field would hold ${MAX_FIELD_TEXT + 1} characters; a field holds at most ${MAX_FIELD_TEXT}` });
    const space = await step({ type: 'key', key: 'Space' });
    expect(space.observation.last_action).toMatchObject({ ok: false, error: expect.stringMatching(/a field holds at most/) });
    expect(space.observation.step).toBe(over.observation.step + 1);
    // Replacing the text is not growing it: `clear` types into an empty field.
    expect((await step({ type: 'type', text: 'short', clear: true })).observation.last_action).toMatchObject({ ok: true });
    await client.closeSession(session);
  });

  it('the whole state is bounded: a step past the bound is undone, with a clear last_action error', async () => {
    const { session, step, tapField } = await inTheEditor();
    const limit = (client.hello.limits as { max_state_json: number }).max_state_json;
    expect(limit).toBe(Number(process.env.VIVARIUM_MAX_STATE_JSON));
    await tapField('Note');
    const chunk = 'a'.repeat(MAX_TYPE_TEXT);
    for (let i = 0; i < 5; i++) expect((await step({ type: 'type', text: chunk })).observation.last_action).toMatchObject({ ok: true });
    await tapField('Title');
    const before = JSON.stringify(((await client.call('env.state', { session_id: session })) as { state: unknown }).state);
    let refused: StepResult | undefined;
    for (let i = 0; i < 5 && !refused; i++) {
      const result = await step({ type: 'type', text: chunk });
      if (!result.observation.last_action?.ok) refused = result;
    }
    expect(refused?.observation.last_action).toMatchObject({ type: 'type', ok: false, error: expect.stringMatching(new RegExp(`a session holds at most ${limit}, so the action was undone`)) });
    const after = ((await client.call('env.state', { session_id: session })) as { state: unknown }).state;
    expect(JSON.stringify(after).length).toBeLessThanOrEqual(limit);
    expect(JSON.stringify(after).length).toBeGreaterThan(before.length);
    // The episode goes on: a step that keeps within the bound works, and ending it judges it.
    expect((await step({ type: 'back' })).observation.last_action).toMatchObject({ ok: true });
    expect((await step({ type: 'done' })).terminated).toBe(true);
    await client.closeSession(session);
  });
});
