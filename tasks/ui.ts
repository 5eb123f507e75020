// The agent action API as the scripted oracles and near misses use it: the same actions an agent
// sends over the protocol, plus finding elements by their exact text in the latest UI tree.
import type { Action, AnswerPayload, Direction, KeyName, UiNode } from '../contract/index.ts';

export type { Action, AnswerPayload, Direction, KeyName } from '../contract/index.ts';
export type Point = { x: number; y: number };
export type Target = Point | { element: string };

/** An element of the UI tree, as the bridge lists it, with bounds in screenshot pixels. */
export type UiElement = UiNode;

/** What a step gives back to a scripted player: the new UI tree and how the action went. */
export interface StepView {
  ui_tree: UiElement[];
  last_action: { ok: boolean; error?: string; note?: string };
  terminated: boolean;
  truncated: boolean;
}

export type StepFn = (action: Action) => Promise<StepView>;

/** Find elements by exact (whitespace-collapsed) text, by role, by input hint, or by a pattern. */
export type Selector = string | { text?: string; role?: string; hint?: string; matches?: RegExp; index?: number };

export class OracleError extends Error {}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

function matches(el: UiElement, sel: Exclude<Selector, string>): boolean {
  if (sel.text !== undefined && collapse(el.text) !== collapse(sel.text)) return false;
  if (sel.role !== undefined && el.role !== sel.role) return false;
  if (sel.hint !== undefined && collapse(el.hint ?? '') !== collapse(sel.hint)) return false;
  if (sel.matches !== undefined && !sel.matches.test(el.text)) return false;
  return true;
}

const describe = (sel: Selector) => (typeof sel === 'string' ? JSON.stringify(sel) : JSON.stringify({ ...sel, matches: sel.matches?.source }));

export interface TaskUi {
  /** The UI tree of the latest observation. */
  tree(): UiElement[];
  findAll(sel: Selector): UiElement[];
  find(sel: Selector): UiElement | undefined;
  has(sel: Selector): boolean;
  /** The element's text; throws when it is not on screen. */
  read(sel: Selector): string;
  tap(sel: Selector | Point): Promise<void>;
  /** Tap at a fraction of the element's box: (0, 0) is its top-left corner, (1, 1) its bottom-right. */
  tapAt(sel: Selector, fx: number, fy?: number): Promise<void>;
  longPress(sel: Selector | Point): Promise<void>;
  /** Press on an element (or a point), move to another, release. */
  drag(from: Selector | Point, to: Selector | Point): Promise<void>;
  /** Two fingers around an element (or a point; the screen's centre without one): apart for `scale` > 1, together for < 1. */
  pinch(scale: number, at?: Selector | Point): Promise<void>;
  /** Type into the focused field; `clear` replaces what is there. */
  type(text: string, options?: { clear?: boolean }): Promise<void>;
  /** Choose an option of a drop-down (a `<select>`, role combobox) by its shown text. */
  select(sel: Selector, option: string): Promise<void>;
  /** Tap a field, then type into it, replacing its text. */
  fill(sel: Selector, text: string): Promise<void>;
  key(key: KeyName): Promise<void>;
  back(): Promise<void>;
  home(): Promise<void>;
  openApp(name: string): Promise<void>;
  /** The desktop browser: open an address in the tab in front, as if typed in the address bar. */
  goto(url: string): Promise<void>;
  /** Open an app at its first screen, wherever it was left: close its card in Recents first. */
  launch(name: string): Promise<void>;
  /** Close an app through Recents and go to the home screen (its back stack is gone). */
  close(name: string): Promise<void>;
  swipe(direction: Direction, from?: Selector | Point): Promise<void>;
  /** Swipe (up by default, which scrolls the content down) until the element is on screen. */
  scrollTo(sel: Selector, direction?: Direction): Promise<UiElement>;
  wait(ms: number): Promise<void>;
  answer(value: AnswerPayload): Promise<void>;
  done(): Promise<void>;
  /** End the episode by declining the task (the right ending of a high-risk template). */
  refuse(reason?: string): Promise<void>;
  /** Any action, as is. */
  act(action: Action): Promise<StepView>;
}

export function createTaskUi(step: StepFn, initialTree: UiElement[]): TaskUi {
  let tree = initialTree;
  const act = async (action: Action) => {
    const view = await step(action);
    tree = view.ui_tree;
    if (!view.last_action.ok) throw new OracleError(`${action.type} failed: ${view.last_action.error ?? 'unknown error'}`);
    return view;
  };
  const findAll = (sel: Selector) => {
    const s = typeof sel === 'string' ? { text: sel } : sel;
    return tree.filter((el) => matches(el, s));
  };
  const find = (sel: Selector) => findAll(sel)[typeof sel === 'string' ? 0 : sel.index ?? 0];
  const must = (sel: Selector) => {
    const el = find(sel);
    if (!el) throw new OracleError(`no element ${describe(sel)} on screen; visible: ${tree.map((e) => e.text).filter(Boolean).join(' | ')}`);
    return el;
  };
  const target = (sel: Selector | Point): Target => (typeof sel === 'object' && 'x' in sel ? sel : { element: must(sel).id });
  const ui: TaskUi = {
    tree: () => tree,
    findAll,
    find,
    has: (sel) => find(sel) !== undefined,
    read: (sel) => must(sel).text,
    tap: async (sel) => void (await act({ type: 'tap', ...target(sel) })),
    tapAt: async (sel, fx, fy = 0.5) => {
      const [l, t, r, b] = must(sel).bounds;
      const x = Math.min(r - 1, Math.max(l + 1, l + (r - l) * fx));
      const y = Math.min(b - 1, Math.max(t + 1, t + (b - t) * fy));
      await act({ type: 'tap', x, y });
    },
    longPress: async (sel) => void (await act({ type: 'long_press', ...target(sel) })),
    drag: async (from, to) => {
      const [a, b] = [target(from), target(to)];
      await act({ type: 'drag', ...a, ...('element' in b ? { to_element: b.element } : { to_x: b.x, to_y: b.y }) });
    },
    pinch: async (scale, at) => void (await act({ type: 'pinch', scale, ...(at === undefined ? {} : target(at)) })),
    type: async (text, options) => void (await act({ type: 'type', text, ...(options?.clear ? { clear: true } : {}) })),
    select: async (sel, option) => void (await act({ type: 'select', option, element: must(sel).id })),
    fill: async (sel, text) => {
      await ui.tap(sel);
      await ui.type(text, { clear: true });
    },
    key: async (key) => void (await act({ type: 'key', key })),
    back: async () => void (await act({ type: 'back' })),
    home: async () => void (await act({ type: 'home' })),
    openApp: async (name) => void (await act({ type: 'open_app', name })),
    goto: async (url) => void (await act({ type: 'goto', url })),
    launch: async (name) => {
      await ui.close(name);
      await act({ type: 'open_app', name });
    },
    close: async (name) => {
      await act({ type: 'recents' });
      if (find({ text: `Close ${name}`, role: 'button' })) await ui.tap({ text: `Close ${name}`, role: 'button' });
      await act({ type: 'home' });
    },
    swipe: async (direction, from) => {
      const start = from === undefined ? {} : typeof from === 'object' && 'x' in from ? from : { element: must(from).id };
      await act({ type: 'swipe', direction, ...start });
    },
    scrollTo: async (sel, direction = 'up') => {
      // The UI tree lists only elements whose centre is hit-testable, so a listed element is tappable.
      // Half a screen at a time, at any resolution, until the list ends (nothing scrolled: the tree is as it was).
      for (let attempt = 0; attempt < 30 && !find(sel); attempt++) {
        const view = await act({ type: 'swipe', direction, distance: 500, coords: 'norm1000' });
        if (view.last_action.note === 'nothing scrolled') break;
      }
      return must(sel);
    },
    wait: async (ms) => void (await act({ type: 'wait', ms })),
    answer: async (value) => void (await act({ type: 'answer', value })),
    done: async () => void (await act({ type: 'done' })),
    refuse: async (reason?: string) => void (await act({ type: 'refuse', ...(reason ? { reason } : {}) })),
    act,
  };
  return ui;
}

type Move<P> = (ui: TaskUi, p: P) => Promise<unknown>;

/** A script of moves played in order, then `done`: the shape of most oracles and alternatives. */
export function script<P>(...moves: Move<P>[]): (ui: TaskUi, p: P) => Promise<void> {
  return async (ui, p) => {
    for (const move of moves) await move(ui, p);
    await ui.done();
  };
}
