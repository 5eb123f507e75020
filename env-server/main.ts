// `npm start`: serve the device, the workbench and the env protocol on http://localhost:8080.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ChromiumNotFound } from './chromium.ts';
import { startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`vivarium env server

  --port N     port to listen on (default: $PORT or 8080; 0 picks a free one)
  --host H     address to listen on (default 127.0.0.1)

Environment: VIVARIUM_CHROMIUM names the Chromium executable to use.`);
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 8080);
const host = values.host ?? '127.0.0.1';

try {
  const server = await startServer({ port, host, distDir: resolve(import.meta.dirname, '../dist') });
  console.log(`Vivarium is running: workbench ${server.url}/  ·  agents ws://${server.url.slice(7)}/v1/env`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof ChromiumNotFound) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
