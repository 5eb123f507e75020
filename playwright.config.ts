// @playwright/test for the workbench (tests/workbench/*.spec.ts), in Chromium against the built
// env server on port 8791, which records every episode into RECORD_DIR. `npm run build` first
// (the server serves dist/; it is built here only when missing). Run: `npm run test:workbench`.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { findChromium, LAUNCH_ARGS } from './env-server/chromium.ts';
import { RECORD_DIR, WORKBENCH_PORT } from './tests/workbench/setup.ts';

const build = existsSync('dist/index.html') ? '' : 'npx vite build && ';

export default defineConfig({
  testDir: 'tests/workbench',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/workbench',
  timeout: 120_000,
  // A run that hangs fails instead of holding CI.
  globalTimeout: 20 * 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WORKBENCH_PORT}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 1000 },
    launchOptions: { executablePath: findChromium(), args: LAUNCH_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf '${RECORD_DIR}' && ${build}npx tsx env-server/main.ts --port ${WORKBENCH_PORT} --record ${RECORD_DIR}`,
    url: `http://127.0.0.1:${WORKBENCH_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
