// The one Chromium every session shares, and a small pool of warm device pages. If the browser
// dies, the next session that needs it relaunches it (once, however many ask at the same time)
// and counts the restart. A device page is opened in its own browser context (its own route
// blocking and headers, nothing shared with other sessions) and is ready when the bridge is
// installed; the pool keeps one such page loaded ahead, so that `session.create` does not wait
// for a page load, and takes back the page of a session that ends while its page is idle (or that
// moves to the other device), so that sessions that come and go do not pay a page load each: the
// next session's first reset loads its whole state into the page, as a reset after any earlier
// episode does (the determinism replays prove that equal to a new page's).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Bridge } from '../apps/bridge.ts';
import { within } from './within.ts';
import type { DeviceScale } from '../contract/index.ts';
import { launchChromium } from './chromium.ts';

export interface DeviceOptions {
  /** The app origin: the device may load nothing else. */
  origin: string;
  /** Headers the device page sends to the server (the bearer token, when one is set). */
  headers: Record<string, string>;
  /** Screenshot pixels per CSS pixel: the page is rendered at this scale. */
  scale: DeviceScale;
  /** The device's viewport in CSS pixels (the phone's or the desktop's, tasks/episode.ts VIEWPORTS). */
  viewport: { width: number; height: number };
}

export interface DevicePage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Whether the renderer crashed while the page waited in the pool. */
  crashed(): boolean;
}

/** A device page the host has open: the session it was opened for (null while it waits in the pool). */
export interface OpenPage {
  context: BrowserContext;
  owner: string | null;
  openedAt: number;
  /**
   * Still opening: whoever opens it closes it if its session ended meanwhile (session.ts), and
   * closing it from outside would race Chromium's page creation, which may then never answer.
   */
  loading: boolean;
}

interface Warm {
  key: string;
  browser: Browser;
  device: Promise<DevicePage>;
}

/** Device pages kept loaded ahead of `session.create`. Each costs about one session's memory. */
export const WARM_PAGES = 1;

/** Idle device pages kept at most, of every device and scale (ahead, or given back by ended sessions): the oldest beyond it close. */
export const IDLE_PAGES = 4;

/**
 * How long Chromium may take to open a device page (a context, its page, the bridge) or to close
 * one. Chromium has been seen to leave such a call unanswered; past this bound the call gives up
 * (an open fails, a close is logged and left to the reaper, which closes again), so that no
 * session call waits on it forever.
 */
export const DEVICE_OPEN_MS = 60_000;
export const DEVICE_CLOSE_MS = 10_000;

/** Close a device page's context, waiting at most DEVICE_CLOSE_MS for Chromium. */
export async function closeDevice(context: BrowserContext): Promise<void> {
  const closed = await within(context.close().catch(() => {}), DEVICE_CLOSE_MS);
  if (!closed) console.error(`[vivarium] a device page did not close in ${DEVICE_CLOSE_MS} ms; the page reaper will close it again`);
}

/** A device page in a context of its own; `opened` hears of the context as soon as it exists. */
async function openDevice(browser: Browser, options: DeviceOptions, opened: (context: BrowserContext) => void): Promise<DevicePage> {
  const created = await within(browser.newContext({
    viewport: options.viewport, deviceScaleFactor: options.scale, timezoneId: 'UTC', locale: 'en-US',
    reducedMotion: 'reduce', serviceWorkers: 'block', extraHTTPHeaders: options.headers,
  }), DEVICE_OPEN_MS, (late) => void closeDevice(late));
  if (!created) throw new Error(`Chromium did not open a browser context in ${DEVICE_OPEN_MS} ms`);
  const context = created.value;
  opened(context);
  const load = async (): Promise<DevicePage> => {
    await context.route((url) => url.origin !== options.origin, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    let crashed = false;
    page.on('crash', () => (crashed = true));
    await page.goto(`${options.origin}/device.html`);
    await page.waitForFunction(() => (window as Window & { __vivarium?: Bridge }).__vivarium !== undefined);
    const cdp = await context.newCDPSession(page);
    return { context, page, cdp, crashed: () => crashed };
  };
  try {
    const loaded = await within(load(), DEVICE_OPEN_MS);
    if (!loaded) throw new Error(`Chromium did not load a device page in ${DEVICE_OPEN_MS} ms`);
    return loaded.value;
  } catch (error) {
    await closeDevice(context);
    throw error;
  }
}

const keyOf = (options: DeviceOptions) => JSON.stringify([options.origin, options.headers, options.scale, options.viewport]);

/** Close a page that leaves the pool unused (once it has opened, if it is still opening). */
const discard = (idle: Warm): void => void idle.device.then((d) => closeDevice(d.context)).catch(() => {});

export class BrowserHost {
  private current: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private closed = false;
  private warm: Warm[] = [];
  /** Every device page's context until it closes (however it closes): what the reaper compares with the sessions. */
  private readonly open = new Map<BrowserContext, OpenPage>();
  restarts = 0;

  constructor(private readonly onRestart: () => void = () => {}, private readonly warmPages = WARM_PAGES, private readonly idlePages = IDLE_PAGES) {}

  /** The running browser, launching or relaunching it when needed. */
  async get(): Promise<Browser> {
    if (this.closed) throw new Error('the browser host is shut down');
    if (this.current?.isConnected()) return this.current;
    if (!this.launching) {
      const relaunch = this.current !== null;
      this.launching = launchChromium().then((browser) => {
        this.current = browser;
        this.launching = null;
        if (relaunch) {
          this.restarts += 1;
          this.onRestart();
        }
        return browser;
      }, (error: unknown) => {
        this.launching = null;
        throw error;
      });
    }
    return this.launching;
  }

  /** Open a device page and keep account of it until its context closes. */
  private async openDevice(browser: Browser, options: DeviceOptions, owner: string | null): Promise<DevicePage> {
    const device = await openDevice(browser, options, (context) => {
      this.open.set(context, { context, owner, openedAt: performance.now(), loading: true });
      context.once('close', () => this.open.delete(context));
    });
    const entry = this.open.get(device.context);
    if (entry) entry.loading = false;
    return device;
  }

  /** The device pages open now (the pool's included), with the session each was opened for. */
  pages(): OpenPage[] {
    return [...this.open.values()];
  }

  /** Idle pages in the pool (ready or loading): opened ahead, or given back by ended sessions. */
  idle(): number {
    return this.warm.length;
  }

  /** A device page for the session `owner`: an idle one when the pool has it, else a fresh one. */
  async device(options: DeviceOptions, owner: string): Promise<DevicePage> {
    const key = keyOf(options);
    const browser = await this.get();
    // Pages of a browser that has gone away are no use.
    for (const stale of this.warm.filter((w) => w.browser !== browser)) discard(stale);
    this.warm = this.warm.filter((w) => w.browser === browser);
    let device: DevicePage | null = null;
    // The page given back last first: it is the one most likely still ready.
    const at = this.warm.findLastIndex((w) => w.key === key);
    if (at >= 0) {
      const [taken] = this.warm.splice(at, 1);
      device = await taken!.device.catch(() => null);
      if (device && (device.crashed() || device.page.isClosed())) {
        await closeDevice(device.context);
        device = null;
      }
    }
    this.refill(browser, options, key);
    if (device) {
      const entry = this.open.get(device.context);
      if (entry) entry.owner = owner;
      return device;
    }
    return this.openDevice(browser, options, owner);
  }

  /**
   * A session is done with `device` (it ended while the page was idle, or moved to another device
   * or scale): the page waits in the pool for the next session with the same options, or closes
   * when it crashed, its browser is gone or the pool is full (the oldest idle page closes), or when
   * the host keeps no idle pages.
   */
  async release(device: DevicePage, options: DeviceOptions): Promise<void> {
    const browser = this.current;
    if (this.idlePages === 0 || this.closed || !browser?.isConnected() || device.context.browser() !== browser || device.crashed() || device.page.isClosed()) {
      await closeDevice(device.context);
      return;
    }
    const entry = this.open.get(device.context);
    if (!entry) return; // closed meanwhile
    entry.owner = null;
    this.warm.push({ key: keyOf(options), browser, device: Promise.resolve(device) });
    while (this.warm.length > Math.max(this.idlePages, this.warmPages)) {
      discard(this.warm.shift()!);
    }
  }

  /** Keeps `warmPages` pages with these options loaded ahead, unless the pool already holds them. */
  private refill(browser: Browser, options: DeviceOptions, key: string): void {
    while (!this.closed && browser.isConnected() && this.warm.filter((w) => w.key === key).length < this.warmPages) {
      const device = this.openDevice(browser, options, null);
      const entry: Warm = { key, browser, device };
      this.warm.push(entry);
      // A page that failed to open leaves the pool; the next session opens its own.
      device.catch(() => (this.warm = this.warm.filter((w) => w !== entry)));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.warm = [];
    await this.current?.close().catch(() => {});
  }
}
