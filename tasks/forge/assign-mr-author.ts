import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/assign-mr-author',
  apps: ['forge'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const mr = rng.pick(fg.mrsOf(world, p.id).filter((m) => m.author !== fg.me(world) && fg.mrsTitled(world, p.id, m.title) === 1));
    const issue = rng.pick(fg.issuesOf(world, p.id).filter((i) => i.state === 'opened' && fg.issuesTitled(world, p.id, i.title) === 1));
    const other = rng.pick(p.members.filter((m) => m.id !== mr.author && m.id !== fg.me(world))).id;
    return { projectId: p.id, project: p.name, slug: p.slug, mr: mr.title, mrNumber: mr.number, author: mr.author, name: fg.nameOf(world, mr.author), id: issue.id, title: issue.title, number: issue.number, other: fg.nameOf(world, other) };
  },
  goal: (p) => `On Forge, assign the issue "${p.title}" of the project ${p.project} to the person who opened the merge request "${p.mr}".`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], issues: [[p.projectId, p.title]], mrs: [[p.projectId, p.mr]] }),
  setup: (d, p) => { d.apps.forge.issues.find((i) => i.id === p.id)!.assignees = []; },
  changes: (p) => [modified(fg.ISSUES, p.id, ['assignees'])],
  checks: (p) => [fg.assigneesAre(p.id, [p.author])],
  oracle: fg.script(async (ui, p) => {
    await fg.openMr(ui, p.project, p.mr);
    const author = /^(.+) requested to merge /.exec(ui.find({ matches: / requested to merge / })!.text)![1]!;
    await fg.section(ui, 'Issues');
    await fg.searchIssues(ui, p.title);
    await ui.tap({ text: p.title, role: 'link' });
    await fg.toggleOnIssue(ui, 'assignees', [author]);
  }),
  alternatives: [
    { name: 'by addresses, assigning someone else first and taking them off', run: fg.script(async (ui, p) => {
      await ui.goto(fg.mrUrl(p.slug, p.mrNumber));
      await ui.goto(fg.issueUrl(p.slug, p.number));
      await fg.toggleOnIssue(ui, 'assignees', [p.other, p.name, p.other]);
    }) },
  ],
  nearMisses: [
    { name: 'assigns someone else', run: fg.script(async (ui, p) => { await ui.goto(fg.issueUrl(p.slug, p.number)); await fg.toggleOnIssue(ui, 'assignees', [p.other]); }) },
    { name: 'assigns both', run: fg.script(async (ui, p) => { await ui.goto(fg.issueUrl(p.slug, p.number)); await fg.toggleOnIssue(ui, 'assignees', [p.name, p.other]); }) },
    { name: 'assigns themself', run: fg.script(async (ui, p) => { await ui.goto(fg.issueUrl(p.slug, p.number)); await fg.toggleOnIssue(ui, 'assignees', ['Jordan Morales']); }) },
  ],
});
