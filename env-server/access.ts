// Who may do what: the bearer token (VIVARIUM_TOKEN) lets a client in; the admin token
// (VIVARIUM_ADMIN_TOKEN) also unlocks what holds answers: the full state, whole verdicts before an
// episode ends, recordings, re-judging, and the workbench, whose bundle carries every template,
// judge and oracle. A server without a token listens on loopback only and lets everyone in as admin.
//
// The workbench's page and files are plain browser loads, which cannot carry an Authorization
// header: `/?token=<admin token>` sets a cookie (HttpOnly, SameSite=Strict, derived from the admin
// token, never the token itself) and redirects to `/`, and the page's later requests carry it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import express from 'express';

const COOKIE = 'vivarium_admin';

/** The bearer token of a request: `Authorization: Bearer <token>`, else `?token=<token>`. */
export function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return new URL(req.url ?? '/', 'http://x').searchParams.get('token') ?? undefined;
}

function same(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export class Access {
  private readonly cookieValue: string | undefined;

  constructor(readonly token: string | undefined, readonly adminToken: string | undefined) {
    this.cookieValue = adminToken === undefined ? undefined : createHmac('sha256', adminToken).update('vivarium workbench cookie').digest('base64url');
  }

  /** Does the request carry the admin token (or the workbench's cookie)? The protocol's admin rights need it on any server. */
  admin(req: IncomingMessage): boolean {
    return same(bearer(req), this.adminToken) || same(cookieOf(req, COOKIE), this.cookieValue);
  }

  /**
   * May the request use the workbench, read recordings and re-judge? The admin token on a server
   * with a token; anyone on a server without one (it listens on loopback only).
   */
  workbench(req: IncomingMessage): boolean {
    return !this.token || this.admin(req);
  }

  /** May the request use the server at all? */
  authorized(req: IncomingMessage): boolean {
    return !this.token || same(bearer(req), this.token) || this.admin(req);
  }

  /** `Set-Cookie` for a browser that showed the admin token in `?token=`. */
  adminCookie(): string {
    return `${COOKIE}=${this.cookieValue}; HttpOnly; SameSite=Strict; Path=/`;
  }
}

/** The files of the device page (`/device.html` and what it loads), from the build's manifest. */
export function deviceFiles(distDir: string): Set<string> {
  type Chunk = { file: string; imports?: string[]; css?: string[]; assets?: string[] };
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const files = new Set(['/device.html']);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    chunk.imports?.forEach(visit);
  };
  visit('device.html');
  return files;
}

/**
 * The built pages. On a server with a token, the device page's files need a token (the server's
 * own Chromium sends it) and everything else, the workbench first, the admin token. Refusals are
 * JSON, as everywhere else.
 */
export function pageRoutes(distDir: string, access: Access): express.Router {
  const router = express.Router();
  if (access.token) {
    const device = deviceFiles(distDir);
    router.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (device.has(req.path)) {
        return access.authorized(req) ? next() : void res.status(401).json({ error: 'UNAUTHORIZED', message: 'missing or wrong bearer token' });
      }
      if (access.workbench(req)) {
        // A browser that brought the admin token in the URL gets the cookie, and the URL without it.
        if (req.query.token !== undefined) {
          const query = new URLSearchParams(req.url.split('?')[1]);
          query.delete('token');
          res.setHeader('Set-Cookie', access.adminCookie());
          return void res.redirect(303, `${req.path}${query.size ? `?${query}` : ''}`);
        }
        return next();
      }
      const message = access.adminToken
        ? 'the workbench holds every task\'s judge: it needs the admin token (open /?token=<admin token> once, or send it as a bearer token)'
        : 'the workbench holds every task\'s judge: on a server with a token it needs VIVARIUM_ADMIN_TOKEN, which this server was not given';
      res.status(access.authorized(req) ? 403 : 401).json({ error: access.authorized(req) ? 'FORBIDDEN' : 'UNAUTHORIZED', message });
    });
  }
  router.use(express.static(distDir, { dotfiles: 'deny' }));
  return router;
}
