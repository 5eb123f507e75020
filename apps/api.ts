// The in-page network: `fetch('/api/...')` is answered by MSW request handlers over the device
// store, without a service worker. Every request and every app job that awaits one is tracked,
// so the bridge's `settle()` knows when the page has no pending work.
import { getResponse, type RequestHandler } from 'msw';

const handlers: RequestHandler[] = [];
const pending = new Set<Promise<unknown>>();

export function registerHandlers(...more: RequestHandler[]): void {
  handlers.push(...more);
}

/** Track an async job (a send, a sync) so that settle() waits for it. */
export function track<T>(job: Promise<T>): Promise<T> {
  pending.add(job);
  const forget = () => pending.delete(job);
  job.then(forget, forget);
  return job;
}

export function pendingCount(): number {
  return pending.size;
}

/** Resolves once no tracked job is pending (jobs may start other jobs). */
export async function idle(): Promise<void> {
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
  }
}

let installed = false;

export function installFetch(): void {
  if (installed) return;
  installed = true;
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.startsWith('/api/')) return realFetch(input, init);
    return track(
      getResponse(handlers, request).then(
        (response) => response ?? Response.json({ error: `no handler for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 }),
      ),
    );
  };
}
