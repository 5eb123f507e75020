import { BrowserHost } from '../../env-server/browser.ts';
import { startServer } from '../../env-server/server.ts';
import { instantiate } from '../../tasks/define.ts';
import { TASKS } from '../../tasks/index.ts';
const server = await startServer({ port: 0, host: '127.0.0.1', distDir: '/work/main/dist' });
const host = new BrowserHost(() => {}, 0);
const d = await host.device({ origin: server.url, headers: {}, scale: 3 });
const page = d.page;
const tasks = ['contacts/add-contact', 'contacts/query-phone'].map((id) => TASKS.find((t) => t.id === id)!);
const N = 40;
const sums: Record<string, number> = {};
const add = (k: string, v: number) => (sums[k] = (sums[k] ?? 0) + v);
for (let i = 0; i < N; i++) {
  const inst = instantiate(tasks[i % 2]!, 1 + (i % 3));
  const t0 = performance.now();
  const str = JSON.stringify(inst.initial);
  const t1 = performance.now();
  const r = await page.evaluate(async (s) => {
    const b = (window as any).__vivarium;
    const p = performance.now();
    const st = JSON.parse(s); const a = performance.now();
    await b.loadState(st, false); const l = performance.now();
    const tree = b.uiTree(); const u = performance.now();
    return JSON.stringify({ parse: a - p, load: l - a, tree: u - l, n: tree.length });
  }, str);
  const t2 = performance.now();
  const o = JSON.parse(r);
  add('stringify', t1 - t0); add('eval-total', t2 - t1); add('in:parse', o.parse); add('in:load+settle', o.load); add('in:tree', o.tree);
}
for (const [k, v] of Object.entries(sums)) console.log(k.padEnd(16), (v / N).toFixed(2));
await host.close(); await server.close();
