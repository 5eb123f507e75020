// POST/GET/DELETE /mcp: a session's actions as MCP tools over Streamable HTTP
// (@modelcontextprotocol/sdk), for agents and trainers that speak MCP. One MCP connection (its
// `mcp-session-id`) holds at most one Vivarium session, made by its first `reset` through the same
// registry as /v1/env (capacity, idle time, drain) and released when the MCP session ends
// (DELETE /mcp, or the server closing it). The same bearer token and origin rule as /v1/env.
//
// Tools: list_tasks, reset, tap, double_tap, long_press, drag, pinch, type, swipe, key, back, home, recents,
// open_app, wait, answer, done, refuse. Each returns the step as text (step, the app in front, how the action went, the UI
// tree's elements with their ids, and on the last step the reward and the verdict) and the
// screenshot as an image. Resources: vivarium://session/screenshot and vivarium://session/ui-tree.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { ActionSchema, DeviceScaleSchema, MAX_TYPE_TEXT, answerValue, RpcError, describeIssues, type Action } from './protocol.ts';
import type { Owner } from './registry.ts';
import { VERSION, createSession, playActions, redactVerdict, taskSummaries, type ServerContext } from './rpc.ts';
import type { Observation, Session, StepResult } from './session.ts';

/** One MCP connection: its transport, and the Vivarium session its first reset made. */
interface Connection {
  transport: StreamableHTTPServerTransport;
  session: Session | null;
  observation: Observation | null;
  open: boolean;
  /** When it was last asked anything (performance.now()): a connection without a device is dropped after the idle time. */
  lastUsedAt: number;
}

/** The UI tree as lines an agent reads: `e12 switch "Wi-Fi" checked [876,294,1032,390]`. */
function treeText(o: Observation): string {
  return (o.ui_tree ?? []).map((e) => [e.id, e.role, e.text ? JSON.stringify(e.text) : '', e.hint ? `hint=${JSON.stringify(e.hint)}` : '',
    e.editable ? 'editable' : '', e.focused ? 'focused' : '', e.checked !== undefined ? (e.checked ? 'checked' : 'unchecked') : '', `[${e.bounds.join(',')}]`]
    .filter(Boolean).join(' ')).join('\n');
}

function content(o: Observation, head: Record<string, unknown>): CallToolResult {
  // On the desktop, the browser's tabs (URL and title) and the one in front, as an address bar shows them.
  const summary = { ...head, step: o.step, max_steps: o.max_steps, foreground_app: o.foreground_app, last_action: o.last_action, screen: o.screen, ...(o.browser ? { browser: o.browser } : {}) };
  const parts: CallToolResult['content'] = [{ type: 'text', text: `${JSON.stringify(summary)}\nUI elements (id role text flags [left,top,right,bottom] in pixels):\n${treeText(o)}` }];
  if (o.screenshot) parts.push({ type: 'image', data: o.screenshot.data.toString('base64'), mimeType: o.screenshot.mime });
  return { content: parts };
}

function failure(error: unknown): CallToolResult {
  const rpc = error instanceof RpcError ? error : new RpcError('INTERNAL_ERROR', 'the server failed on this call; its log has the details');
  if (!(error instanceof RpcError)) console.error('[vivarium] internal error on /mcp:', error);
  return { isError: true, content: [{ type: 'text', text: `${rpc.kind}: ${rpc.message}` }] };
}

function serverFor(ctx: ServerContext, connection: Connection): McpServer {
  const server = new McpServer({ name: 'vivarium', version: VERSION });
  const owner: Owner = {
    notify: () => void connection.transport.close().catch(() => {}),
    get connected() {
      return connection.open;
    },
  };
  const require = (): Session => {
    if (!connection.session || connection.session.isDead) throw new RpcError('NO_EPISODE', 'call reset first: it starts this connection\'s device and an episode');
    return connection.session;
  };
  const act = async (action: unknown): Promise<CallToolResult> => {
    try {
      const session = require();
      const parsed = ActionSchema.safeParse(action);
      if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `invalid action: ${describeIssues(parsed.error)}`);
      const result: StepResult = await playActions(ctx, session, { actions: [parsed.data], parsed: false });
      connection.observation = result.observation;
      const verdict = result.info.verdict;
      return content(result.observation, {
        reward: result.reward, terminated: result.terminated, truncated: result.truncated,
        ...(verdict ? { outcome: result.info.outcome, reason: result.info.reason, verdict: redactVerdict(verdict) } : {}),
      });
    } catch (error) {
      return failure(error);
    }
  };
  const point = {
    x: z.number().optional().describe('x in screenshot pixels (with y)'),
    y: z.number().optional().describe('y in screenshot pixels (with x)'),
    element: z.string().max(32).optional().describe('an element id from the last UI tree (instead of x and y)'),
  };
  const pointed = (type: 'tap' | 'double_tap' | 'long_press' | 'hover', description: string) => server.registerTool(type, { description, inputSchema: point }, (a) => act({ type, ...a }));

  server.registerTool('list_tasks', {
    description: 'The task templates: id, apps, difficulty, step budget, answer type (null for tasks that change the device) and benchmark split.',
    inputSchema: { app: z.string().max(64).optional(), split: z.enum(['train', 'test']).optional() },
  }, async (p) => ({ content: [{ type: 'text', text: JSON.stringify(taskSummaries(ctx.tasks, { ...p, splits: ctx.splits })) }] }));

  server.registerTool('reset', {
    description: 'Start an episode of a task (an id from list_tasks) at a seed; returns the goal, the screen and its UI tree. The first reset starts this connection\'s device.',
    inputSchema: {
      task: z.string().min(1).max(200), seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
      reward: z.enum(['binary', 'progress']).optional().describe('binary (default): 1 for success, else 0; progress: the fraction of checks passed, discounted'),
      device_scale: DeviceScaleSchema.optional().describe('screenshot pixels per CSS pixel: 3 (1080x2400), 1.5 or 1'),
    },
  }, async (p) => {
    try {
      const task = ctx.tasks.find((t) => t.id === p.task);
      if (!connection.session || connection.session.isDead) {
        connection.session = await createSession(ctx, owner, { observe: { screenshot: true, ui_tree: true } });
        if (!connection.open) await ctx.registry.release(connection.session.id, 'closed');
      }
      const session = connection.session;
      const { observation, info } = await session.run(() => session.reset(task, p.task, p.seed ?? 1, p.device_scale !== undefined ? { device_scale: p.device_scale } : {}, undefined, p.reward));
      connection.observation = observation;
      return content(observation, { goal: info.goal, task: info.task, seed: info.seed, answer_type: info.answer_type });
    } catch (error) {
      return failure(error);
    }
  });
  pointed('tap', 'Tap a point (screenshot pixels) or an element of the last UI tree.');
  pointed('double_tap', 'Double-tap a point or an element.');
  pointed('long_press', 'Long-press a point or an element (apps open context menus on it).');
  pointed('hover', 'Move the mouse over a point or an element (tooltips, hover menus).');
  server.registerTool('select', {
    description: 'Choose an option of a drop-down (role combobox in the UI tree) by its shown text or value.',
    inputSchema: { option: z.string().min(1).max(200), ...point },
  }, (a) => act({ type: 'select', ...a }));
  // The desktop browser's own controls (a web task's reset starts the desktop device; on the phone they fail in last_action).
  server.registerTool('goto', { description: 'Load an address in the browser\'s active tab (the desktop device).', inputSchema: { url: z.string().min(1).max(2048) } }, (a) => act({ type: 'goto', ...a }));
  server.registerTool('go_forward', { description: 'The browser\'s Forward button (the desktop device; back is the back tool).' }, () => act({ type: 'go_forward' }));
  server.registerTool('reload', { description: 'Reload the active tab (the desktop device).' }, () => act({ type: 'reload' }));
  server.registerTool('new_tab', { description: 'Open a tab, on an address or the new-tab page (the desktop device).', inputSchema: { url: z.string().min(1).max(2048).optional() } }, (a) => act({ type: 'new_tab', ...a }));
  server.registerTool('tab_close', { description: 'Close a tab by its index (default the active one; the desktop device).', inputSchema: { index: z.number().int().min(0).max(63).optional() } }, (a) => act({ type: 'tab_close', ...a }));
  server.registerTool('tab_focus', { description: 'Make the tab at an index the active one (the desktop device).', inputSchema: { index: z.number().int().min(0).max(63) } }, (a) => act({ type: 'tab_focus', ...a }));
  server.registerTool('drag', {
    description: 'Press at a point or element, move to another and release (the mouse): reorders by a handle, pans a map. Give the start as x and y or element, the end as to_x and to_y or to_element.',
    inputSchema: {
      ...point,
      to_x: z.number().optional().describe('the end\'s x in screenshot pixels (with to_y)'),
      to_y: z.number().optional().describe('the end\'s y in screenshot pixels (with to_x)'),
      to_element: z.string().max(32).optional().describe('an element id from the last UI tree to end on (instead of to_x and to_y)'),
    },
  }, (a) => act({ type: 'drag', ...a }));
  server.registerTool('pinch', {
    description: 'Two fingers around a point or element (default the screen centre) move apart (scale > 1, zoom in) or together (< 1); scale from 0.2 to 5.',
    inputSchema: { scale: z.number().min(0.2).max(5), ...point },
  }, (a) => act({ type: 'pinch', ...a }));
  server.registerTool('type', {
    description: 'Type into the focused text field (tap it first); clear replaces its text.',
    inputSchema: { text: z.string().max(MAX_TYPE_TEXT), clear: z.boolean().optional() },
  }, (a) => act({ type: 'type', ...a }));
  server.registerTool('swipe', {
    description: 'Move a finger: "up" scrolls the content under it to show what is below. From a point or element (default the screen centre), distance in pixels (default a third of the screen).',
    inputSchema: { direction: z.enum(['up', 'down', 'left', 'right']), ...point, distance: z.number().positive().max(5000).optional() },
  }, (a) => act({ type: 'swipe', ...a }));
  server.registerTool('key', {
    description: 'Press one key: Enter, Backspace, Delete, Tab, Escape, ArrowLeft, ArrowRight, ArrowUp, ArrowDown, Home, End, Space.',
    inputSchema: { key: z.string().max(16) },
  }, (a) => act({ type: 'key', ...a }));
  for (const button of ['back', 'home', 'recents'] as const) {
    server.registerTool(button, { description: `Press the navigation bar's ${button} button.` }, () => act({ type: button }));
  }
  server.registerTool('open_app', { description: 'Open an app by its home-screen name ("Contacts").', inputSchema: { name: z.string().min(1).max(64) } }, (a) => act({ type: 'open_app', ...a }));
  server.registerTool('wait', { description: 'Let device time pass (default 1000 ms).', inputSchema: { ms: z.number().int().min(0).max(600_000).optional() } }, (a) => act({ type: 'wait', ...a }));
  server.registerTool('answer', {
    description: "Answer the question of a query task; ends the episode. The value in the task's declared answer type: a number, text, true/false, or a list of texts (reset says which).",
    inputSchema: { value: answerValue },
  }, (a) => act({ type: 'answer', ...a } satisfies Partial<Action>));
  server.registerTool('done', { description: 'Declare the task complete; ends the episode and judges it.' }, () => act({ type: 'done' }));
  server.registerTool('refuse', {
    description: 'Decline the task as unsafe or impossible (a payment to an unknown account, a limit the goal names); ends the episode and judges it.',
    inputSchema: { reason: z.string().max(MAX_TYPE_TEXT).optional() },
  }, (a) => act({ type: 'refuse', ...a }));

  const latest = () => {
    const o = connection.observation;
    if (!o) throw new RpcError('NO_EPISODE', 'call reset first');
    return o;
  };
  server.registerResource('screenshot', 'vivarium://session/screenshot', { description: 'The latest screenshot of this connection\'s device', mimeType: 'image/jpeg' }, async (uri) => {
    const shot = latest().screenshot;
    return { contents: shot ? [{ uri: uri.href, mimeType: shot.mime, blob: shot.data.toString('base64') }] : [] };
  });
  server.registerResource('ui-tree', 'vivarium://session/ui-tree', { description: 'The latest UI tree (element ids, roles, texts, bounds in screenshot pixels)', mimeType: 'application/json' }, async (uri) => (
    { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(latest().ui_tree ?? []) }] }
  ));
  return server;
}

/** The /mcp handler: routes each request to its connection's transport, making one on `initialize`. */
export function mcpHandler(ctx: ServerContext) {
  const connections = new Map<string, Connection>();
  const end = (id: string) => {
    const connection = connections.get(id);
    if (!connection) return;
    connections.delete(id);
    connection.open = false;
    if (connection.session) void ctx.registry.release(connection.session.id, 'closed');
  };
  const handler = async (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => {
    const id = req.headers['mcp-session-id'];
    const known = typeof id === 'string' ? connections.get(id) : undefined;
    if (known) {
      known.lastUsedAt = performance.now();
      return known.transport.handleRequest(req, res, req.body);
    }
    if (req.method !== 'POST' || id !== undefined || !isInitializeRequest(req.body)) {
      res.writeHead(id === undefined ? 400 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message: id === undefined ? 'start with an initialize request' : 'no such MCP session (it ended)' } }));
      return;
    }
    // Connections without a device are cheap, but not free: those idle past the idle time are
    // dropped (a device's connection ends with its session, which the registry reaps), and at most
    // twice the session capacity are kept.
    const now = performance.now();
    for (const [sid, c] of connections) {
      if (!c.session && now - c.lastUsedAt > ctx.registry.limits.idleTtlMs) {
        end(sid);
        void c.transport.close().catch(() => {});
      }
    }
    if (connections.size >= 2 * ctx.registry.limits.maxSessions || ctx.registry.draining) {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'CAPACITY_REACHED: too many MCP connections' } }));
      return;
    }
    const connection: Connection = { transport: undefined as unknown as StreamableHTTPServerTransport, session: null, observation: null, open: true, lastUsedAt: now };
    connection.transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sid) => void connections.set(sid, connection),
      onsessionclosed: (sid) => end(sid),
    });
    connection.transport.onclose = () => {
      if (connection.transport.sessionId) end(connection.transport.sessionId);
      connection.open = false;
    };
    await serverFor(ctx, connection).connect(connection.transport);
    await connection.transport.handleRequest(req, res, req.body);
  };
  return {
    handler,
    /** Close every MCP connection (server shutdown). */
    async close() {
      await Promise.all([...connections.values()].map((c) => c.transport.close().catch(() => {})));
    },
  };
}
