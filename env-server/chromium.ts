// Finding and launching Chromium: VIVARIUM_CHROMIUM, then the lighter headless shell (Playwright's
// own build or Debian's `chromium-headless-shell`), then full Chromium (Playwright's, then Debian's).
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const LAUNCH_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage',
  '--hide-scrollbars', '--font-render-hinting=none', '--disable-lcd-text',
];

export class ChromiumNotFound extends Error {}

function playwrightsChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined; // playwright-core throws when it cannot say where its browser would be
  }
}

/** Playwright's chrome-headless-shell, when `npx playwright install chromium-headless-shell` put one in its cache. */
function playwrightsHeadlessShell(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  try {
    const dir = readdirSync(cache).filter((d) => d.startsWith('chromium_headless_shell-')).sort().pop();
    return dir ? join(cache, dir, 'chrome-linux', 'headless_shell') : undefined;
  } catch {
    return undefined;
  }
}

/** Debian's build of the headless shell (package chromium-headless-shell). */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Where to look after VIVARIUM_CHROMIUM, in order. The headless shell comes first: it is the build
 * Playwright itself uses for headless runs, and it needs about a third less memory per session.
 */
export const CHROMIUM_CANDIDATES = (): string[] =>
  [playwrightsHeadlessShell(), DEBIAN_HEADLESS_SHELL, playwrightsChromium(), '/usr/bin/chromium'].filter((p): p is string => !!p);

export function findChromium(env: NodeJS.ProcessEnv = process.env, candidates: string[] = CHROMIUM_CANDIDATES()): string {
  const fromEnv = env.VIVARIUM_CHROMIUM;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new ChromiumNotFound(`VIVARIUM_CHROMIUM is set to ${fromEnv}, but no file is there.`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  throw new ChromiumNotFound(
    'No Chromium found. Install one of:\n' +
      '  - Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell   (or chromium)\n' +
      "  - Playwright's build: npx playwright install chromium\n" +
      'or point VIVARIUM_CHROMIUM at a Chromium or Chrome executable.',
  );
}

export function launchChromium(): Promise<Browser> {
  // The server shuts the browser down itself (a drain lets episodes finish first).
  return chromium.launch({ executablePath: findChromium(), args: LAUNCH_ARGS, headless: true, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
}
