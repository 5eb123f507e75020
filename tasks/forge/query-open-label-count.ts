import { defineTask } from '../define.ts';
import * as fg from './kit.ts';

const PLANTED = ['Crash when the cache is cold', 'Timeout on the first request after deploy', 'Tooltip covers the save button', 'Sorting by date puts empty dates first',
  'Export stops at 1,000 rows', 'Retry loop never gives up', 'Wrong time zone in notification e-mails', 'Config reload drops connections', 'Scrollbar jumps on window resize',
  'Error message shows a raw key', 'Memory grows with every page view', 'Duplicate entries after a double click'];

export default defineTask({
  id: 'forge/query-open-label-count',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const label = p.labels.find((l) => l.name === 'bug') ?? rng.pick(p.labels);
    // The setup plants open issues with the label (and one closed) until its count is above every
    // other label's count in every project: no other instance's question has the same answer.
    const openWith = (pid: string, lid: string) => fg.issuesOf(world, pid).filter((i) => i.state === 'opened' && i.labels.includes(lid)).length;
    const others = fg.forge(world).projects.flatMap((x) => x.labels.filter((l) => l.id !== label.id).map((l) => openWith(x.id, l.id)));
    const extra = Math.max(1, Math.max(...others) + 1 - openWith(p.id, label.id)) + rng.int(0, 2);
    return { projectId: p.id, project: p.name, slug: p.slug, label: label.name, labelId: label.id, extra };
  },
  goal: (p) => `On Forge, how many open issues of the project ${p.project} have the label "${p.label}"?`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project] }),
  setup: (d, p) => {
    const author = fg.projectOf(d, p.projectId).members[1]!.id;
    PLANTED.slice(0, p.extra).forEach((title, k) => fg.addIssue(d, p.projectId, { title, body: 'Seen twice this week.', author, ago: 200 + 30 * k, labels: [p.labelId] }));
    fg.addIssue(d, p.projectId, { title: 'Wrong count on the summary page', body: 'Fixed by the last release.', author, ago: 400, labels: [p.labelId], state: 'closed' });
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['issues', 'issue', 'open issues', 'open issue'] },
    expected: (p, before) => fg.issuesOf(before, p.projectId).filter((i) => i.state === 'opened' && i.labels.includes(p.labelId)).length,
    candidates: (p, before) => Array.from({ length: fg.issuesOf(before, p.projectId).length + 1 }, (_, k) => String(k)),
  },
  oracle: async (ui, p) => {
    await fg.openProject(ui, p.project);
    await fg.section(ui, 'Issues');
    await ui.tap({ text: `Label ${p.label}`, role: 'link' });
    await ui.answer(fg.openCount(ui));
  },
  alternatives: [
    { name: 'from the labels page, with the noun', run: async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/labels');
      const link = await ui.scrollTo({ matches: new RegExp(`^\\d+ open issues labelled ${fg.esc(p.label)}$`), role: 'link' });
      await ui.answer(`${/^(\d+)/.exec(link.text)![1]} open issues`);
    } },
  ],
  nearMisses: [
    { name: 'counts every state (All)', run: async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/issues', { label: p.label, state: 'all' });
      await ui.answer(Number(/^All (\d+)/.exec(ui.find({ matches: /^All \d+/, role: 'link' })!.text)![1]));
    } },
    { name: 'counts all open issues of the project', run: async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/issues');
      await ui.answer(fg.openCount(ui));
    } },
  ],
});
