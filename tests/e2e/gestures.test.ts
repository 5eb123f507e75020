// Drag and pinch over the protocol, as an agent sends them: on the screens that answer them (Maps'
// map, a saved list's handles) and on one that does not (a list that only scrolls: a drag there
// moves the content with the finger, a pinch does nothing). A computer-use model's drag is the same
// finger: a UI-TARS drag by a handle reorders the list.
import { describe, expect, inject, it } from 'vitest';
import { VivariumClient, VivariumError, type UiElement } from '../../clients/ts/index.ts';

/** Where a map pin points, in screenshot pixels: its dot is 22 CSS pixels wide, centred on the place (3 pixels each at 1080x2400). */
const pinPoint = (e: UiElement) => ({ x: e.bounds[0] + 33, y: e.bounds[1] + 33 });
/** The map's pins by place name: buttons as tall as a pin's dot (22 CSS pixels), unlike the chips and buttons over the map. */
const pins = (tree: UiElement[] | undefined) => new Map((tree ?? []).filter((e) => e.role === 'button' && Math.abs(e.bounds[3] - e.bounds[1] - 66) <= 1).map((e) => [e.text, e]));

describe('gestures', () => {
  it('a pinch zooms the map around its centre, a drag pans it by the drag', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'maps/query-open-now', 1);
    const opened = await client.step(session, { type: 'open_app', name: 'Maps' });
    const before = pins(opened.observation.ui_tree);

    const centre = { x: 540, y: 1200 };
    const zoomed = await client.step(session, { type: 'pinch', scale: 2, ...centre });
    expect(zoomed.observation.last_action).toEqual({ type: 'pinch', ok: true });
    const after = pins(zoomed.observation.ui_tree);
    // Every place still in view is twice as far from the pinch's centre.
    const both = [...before.keys()].filter((name) => after.has(name) && pinPoint(before.get(name)!).y > 300);
    expect(both.length).toBeGreaterThan(0);
    for (const name of both) {
      const [a, b] = [pinPoint(before.get(name)!), pinPoint(after.get(name)!)];
      expect(Math.abs(b.x - centre.x - 2 * (a.x - centre.x)), name).toBeLessThan(8);
      expect(Math.abs(b.y - centre.y - 2 * (a.y - centre.y)), name).toBeLessThan(8);
    }

    const dragged = await client.step(session, { type: 'drag', x: 600, y: 1500, to_x: 450, to_y: 1000 });
    expect(dragged.observation.last_action).toEqual({ type: 'drag', ok: true });
    const moved = pins(dragged.observation.ui_tree);
    const still = [...after.keys()].filter((name) => moved.has(name) && pinPoint(after.get(name)!).y > 800);
    expect(still.length).toBeGreaterThan(0);
    for (const name of still) {
      const [a, b] = [pinPoint(after.get(name)!), pinPoint(moved.get(name)!)];
      expect([Math.round(b.x - a.x), Math.round(b.y - a.y)], name).toEqual([-150, -500].map((d) => expect.closeTo(d, -1)));
    }
    client.close();
  });

  it('a drag by its handle moves a place of a saved list; a pinch where nothing zooms changes nothing', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'maps/query-open-now', 1);
    await client.step(session, { type: 'open_app', name: 'Maps' });
    const tap = async (text: string, role = 'button', tree?: UiElement[]) => {
      const el = (tree ?? screen).find((e) => e.text === text && e.role === role);
      if (!el) throw new Error(`no ${role} "${text}" on screen`);
      screen = (await client.step(session, { type: 'tap', element: el.id })).observation.ui_tree ?? [];
    };
    let screen: UiElement[] = (await client.observe(session)).ui_tree ?? [];
    await tap('Saved', 'tab');
    await tap('Favourites');
    await tap('Edit list');
    const handles = () => screen.filter((e) => e.role === 'button' && e.text.startsWith('Reorder ')).map((e) => e.text.slice('Reorder '.length));
    const order = handles();
    expect(order.length).toBeGreaterThanOrEqual(3);
    const third = screen.find((e) => e.text === `Reorder ${order[2]}`)!, first = screen.find((e) => e.text === `Reorder ${order[0]}`)!;
    screen = (await client.step(session, { type: 'drag', element: third.id, to_element: first.id })).observation.ui_tree ?? [];
    expect(handles()).toEqual([order[2], order[0], order[1], ...order.slice(3)]);

    // A list that scrolls: two fingers on it neither scroll nor zoom it.
    const contacts = (await client.step(session, { type: 'open_app', name: 'Contacts' })).observation.ui_tree;
    const pinched = await client.step(session, { type: 'pinch', scale: 0.5 });
    expect(pinched.observation.last_action).toEqual({ type: 'pinch', ok: true });
    expect(pinched.observation.ui_tree).toEqual(contacts);

    // Half a gesture is refused before anything happens.
    await expect(client.step(session, { type: 'drag', element: first.id })).rejects.toThrow(VivariumError);
    await expect(client.step(session, { type: 'pinch', scale: 40 })).rejects.toThrow(VivariumError);
    client.close();
  });

  it('a drag where nothing takes drags moves the content with the finger: the Contacts list scrolls by the drag', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'maps/query-open-now', 1);
    const before = (await client.step(session, { type: 'open_app', name: 'Contacts' })).observation.ui_tree ?? [];
    const dragged = await client.step(session, { type: 'drag', x: 540, y: 1800, to_x: 540, to_y: 900 });
    expect(dragged.observation.last_action).toEqual({ type: 'drag', ok: true });
    const after = dragged.observation.ui_tree ?? [];
    // A row seen before and after the drag is 900 pixels (300 CSS pixels) higher.
    const row = before.find((e) => e.bounds[1] > 1300 && e.bounds[1] < 2000 && e.text !== '' && after.some((a) => a.text === e.text && a.role === e.role));
    expect(row).toBeDefined();
    const moved = after.find((a) => a.text === row!.text && a.role === row!.role)!;
    expect(moved.bounds[1] - row!.bounds[1]).toBeCloseTo(-900, -1);
    client.close();
  });

  it('a UI-TARS drag is the same finger: from one handle to another it reorders a saved list', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const { session_id: session } = await client.openSession({ observe: { screenshot: false }, action_format: 'ui-tars', coordinates: 'norm1000' });
    await client.reset(session, 'maps/query-open-now', 1);
    const point = (e: UiElement) => `<point>${Math.round(((e.bounds[0] + e.bounds[2]) / 2 / 1080) * 1000)} ${Math.round(((e.bounds[1] + e.bounds[3]) / 2 / 2400) * 1000)}</point>`;
    let screen: UiElement[] = (await client.stepOutput(session, "Action: open_app(app_name='Maps')")).observation.ui_tree ?? [];
    const find = (text: string, role = 'button') => {
      const el = screen.find((e) => e.text === text && e.role === role);
      if (!el) throw new Error(`no ${role} "${text}" on screen`);
      return el;
    };
    for (const [text, role] of [['Saved', 'tab'], ['Favourites', 'button'], ['Edit list', 'button']] as const) {
      screen = (await client.stepOutput(session, `Action: click(point='${point(find(text, role))}')`)).observation.ui_tree ?? [];
    }
    const handles = () => screen.filter((e) => e.role === 'button' && e.text.startsWith('Reorder ')).map((e) => e.text.slice('Reorder '.length));
    const order = handles();
    const moved = await client.stepOutput(session, `Action: drag(start_point='${point(find(`Reorder ${order[2]}`))}', end_point='${point(find(`Reorder ${order[0]}`))}')`);
    expect(moved.observation.last_action).toMatchObject({ type: 'drag', ok: true });
    screen = moved.observation.ui_tree ?? [];
    expect(handles()).toEqual([order[2], order[0], order[1], ...order.slice(3)]);
    client.close();
  });
});
