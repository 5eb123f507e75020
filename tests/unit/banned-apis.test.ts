// Determinism guard: the apps may not read the wall clock, unseeded randomness or browser storage.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const BANNED: [RegExp, string][] = [
  [/\bMath\.random\s*\(/, 'Math.random (use the seeded generator in apps/kit/random.ts)'],
  [/\bDate\.now\s*\(/, 'Date.now (use the device clock, os.now)'],
  [/\bperformance\.now\s*\(/, 'performance.now (use the device clock, os.now)'],
  [/\bnew Date\s*\(\s*\)/, 'new Date() without an argument (use the device clock, os.now)'],
  [/\b(localStorage|sessionStorage|indexedDB)\b/, 'browser storage (the store is the only state)'],
  [/\bset(Timeout|Interval)\s*\(/, 'timers (nothing may move between steps)'],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('apps/ stays deterministic', () => {
  it('uses no wall clock, no unseeded randomness, no timers and no browser storage', () => {
    const offences: string[] = [];
    for (const file of sources(join(ROOT, 'apps'))) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '');
        for (const [pattern, why] of BANNED) if (pattern.test(code)) offences.push(`${relative(ROOT, file)}:${i + 1}: ${why}`);
      });
    }
    expect(offences).toEqual([]);
  });
});
