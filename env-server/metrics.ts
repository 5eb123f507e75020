// Prometheus metrics (prom-client), one registry per server.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** `pages()` counts the device pages open now (the browser host's) and `idle()` those of them in its pool, read at every scrape. */
export function createMetrics(pages: () => number = () => 0, idle: () => number = () => 0) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'vivarium_process_' });
  return {
    registry,
    sessionsActive: new Gauge({ name: 'vivarium_sessions_active', help: 'Open sessions (attached or waiting to be resumed)', registers: [registry] }),
    sessionsCapacity: new Gauge({ name: 'vivarium_sessions_capacity', help: 'Most sessions this server admits', registers: [registry] }),
    stepSeconds: new Histogram({
      name: 'vivarium_step_seconds', help: 'Time to carry out one env.step, by action type', labelNames: ['action'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 10], registers: [registry],
    }),
    resetSeconds: new Histogram({ name: 'vivarium_reset_seconds', help: 'Time to carry out one env.reset', buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6], registers: [registry] }),
    errors: new Counter({ name: 'vivarium_errors_total', help: 'Protocol errors sent, by kind', labelNames: ['kind'], registers: [registry] }),
    episodes: new Counter({ name: 'vivarium_episodes_total', help: 'Episodes ended, by outcome (success, failure, env_error)', labelNames: ['outcome'], registers: [registry] }),
    browserRestarts: new Counter({ name: 'vivarium_browser_restarts_total', help: 'Times Chromium was relaunched after dying', registers: [registry] }),
    pagesOpen: new Gauge({
      name: 'vivarium_pages_open', help: 'Device pages open in Chromium: one per session, plus the idle pool', registers: [registry],
      collect() { this.set(pages()); },
    }),
    pagesIdle: new Gauge({
      name: 'vivarium_pages_idle', help: 'Device pages in the idle pool: loaded ahead, or given back by ended sessions, for the next ones', registers: [registry],
      collect() { this.set(idle()); },
    }),
    pagesReaped: new Counter({ name: 'vivarium_pages_reaped_total', help: 'Device pages the reaper closed because their session was gone', registers: [registry] }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
