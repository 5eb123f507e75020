// The page reaper: no device page outlives its session. Every ending closes a session's page
// (registry.release), and a session closed while a call runs opens no new one (session.ts); this
// sweep is the net under both. Once a second it compares the pages the browser host has open with
// the sessions the registry holds (or is creating), and closes a page whose session has been gone
// at two sweeps in a row (a page whose session is being released right now is closing anyway). A
// page still opening is left to its opener, which closes it when it finds its session gone:
// closing a context while Chromium creates its page can leave that creation unanswered.
import type { BrowserContext } from 'playwright-core';
import { closeDevice, type BrowserHost } from './browser.ts';
import type { Metrics } from './metrics.ts';
import type { Registry } from './registry.ts';

export class PageReaper {
  /** Pages found without a session at the last sweep. */
  private suspects = new Set<BrowserContext>();

  constructor(private readonly host: BrowserHost, private readonly registry: Registry, private readonly metrics?: Metrics) {}

  /** One sweep; returns how many pages it closed. */
  async sweep(): Promise<number> {
    const orphans = this.host.pages().filter((p) => p.owner !== null && !p.loading && !this.registry.holds(p.owner));
    const reaped = orphans.filter((p) => this.suspects.has(p.context));
    this.suspects = new Set(orphans.map((p) => p.context));
    for (const page of reaped) {
      console.error(`[vivarium] reaper: closing the device page of session ${page.owner}, which is gone`);
      this.suspects.delete(page.context);
    }
    await Promise.all(reaped.map((p) => closeDevice(p.context)));
    if (reaped.length > 0) this.metrics?.pagesReaped.inc(reaped.length);
    return reaped.length;
  }
}
