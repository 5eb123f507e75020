// The one Chromium every session shares. If it dies, the next session that needs it relaunches
// it (once, however many ask at the same time) and counts the restart.
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';

export class BrowserHost {
  private current: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private closed = false;
  restarts = 0;

  constructor(private readonly onRestart: () => void = () => {}) {}

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

  async close(): Promise<void> {
    this.closed = true;
    await this.current?.close().catch(() => {});
  }
}
