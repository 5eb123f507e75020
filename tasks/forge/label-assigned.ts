// Multi-step: put a label on every open issue of a project assigned to one person (three or four issues).
import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/label-assigned',
  apps: ['forge'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects.filter((x) => fg.issuesOf(world, x.id).some((i) => i.state === 'closed') && fg.issuesOf(world, x.id).filter((i) => i.state === 'opened').length >= 4));
    const who = rng.pick(p.members.filter((m) => m.id !== fg.me(world))).id;
    const [label, other] = rng.sample(p.labels, 2);
    const open = fg.issuesOf(world, p.id).filter((i) => i.state === 'opened');
    const count = rng.int(3, 4);
    const picked = rng.sample(open, Math.min(count, open.length));
    const chosen = picked.map((i) => i.id);
    const closed = fg.issuesOf(world, p.id).find((i) => i.state === 'closed')!.id;
    return { projectId: p.id, project: p.name, slug: p.slug, user: who, name: fg.nameOf(world, who), label: label!.name, labelId: label!.id, other: other!.name, issues: chosen, firstNumber: picked[0]!.number, closed };
  },
  goal: (p) => `On Forge, add the label "${p.label}" to every open issue of the project ${p.project} that is assigned to ${p.name}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], people: [p.name] }),
  // The setup makes the person the assignee of exactly the chosen open issues (and of one closed
  // one, which stays as it is), and takes the label off all of them.
  setup: (d, p) => {
    for (const i of d.apps.forge.issues.filter((x) => x.project === p.projectId)) {
      const mine = p.issues.includes(i.id) || i.id === p.closed;
      i.assignees = mine ? [...new Set([...i.assignees, p.user])] : i.assignees.filter((u) => u !== p.user);
      if (mine) i.labels = i.labels.filter((l) => l !== p.labelId);
    }
  },
  changes: (p) => [modified(fg.ISSUES, p.issues, ['labels'])],
  checks: (p) => p.issues.map((id) => fg.hasLabel(id, p.labelId, p.label)),
  oracle: fg.script(async (ui, p) => {
    await fg.openProject(ui, p.project);
    await fg.section(ui, 'Issues');
    await ui.tap({ text: `Assignee ${p.name}`, role: 'link' });
    for (let k = 0; k < p.issues.length; k++) {
      // The first row still without the label: the list keeps its filter, so each time the next one.
      await ui.tap(fg.firstIssueWithout(ui, p.label));
      await fg.toggleOnIssue(ui, 'labels', [p.label]);
      await ui.back();
    }
  }),
  alternatives: [
    { name: 'filters by the label being absent through each issue page, opened by address', run: fg.script(async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/issues', { assignee: p.user });
      for (let k = 0; k < p.issues.length; k++) {
        await ui.tap(fg.firstIssueWithout(ui, p.label));
        await ui.tap({ text: 'Edit labels', role: 'button' });
        await ui.tap({ text: p.label, role: 'checkbox' });
        await ui.back();
      }
    }) },
  ],
  nearMisses: [
    { name: 'misses the last one', run: fg.script(async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/issues', { assignee: p.user });
      for (let k = 0; k < p.issues.length - 1; k++) {
        await ui.tap(fg.firstIssueWithout(ui, p.label));
        await fg.toggleOnIssue(ui, 'labels', [p.label]);
        await ui.back();
      }
    }) },
    { name: 'also toggles another label on one of them', run: async (ui, p, oracle) => {
      await ui.goto(fg.issueUrl(p.slug, p.firstNumber));
      await fg.toggleOnIssue(ui, 'labels', [p.other]);
      await oracle(ui, p);
    } },
    { name: 'labels the closed one as well', run: async (ui, p, oracle) => {
      await fg.gotoSection(ui, p.slug, '/-/issues', { assignee: p.user, state: 'closed' });
      await ui.tap(fg.firstIssueWithout(ui, p.label));
      await fg.toggleOnIssue(ui, 'labels', [p.label]);
      await oracle(ui, p);
    } },
  ],
});
