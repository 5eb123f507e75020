import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TASKS } from '../../tasks/index.ts';
import type { Task } from '../../tasks/define.ts';
import { expectEqual } from '../../judges/index.ts';
import {
  FILE_SOURCES, SPLITS_DIR, TEST_SEEDS, assignSplits, balance, bumpSplits, groupOf, latestSplits, publicSplits, readSplits, splitOf,
  staleMessage, staleTestTemplates, versionsIn, writeSplits,
} from '../../tasks/splits/index.ts';
import { SplitsSchema } from '../../contract/index.ts';
import { taskSummaries } from '../../env-server/rpc.ts';

const file = latestSplits();
const scratch = mkdtempSync(join(tmpdir(), 'vivarium-splits-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the frozen benchmark split', () => {
  it('is versioned, served in the contract shape, and puts every template of the catalogue in exactly one split', () => {
    expect(versionsIn()).toContain(1);
    expect(SplitsSchema.parse(publicSplits(file))).toEqual(publicSplits(file));
    const { train, test } = file.splits;
    expect(train.templates.filter((id) => test.templates.includes(id))).toEqual([]);
    const listed = new Set([...train.templates, ...test.templates]);
    // A template added after this version was frozen is train until the next version (see below);
    // the catalogue of this version is the whole catalogue.
    expect(TASKS.filter((t) => !listed.has(t.id)).map((t) => t.id), `templates not in split v${file.version}: train until \`npm run splits -- --bump\``).toEqual([]);
    for (const id of test.templates) expect(test.instances.filter((i) => i.task === id).map((i) => i.seed), id).toEqual([...TEST_SEEDS]);
    for (const i of [...train.instances, ...test.instances]) expect((i.seed >= 0 && listed.has(i.task)), `${i.task}@${i.seed}`).toBe(true);
    expect(train.instances.every((i) => train.templates.includes(i.task))).toBe(true);
  });

  it('holds about a third of every app folder and every difficulty in test', () => {
    const rows = balance(file, TASKS);
    const all = rows.get('all')!;
    expect(all.test / all.all).toBeGreaterThan(0.3);
    expect(all.test / all.all).toBeLessThan(0.37);
    // Each app folder within one template of a third. The whole and each difficulty add up the
    // rounding of every folder's strata (87 of 269 in v8: a third would be 89.7; 58 of 170 of
    // difficulty 2 in v10: 56.7), so they are held to 3% of their size, or one template.
    for (const [key, r] of rows) {
      if (key === 'all') continue;
      const slack = key.startsWith('difficulty') ? Math.max(1, r.all * 0.03) : 1;
      expect(Math.abs(r.test - r.all / 3), `${key}: ${r.test} test of ${r.all}`).toBeLessThanOrEqual(slack);
    }
    expect(new Set(TASKS.map((t) => groupOf(t.id))).size).toBe([...rows.keys()].filter((k) => k.startsWith('app ')).length);
  });

  it('v1 is the stratified draw, reproducible from the catalogue', () => {
    const v1 = readSplits(1);
    const drawn = assignSplits(TASKS.filter((t) => [...v1.splits.train.templates, ...v1.splits.test.templates].includes(t.id)));
    expect(drawn.splits.test.templates).toEqual(v1.splits.test.templates);
  });

  it('every test template still matches its fingerprint (a change to its judge or goal needs a new version)', () => {
    const stale = staleTestTemplates(file, TASKS);
    expect(stale, staleMessage(file, stale)).toEqual([]);
  });
});

describe('the fingerprint check fails when a test template changes', () => {
  const id = file.splits.test.templates.find((t) => t.startsWith('contacts/'))!;
  const original = TASKS.find((t) => t.id === id)!;
  const withTemplate = (changed: Task) => TASKS.map((t) => (t.id === id ? changed : t));

  it('catches a changed goal, says which template and part, and how to bump', () => {
    const changed: Task = { ...original, goal: (p) => `${original.goal(p)} Then go home.` };
    const stale = staleTestTemplates(file, withTemplate(changed));
    expect(stale).toEqual([{ id, parts: ['goals'] }]);
    const message = staleMessage(file, stale);
    expect(message).toContain(`${id}: goals`);
    expect(message).toContain('npm run splits -- --bump');
    expect(message).toContain(`tasks/splits/v${file.version + 1}.json`);
  });

  it('catches a judge that expects something else', () => {
    const changed: Task = { ...original, checks: (p) => [...original.checks(p), expectEqual('Wi-Fi is off', false, ({ after }) => after.apps.settings.wifi)] };
    expect(staleTestTemplates(file, withTemplate(changed))).toEqual([{ id, parts: ['judge'] }]);
  });

  it('catches an edit of its file or of a kit it imports, even when nothing else shows it', () => {
    const edited = { ...FILE_SOURCES, template: (t: string) => FILE_SOURCES.template(t) + (t === id ? '\n// edited\n' : '') };
    expect(staleTestTemplates(file, TASKS, edited)).toEqual([{ id, parts: ['source'] }]);
    const kitEdited = { ...FILE_SOURCES, kits: (t: string) => FILE_SOURCES.kits(t).map((k) => (k.path === 'contacts/kit.ts' ? { ...k, text: k.text + '\n' + '// edited' } : k)) };
    const stale = staleTestTemplates(file, TASKS, kitEdited);
    expect(stale.map((s) => s.id)).toContain(id);
    expect(stale.every((s) => s.parts.join() === 'kits')).toBe(true);
  });

  it('catches a test template that is gone from the catalogue', () => {
    expect(staleTestTemplates(file, TASKS.filter((t) => t.id !== id))).toEqual([{ id, parts: ['missing'] }]);
  });

  it('ignores a train template (changing train templates needs no bump)', () => {
    const trainId = file.splits.train.templates[0]!;
    const train = TASKS.find((t) => t.id === trainId)!;
    expect(staleTestTemplates(file, TASKS.map((t) => (t.id === trainId ? { ...train, goal: () => 'something else' } : t)))).toEqual([]);
  });
});

describe('a new template, and the next version', () => {
  const base = TASKS.find((t) => t.id === 'settings/toggle-wifi')!;
  const newTemplates: Task[] = [1, 2, 3, 4, 5, 6].map((n) => ({ ...base, id: `settings/new-${n}` }));
  // The new templates are copies of settings/toggle-wifi, read from its file.
  const asBase = (id: string) => (id.startsWith('settings/new-') ? base.id : id);
  const sources = { template: (id: string) => FILE_SOURCES.template(asBase(id)), kits: (id: string) => FILE_SOURCES.kits(asBase(id)) };

  it('a template the file does not name is train until the next version, in tasks.list too', () => {
    expect(splitOf('settings/new-1', file)).toBe('train');
    const summaries = taskSummaries([...TASKS, newTemplates[0]!], { splits: file });
    expect(summaries.find((t) => t.id === 'settings/new-1')!.split).toBe('train');
    expect(summaries.filter((t) => t.split === 'test').map((t) => t.id)).toEqual(file.splits.test.templates);
    expect(taskSummaries(TASKS, { splits: file, split: 'test', app: 'contacts' }).every((t) => t.split === 'test' && t.apps.includes('contacts'))).toBe(true);
  });

  it('--bump writes v2 beside v1, keeps every assignment, fills the new ones up to a third, and never rewrites a version', () => {
    copyFileSync(join(SPLITS_DIR, 'v1.json'), join(scratch, 'v1.json'));
    const v1Text = readFileSync(join(scratch, 'v1.json'), 'utf8');
    const v1 = readSplits(1, scratch);
    const catalogue = [...TASKS, ...newTemplates];
    const v2 = bumpSplits(v1, catalogue, sources);
    writeSplits(v2, scratch);
    expect(versionsIn(scratch)).toEqual([1, 2]);
    expect(latestSplits(scratch).version).toBe(2);
    expect(readFileSync(join(scratch, 'v1.json'), 'utf8')).toBe(v1Text);
    // Every template v1 names keeps its split (a template of the catalogue v1 does not name is new to v2 as well).
    const named = new Set([...v1.splits.test.templates, ...v1.splits.train.templates]);
    for (const t of TASKS.filter((t) => named.has(t.id))) expect(splitOf(t.id, v2), t.id).toBe(splitOf(t.id, v1));
    // settings at difficulty 1 had 1 test template of 5; with 6 more it holds round(11 / 3) = 4.
    expect(newTemplates.map((t) => splitOf(t.id, v2)).filter((s) => s === 'test').length).toBe(3);
    expect(staleTestTemplates(v2, catalogue, sources)).toEqual([]);
    expect(() => writeSplits(v2, scratch)).toThrow(/never rewritten/);
  });
});
