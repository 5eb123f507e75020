// What an agent gets on the wire: hello, the task list, screenshots of the real screen size.
import { describe, expect, inject, it } from 'vitest';
import { VivariumClient } from '../../clients/ts/index.ts';

/** Width and height from a JPEG's start-of-frame marker or a PNG's header. */
function imageSize(data: Buffer): { width: number; height: number; type: string } {
  if (data.readUInt32BE(0) === 0x89504e47) return { type: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  expect(data.readUInt16BE(0)).toBe(0xffd8);
  for (let i = 2; i < data.length;) {
    const marker = data.readUInt16BE(i);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { type: 'jpeg', height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) };
    i += 2 + data.readUInt16BE(i + 2);
  }
  throw new Error('no JPEG frame header');
}

describe('protocol', () => {
  it('says hello with the screen, the actions and the limits, and lists every task', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    expect(client.hello).toMatchObject({ server: 'vivarium', protocol_version: 1, screen: { width: 1080, height: 2400 } });
    expect(client.hello.actions).toEqual(expect.arrayContaining(['tap', 'long_press', 'swipe', 'type', 'key', 'back', 'home', 'open_app', 'wait', 'answer', 'done']));
    const tasks = await client.tasks();
    expect(tasks.length).toBeGreaterThanOrEqual(15);
    expect(tasks.filter((t) => t.answer_type !== null).length).toBeGreaterThanOrEqual(3);
    expect(await client.tasks('settings')).toEqual(tasks.filter((t) => t.apps.includes('settings')));
    client.close();
  });

  it('sends screenshots of the full 1080x2400 screen: JPEG as binary frames, PNG on request, base64 when asked', async () => {
    const binary = await VivariumClient.connect(inject('serverUrl'));
    const session = await binary.createSession();
    const reset = await binary.reset(session, 'contacts/add-contact', 7);
    expect(imageSize(reset.observation.screenshot!.data)).toEqual({ type: 'jpeg', width: 1080, height: 2400 });
    const png = await binary.observe(session, { format: 'png' });
    expect(imageSize(png.screenshot!.data)).toEqual({ type: 'png', width: 1080, height: 2400 });
    const bare = await binary.observe(session, { screenshot: false, ui_tree: false });
    expect(bare.screenshot).toBeUndefined();
    expect(bare.ui_tree).toBeUndefined();
    binary.close();

    const text = await VivariumClient.connect(inject('serverUrl'), { screenshots: 'base64' });
    const other = await text.createSession();
    const viaBase64 = await text.reset(other, 'contacts/add-contact', 7);
    expect(viaBase64.observation.screenshot!.data).toEqual(reset.observation.screenshot!.data);
    text.close();
  });

  it('shows the whole device in the UI tree with bounds on the screen', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const session = await client.createSession({ screenshot: false });
    const { observation } = await client.reset(session, 'settings/toggle-wifi', 1);
    const names = observation.ui_tree!.filter((e) => e.clickable).map((e) => e.text);
    expect(names).toEqual(expect.arrayContaining(['Messages', 'Contacts', 'Settings', 'Back', 'Home', 'Recents']));
    for (const e of observation.ui_tree!) {
      const [l, t, r, b] = e.bounds;
      expect(l >= 0 && t >= 0 && r <= 1080 && b <= 2400 && l < r && t < b).toBe(true);
    }
    expect(observation.foreground_app).toBe('home');
    client.close();
  });

  it('shows the device clock as it moves: the status bar, and a call log\'s "4 h ago" an hour later', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'phone/query-last-call', 1);
    await client.step(session, { type: 'open_app', name: 'Phone' });
    const phone = await client.observe(session);
    const recents = phone.ui_tree!.find((e) => e.role === 'tab' && e.text === 'Recents')!;
    const before = (await client.step(session, { type: 'tap', element: recents.id })).observation.ui_tree!;
    const clock = (tree: typeof before) => tree.find((e) => /^\d{2}:\d{2}$/.test(e.text))!.text;
    const hoursAgo = (tree: typeof before) => tree.map((e) => /(\d+) h ago/.exec(e.text)?.[1]).filter((h) => h !== undefined).map(Number);
    let after = before;
    for (let i = 0; i < 6; i++) after = (await client.step(session, { type: 'wait', ms: 10 * 60_000 })).observation.ui_tree!;
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    // An hour of waits and the seven steps' seconds: the status bar is an hour later.
    expect(minutes(clock(after)) - minutes(clock(before))).toBe(60);
    expect(hoursAgo(before).length).toBeGreaterThan(0);
    expect(hoursAgo(after)[0]).toBe(hoursAgo(before)[0]! + 1);
    client.close();
  });

  it('carries out system buttons, app opens and swipes in the step, and says when one could not be', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'contacts/query-phone', 1);
    const nowhere = await client.step(session, { type: 'open_app', name: 'Telegraph' });
    expect(nowhere.observation.last_action).toEqual({ type: 'open_app', ok: false, error: 'no app named "Telegraph" on this device' });
    expect(nowhere.observation.foreground_app).toBe('home');
    const opened = await client.step(session, { type: 'open_app', name: 'Contacts' });
    expect(opened.observation.last_action).toEqual({ type: 'open_app', ok: true });
    expect(opened.observation.foreground_app).toBe('contacts');
    const rows = (tree: typeof opened.observation.ui_tree) => tree!.filter((e) => e.clickable).map((e) => e.text);
    // The list scrolls up and back down; the screen's top cannot scroll down any further.
    const down = await client.step(session, { type: 'swipe', direction: 'up' });
    expect(down.observation.last_action).toEqual({ type: 'swipe', ok: true });
    expect(rows(down.observation.ui_tree)).not.toEqual(rows(opened.observation.ui_tree));
    expect(rows((await client.step(session, { type: 'swipe', direction: 'down' })).observation.ui_tree)).toEqual(rows(opened.observation.ui_tree));
    const top = await client.step(session, { type: 'swipe', direction: 'down' });
    expect(top.observation.last_action).toEqual({ type: 'swipe', ok: true, note: 'nothing scrolled' });
    const home = await client.step(session, { type: 'home' });
    expect(home.observation.foreground_app).toBe('home');
    expect((await client.step(session, { type: 'back' })).observation.last_action).toEqual({ type: 'back', ok: true });
    client.close();
  });
});
