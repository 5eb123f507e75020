// A screenshot of the device after some actions, as an agent sees it, for authors looking at a screen.
// PNG or JPEG by the --out file's extension.
//   npx tsx tests/support/shot.ts --out home.png [--seed 7] [--dark] [--large] [--region en-GB] [--clock 12h] [--dist dist] '{"type":"open_app","name":"Contacts"}' ...
// Each further argument is one action as JSON (see docs/protocol.md). Prints the UI tree's texts.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VivariumClient } from '../../clients/ts/index.ts';
import { startServer } from '../../env-server/server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'shot.png' }, seed: { type: 'string', default: '1' }, dark: { type: 'boolean' }, large: { type: 'boolean' }, region: { type: 'string' }, clock: { type: 'string' }, dist: { type: 'string', default: 'dist' }, task: { type: 'string', default: 'settings/toggle-wifi' } },
});
const root = resolve(import.meta.dirname, '../..');
const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(root, values.dist) });
const client = await VivariumClient.connect(server.url);
try {
  const session = await client.createSession(values.out.endsWith('.png') ? { format: 'png' } : { format: 'jpeg', quality: 85 });
  await client.call('env.reset', { session_id: session, task: values.task, seed: Number(values.seed), options: { dark_mode: values.dark ?? false, ...(values.large ? { font_scale: 1.3 } : {}), ...(values.region ? { region: values.region } : {}), ...(values.clock ? { clock: values.clock } : {}) }, observe: { screenshot: false } });
  let obs = await client.observe(session);
  for (const text of positionals) {
    const result = await client.step(session, JSON.parse(text) as Parameters<VivariumClient['step']>[1]);
    if (result.observation.last_action?.ok === false) console.error(`${text}: ${result.observation.last_action.error}`);
    obs = result.observation;
  }
  writeFileSync(resolve(values.out), obs.screenshot!.data);
  for (const node of obs.ui_tree ?? []) console.log(`${node.id}\t${node.role}\t${JSON.stringify(node.text)}`);
  console.log(`wrote ${values.out}`);
} finally {
  client.close();
  await server.close();
}
