// Turning one agent action into what the device page does: input events (taps, keys, typing), or
// a command the page carries out itself in the step's own page call (system buttons, opening an
// app by name, a scroll). Points arrive in screenshot pixels and become CSS pixels here. An action
// that cannot be carried out throws ActionFailed, which the step reports in `last_action` (not as
// a protocol error).
import type { Page } from 'playwright-core';
import type { Action, UiElement } from '../tasks/ui.ts';
import type { CommandResult, PageCommand } from '../apps/bridge.ts';
import type { DeviceKind } from '../contract/index.ts';
import { GESTURE_MOVES, browserCommandOf, notOnPhone, pinchFingers, swipeDistance, targetPoint, type Screen, type TouchPoint } from '../tasks/episode.ts';
import { fieldTooLong } from '../contract/index.ts';

export { DEFAULT_SCALES, DEFAULT_WAIT_MS, DEVICE_SCALE, SCREEN, STEP_CLOCK_MS, VIEWPORT, VIEWPORTS, screenAt, type TouchPoint } from '../tasks/episode.ts';

export class ActionFailed extends Error {}

/** An action the page carries out itself (see PageCommand), and what its result means for the step. */
export interface InPage {
  command: PageCommand;
  /** A note when the action had no visible effect; throws ActionFailed when it could not be carried out. */
  outcome(result: CommandResult | undefined): string | undefined;
}

const pointer = (tree: UiElement[] | null, screen: Screen) => ({
  pointOf: (a: Parameters<typeof targetPoint>[0]) => targetPoint(a, tree, (m) => new ActionFailed(m), screen),
  css: (p: { x: number; y: number }) => ({ x: p.x / screen.scale, y: p.y / screen.scale }),
});

/**
 * The page's own part of a non-terminal action, or null when it takes input events (`perform`).
 * A system button, an app opened by name and a scroll are carried out in the step's page call,
 * with its clock tick and read: one round trip to the page instead of two.
 */
export function inPage(action: Action, tree: UiElement[] | null, screen: Screen, device: DeviceKind = 'phone'): InPage | null {
  const { pointOf, css } = pointer(tree, screen);
  const browser = browserCommandOf(action);
  if (browser) {
    if (device !== 'desktop') throw new ActionFailed(notOnPhone(action.type));
    const { command, refused, fails } = browser;
    return {
      command: { browser: command },
      outcome: (done) => {
        if (done !== false) return undefined;
        if (fails) throw new ActionFailed(refused);
        return refused;
      },
    };
  }
  switch (action.type) {
    case 'swipe': {
      const start = pointOf(action); // the screen's centre when the swipe names no point
      const distance = swipeDistance(action, screen) / screen.scale;
      // The finger moves in `direction`; the content under it scrolls the other way.
      const [dx, dy] = { up: [0, distance], down: [0, -distance], left: [distance, 0], right: [-distance, 0] }[action.direction];
      const p = css(start);
      return { command: { scroll: [p.x, p.y, dx!, dy!] }, outcome: (moved) => (moved ? undefined : 'nothing scrolled') };
    }
    case 'back':
    case 'home':
    case 'recents':
      return { command: { system: action.type }, outcome: () => undefined };
    case 'open_app': {
      const name = action.name;
      return {
        command: { open: name },
        outcome: (opened) => {
          if (opened === false) throw new ActionFailed(`"${name}" is not installed on this device (install it from the App Store)`);
          if (!opened) throw new ActionFailed(`no app named "${name}" on this device`);
          return undefined;
        },
      };
    }
    default:
      return null;
  }
}

/** The device page, and a call of a bridge expression on it (`window.__vivarium...`) that returns its value. */
export interface Device {
  page: Page;
  call<T>(expression: string): Promise<T>;
  /** One touch event of several fingers, points in CSS pixels (Chromium's Input.dispatchTouchEvent: Playwright's touchscreen has one finger only). */
  touch(type: 'touchStart' | 'touchMove' | 'touchEnd', points: readonly TouchPoint[]): Promise<void>;
}

/**
 * Carry out a non-terminal action that takes input events, on a screen of `screen`'s pixels.
 * Returns a note when it had no visible effect (as InPage's outcome does).
 */
export async function perform({ page, call, touch }: Device, action: Action, tree: UiElement[] | null, screen: Screen): Promise<string | undefined> {
  const { pointOf, css } = pointer(tree, screen);
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
    case 'drag': {
      // A finger from one point to another. Where it lands on something that takes drags (a map, a
      // slider, a reorder handle), the mouse: pressed at the start, moved in steps, released at the
      // end (apps follow pointer events). Anywhere else the content under it follows the finger, as
      // on a touch screen: it scrolls by the drag.
      const from = css(pointOf(action));
      const to = css(pointOf({ x: action.to_x, y: action.to_y, element: action.to_element, coords: action.coords }));
      if (!(await call<boolean>(`window.__vivarium.takesDrag(${from.x}, ${from.y})`))) {
        const moved = await call<boolean>(`window.__vivarium.scrollAt(${from.x}, ${from.y}, ${from.x - to.x}, ${from.y - to.y})`);
        return moved ? undefined : 'nothing scrolled';
      }
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: GESTURE_MOVES });
      await page.mouse.up();
      return;
    }
    case 'pinch': {
      // Two fingers (touch events, which reach the apps as pointer events of type touch).
      const frames = pinchFingers(css(pointOf(action)), action.scale, { width: screen.width / screen.scale, height: screen.height / screen.scale });
      await touch('touchStart', frames[0]!);
      for (const points of frames.slice(1)) await touch('touchMove', points);
      await touch('touchEnd', []);
      return;
    }
    case 'type': {
      // With `clear`, the page selects the field's text (what Ctrl+A does) in the same call.
      const kept = await call<number | null>(`window.__vivarium.focusedEditable(${action.clear === true})`);
      if (kept === null) throw new ActionFailed('no text field has the focus; tap one first');
      const tooLong = fieldTooLong(kept + action.text.length);
      if (tooLong) throw new ActionFailed(tooLong);
      if (action.text !== '') await page.keyboard.insertText(action.text);
      else if (action.clear) await page.keyboard.press('Backspace');
      return;
    }
    case 'key':
      if (action.key === 'Space') {
        const kept = await call<number | null>('window.__vivarium.focusedEditable(false)');
        const tooLong = kept === null ? null : fieldTooLong(kept + 1);
        if (tooLong) throw new ActionFailed(tooLong);
      }
      await page.keyboard.press(action.key === 'Space' ? ' ' : action.key);
      return;
    case 'hover': {
      const p = css(pointOf(action));
      await page.mouse.move(p.x, p.y);
      return;
    }
    case 'select': {
      const p = css(pointOf(action));
      const chosen = await call<string | false | null>(`window.__vivarium.selectAt(${p.x}, ${p.y}, ${JSON.stringify(action.option)})`);
      if (chosen === null) throw new ActionFailed('no drop-down there: select_option works on an element of role combobox');
      if (chosen === false) throw new ActionFailed(`the drop-down has no option "${action.option}"`);
      return;
    }
    case 'swipe':
    case 'back':
    case 'home':
    case 'recents':
    case 'open_app':
    case 'goto':
    case 'go_forward':
    case 'reload':
    case 'new_tab':
    case 'tab_close':
    case 'tab_focus':
      throw new Error(`${action.type} is carried out in the page (inPage)`);
    case 'wait':
      return; // the clock moves in the step, by action.ms
    case 'answer':
    case 'done':
    case 'refuse':
      throw new Error(`${action.type} ends the episode and has no input events`);
  }
}
