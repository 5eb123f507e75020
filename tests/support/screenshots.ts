// `npm run screenshots`: the screenshots in docs/screenshots/, taken over the protocol as an agent sees them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { VivariumClient } from '../../clients/ts/index.ts';
import { startServer } from '../../env-server/server.ts';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });
const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(root, 'dist') });
const client = await VivariumClient.connect(server.url);
const session = await client.createSession({ format: 'jpeg', quality: 85 });
const save = async (name: string, actions: Record<string, unknown>[], options: { dark_mode?: boolean } = {}) => {
  await client.call('env.reset', { session_id: session, task: 'messages/send-message', seed: 7, options, observe: { screenshot: false } });
  let shot = (await client.observe(session)).screenshot!;
  for (const action of actions) shot = (await client.step(session, { type: String(action.type), ...action })).observation.screenshot!;
  writeFileSync(resolve(out, `${name}.jpg`), shot.data);
  console.log(`docs/screenshots/${name}.jpg`);
};
await save('home', []);
await save('contacts', [{ type: 'open_app', name: 'Contacts' }]);
await save('messages', [{ type: 'open_app', name: 'Messages' }]);
await save('settings-dark', [{ type: 'open_app', name: 'Settings' }], { dark_mode: true });
client.close();
await server.close();
