import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/close-issue',
  apps: ['forge'],
  difficulty: 1,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const open = fg.forge(world).issues.filter((i) => i.state === 'opened' && fg.issuesTitled(world, i.project, i.title) === 1);
    const target = rng.pick(open);
    const other = rng.pick(open.filter((i) => i.project === target.project && i.id !== target.id));
    const p = fg.projectOf(world, target.project);
    return { id: target.id, title: target.title, project: p.name, slug: p.slug, number: target.number, otherId: other.id, other: other.title };
  },
  goal: (p) => `On Forge, close the issue "${p.title}" of the project ${p.project}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], issues: [[fg.issueById(s, p.id)!.project, p.title]] }),
  changes: (p) => [modified(fg.ISSUES, p.id, ['state'])],
  checks: (p) => [fg.issueStateIs(p.id, 'closed')],
  oracle: fg.script(async (ui, p) => { await fg.openIssue(ui, p.project, p.title); await ui.tap({ text: 'Close issue', role: 'button' }); }),
  alternatives: [
    { name: 'straight from the issue\'s address', run: fg.script(async (ui, p) => { await ui.goto(fg.issueUrl(p.slug, p.number)); await ui.tap({ text: 'Close issue', role: 'button' }); }) },
    { name: 'closes it, reopens it, closes it again', run: fg.script(async (ui, p) => {
      await fg.openIssue(ui, p.project, p.title);
      await ui.tap({ text: 'Close issue', role: 'button' });
      await ui.tap({ text: 'Reopen issue', role: 'button' });
      await ui.tap({ text: 'Close issue', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'closes another issue of the project', run: fg.script(async (ui, p) => { await fg.openIssue(ui, p.project, p.other); await ui.tap({ text: 'Close issue', role: 'button' }); }) },
    { name: 'closes both', run: fg.script(async (ui, p) => {
      await fg.openIssue(ui, p.project, p.other);
      await ui.tap({ text: 'Close issue', role: 'button' });
      await fg.openIssue(ui, p.project, p.title);
      await ui.tap({ text: 'Close issue', role: 'button' });
    }) },
    { name: 'only opens it', run: fg.script((ui, p) => fg.openIssue(ui, p.project, p.title)) },
  ],
  undo: (ui) => ui.tap({ text: 'Reopen issue', role: 'button' }),
});
