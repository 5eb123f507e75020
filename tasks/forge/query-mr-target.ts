import { defineTask, nameRule } from '../define.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/query-mr-target',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const branch = p.branches.at(-1)!;
    const [target, other] = rng.sample(fg.mrsOf(world, p.id), 2);
    return { projectId: p.id, project: p.name, slug: p.slug, branch, id: target!.id, title: target!.title, other: other!.title };
  },
  goal: (p) => `On Forge, which merge request of the project ${p.project} targets the branch ${p.branch}?`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project] }),
  // Exactly one merge request of the project targets the branch; every other targets main.
  setup: (d, p) => { for (const m of d.apps.forge.mrs.filter((x) => x.project === p.projectId)) m.target = m.id === p.id ? p.branch : 'main'; },
  checks: () => [],
  answer: {
    spec: { type: 'name', what: "the merge request's title", rule: nameRule('forge', 'title') },
    expected: (p) => p.title,
    candidates: (p, before) => fg.mrsOf(before, p.projectId).map((m) => m.title),
  },
  oracle: async (ui, p) => {
    await fg.openProject(ui, p.project);
    await fg.section(ui, 'Merge requests');
    await ui.tap({ matches: /^All \d+$/, role: 'link' });
    const row = await ui.scrollTo({ matches: new RegExp(` → ${fg.esc(p.branch)}$`) });
    const rows = ui.tree();
    await ui.answer(rows[rows.findIndex((e) => e.id === row.id) - 1]!.text);
  },
  nearMisses: [
    { name: 'another merge request', run: async (ui, p) => { await fg.openProject(ui, p.project); await ui.answer(p.other); } },
    { name: 'the branch instead of the title', run: async (ui, p) => { await fg.openProject(ui, p.project); await ui.answer(p.branch); } },
  ],
});
