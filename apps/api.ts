// The in-page network: `fetch('/api/...')` is answered by MSW request handlers over the device
// store, without a service worker. The network runs on the device clock: with a latency, a
// request is parked until the clock (moved only by steps) reaches its delivery time, and a
// seeded failure rate drops requests the same way on every replay. The bridge's settle() waits
// for every request in flight, but not for parked ones: they wait for the clock, not for the page.
import { getResponse, type RequestHandler } from 'msw';
import { createRng, type Rng } from './kit/random.ts';

const handlers: RequestHandler[] = [];
const inFlight = new Set<Promise<unknown>>();

export interface NetworkConditions {
  /** Device-clock milliseconds between a request and its answer. */
  latency_ms: number;
  /** Probability in [0, 1] that a request fails as a network error. */
  failure_rate: number;
}

interface Parked {
  dueAt: number;
  release(): void;
  abort(): void;
}

let conditions: NetworkConditions = { latency_ms: 0, failure_rate: 0 };
let faults: Rng = createRng('network');
let parked: Parked[] = [];
let readClock: () => number = () => 0;

export function registerHandlers(...more: RequestHandler[]): void {
  handlers.push(...more);
}

/** Set the network conditions; `seed` makes the failures of an episode repeatable. */
export function configureNetwork(next: NetworkConditions, seed: number | string): void {
  conditions = next;
  faults = createRng(`network/${seed}`);
}

export function networkConditions(): NetworkConditions {
  return conditions;
}

function track<T>(job: Promise<T>): Promise<T> {
  inFlight.add(job);
  const forget = () => inFlight.delete(job);
  job.then(forget, forget);
  return job;
}

export function pendingCount(): number {
  return inFlight.size;
}

/** Resolves once no request is in flight. */
export async function idle(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** The clock moved: deliver the parked requests that are due, oldest first. */
export function releaseDue(now: number): void {
  const due = parked.filter((p) => p.dueAt <= now);
  parked = parked.filter((p) => p.dueAt > now);
  for (const p of due) p.release();
}

/** A new world was loaded: requests of the old one never arrive. */
export function dropParked(): void {
  const old = parked;
  parked = [];
  for (const p of old) p.abort();
}

async function answer(request: Request): Promise<Response> {
  if (conditions.failure_rate > 0 && faults.next() < conditions.failure_rate) throw new TypeError('Failed to fetch: network unreachable');
  const response = await getResponse(handlers, request);
  return response ?? Response.json({ error: `no handler for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 });
}

let installed = false;

export function installFetch(clock: () => number): void {
  readClock = clock;
  if (installed) return;
  installed = true;
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.startsWith('/api/')) return realFetch(input, init);
    if (conditions.latency_ms <= 0) return track(answer(request));
    return new Promise<Response>((resolve, reject) => {
      parked.push({
        dueAt: readClock() + conditions.latency_ms,
        release: () => void track(answer(request)).then(resolve, reject),
        abort: () => reject(new DOMException('the device was reset', 'AbortError')),
      });
    });
  };
}
