// The desktop device over the protocol: a web task switches a phone session to the 1280x800
// browser; BrowserGym action strings drive it (tabs, addresses, clicks); and the device never loads
// anything but the server's own origin: any other address is the browser's offline page, and the
// page itself cannot reach another origin even from its own scripts.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VivariumClient, type Observation } from '../../clients/ts/index.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';
import { TASKS } from '../../tasks/index.ts';
import { deviceOf } from '../../tasks/define.ts';
import { APPS, isSite } from '../../apps/apps.ts';
import { projectUrl } from '../../apps/forge/urls.ts';
import { createWorld } from '../../apps/world.ts';

let server: RunningServer;
let client: VivariumClient;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist') });
  client = await VivariumClient.connect(server.url);
}, 60_000);
afterAll(async () => {
  client?.close();
  await server?.close();
});

/** The first Forum task of the catalogue (one site's), played at seed 1. */
const webTask = TASKS.find((t) => deviceOf(t) === 'desktop' && t.apps.length === 1 && t.apps[0] === 'forum')!;
const SITES_HOSTS: string[] = APPS.filter(isSite).map((a) => (a as { host: string }).host);
const OFFLINE = 'This site can’t be reached';

const texts = (o: Observation) => (o.ui_tree ?? []).map((e) => e.text);
/** The Playwright page of a session (the server's own object; tests only). */
const pageOf = (id: string) => (server.debug.sessions().find((s) => s.id === id) as unknown as { page: Page }).page;

describe('the desktop device', () => {
  it('a web task turns a phone session into the 1280x800 browser, and a phone task turns it back', async () => {
    expect(webTask, 'the catalogue holds a web task').toBeDefined();
    const { session_id: id, screen } = await client.openSession({ observe: { screenshot: false } });
    expect(screen).toMatchObject({ width: 1080, height: 2400 });
    const web = await client.reset(id, webTask.id, 1, { screenshot: true, format: 'png' });
    expect(web.info.device).toBe('desktop');
    expect(web.observation).toMatchObject({ device: 'desktop', screen: { width: 1280, height: 800 } });
    expect(web.observation.screenshot).toMatchObject({ width: 1280, height: 800 });
    expect(web.observation.browser?.tabs.length).toBeGreaterThan(0);
    const phone = await client.reset(id, 'settings/toggle-wifi', 1, { screenshot: false });
    expect(phone.observation).toMatchObject({ device: 'phone', screen: { width: 1080, height: 2400 } });
    expect(phone.observation.browser).toBeUndefined();
    // A browser action on the phone fails in last_action; the session goes on.
    const refused = await client.step(id, { type: 'goto', url: `http://${SITES_HOSTS[0]}/` }, { screenshot: false });
    expect(refused.observation.last_action).toMatchObject({ ok: false, error: expect.stringContaining('desktop browser') });
    await client.closeSession(id);
  }, 60_000);

  it('plays BrowserGym strings: tabs, addresses and clicks, with a clear error for a string it cannot read', async () => {
    const { session_id: id } = await client.openSession({ observe: { screenshot: false }, device: 'desktop', action_format: 'browsergym' });
    const start = await client.reset(id, webTask.id, 1, { screenshot: false });
    expect(start.observation.device).toBe('desktop');
    const host = SITES_HOSTS.find((h) => h.startsWith(`${webTask.apps[0]}.`))!;
    let step = await client.stepOutput(id, `goto('http://${host}/')`);
    expect(step.observation.last_action).toMatchObject({ type: 'goto', ok: true });
    expect(step.observation.browser?.tabs[step.observation.browser.active]?.url).toBe(`http://${host}/`);
    expect(step.observation.foreground_app).toBe(webTask.apps[0]);
    // A link of the site (not one back to the front page), clicked by its bid, moves the tab to its address.
    const home = /^(home|forum home|forum|main page|wiki main page|wiki|go to the front page)$/i;
    const link = step.observation.ui_tree!.find((e) => e.role === 'link' && e.text !== '' && !home.test(e.text))!;
    expect(link, 'the front page has a link').toBeDefined();
    step = await client.stepOutput(id, `click('${link.id}')`);
    const after = step.observation.browser!;
    expect(after.tabs[after.active]!.url).not.toBe(`http://${host}/`);
    // Back returns; a new tab opens in front on the new-tab page, which lists the site.
    step = await client.stepOutput(id, 'go_back()');
    expect(step.observation.browser!.tabs[step.observation.browser!.active]!.url).toBe(`http://${host}/`);
    step = await client.stepOutput(id, 'new_tab()');
    expect(step.observation.browser).toMatchObject({ active: 1, tabs: [{ url: `http://${host}/` }, { url: 'about:newtab', title: 'New tab' }] });
    expect(step.observation.ui_tree!.some((e) => e.role === 'link' && e.text !== '')).toBe(true);
    step = await client.stepOutput(id, 'tab_focus(0)');
    expect(step.observation.browser!.active).toBe(0);
    step = await client.stepOutput(id, 'tab_focus(5)');
    expect(step.observation.last_action).toMatchObject({ ok: false, error: 'no tab at index 5' });
    step = await client.stepOutput(id, 'tab_close()');
    expect(step.observation.browser).toMatchObject({ active: 0, tabs: [{ url: 'about:newtab' }] });
    await expect(client.stepOutput(id, 'click(')).rejects.toMatchObject({ kind: 'VALIDATION_ERROR' });
    await client.closeSession(id);
  }, 60_000);

  it('picks a drop-down option with select_option: the combobox shows it; an unknown option or an element that is no drop-down fails in last_action', async () => {
    const { session_id: id } = await client.openSession({ observe: { screenshot: false }, device: 'desktop', action_format: 'browsergym' });
    await client.reset(id, 'forge/add-member', 1, { screenshot: false });
    const project = createWorld(1).apps.forge.projects[0]!;
    let step = await client.stepOutput(id, `goto('${projectUrl(project.slug, '/-/project_members')}')`);
    const role = () => step.observation.ui_tree!.find((e) => e.role === 'combobox' && e.hint === 'Role')!;
    expect(role(), 'the invite form has its Role drop-down').toBeDefined();
    expect(role().text).not.toBe('Developer');
    step = await client.stepOutput(id, `select_option('${role().id}', 'Developer')`);
    expect(step.observation.last_action).toMatchObject({ type: 'select', ok: true });
    expect(role().text).toBe('Developer');
    step = await client.stepOutput(id, `select_option('${role().id}', ["maintainer"])`);
    expect(role().text).toBe('Maintainer');
    step = await client.stepOutput(id, `select_option('${role().id}', 'Pilot')`);
    expect(step.observation.last_action).toMatchObject({ ok: false, error: 'the drop-down has no option "Pilot"' });
    expect(role().text).toBe('Maintainer');
    const link = step.observation.ui_tree!.find((e) => e.role === 'link' && e.text !== '')!;
    step = await client.stepOutput(id, `select_option('${link.id}', 'Developer')`);
    expect(step.observation.last_action).toMatchObject({ ok: false, error: expect.stringContaining('no drop-down there') });
    await client.closeSession(id);
  }, 60_000);

  it('loads no origin but its own: another address is the offline page, and the page cannot reach one', async () => {
    const { session_id: id } = await client.openSession({ observe: { screenshot: false }, device: 'desktop' });
    await client.reset(id, webTask.id, 1, { screenshot: false });
    const origin = new URL(pageOf(id).url()).origin;
    for (const url of ['http://example.com/', 'https://wiki.vivarium.test.evil.net/', `${origin}/device.html`, 'http://localhost:1/', 'file:///etc/passwd']) {
      const step = await client.step(id, { type: 'goto', url }, { screenshot: false });
      expect(step.observation.last_action, url).toMatchObject({ ok: true });
      expect(texts(step.observation), url).toContain(OFFLINE);
      expect(step.observation.foreground_app).toBe('home');
    }
    const page = pageOf(id);
    expect(new URL(page.url()).origin).toBe(origin);
    // Even a script of the page itself gets nothing from another origin: the context blocks it.
    const reached = await page.evaluate(async () => {
      try {
        await fetch('http://example.com/', { mode: 'no-cors' });
        return true;
      } catch {
        return false;
      }
    });
    expect(reached).toBe(false);
    await client.closeSession(id);
  }, 60_000);
});
