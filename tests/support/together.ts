// Runs npm scripts at the same time and prints each one's output, whole, when it ends. `npm test`
// runs the type check, the Python client's tests, the workbench's and the judge gate at seed 1
// this way: each alone leaves part of the machine idle (the type check is one thread; the others
// wait on round trips between a client, the server and Chromium), and together they keep both
// cores of a 2-core machine busy. Exits with the first failing code, after repeating the end of
// each failing script's output last, where a log cut to its tail (a CI summary) still shows it.
//   tsx tests/support/together.ts typecheck test:python test:workbench test:gate
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx tests/support/together.ts SCRIPT [SCRIPT ...] (npm scripts to run at the same time)');
  process.exit(2);
}

/** Lines of a failing script's output repeated at the end. */
const TAIL_LINES = 60;

const started = performance.now();
const failures: { script: string; output: Buffer }[] = [];
const codes = await Promise.all(scripts.map((script) => new Promise<number>((done) => {
  const output: Buffer[] = [];
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  child.on('error', (error) => output.push(Buffer.from(`could not start npm run ${script}: ${error.message}\n`)));
  child.on('close', (code, signal) => {
    const seconds = Math.round((performance.now() - started) / 1000);
    const result = code ?? (signal ? `killed by ${signal}` : 1);
    process.stdout.write(`\n== npm run ${script}: ${code === 0 ? 'passed' : `FAILED (${result})`} after ${seconds} s ==\n`);
    process.stdout.write(Buffer.concat(output));
    if (code !== 0) failures.push({ script, output: Buffer.concat(output) });
    done(code ?? 1);
  });
})));
for (const { script, output } of failures) {
  const text = output.toString('utf8').trimEnd();
  if (text === '') {
    process.stdout.write(`\n== npm run ${script} FAILED, and printed nothing ==\n`);
    continue;
  }
  const lines = text.split('\n');
  process.stdout.write(`\n== npm run ${script} FAILED; the last ${Math.min(TAIL_LINES, lines.length)} of its ${lines.length} lines of output again ==\n${lines.slice(-TAIL_LINES).join('\n')}\n`);
}
process.exit(codes.find((code) => code !== 0) ?? 0);
