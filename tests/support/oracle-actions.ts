// Plays templates' scripted oracles over the protocol and prints the actions they took, one JSON
// line per instance, so a test can feed them to a model stand-in in any action format
// (clients/python/tests/test_eval.py does, for `vivarium eval`'s adapters).
//
//   tsx tests/support/oracle-actions.ts --url ws://127.0.0.1:8080/v1/env [--concurrency 2] TASK:SEED ...
//
// A line: {"task", "seed", "goal", "answer_type", "screen": {"width", "height"}, "reward",
// "error"?, "actions": [{"action", "target"?, "focused"?}]}. `action` is the protocol action as the
// oracle sent it; `target` is the element it acts on (by id, or the smallest element holding its
// point) with `id`, `role`, `text` and `bounds` in screenshot pixels; `focused` is the focused
// text field when the action types. Episodes are deterministic, so a replay of the same instance
// sees the same element ids and bounds.
import { VivariumClient, type StepResult } from '../../clients/ts/index.ts';
import { findTask, TASKS } from '../../tasks/index.ts';
import { instantiate } from '../../tasks/define.ts';
import { createTaskUi, type Action, type UiElement } from '../../tasks/ui.ts';

const FAST = { screenshot: false, ui_tree: true } as const;

interface Element { id: string; role: string; text: string; bounds: number[] }
interface Played { action: Action; target?: Element; focused?: Element }

const brief = (el: UiElement): Element => ({ id: el.id, role: el.role, text: el.text, bounds: [...el.bounds] });

function targetOf(action: Action, tree: UiElement[]): UiElement | undefined {
  const a = action as { element?: string; x?: number; y?: number };
  if (a.element !== undefined) return tree.find((el) => el.id === a.element);
  if (a.x === undefined || a.y === undefined) return undefined;
  const { x, y } = a as { x: number; y: number };
  const holding = tree.filter((el) => {
    const [l, t, r, b] = el.bounds;
    return x >= l && x < r && y >= t && y < b;
  });
  const area = (el: UiElement) => (el.bounds[2]! - el.bounds[0]!) * (el.bounds[3]! - el.bounds[1]!);
  const clickable = holding.filter((el) => el.clickable || el.editable);
  return (clickable.length ? clickable : holding).sort((p, q) => area(p) - area(q))[0];
}

async function playOne(client: VivariumClient, session: string, spec: string) {
  const [id, seedText] = spec.split(':');
  const task = findTask(id!);
  if (!task) throw new Error(`no task ${id}; known: ${TASKS.length} templates`);
  const seed = Number(seedText ?? 1);
  const params = instantiate(task, seed).params;
  const reset = await client.reset(session, task.id, seed, FAST);
  const info = reset.info as unknown as { goal: string; answer_type?: string | null };
  const observation = reset.observation as unknown as { screen?: { width: number; height: number }; ui_tree?: UiElement[] };
  const hello = client.hello.screen as { width: number; height: number } | undefined;
  const screen = observation.screen ?? hello ?? { width: 1080, height: 2400 };
  let tree = (observation.ui_tree ?? []) as UiElement[];
  let last: StepResult | undefined;
  const actions: Played[] = [];
  const ui = createTaskUi(async (action) => {
    const target = targetOf(action, tree);
    const focused = action.type === 'type' ? tree.find((el) => el.focused) : undefined;
    actions.push({ action, ...(target ? { target: brief(target) } : {}), ...(focused ? { focused: brief(focused) } : {}) });
    last = await client.step(session, action, FAST);
    tree = (last.observation.ui_tree ?? []) as UiElement[];
    return { ui_tree: tree, last_action: last.observation.last_action ?? { ok: true }, terminated: last.terminated, truncated: last.truncated };
  }, tree);
  let error: string | undefined;
  try {
    await task.oracle(ui, params);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  return { task: task.id, seed, goal: info.goal, answer_type: info.answer_type ?? task.answer?.spec.type ?? null, screen, reward: last?.reward ?? 0, ...(error ? { error } : {}), actions };
}

const args = process.argv.slice(2);
let url = process.env.VIVARIUM_URL ?? 'ws://127.0.0.1:8080/v1/env';
let concurrency = 2;
const specs: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--url') url = args[++i]!;
  else if (args[i] === '--concurrency') concurrency = Math.max(1, Number(args[++i]));
  else specs.push(args[i]!);
}
if (specs.length === 0) {
  console.error('usage: tsx tests/support/oracle-actions.ts --url WS_URL [--concurrency N] TASK:SEED ...');
  process.exit(2);
}
const client = await VivariumClient.connect(url);
const lines: string[] = new Array(specs.length);
let next = 0;
let failed = false;
try {
  await Promise.all(Array.from({ length: Math.min(concurrency, specs.length) }, async () => {
    const session = await client.createSession(FAST);
    try {
      while (next < specs.length) {
        const index = next++;
        try {
          lines[index] = JSON.stringify(await playOne(client, session, specs[index]!));
        } catch (e) {
          failed = true;
          lines[index] = JSON.stringify({ spec: specs[index], error: e instanceof Error ? e.message : String(e) });
        }
      }
    } finally {
      await client.closeSession(session).catch(() => {});
    }
  }));
} finally {
  client.close();
}
// Exit once stdout has taken everything: a pipe is written asynchronously, and process.exit() would cut it.
process.exitCode = failed ? 1 : 0;
process.stdout.write(lines.join('\n') + '\n', () => process.exit());
