// Agent actions carried out on the device running in this page, for "Play oracle": the same
// action shapes the env server takes (tasks/ui.ts `Action`), turned into DOM events here instead
// of Playwright input. Points are in screenshot pixels (1080×2400), i.e. CSS pixels × 3.
import type { Bridge, UiNode } from '../apps/bridge.ts';
import type { Action, UiElement } from '../tasks/ui.ts';

import { DEVICE_SCALE, GESTURE_MOVES, VIEWPORTS, browserCommandOf, notOnPhone, pinchFingers, screenAt, targetPoint, type Screen } from '../tasks/episode.ts';
import { browserCommand } from '../apps/bridge.ts';
import { device } from '../apps/device.ts';
import { fieldTooLong, type PointSpace } from '../contract/index.ts';

export { DEVICE_SCALE, STEP_CLOCK_MS } from '../tasks/episode.ts';

/** The device this page shows now: the desktop browser when the state has one, else the phone. */
const deviceKind = () => (device.getState().os.ui.browser ? 'desktop' : 'phone');

/** The local device's screen in screenshot pixels: its viewport at scale 3 (the phone's 1080×2400, the desktop's 3840×2400). */
export const localScreen = (): Screen => screenAt(DEVICE_SCALE, deviceKind());

export class LocalActionFailed extends Error {}

export function bridge(): Bridge {
  const b = window.__vivarium;
  if (!b) throw new Error('the device bridge is not installed');
  return b;
}

/** The bridge opens once the bundled fonts are loaded (apps/bridge.ts installBridge); wait for it. */
export async function bridgeReady(): Promise<Bridge> {
  for (let waited = 0; !window.__vivarium; waited += 20) {
    if (waited > 30_000) throw new Error('the device bridge did not open');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return window.__vivarium;
}

function deviceElement(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.device');
  if (!el) throw new Error('no device on the page');
  return el;
}

/** The UI tree with bounds in screenshot pixels, as an agent gets it. */
export function screenTree(): UiElement[] {
  return bridge().uiTree().map((n: UiNode) => ({ ...n, bounds: n.bounds.map((v) => Math.round(v * DEVICE_SCALE)) as UiElement['bounds'] }));
}

/** A target (point or element id of the last tree) in screenshot pixels. */
export const pointOf = (action: { x?: number; y?: number; element?: string; coords?: PointSpace }, tree: UiElement[]) => targetPoint(action, tree, (m) => new LocalActionFailed(m), localScreen());

/** Screenshot pixels → viewport (client) coordinates of this page. */
function client(p: { x: number; y: number }): { x: number; y: number } {
  const box = deviceElement().getBoundingClientRect();
  return { x: box.left + p.x / DEVICE_SCALE, y: box.top + p.y / DEVICE_SCALE };
}

function hit(p: { x: number; y: number }): Element {
  const el = document.elementFromPoint(p.x, p.y);
  if (!el || !deviceElement().contains(el)) throw new LocalActionFailed(`nothing of the device at (${Math.round(p.x)}, ${Math.round(p.y)}) in the page; is the phone scrolled out of view?`);
  return el;
}

const EDITABLE = 'input, textarea, select, [contenteditable]';

/**
 * What a real mouse down does to the focus, as far as the apps can tell: a text field under it
 * gets the focus, anything else takes it away from the field that had it. (Buttons are not
 * focused: a scripted focus would draw their focus ring, which a click does not.)
 */
function moveFocus(target: Element): void {
  const field = target.closest<HTMLElement>(EDITABLE);
  if (field && !(field as HTMLInputElement).disabled) field.focus();
  else (document.activeElement as HTMLElement | null)?.blur?.();
}

function press(target: Element, p: { x: number; y: number }, button: 0 | 2): void {
  const base = { bubbles: true, cancelable: true, composed: true, clientX: p.x, clientY: p.y, screenX: p.x, screenY: p.y, button, view: window };
  const pointer = { ...base, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: button === 2 ? 2 : 1 }));
  const down = target.dispatchEvent(new MouseEvent('mousedown', { ...base, buttons: button === 2 ? 2 : 1 }));
  if (down) moveFocus(target);
  // A long press reaches the apps as a contextmenu event, as the server's right click sends it.
  if (button === 2) target.dispatchEvent(new MouseEvent('contextmenu', { ...base, buttons: 2 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  target.dispatchEvent(new MouseEvent('mouseup', { ...base, buttons: 0 }));
  if (button === 0) target.dispatchEvent(new MouseEvent('click', { ...base, buttons: 0, detail: 1 }));
}

/** The pointer events of one finger (a touch) or of the mouse at one point, on what is under it. */
function pointer(type: 'pointerdown' | 'pointermove' | 'pointerup', p: { x: number; y: number }, id: number, kind: 'mouse' | 'touch', on?: Element): Element {
  const target = on ?? document.elementFromPoint(p.x, p.y) ?? deviceElement();
  const pressed = type === 'pointerup' ? 0 : 1;
  const init = { bubbles: true, cancelable: true, composed: true, clientX: p.x, clientY: p.y, screenX: p.x, screenY: p.y, button: type === 'pointermove' ? -1 : 0, buttons: pressed, view: window };
  target.dispatchEvent(new PointerEvent(type, { ...init, pointerId: id, pointerType: kind, isPrimary: id === 1 || id === 2 }));
  if (kind === 'mouse') target.dispatchEvent(new MouseEvent(type.replace('pointer', 'mouse'), init));
  return target;
}

/** A drag with the mouse: pressed at `from`, moved in steps, released at `to`; a click where both ends meet, as a browser sends it. */
function drag(from: { x: number; y: number }, to: { x: number; y: number }): void {
  const down = hit(from);
  pointer('pointerdown', from, 1, 'mouse', down);
  moveFocus(down);
  for (let i = 1; i <= GESTURE_MOVES; i++) pointer('pointermove', { x: from.x + ((to.x - from.x) * i) / GESTURE_MOVES, y: from.y + ((to.y - from.y) * i) / GESTURE_MOVES }, 1, 'mouse');
  const up = pointer('pointerup', to, 1, 'mouse');
  let common: Element | null = down;
  while (common && !common.contains(up)) common = common.parentElement;
  common?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, clientX: to.x, clientY: to.y, detail: 1, view: window }));
}

/** A pinch: two fingers (touch pointers) around `centre`, in client coordinates, as the env server moves them. */
export function pinch(centre: { x: number; y: number }, scale: number): void {
  const box = deviceElement().getBoundingClientRect();
  const frames = pinchFingers({ x: centre.x - box.left, y: centre.y - box.top }, scale, VIEWPORTS[deviceKind()]);
  const at = (f: { x: number; y: number }) => ({ x: box.left + f.x, y: box.top + f.y });
  for (const f of frames[0]!) pointer('pointerdown', at(f), f.id + 2, 'touch', hit(at(f)));
  for (const points of frames.slice(1)) for (const f of points) pointer('pointermove', at(f), f.id + 2, 'touch');
  for (const f of frames.at(-1)!) pointer('pointerup', at(f), f.id + 2, 'touch');
}

function focusedEditable(): HTMLInputElement | HTMLTextAreaElement | null {
  const el = document.activeElement;
  if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && !el.readOnly && deviceElement().contains(el)) return el;
  return null;
}

/** Set a field's value the way typing does: React sees it through the native setter and an input event. */
function setValue(el: HTMLInputElement | HTMLTextAreaElement, value: string, caret: number): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  try {
    el.setSelectionRange(caret, caret);
  } catch {
    // number and email fields have no selection
  }
}

function selection(el: HTMLInputElement | HTMLTextAreaElement): [number, number] {
  try {
    return [el.selectionStart ?? el.value.length, el.selectionEnd ?? el.value.length];
  } catch {
    return [el.value.length, el.value.length];
  }
}

function typeText(text: string, clear: boolean): void {
  const el = focusedEditable();
  if (!el) throw new LocalActionFailed('no text field has the focus; tap one first');
  const [start, end] = clear ? [0, el.value.length] : selection(el);
  const tooLong = fieldTooLong(el.value.length - (end - start) + text.length);
  if (tooLong) throw new LocalActionFailed(tooLong);
  if (clear) return setValue(el, text, text.length);
  setValue(el, el.value.slice(0, start) + text + el.value.slice(end), start + text.length);
}

function key(name: Extract<Action, { type: 'key' }>['key']): void {
  const keyValue = name === 'Space' ? ' ' : name;
  const target = document.activeElement && document.activeElement !== document.body ? document.activeElement : deviceElement();
  const init = { key: keyValue, code: name === 'Space' ? 'Space' : name, bubbles: true, cancelable: true, composed: true };
  const proceed = target.dispatchEvent(new KeyboardEvent('keydown', init));
  const el = focusedEditable();
  if (proceed && el) {
    // The editing a real key press would do (synthetic key events edit nothing by themselves).
    const [start, end] = selection(el);
    if (name === 'Backspace' && (start !== end || start > 0)) {
      const from = start === end ? start - 1 : start;
      setValue(el, el.value.slice(0, from) + el.value.slice(end), from);
    } else if (name === 'Delete' && (start !== end || end < el.value.length)) {
      setValue(el, el.value.slice(0, start) + el.value.slice(start === end ? end + 1 : end), start);
    } else if (name === 'Space') {
      const tooLong = fieldTooLong(el.value.length - (end - start) + 1);
      if (tooLong) throw new LocalActionFailed(tooLong);
      setValue(el, el.value.slice(0, start) + ' ' + el.value.slice(end), start + 1);
    }
  }
  // Enter in a form's one-line field sends the form (the browser's implicit submission).
  if (proceed && name === 'Enter' && target instanceof HTMLInputElement && target.form) target.form.requestSubmit();
  target.dispatchEvent(new KeyboardEvent('keyup', init));
}

/** Carry out a non-terminal action on the local device. Returns a note when nothing visible happened. */
export function performLocally(action: Action, tree: UiElement[]): string | undefined {
  const b = bridge();
  switch (action.type) {
    case 'tap':
    case 'double_tap':
    case 'long_press': {
      const p = client(pointOf(action, tree));
      const target = hit(p);
      press(target, p, action.type === 'long_press' ? 2 : 0);
      if (action.type === 'double_tap') {
        press(hit(p), p, 0);
        hit(p).dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true, clientX: p.x, clientY: p.y, detail: 2, view: window }));
      }
      return;
    }
    case 'drag': {
      // As the env server does it (env-server/actions.ts): a drag where the finger lands on what
      // takes drags, else the content under it follows the finger.
      const from = client(pointOf(action, tree));
      const to = client(pointOf({ x: action.to_x, y: action.to_y, element: action.to_element, coords: action.coords }, tree));
      if (b.takesDrag(from.x, from.y)) {
        drag(from, to);
        return undefined;
      }
      return b.scrollAt(from.x, from.y, from.x - to.x, from.y - to.y) ? undefined : 'nothing scrolled';
    }
    case 'pinch':
      pinch(client(pointOf(action, tree)), action.scale);
      return;
    case 'swipe': {
      const screen = localScreen();
      const start = action.x !== undefined || action.element !== undefined ? pointOf(action, tree) : { x: screen.width / 2, y: screen.height / 2 };
      const distance = (action.distance ?? screen.height / 3) / DEVICE_SCALE;
      // The finger moves in `direction`; the content under it scrolls the other way.
      const [dx, dy] = { up: [0, distance], down: [0, -distance], left: [distance, 0], right: [-distance, 0] }[action.direction] as [number, number];
      const p = client(start);
      return b.scrollAt(p.x, p.y, dx, dy) ? undefined : 'nothing scrolled';
    }
    case 'type':
      typeText(action.text, action.clear === true);
      return;
    case 'key':
      key(action.key);
      return;
    case 'back':
    case 'home':
    case 'recents':
      b.system(action.type);
      return;
    case 'open_app': {
      const opened = b.openApp(action.name);
      if (opened === false) throw new LocalActionFailed(`"${action.name}" is not installed on this device (install it from the App Store)`);
      if (!opened) throw new LocalActionFailed(`no app named "${action.name}" on this device`);
      return;
    }
    case 'select': {
      const p = client(pointOf(action, tree));
      const chosen = b.selectAt(p.x, p.y, action.option);
      if (chosen === null) throw new LocalActionFailed('no drop-down there: select_option works on an element of role combobox');
      if (chosen === false) throw new LocalActionFailed(`the drop-down has no option "${action.option}"`);
      return;
    }
    case 'hover': {
      const p = client(pointOf(action, tree));
      hit(p).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: p.x, clientY: p.y, view: window }));
      return;
    }
    case 'goto':
    case 'go_forward':
    case 'reload':
    case 'new_tab':
    case 'tab_close':
    case 'tab_focus': {
      if (!device.getState().os.ui.browser) throw new LocalActionFailed(notOnPhone(action.type));
      const { command, refused, fails } = browserCommandOf(action)!;
      if (browserCommand(command)) return;
      if (fails) throw new LocalActionFailed(refused);
      return refused;
    }
    case 'wait':
      return; // the clock moves by action.ms after the action
    case 'answer':
    case 'done':
    case 'refuse':
      throw new Error(`${action.type} ends the episode and has no input events`);
  }
}
