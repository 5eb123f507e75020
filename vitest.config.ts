import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generous: on a 2-core machine two files at a time slow each other down several times over.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    maxConcurrency: 4,
    // At least two files at a time (vitest's default is one fewer worker than cores: one on a
    // 2-core machine). Most end-to-end files are chains of round trips between
    // the test, a server and Chromium, which keep at most one core busy; two of them fill two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Unit files share their worker's modules (`isolate: false`): each would otherwise load the
      // whole catalogue again, a fifth of their CPU (132 CPU-seconds isolated, 104 shared). None
      // changes the environment or a module's state, and none needs the server.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      // End-to-end files stay isolated: some set the server's limits through the environment
      // before they import it. They share one env server (tests/support/server.ts).
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/support/server.ts'] } },
    ],
  },
});
