import { defineTask } from '../define.ts';
import { expectEqual, modified, removed } from '../../judges/index.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/delete-label',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const [label, other] = rng.sample(p.labels, 2);
    const issue = rng.pick(fg.issuesOf(world, p.id));
    return { projectId: p.id, project: p.name, slug: p.slug, id: label!.id, name: label!.name, other: other!.name, otherId: other!.id, issue: issue.id, number: issue.number };
  },
  goal: (p) => `On Forge, delete the label "${p.name}" of the project ${p.project}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project] }),
  // One issue carries both labels, so that taking the other one off it too is a change to see.
  setup: (d, p) => { const i = d.apps.forge.issues.find((x) => x.id === p.issue)!; i.labels = [...new Set([...i.labels, p.id, p.otherId])]; },
  // Deleting a label takes it off every issue that had it, and nothing else off them.
  changes: (p) => [removed(fg.labelsOf(p.projectId), { which: p.id }), modified(fg.ISSUES, (i) => i.project === p.projectId && (i.labels as string[]).includes(p.id), ['labels'])],
  checks: (p) => [
    expectEqual(`the label "${p.name}" is gone`, false, ({ after }) => fg.projectOf(after, p.projectId).labels.some((l) => l.id === p.id)),
    expectEqual('every issue keeps its other labels', [], ({ before, after }) => fg.issuesOf(before, p.projectId)
      .filter((i) => JSON.stringify(i.labels.filter((l) => l !== p.id).sort()) !== JSON.stringify([...(fg.issueById(after, i.id)?.labels ?? [])].sort()))
      .map((i) => i.id)),
  ],
  oracle: fg.script(async (ui, p) => { await fg.openProject(ui, p.project); await fg.section(ui, 'Labels'); await fg.deleteLabel(ui, p.name); }),
  alternatives: [
    { name: 'cancels once, then deletes', run: fg.script(async (ui, p) => { await fg.gotoSection(ui, p.slug, '/-/labels'); await fg.deleteLabel(ui, p.name, false); await fg.deleteLabel(ui, p.name); }) },
  ],
  nearMisses: [
    { name: 'deletes another label', params: (p) => ({ ...p, name: p.other }) },
    { name: 'deletes both', run: fg.script(async (ui, p) => { await fg.gotoSection(ui, p.slug, '/-/labels'); await fg.deleteLabel(ui, p.other); await fg.deleteLabel(ui, p.name); }) },
    { name: 'deletes it, then takes the other label off an issue that had both', run: fg.script(async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/labels');
      await fg.deleteLabel(ui, p.name);
      await ui.goto(fg.issueUrl(p.slug, p.number));
      await fg.toggleOnIssue(ui, 'labels', [p.other]);
    }) },
    { name: 'cancels the confirmation', run: fg.script(async (ui, p) => { await fg.gotoSection(ui, p.slug, '/-/labels'); await fg.deleteLabel(ui, p.name, false); }) },
  ],
});
