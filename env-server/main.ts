// `npm start`: serve the device, the workbench and the env protocol on http://localhost:8080.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ChromiumNotFound } from './chromium.ts';
import { defaultMaxSessions, startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'max-sessions': { type: 'string' },
    'idle-ttl': { type: 'string' },
    'episode-timeout': { type: 'string' },
    'drain-timeout': { type: 'string' },
    record: { type: 'string' },
    'allow-origin': { type: 'string', multiple: true },
    'allow-host': { type: 'string', multiple: true },
    replica: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`vivarium env server

  --port N              port (default: $PORT or 8080; 0 picks a free one)
  --host H              address (default 127.0.0.1; any other needs VIVARIUM_TOKEN)
  --max-sessions N      sessions admitted at once (default from memory: ${defaultMaxSessions()} here)
  --idle-ttl S          close a session unused for S seconds (default 300)
  --episode-timeout S   end an episode after S seconds, judged as it stands (default 3600)
  --drain-timeout S     on SIGTERM, wait up to S seconds for running episodes (default 30)
  --record DIR          record every episode (JSON lines + screenshots) into DIR, for the workbench
  --allow-origin URL    a browser origin (https://lab.example) that may open WebSockets, besides
                        loopback ones; repeat for more. Clients outside a browser send no Origin.
  --allow-host NAME     a host name clients may address this server by (vivarium.example), besides
                        loopback names and IP addresses; repeat for more, or list them comma-separated
                        in $VIVARIUM_ALLOWED_HOSTS. Other names get HTTP 421 (DNS rebinding).
  --replica NAME        this server's name behind a gateway (default $VIVARIUM_REPLICA or none):
                        session ids start with NAME., so the gateway routes a resume to it

Environment: VIVARIUM_TOKEN (bearer token for every client), VIVARIUM_ADMIN_TOKEN (also unlocks
env.state, whole verdicts, recordings, re-judging and the workbench), VIVARIUM_ALLOWED_HOSTS,
VIVARIUM_CHROMIUM (the Chromium executable).`);
  process.exit(0);
}

const seconds = (v: string | undefined) => (v === undefined ? undefined : Number(v) * 1000);

try {
  const server = await startServer({
    port: Number(values.port ?? process.env.PORT ?? 8080),
    host: values.host ?? '127.0.0.1',
    distDir: resolve(import.meta.dirname, '../dist'),
    token: process.env.VIVARIUM_TOKEN || undefined,
    adminToken: process.env.VIVARIUM_ADMIN_TOKEN || undefined,
    limits: {
      maxSessions: values['max-sessions'] === undefined ? undefined : Number(values['max-sessions']),
      idleTtlMs: seconds(values['idle-ttl']),
      episodeTimeoutMs: seconds(values['episode-timeout']),
    },
    drainTimeoutMs: seconds(values['drain-timeout']),
    record: values.record === undefined ? undefined : resolve(values.record),
    allowedOrigins: values['allow-origin'] ?? [],
    allowedHosts: [...(values['allow-host'] ?? []), ...(process.env.VIVARIUM_ALLOWED_HOSTS ?? '').split(',')].map((h) => h.trim()).filter(Boolean),
    replica: values.replica ?? (process.env.VIVARIUM_REPLICA || undefined),
  });
  if (values.record !== undefined) console.log(`Recording every episode into ${resolve(values.record)}`);
  console.log(`Vivarium is running: workbench ${server.url}/  ·  agents ws://${server.url.slice(7)}/v1/env`);
  if (process.env.VIVARIUM_TOKEN) console.log('The workbench holds every judge: open it once as /?token=<admin token> (VIVARIUM_ADMIN_TOKEN)');
  process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
  process.once('SIGTERM', () => {
    console.log('SIGTERM: draining (no new sessions; running episodes may finish)');
    void server.drain().then(() => process.exit(0));
  });
} catch (error) {
  if (error instanceof ChromiumNotFound) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof Error && /refusing to listen|no built apps|replica name/.test(error.message)) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
