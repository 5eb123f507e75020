// The names a request must carry (env-server/hosts.ts): Host against DNS rebinding, Origin against
// other sites' pages.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hostAllowed, hostName, originAllowed, refusalOf } from '../../env-server/hosts.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('Host', () => {
  it.each([
    ['localhost:8080', true], ['LOCALHOST', true], ['127.0.0.1:8080', true], ['[::1]:8080', true], ['app.localhost:5173', true],
    ['10.0.3.7:8080', true], ['[fe80::1]:8080', true], ['0.0.0.0:8080', true],
    ['evil.example:8080', false], ['evil.example', false], ['localhost.evil.example', false], ['127.0.0.1.nip.io', false], ['', false],
  ])('%s allowed: %s', (host, allowed) => {
    expect(hostAllowed(host)).toBe(allowed);
  });

  it('allows configured names, without their port and in any case', () => {
    expect(hostAllowed('Vivarium.Lab:443', ['vivarium.lab'])).toBe(true);
    expect(hostAllowed('vivarium.lab.', ['vivarium.lab'])).toBe(true);
    expect(hostAllowed('other.lab', ['vivarium.lab'])).toBe(false);
  });

  it('a request without Host comes from no browser and passes', () => {
    expect(hostAllowed(undefined)).toBe(true);
  });

  it('reads the name out of a header', () => {
    expect(hostName('[::1]:80')).toBe('::1');
    expect(hostName('Example.COM:80')).toBe('example.com');
    expect(hostName('::1')).toBe('::1');
  });
});

describe('Origin', () => {
  it('loopback pages, allowed origins and the server\'s own origin; nothing else', () => {
    expect(originAllowed(undefined)).toBe(true);
    expect(originAllowed('http://localhost:3000')).toBe(true);
    expect(originAllowed('https://lab.example', ['https://lab.example'])).toBe(true);
    expect(originAllowed('https://vivarium.lab', [], 'vivarium.lab')).toBe(true);
    expect(originAllowed('https://evil.example', [], 'vivarium.lab')).toBe(false);
    expect(originAllowed('null')).toBe(false);
    expect(originAllowed('file://')).toBe(false);
  });
});

describe('refusals', () => {
  it('421 for a foreign Host, 403 for a foreign Origin, none for a loopback request', () => {
    const names = { hosts: [], origins: [] };
    expect(refusalOf(request({ host: 'evil.example:8080' }), names)).toMatchObject({ status: 421, error: 'HOST_NOT_ALLOWED' });
    expect(refusalOf(request({ host: '127.0.0.1:8080', origin: 'https://evil.example' }), names)).toMatchObject({ status: 403, error: 'ORIGIN_NOT_ALLOWED' });
    expect(refusalOf(request({ host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' }), names)).toBeNull();
  });
});
