// Vitest global setup: one env server (on a free port) for every test file.
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../env-server/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist') });
  project.provide('serverUrl', server.url);
  return () => server.close();
}
