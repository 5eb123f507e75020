// The TypeScript client as a package: `npm pack` it, install the tarball into an empty project
// (offline: its dependencies are packed from this repository's node_modules), import it from plain
// Node 20 JavaScript against the live server, and type-check a TypeScript user of it.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const work = mkdtempSync(join(tmpdir(), 'vivarium-client-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('clients/ts as the package @vivarium/client', () => {
  it('packs, installs from the tarball, and a Node script imports it, connects and resets', async () => {
    const tarballs = join(work, 'tarballs');
    const project = join(work, 'project');
    for (const d of [tarballs, project]) mkdirSync(d, { recursive: true });
    await run('npm', ['pack', '--pack-destination', tarballs], { cwd: join(ROOT, 'clients/ts') });
    const dependency = (name: string) => dirname(require.resolve(`${name}/package.json`));
    await run('npm', ['pack', '--ignore-scripts', '--pack-destination', tarballs, dependency('ws'), dependency('zod')], { cwd: work });
    const packed = readdirSync(tarballs);
    expect(packed).toContain('vivarium-client-0.2.0.tgz');

    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', ...packed.map((t) => join(tarballs, t))], { cwd: project });
    expect(readdirSync(join(project, 'node_modules/@vivarium/client')).sort()).toEqual(['LICENSE', 'README.md', 'dist', 'package.json']);

    writeFileSync(join(project, 'episode.mjs'), [
      "import { VivariumClient } from '@vivarium/client';",
      'const client = await VivariumClient.connect(process.argv[2]);',
      'const session = await client.createSession();',
      "const { info, observation } = await client.reset(session, 'settings/toggle-wifi', 3);",
      'console.log(info.goal);',
      'console.log(`screenshot ${observation.screenshot.width}x${observation.screenshot.height} ${observation.screenshot.data.length > 1000}`);',
      "const end = await client.step(session, { type: 'done' });",
      'const splits = await client.splits();',
      "const test = await client.tasks(undefined, 'test');",
      'console.log(`split v${splits.version}: ${test.length} test templates, ${test.every((t) => t.split === "test" && splits.splits.test.templates.includes(t.id))}`);',
      'console.log(`outcome ${end.info.outcome}`);',
      'await client.closeSession(session);',
      'client.close();',
    ].join('\n'));
    const url = inject('serverUrl').replace('http', 'ws') + '/v1/env';
    const { stdout } = await run(process.execPath, ['episode.mjs', url], { cwd: project });
    expect(stdout).toMatch(/^Turn Wi-Fi on\.?/m);
    expect(stdout).toMatch(/^screenshot \d+x\d+ true$/m);
    expect(stdout).toMatch(/^outcome failure$/m);
    expect(stdout).toMatch(/^split v\d+: \d+ test templates, true$/m);

    // A TypeScript user gets the types, the contract's UI node included (a wrong one is an error).
    writeFileSync(join(project, 'check.ts'), [
      "import { VivariumClient, type StepResult, type UiElement } from '@vivarium/client';",
      "export const connecting: Promise<VivariumClient> = VivariumClient.connect('ws://localhost:8080/v1/env');",
      "export const element: UiElement = { id: 'e1', role: 'button', text: 'Save', bounds: [0, 0, 10, 10], clickable: true, editable: false };",
      'export const reward = (r: StepResult): number => r.reward;',
      "export const version = async (c: VivariumClient): Promise<number> => (await c.splits()).version;",
      '// @ts-expect-error bounds are four numbers',
      'export const wrong: UiElement = { ...element, bounds: [0, 0] };',
    ].join('\n'));
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')] },
      files: ['check.ts'],
    }));
    await run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: project });
  });
});
