// Turning one agent action into input events on the device page. Points arrive in screenshot
// pixels and become CSS pixels here. An action that cannot be carried out throws ActionFailed,
// which the step reports in `last_action` (not as a protocol error).
import type { Page } from 'playwright-core';
import type { Action, UiElement } from '../tasks/ui.ts';
import type { Bridge } from '../apps/bridge.ts';
import { swipeDistance, targetPoint, type Screen } from '../tasks/episode.ts';

export { DEFAULT_WAIT_MS, DEVICE_SCALE, SCREEN, STEP_CLOCK_MS, VIEWPORT, screenAt } from '../tasks/episode.ts';

export class ActionFailed extends Error {}

type Bridged = Window & { __vivarium: Bridge };

/** Carry out a non-terminal action on a screen of `screen`'s pixels. Returns a note when the action had no visible effect. */
export async function perform(page: Page, action: Action, tree: UiElement[] | null, screen: Screen): Promise<string | undefined> {
  const pointOf = (a: Parameters<typeof targetPoint>[0]) => targetPoint(a, tree, (m) => new ActionFailed(m), screen);
  const css = (p: { x: number; y: number }) => ({ x: p.x / screen.scale, y: p.y / screen.scale });
  switch (action.type) {
    case 'tap': {
      const p = css(pointOf(action));
      await page.mouse.click(p.x, p.y);
      return;
    }
    case 'double_tap': {
      const p = css(pointOf(action));
      await page.mouse.dblclick(p.x, p.y);
      return;
    }
    case 'long_press': {
      // A long press reaches the apps as a contextmenu event, which a right click also sends.
      const p = css(pointOf(action));
      await page.mouse.click(p.x, p.y, { button: 'right' });
      return;
    }
    case 'swipe': {
      const start = pointOf(action); // the screen's centre when the swipe names no point
      const distance = swipeDistance(action, screen) / screen.scale;
      // The finger moves in `direction`; the content under it scrolls the other way.
      const [dx, dy] = { up: [0, distance], down: [0, -distance], left: [distance, 0], right: [-distance, 0] }[action.direction];
      const p = css(start);
      const moved = await page.evaluate(
        ([x, y, sx, sy]) => (window as unknown as Bridged).__vivarium.scrollAt(x!, y!, sx!, sy!),
        [p.x, p.y, dx, dy],
      );
      return moved ? undefined : 'nothing scrolled';
    }
    case 'type': {
      const focused = await page.evaluate(() => (window as unknown as Bridged).__vivarium.focusedEditable());
      if (!focused) throw new ActionFailed('no text field has the focus; tap one first');
      if (action.clear) await page.keyboard.press('ControlOrMeta+A');
      if (action.text !== '') await page.keyboard.insertText(action.text);
      else if (action.clear) await page.keyboard.press('Backspace');
      return;
    }
    case 'key':
      await page.keyboard.press(action.key === 'Space' ? ' ' : action.key);
      return;
    case 'back':
    case 'home':
    case 'recents': {
      const command = action.type;
      await page.evaluate((c) => (window as unknown as Bridged).__vivarium.system(c), command);
      return;
    }
    case 'open_app': {
      const opened = await page.evaluate((name) => (window as unknown as Bridged).__vivarium.openApp(name), action.name);
      if (!opened) throw new ActionFailed(`no app named "${action.name}" on this device`);
      return;
    }
    case 'wait':
      return; // the clock moves in the step, by action.ms
    case 'answer':
    case 'done':
      throw new Error(`${action.type} ends the episode and has no input events`);
  }
}
