import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_CANDIDATES, ChromiumNotFound, DEBIAN_HEADLESS_SHELL, findChromium } from '../../env-server/chromium.ts';

describe('finding Chromium', () => {
  it('takes VIVARIUM_CHROMIUM first, and says so when it points nowhere', () => {
    expect(findChromium({ VIVARIUM_CHROMIUM: process.execPath })).toBe(process.execPath);
    expect(() => findChromium({ VIVARIUM_CHROMIUM: '/nowhere/chrome' })).toThrow(ChromiumNotFound);
    expect(() => findChromium({ VIVARIUM_CHROMIUM: '/nowhere/chrome' })).toThrow(/VIVARIUM_CHROMIUM is set to \/nowhere\/chrome/);
  });

  it('then prefers the headless shell, then Playwright\'s browser and /usr/bin/chromium, in that order', () => {
    const order = CHROMIUM_CANDIDATES();
    expect(order.indexOf(DEBIAN_HEADLESS_SHELL)).toBeLessThan(order.indexOf('/usr/bin/chromium'));
    expect(findChromium({}, ['/nowhere/playwright-chrome', process.execPath])).toBe(process.execPath);
    expect(existsSync(findChromium({}))).toBe(true);
  });

  it('says how to install one when there is none', () => {
    expect(() => findChromium({}, ['/nowhere/a', '/nowhere/b'])).toThrow(/apt-get install -y chromium-headless-shell[\s\S]*VIVARIUM_CHROMIUM/);
  });
});
