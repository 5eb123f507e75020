// /mcp with the official SDK client (@modelcontextprotocol/sdk): tools listed with their schemas,
// a whole episode played through tool calls to reward 1 (on the phone and on the desktop), the screenshot and UI tree as resources,
// and the device released when the MCP session ends.
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startServer } from '../../env-server/server.ts';
import { VivariumClient } from '../../clients/ts/index.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

interface Step {
  text: string;
  summary: Record<string, unknown> & { reward?: number; terminated?: boolean; goal?: string; verdict?: { success: boolean } };
  elements: { id: string; line: string }[];
  image?: { data: string; mimeType: string };
}

function read(result: unknown): Step {
  const r = result as CallToolResult;
  expect(r.isError, JSON.stringify(r.content)).toBeFalsy();
  const text = (r.content.find((c) => c.type === 'text') as { text: string }).text;
  const [head, ...lines] = text.split('\n');
  const image = r.content.find((c) => c.type === 'image') as { data: string; mimeType: string } | undefined;
  return { text, summary: JSON.parse(head!), elements: lines.slice(1).map((line) => ({ id: line.split(' ')[0]!, line })), ...(image ? { image } : {}) };
}

async function connect(url = inject('serverUrl')) {
  const client = new Client({ name: 'vivarium-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`));
  await client.connect(transport);
  return { client, transport };
}

describe('/mcp', () => {
  it('plays settings/toggle-wifi to reward 1 with the SDK client, and serves the screen as resources', async () => {
    const { client, transport } = await connect();
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).toEqual(expect.arrayContaining(['list_tasks', 'reset', 'tap', 'type', 'swipe', 'back', 'home', 'recents', 'open_app', 'answer', 'done']));
    const listed = (await client.callTool({ name: 'list_tasks', arguments: { app: 'settings' } })) as CallToolResult;
    const tasks = JSON.parse((listed.content[0] as { text: string }).text) as { id: string }[];
    expect(tasks.map((t) => t.id)).toContain('settings/toggle-wifi');

    const reset = read(await client.callTool({ name: 'reset', arguments: { task: 'settings/toggle-wifi', seed: 1 } }));
    expect(reset.summary.goal).toMatch(/^Turn Wi-Fi (on|off)\.$/);
    expect(reset.image?.mimeType).toBe('image/jpeg');
    const find = (step: Step, pattern: RegExp) => step.elements.find((e) => pattern.test(e.line))!.id;
    let step = read(await client.callTool({ name: 'open_app', arguments: { name: 'Settings' } }));
    step = read(await client.callTool({ name: 'tap', arguments: { element: find(step, /"Network & internet"/) } }));
    step = read(await client.callTool({ name: 'tap', arguments: { element: find(step, /switch "Wi-Fi"/) } }));
    const tree = await client.readResource({ uri: 'vivarium://session/ui-tree' });
    expect(JSON.parse((tree.contents[0] as { text: string }).text)).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'switch', text: 'Wi-Fi' })]));
    const shot = await client.readResource({ uri: 'vivarium://session/screenshot' });
    expect(Buffer.from((shot.contents[0] as { blob: string }).blob, 'base64').readUInt16BE(0)).toBe(0xffd8);
    const end = read(await client.callTool({ name: 'done', arguments: {} }));
    expect(end.summary).toMatchObject({ terminated: true, reward: 1, outcome: 'success', verdict: { success: true } });

    const again = (await client.callTool({ name: 'tap', arguments: { x: 10, y: 10 } })) as CallToolResult;
    expect(again.isError).toBe(true);
    expect((again.content[0] as { text: string }).text).toMatch(/^EPISODE_ENDED/);
    await transport.terminateSession();
    await client.close();
  });

  it('plays a web task on the desktop with the browser\'s tools: a tab, an address, hover, back and forward', async () => {
    const { client, transport } = await connect();
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).toEqual(expect.arrayContaining(['hover', 'select', 'goto', 'go_forward', 'reload', 'new_tab', 'tab_close', 'tab_focus']));
    const reset = read(await client.callTool({ name: 'reset', arguments: { task: 'forum/subscribe', seed: 1 } }));
    const forum = /^On Forum, subscribe to f\/(\S+)\.$/.exec(String(reset.summary.goal))![1]!;
    expect(reset.summary).toMatchObject({ screen: { width: 1280, height: 800 }, browser: { tabs: [{ url: expect.any(String) }], active: 0 } });
    const find = (step: Step, pattern: RegExp) => step.elements.find((e) => pattern.test(e.line))?.id;
    let step = read(await client.callTool({ name: 'new_tab', arguments: { url: `http://forum.vivarium.test/f/${forum}` } }));
    expect(step.summary).toMatchObject({ last_action: { ok: true }, browser: { active: 1, tabs: [{}, { url: `http://forum.vivarium.test/f/${forum}` }] } });
    step = read(await client.callTool({ name: 'goto', arguments: { url: 'http://example.com/' } }));
    expect(step.summary).toMatchObject({ browser: { tabs: [{}, { url: 'http://example.com/' }] } });
    expect(find(step, /"Subscribe"/)).toBeUndefined();
    read(await client.callTool({ name: 'back', arguments: {} }));
    step = read(await client.callTool({ name: 'go_forward', arguments: {} }));
    expect(step.summary).toMatchObject({ browser: { tabs: [{}, { url: 'http://example.com/' }] } });
    // Nine steps in all, within forum/subscribe's budget of ten.
    step = read(await client.callTool({ name: 'back', arguments: {} }));
    const subscribe = find(step, /^e\d+ button "Subscribe"/)!;
    read(await client.callTool({ name: 'hover', arguments: { element: subscribe } }));
    step = read(await client.callTool({ name: 'tap', arguments: { element: subscribe } }));
    expect(find(step, /^e\d+ button "Unsubscribe"/)).toBeDefined();
    step = read(await client.callTool({ name: 'tab_close', arguments: { index: 1 } }));
    expect(step.summary).toMatchObject({ browser: { active: 0 } });
    expect((step.summary.browser as { tabs: unknown[] }).tabs).toHaveLength(1);
    const end = read(await client.callTool({ name: 'done', arguments: {} }));
    expect(end.summary).toMatchObject({ terminated: true, reward: 1, outcome: 'success' });
    await transport.terminateSession();
    await client.close();
  });

  it('refuse ends an episode as a refusal, and answer takes every typed value (true too), judged by the contract', async () => {
    const { client, transport } = await connect();
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).toEqual(expect.arrayContaining(['double_tap', 'refuse']));
    read(await client.callTool({ name: 'reset', arguments: { task: 'settings/toggle-wifi', seed: 1 } }));
    const refused = read(await client.callTool({ name: 'refuse', arguments: { reason: 'not mine to change' } }));
    expect(refused.summary).toMatchObject({ terminated: true, reward: 0, outcome: 'failure', verdict: { success: false, refused: true } });
    // A yes/no value is a valid answer action; for a query that asks a name it is the wrong type.
    read(await client.callTool({ name: 'reset', arguments: { task: 'settings/query-wifi-network', seed: 1 } }));
    const answered = read(await client.callTool({ name: 'answer', arguments: { value: true } }));
    expect(answered.summary).toMatchObject({ terminated: true, reward: 0, outcome: 'failure' });
    await transport.terminateSession();
    await client.close();
  });

  it('a tool refuses a bad action without a step; the device counts against capacity and is freed when the MCP session ends', async () => {
    // A server of its own with room for one session: an MCP device and a /v1/env session share it.
    const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'), limits: { maxSessions: 1 } });
    try {
      const { client, transport } = await connect(server.url);
      read(await client.callTool({ name: 'reset', arguments: { task: 'settings/toggle-wifi', seed: 2 } }));
      const bad = (await client.callTool({ name: 'tap', arguments: { x: 10 } })) as CallToolResult;
      expect(bad.isError).toBe(true);
      expect((bad.content[0] as { text: string }).text).toMatch(/^VALIDATION_ERROR: invalid action: a point needs both x and y/);
      const off = read(await client.callTool({ name: 'tap', arguments: { x: 5000, y: 10 } }));
      expect(off.summary.last_action).toMatchObject({ ok: false, error: 'point (5000, 10) is outside the 1080x2400 screen' });
      expect(off.summary.step).toBe(1);
      const ws = await VivariumClient.connect(`ws://127.0.0.1:${server.port}/v1/env`);
      await expect(ws.createSession()).rejects.toMatchObject({ kind: 'CAPACITY_REACHED' });
      await transport.terminateSession();
      await client.close();
      await expect.poll(() => ws.createSession().then(() => 'created', (e: { kind: string }) => e.kind)).toBe('created');
      ws.close();
    } finally {
      await server.close();
    }
  });
});
