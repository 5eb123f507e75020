// Who may talk to the server over HTTP and WebSocket, by the names in the request: the Host
// header (DNS rebinding) and a browser page's Origin (cross-site requests).
//
// DNS rebinding: a web page at http://evil.example:8080 re-points its own name at 127.0.0.1 and
// then reads this server as if it were its own site; the browser still sends `Host:
// evil.example:8080`. So every request must name this server by a loopback name, by an IP address
// (a page can only have an address as its origin if it was loaded from that address, which is no
// rebinding), or by a name the operator configured (`--allow-host`, VIVARIUM_ALLOWED_HOSTS). A
// request without a Host header (HTTP/1.0 health checks, HAProxy's) comes from no browser.
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** The host name of a Host header (`name:port`, `[v6]:port`), lower-cased, without its port. */
export function hostName(header: string): string | null {
  const value = header.trim().toLowerCase();
  if (value === '') return null;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end > 0 ? value.slice(1, end) : null;
  }
  const colon = value.indexOf(':');
  if (colon >= 0 && value.indexOf(':', colon + 1) >= 0) return value; // a bare IPv6 address
  return (colon >= 0 ? value.slice(0, colon) : value).replace(/\.$/, '');
}

/** Is this a loopback name? (`*.localhost` resolves to loopback in browsers and never through DNS.) */
export function isLoopbackName(name: string): boolean {
  return LOOPBACK_NAMES.has(name) || name.endsWith('.localhost');
}

/**
 * May a request that says `Host: header` be answered? Loopback names, IP addresses, and the
 * configured names (compared without their port, case-insensitively). A missing header is allowed:
 * browsers always send one.
 */
export function hostAllowed(header: string | undefined, allowed: readonly string[] = []): boolean {
  if (header === undefined) return true;
  const name = hostName(header);
  if (name === null) return false;
  if (isLoopbackName(name) || isIP(name) !== 0) return true;
  return allowed.some((a) => a.trim().toLowerCase().replace(/\.$/, '') === name);
}

/**
 * May a browser page from `origin` (the Origin header) use the server? Clients outside a browser
 * send none; a page may, from a loopback origin, one the operator allowed (`--allow-origin`), or
 * the server's own origin as the request names it (`sameHost`: the workbench's own fetches).
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[] = [], sameHost?: string): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return isLoopbackName(url.hostname.replace(/^\[|\]$/g, '')) || (sameHost !== undefined && url.host === sameHost.toLowerCase());
  } catch {
    return false;
  }
}

export interface Refusal {
  status: 421 | 403;
  error: 'HOST_NOT_ALLOWED' | 'ORIGIN_NOT_ALLOWED';
  message: string;
}

/** Why a request's names refuse it, or null when they do not. The same rule for HTTP and WebSocket upgrades. */
export function refusalOf(req: IncomingMessage, names: { hosts: readonly string[]; origins: readonly string[] }): Refusal | null {
  const host = req.headers.host;
  if (!hostAllowed(host, names.hosts)) {
    return { status: 421, error: 'HOST_NOT_ALLOWED', message: 'this server answers to loopback names, IP addresses and the names given with --allow-host (VIVARIUM_ALLOWED_HOSTS)' };
  }
  if (!originAllowed(req.headers.origin, names.origins, host)) {
    return { status: 403, error: 'ORIGIN_NOT_ALLOWED', message: 'browser pages may use this server only from a loopback origin, its own, or one given with --allow-origin' };
  }
  return null;
}
