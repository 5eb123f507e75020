// Finding and launching Chromium: VIVARIUM_CHROMIUM, then Playwright's own browser, then Debian's.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const LAUNCH_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage',
  '--hide-scrollbars', '--font-render-hinting=none', '--disable-lcd-text',
];

export class ChromiumNotFound extends Error {}

export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.VIVARIUM_CHROMIUM;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new ChromiumNotFound(`VIVARIUM_CHROMIUM is set to ${fromEnv}, but no file is there.`);
  }
  let playwrights = '';
  try {
    playwrights = chromium.executablePath();
  } catch {
    // playwright-core knows where its browser would be; it throws when it cannot say.
  }
  if (playwrights && existsSync(playwrights)) return playwrights;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
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
