// The Dockerfile's steps, carried out without Docker by deploy/check-image.ts: a production
// install (npm ci --omit=dev) and the build in a clean directory, then the image's entrypoint,
// which must answer /healthz and /readyz, run an episode and exit 0 on SIGTERM.
import { describe, expect, it } from 'vitest';
import { checkImage, readDockerfile } from '../../deploy/check-image.ts';

describe('the image (Dockerfile)', () => {
  it('reads instructions across continuation lines and skips comments', () => {
    expect(readDockerfile('# c\nFROM node:20\nRUN a \\\n && b\nCMD ["x"]\n')).toEqual([
      { keyword: 'FROM', args: 'node:20' }, { keyword: 'RUN', args: 'a && b' }, { keyword: 'CMD', args: '["x"]' },
    ]);
  });

  it('builds from a clean directory with production dependencies and serves from it', async () => {
    await expect(checkImage()).resolves.toBeUndefined();
  }, 400_000);
});
