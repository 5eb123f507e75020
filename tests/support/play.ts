// Playing a task's scripted oracle (or a near miss) over the protocol, as an agent would.
import type { VivariumClient, StepResult } from '../../clients/ts/index.ts';
import { instantiate, type Params, type Task } from '../../tasks/define.ts';
import { createTaskUi, type TaskUi, type UiElement } from '../../tasks/ui.ts';

const FAST = { screenshot: false, ui_tree: true } as const;

/** Reset `task` at `seed`, run `script` with the params of `paramsSeed` (default: the same seed), return the last step. */
export async function play(
  client: VivariumClient,
  session: string,
  task: Task,
  seed: number,
  script: (ui: TaskUi, p: Params) => Promise<void> = task.oracle,
  paramsSeed = seed,
): Promise<StepResult | undefined> {
  const params = instantiate(task, paramsSeed).params;
  const reset = await client.reset(session, task.id, seed, FAST);
  let last: StepResult | undefined;
  const ui = createTaskUi(async (action) => {
    last = await client.step(session, action, FAST);
    return {
      ui_tree: (last.observation.ui_tree ?? []) as UiElement[],
      last_action: last.observation.last_action ?? { ok: true },
      terminated: last.terminated,
      truncated: last.truncated,
    };
  }, (reset.observation.ui_tree ?? []) as UiElement[]);
  await script(ui, params);
  return last;
}
