import { BrowserHost } from '../../env-server/browser.ts';
import { startServer } from '../../env-server/server.ts';
import { instantiate } from '../../tasks/define.ts';
import { TASKS } from '../../tasks/index.ts';
const server = await startServer({ port: 0, host: '127.0.0.1', distDir: '/work/main/dist' });
const host = new BrowserHost(() => {}, 0);
const d = await host.device({ origin: server.url, headers: {}, scale: 3 });
const page = d.page;
const task = TASKS.find((t) => t.id === 'contacts/add-contact')!;
const inst = instantiate(task, 1);
await page.evaluate(async (s) => { await (window as any).__vivarium.loadState(JSON.parse(s), false); }, JSON.stringify(inst.initial));
const N = 60;
const sums: Record<string, number> = {};
const add = (k: string, v: number) => (sums[k] = (sums[k] ?? 0) + v);
for (let i = 0; i < N; i++) {
  const t0 = performance.now();
  await page.evaluate((n) => (window as any).__vivarium.openApp(n), i % 2 ? 'Contacts' : 'Settings');
  const t1 = performance.now();
  const r = await page.evaluate(async () => {
    const b = (window as any).__vivarium;
    const p = performance.now();
    b.advance(1000); const a = performance.now();
    await b.settle(false); const s = performance.now();
    document.body.getBoundingClientRect(); const lay = performance.now(); const tree = b.uiTree(); const u = performance.now(); b.uiTree(); const u2 = performance.now();
    const st = b.stateChanges(); const g = performance.now();
    const json = JSON.stringify({ nodes: tree, foreground: b.foreground(), state: st, scroll: b.getScroll() }); const j = performance.now();
    return { advance: a - p, settle: s - a, layout: lay - s, tree: u - lay, tree2: u2 - u, getState: g - u2, json: j - g, len: json.length, nodes: tree.length, json2: json };
  });
  const t2 = performance.now();
  JSON.parse(r.json2);
  const t3 = performance.now();
  add('openApp-eval', t1 - t0); add('capture-eval', t2 - t1); add('parse', t3 - t2);
  for (const k of ['advance', 'settle', 'layout', 'tree', 'tree2', 'getState', 'json'] as const) add('in:' + k, r[k]);
  add('len', r.len); add('nodes', r.nodes);
}
// bare evaluate cost
let t = performance.now();
for (let i = 0; i < N; i++) await page.evaluate(() => 1);
add('bare-eval', performance.now() - t);
t = performance.now();
for (let i = 0; i < N; i++) await page.mouse.click(10, 10);
add('bare-click', performance.now() - t);
for (const [k, v] of Object.entries(sums)) console.log(k.padEnd(16), (v / N).toFixed(2));
await host.close(); await server.close();
