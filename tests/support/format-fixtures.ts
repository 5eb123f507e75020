// `npx tsx tests/support/format-fixtures.ts`: writes tests/fixtures/format-episodes.json, the model
// outputs that tests/e2e/formats.test.ts replays. Two episodes (contacts/favorite-contact and
// contacts/query-phone at seed 1) are played once with native actions to learn where each target is
// on the screen; each step is then written as every format's model would write it, in that
// format's own coordinates (pixels, a declared display, the 0-1000 or 0-999 grid, or the
// smart_resize'd screenshot, rounded as the model's integers are). Run it again when the apps' layout changes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from '../../env-server/server.ts';
import { VivariumClient, type Observation } from '../../clients/ts/index.ts';
import { smartResize } from '../../contract/formats/coordinates.ts';

type Node = NonNullable<Observation['ui_tree']>[number];
type Step =
  | { kind: 'open'; app: string }
  | { kind: 'scroll'; reveal: 'down' | 'up'; at: string }
  | { kind: 'tap'; target: (e: Node) => boolean }
  | { kind: 'type'; text: string }
  | { kind: 'finish'; answer?: (tree: Node[]) => string };

/** A step as played: the target's centre and bounds (pixels of 1080x2400), its id and index in the tree. */
interface Played {
  kind: Step['kind'];
  app?: string;
  reveal?: 'down' | 'up';
  text?: string;
  answer?: string;
  x?: number;
  y?: number;
  id?: string;
  index?: number;
  focused?: boolean;
}

const W = 1080;
const H = 2400;
const EPISODES: { task: string; seed: number; steps: (goal: string) => Step[] }[] = [
  {
    task: 'contacts/favorite-contact', seed: 1,
    steps: (goal) => {
      const name = /^Add (.+) to your favorites\.$/.exec(goal)![1]!;
      return [
        { kind: 'open', app: 'Contacts' },
        { kind: 'scroll', reveal: 'down', at: 'Julia Dubois' },
        { kind: 'scroll', reveal: 'up', at: 'Julia Dubois' },
        { kind: 'tap', target: (e) => e.role === 'textbox' },
        { kind: 'type', text: name },
        { kind: 'tap', target: (e) => e.role === 'button' && e.text === name },
        { kind: 'tap', target: (e) => e.text === 'Add to favorites' },
        { kind: 'finish' },
      ];
    },
  },
  {
    task: 'contacts/query-phone', seed: 1,
    steps: (goal) => {
      const name = /^What is (.+)'s phone number\?/.exec(goal)![1]!;
      return [
        { kind: 'open', app: 'Contacts' },
        { kind: 'tap', target: (e) => e.role === 'textbox' },
        { kind: 'type', text: name },
        { kind: 'tap', target: (e) => e.role === 'button' && e.text === name },
        { kind: 'finish', answer: (tree) => tree.find((e) => /^\+?[\d ()-]{7,}$/.test(e.text.trim()))!.text.trim() },
      ];
    },
  },
];

async function play(client: VivariumClient, episode: (typeof EPISODES)[number]) {
  const session = await client.createSession({ screenshot: false });
  const reset = await client.reset(session, episode.task, episode.seed);
  let tree = reset.observation.ui_tree!;
  const played: Played[] = [];
  for (const step of episode.steps(reset.info.goal)) {
    const centre = (e: Node) => ({ x: (e.bounds[0] + e.bounds[2]) / 2, y: (e.bounds[1] + e.bounds[3]) / 2 });
    let action: Record<string, unknown>;
    if (step.kind === 'open') {
      const icon = tree.find((e) => e.role === 'button' && e.text === step.app)!;
      played.push({ kind: 'open', app: step.app, ...centre(icon), id: icon.id, index: tree.indexOf(icon) });
      action = { type: 'open_app', name: step.app };
    } else if (step.kind === 'scroll') {
      const row = tree.find((e) => e.text === step.at)!;
      played.push({ kind: 'scroll', reveal: step.reveal, ...centre(row) });
      action = { type: 'swipe', direction: step.reveal === 'down' ? 'up' : 'down', x: centre(row).x, y: centre(row).y, distance: 600 };
    } else if (step.kind === 'tap') {
      const target = tree.find(step.target)!;
      played.push({ kind: 'tap', ...centre(target), id: target.id, index: tree.indexOf(target) });
      action = { type: 'tap', element: target.id };
    } else if (step.kind === 'type') {
      played.push({ kind: 'type', text: step.text, id: tree.find((e) => e.focused)?.id, index: tree.findIndex((e) => e.focused === true) });
      action = { type: 'type', text: step.text };
    } else {
      const answer = step.answer?.(tree);
      played.push({ kind: 'finish', ...(answer !== undefined ? { answer } : {}) });
      action = answer !== undefined ? { type: 'answer', value: answer } : { type: 'done' };
    }
    const result = await client.step(session, action as never);
    if (result.observation.last_action?.ok === false) throw new Error(`${JSON.stringify(action)}: ${result.observation.last_action.error}`);
    tree = result.observation.ui_tree!;
    if (result.terminated && result.reward !== 1) throw new Error(`${episode.task}: the native episode earned ${result.reward}`);
  }
  await client.closeSession(session);
  return played;
}

// ---- how each format writes a step --------------------------------------------------------------

const round = Math.round;
type Point = (x: number, y: number) => [number, number];
const grid = (gw: number, gh: number): Point => (x, y) => [round((x / W) * gw), round((y / H) * gh)];
const resized = smartResize(W, H);

/** One format's session options and its writer. */
interface Variant {
  name: string;
  session: Record<string, unknown>;
  write(step: Played, query: boolean): unknown;
}

const thought = (s: string) => `Thought: ${s}\n`;
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const uiTars = (name: string, coordinates: string, p: Point): Variant => ({
  name, session: { action_format: 'ui-tars', coordinates },
  write(s) {
    const pt = (x: number, y: number) => { const [a, b] = p(x, y); return `'<point>${a} ${b}</point>'`; };
    switch (s.kind) {
      case 'open': return `${thought('Open the Contacts app.')}Action: open_app(app_name=${quote(s.app!)})`;
      case 'scroll': return `${thought(`Look ${s.reveal === 'down' ? 'further down' : 'back up'} the list.`)}Action: scroll(point=${pt(s.x!, s.y!)}, direction='${s.reveal}')`;
      case 'tap': return `${thought('Tap it.')}Action: click(point=${pt(s.x!, s.y!)})`;
      case 'type': return `${thought('Type the name.')}Action: type(content=${quote(s.text!)})`;
      case 'finish': return `${thought('Finished.')}Action: finished(content=${quote(s.answer ?? '')})`;
    }
  },
});

const qwen = (name: string, coordinates: string, p: Point): Variant => ({
  name, session: { action_format: 'qwen-mobile-use', coordinates },
  write(s) {
    const call = (args: Record<string, unknown>) => `<tool_call>\n${JSON.stringify({ name: 'mobile_use', arguments: args })}\n</tool_call>`;
    switch (s.kind) {
      case 'open': return call({ action: 'open', text: s.app });
      case 'scroll': {
        // The finger moves against the content: to see what is below, it moves up.
        const [x, y] = p(s.x!, s.y!);
        const [, y2] = p(s.x!, s.y! + (s.reveal === 'down' ? -600 : 600));
        return call({ action: 'swipe', coordinate: [x, y], coordinate2: [x, y2] });
      }
      case 'tap': return call({ action: 'click', coordinate: p(s.x!, s.y!) });
      case 'type': return call({ action: 'type', text: s.text });
      case 'finish': return s.answer !== undefined ? call({ action: 'answer', text: s.answer }) : call({ action: 'terminate', status: 'success' });
    }
  },
});

const anthropic: Variant = {
  name: 'anthropic-computer-use (display 540x1200)', session: { action_format: 'anthropic-computer-use', coordinates: { space: 'display', width: 540, height: 1200 } },
  write(s) {
    const p = grid(540, 1200);
    const use = (input: Record<string, unknown>) => [{ type: 'text', text: 'Next.' }, { type: 'tool_use', id: 'toolu_01', name: 'computer', input }];
    switch (s.kind) {
      case 'open':
      case 'tap': return use({ action: 'left_click', coordinate: p(s.x!, s.y!) });
      case 'scroll': return use({ action: 'scroll', coordinate: p(s.x!, s.y!), scroll_direction: s.reveal, scroll_amount: 2 });
      case 'type': return use({ action: 'type', text: s.text });
      case 'finish': return s.answer ?? 'The task is done.';
    }
  },
};

const openai: Variant = {
  name: 'openai-computer-use', session: { action_format: 'openai-computer-use' },
  write(s) {
    const call = (...actions: Record<string, unknown>[]) => ({ type: 'computer_call', call_id: 'call_1', ...(actions.length === 1 ? { action: actions[0] } : { actions }) });
    switch (s.kind) {
      case 'open':
      case 'tap': return call({ type: 'click', button: 'left', x: round(s.x!), y: round(s.y!) });
      case 'scroll': return call({ type: 'scroll', x: round(s.x!), y: round(s.y!), scroll_x: 0, scroll_y: s.reveal === 'down' ? 600 : -600 });
      case 'type': return call({ type: 'type', text: s.text });
      case 'finish': return [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: s.answer ?? 'Done.' }] }];
    }
  },
};

const native: Variant = {
  name: 'native', session: {},
  write(s) {
    const fence = (a: unknown) => `I will do this.\n\`\`\`json\n${JSON.stringify(a)}\n\`\`\``;
    switch (s.kind) {
      case 'open': return fence({ type: 'open_app', name: s.app });
      case 'scroll': return fence({ type: 'swipe', direction: s.reveal === 'down' ? 'up' : 'down', x: round(s.x!), y: round(s.y!), distance: 600 });
      case 'tap': return fence({ type: 'tap', x: round(s.x!), y: round(s.y!) });
      case 'type': return fence({ type: 'type', text: s.text });
      case 'finish': return fence(s.answer !== undefined ? { type: 'answer', value: s.answer } : { type: 'done' });
    }
  },
};

const androidWorld: Variant = {
  name: 'androidworld', session: { action_format: 'androidworld' },
  write(s) {
    const act = (a: Record<string, unknown>) => `Reason: the next step.\nAction: ${JSON.stringify(a)}`;
    switch (s.kind) {
      case 'open': return act({ action_type: 'open_app', app_name: s.app });
      case 'scroll': return act({ action_type: 'scroll', direction: s.reveal });
      case 'tap': return act(s.index !== undefined && s.index >= 0 ? { action_type: 'click', index: s.index } : { action_type: 'click', x: round(s.x!), y: round(s.y!) });
      case 'type': return act({ action_type: 'input_text', text: s.text, index: s.index });
      case 'finish': return act(s.answer !== undefined ? { action_type: 'answer', text: s.answer } : { action_type: 'status', goal_status: 'complete' });
    }
  },
};

const browserGym: Variant = {
  name: 'browsergym', session: { action_format: 'browsergym' },
  write(s) {
    const code = (a: string) => `Let me act.\n\`\`\`python\n${a}\n\`\`\``;
    switch (s.kind) {
      case 'open': return code(`open_app(${quote(s.app!)})`);
      case 'scroll': return code(`scroll(0, ${s.reveal === 'down' ? 600 : -600})`);
      case 'tap': return code(`mouse_click(${round(s.x!)}, ${round(s.y!)})`);
      case 'type': return code(`keyboard_type(${quote(s.text!)})`);
      case 'finish': return code(`send_msg_to_user(${quote(s.answer ?? 'Done.')})`);
    }
  },
};

export const VARIANTS: Variant[] = [
  native, anthropic, openai,
  uiTars('ui-tars (v1, 0-1000)', 'norm1000', grid(1000, 1000)),
  uiTars(`ui-tars (1.5, resized ${resized.width}x${resized.height})`, 'resized', grid(resized.width, resized.height)),
  qwen(`qwen-mobile-use (Qwen2.5-VL, resized ${resized.width}x${resized.height})`, 'resized', grid(resized.width, resized.height)),
  qwen('qwen-mobile-use (Qwen3-VL, 0-999)', 'norm999', grid(999, 999)),
  androidWorld, browserGym,
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'), limits: { maxSessions: 2 } });
  const client = await VivariumClient.connect(`ws://127.0.0.1:${server.port}/v1/env`);
  const episodes = [];
  for (const episode of EPISODES) {
    const played = await play(client, episode);
    const query = played.some((s) => s.answer !== undefined);
    episodes.push({
      task: episode.task, seed: episode.seed,
      // Each scroll step says which way the content must move: `up` when the model asked to see what is below.
      scrolls: played.flatMap((s, i) => (s.kind === 'scroll' ? [{ step: i, content: s.reveal === 'down' ? 'up' : 'down' }] : [])),
      formats: VARIANTS.map((v) => ({ name: v.name, session: v.session, outputs: played.map((s) => v.write(s, query)) })),
    });
  }
  client.close();
  await server.close();
  const file = resolve(import.meta.dirname, '../fixtures/format-episodes.json');
  writeFileSync(file, JSON.stringify({ screen: { width: W, height: H }, episodes }, null, 1) + '\n');
  console.log(`wrote ${file}`);
}
