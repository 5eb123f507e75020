// The README's examples run as written, against a live server.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');

describe('README examples', () => {
  it('the first TypeScript episode earns reward 1 and prints every check', async () => {
    const url = inject('serverUrl').replace('http', 'ws') + '/v1/env';
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'clients/ts/examples/first-episode.ts', url], { cwd: ROOT });
    expect(stdout).toMatch(/^\d+ tasks$/m);
    expect(stdout).toMatch(/^Add a contact named \S+ \S+ with phone number .+\.$/m);
    expect(stdout).toMatch(/^reward 1$/m);
    expect(stdout).not.toMatch(/^FAIL/m);
    expect(stdout.match(/^pass /gm)!.length).toBeGreaterThanOrEqual(3);
  });

  it('a UI-TARS-1.5 reply in resized pixels opens Settings', async () => {
    const url = inject('serverUrl').replace('http', 'ws') + '/v1/env';
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'clients/ts/examples/model-output.ts', url], { cwd: ROOT });
    expect(stdout).toContain('{"format":"ui-tars","space":"resized","width":1092,"height":2408}');
    expect(stdout).toMatch(/^tap -> settings$/m);
  });
});
