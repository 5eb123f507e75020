// Finding and launching Chromium: VIVARIUM_CHROMIUM, then Playwright's own browser, then Debian's.
import { existsSync } from 'node:fs';
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

/** Where to look after VIVARIUM_CHROMIUM, in order. */
export const CHROMIUM_CANDIDATES = (): string[] => [playwrightsChromium(), '/usr/bin/chromium'].filter((p): p is string => !!p);

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
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)\n' +
      "  - Playwright's build: npx playwright install chromium\n" +
      'or point VIVARIUM_CHROMIUM at a Chromium or Chrome executable.',
  );
}

export function launchChromium(): Promise<Browser> {
  // The server shuts the browser down itself (a drain lets episodes finish first).
  return chromium.launch({ executablePath: findChromium(), args: LAUNCH_ARGS, headless: true, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
}
