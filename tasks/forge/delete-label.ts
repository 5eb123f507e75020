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
    return { projectId: p.id, project: p.name, slug: p.slug, id: label!.id, name: label!.name, other: other!.name };
  },
  goal: (p) => `On Forge, delete the label "${p.name}" of the project ${p.project}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project] }),
  // Deleting a label takes it off every issue that had it.
  changes: (p) => [removed(fg.labelsOf(p.projectId), { which: p.id }), modified(fg.ISSUES, (i) => i.project === p.projectId && (i.labels as string[]).includes(p.id), ['labels'])],
  checks: (p) => [expectEqual(`the label "${p.name}" is gone`, false, ({ after }) => fg.projectOf(after, p.projectId).labels.some((l) => l.id === p.id))],
  oracle: fg.script(async (ui, p) => { await fg.openProject(ui, p.project); await fg.section(ui, 'Labels'); await fg.deleteLabel(ui, p.name); }),
  alternatives: [
    { name: 'cancels once, then deletes', run: fg.script(async (ui, p) => { await fg.gotoSection(ui, p.slug, '/-/labels'); await fg.deleteLabel(ui, p.name, false); await fg.deleteLabel(ui, p.name); }) },
  ],
  nearMisses: [
    { name: 'deletes another label', params: (p) => ({ ...p, name: p.other }) },
    { name: 'deletes both', run: fg.script(async (ui, p) => { await fg.gotoSection(ui, p.slug, '/-/labels'); await fg.deleteLabel(ui, p.other); await fg.deleteLabel(ui, p.name); }) },
    { name: 'cancels the confirmation', run: fg.script(async (ui, p) => { await fg.gotoSection(ui, p.slug, '/-/labels'); await fg.deleteLabel(ui, p.name, false); }) },
  ],
});
