import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/server.ts'],
    // Generous: on a 2-core machine two files at a time slow each other down several times over.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    maxConcurrency: 4,
    // At least two files at a time (vitest's default is one fewer worker than cores: one on a
    // 2-core machine). Most end-to-end files are chains of round trips between
    // the test, a server and Chromium, which keep at most one core busy; two of them fill two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
