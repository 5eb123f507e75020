// `npm run test:python`: the Python client's tests against a live env server. Starts the server
// in-process on a free port, runs `python3 -m unittest discover` over clients/python/tests with
// VIVARIUM_URL pointing at it, and exits with unittest's exit code. Arguments go to unittest's
// discover: `npm run test:python -- -p test_eval.py -k uitars` runs the matching tests only.
//   PYTHON=/path/to/python3   the interpreter (default /usr/bin/python3, Debian's, as CI uses)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Recording sessions (`record: true`, as vivarium eval opens them) write under $XDG_STATE_HOME:
// a temporary one keeps the tests' recordings out of the home directory. Set before the server's
// modules load, since the recorder reads it then.
const stateDir = mkdtempSync(join(tmpdir(), 'vivarium-python-tests-'));
process.env.XDG_STATE_HOME = stateDir;
const { startServer } = await import('../../env-server/server.ts');

const root = resolve(import.meta.dirname, '../..');
const DEADLINE_MS = 20 * 60_000;
const python = process.env.PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(root, 'dist') });
const url = `ws://127.0.0.1:${server.port}/v1/env`;
console.log(`python client tests: ${python} against ${url}`);

let code = 1;
try {
  code = await new Promise<number>((done, fail) => {
    const child = spawn(python, ['-m', 'unittest', 'discover', '-s', 'clients/python/tests', '-v', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VIVARIUM_URL: url,
        PYTHONPATH: [resolve(root, 'clients/python'), process.env.PYTHONPATH].filter(Boolean).join(':'),
        PYTHONUNBUFFERED: '1',
      },
    });
    // A test that hangs fails the run instead of holding CI (unittest -v has named the test).
    const watchdog = setTimeout(() => {
      console.error(`python client tests: no result after ${DEADLINE_MS / 60_000} minutes; stopping them`);
      child.kill('SIGKILL');
    }, DEADLINE_MS);
    child.once('exit', () => clearTimeout(watchdog));
    child.once('error', fail);
    child.once('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(`could not run ${python}:`, error);
} finally {
  await server.close();
  rmSync(stateDir, { recursive: true, force: true });
}
process.exit(code);
