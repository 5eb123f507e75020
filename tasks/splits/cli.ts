// `npm run splits`: check the current split against the catalogue and show its balance.
// `npm run splits -- --bump` freezes the next version (tasks/splits/v<N+1>.json), keeping every
// earlier file as it was; `--init` draws version 1 when there is no split yet.
import { TASKS } from '../index.ts';
import { assignSplits, balance, bumpSplits, latestSplits, splitOf, staleMessage, staleTestTemplates, versionsIn, writeSplits, type SplitsFile } from './index.ts';

function show(file: SplitsFile): void {
  console.log(`split v${file.version}: ${file.splits.test.templates.length} test templates (${file.splits.test.instances.length} instances), ${file.splits.train.templates.length} train (${file.splits.train.instances.length} instances)`);
  for (const [key, r] of balance(file, TASKS)) console.log(`  ${key.padEnd(16)} ${String(r.test).padStart(3)} test of ${String(r.all).padStart(3)}  (${Math.round((100 * r.test) / r.all)}%)`);
}

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('npm run splits [-- --bump | --init]: check the frozen split; --bump writes the next version; --init writes v1');
} else if (args.includes('--init')) {
  if (versionsIn().length > 0) throw new Error('a split exists already; use --bump');
  const file = assignSplits(TASKS);
  console.log(`wrote ${writeSplits(file)}`);
  show(file);
} else if (args.includes('--bump')) {
  const previous = latestSplits();
  const file = bumpSplits(previous, TASKS);
  console.log(`wrote ${writeSplits(file)} (v${previous.version} stays as it was)`);
  show(file);
} else {
  const file = latestSplits();
  show(file);
  const unlisted = TASKS.filter((t) => !file.splits.train.templates.includes(t.id) && !file.splits.test.templates.includes(t.id));
  if (unlisted.length > 0) console.log(`${unlisted.length} template(s) not in v${file.version}, train until the next version: ${unlisted.map((t) => `${t.id} (${splitOf(t.id, file)})`).join(', ')}`);
  const stale = staleTestTemplates(file, TASKS);
  if (stale.length > 0) {
    console.error(staleMessage(file, stale));
    process.exitCode = 1;
  } else console.log(`every test template matches its fingerprint`);
}
