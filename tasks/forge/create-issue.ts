import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as fg from './kit.ts';

const TITLES = ['Error page shows a stack trace', 'Add a retry button to failed uploads', 'Typo in the welcome e-mail', 'Log out from every device', 'Improve the empty state of the list'] as const;

export default defineTask({
  id: 'forge/create-issue',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const [label, other] = rng.sample(p.labels, 2);
    const assignee = rng.pick(p.members.filter((m) => m.id !== fg.me(world)));
    return { projectId: p.id, project: p.name, milestone: p.milestones.find((m) => m.state === 'active')!.title, title: rng.pick(TITLES) as string, label: label!.name, otherLabel: other!.name, assignee: assignee.id, name: fg.nameOf(world, assignee.id) };
  },
  goal: (p) => `On Forge, open an issue in the project ${p.project} titled "${p.title}", with the label "${p.label}", assigned to ${p.name}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], people: [p.name] }),
  changes: () => [added(fg.ISSUES), mayRecord('forge-issue')],
  checks: (p) => fg.openedOne({ project: p.projectId, title: p.title, labels: [p.label], assignees: [p.assignee] }),
  oracle: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title, labels: [p.label], assignees: [p.name] })),
  alternatives: [
    { name: 'opens it bare, then sets the label and assignee on the issue page', run: fg.script(async (ui, p) => {
      await fg.newIssue(ui, p.project, { title: p.title });
      await fg.toggleOnIssue(ui, 'labels', [p.label]);
      await fg.toggleOnIssue(ui, 'assignees', [p.name]);
    }) },
    { name: 'sends the form without a title first (refused), then types it', run: fg.script(async (ui, p) => {
      await fg.newIssue(ui, p.project, { title: '', labels: [p.label], assignees: [p.name] });
      await ui.fill({ hint: 'Title' }, p.title);
      await ui.tap({ text: 'Create issue', role: 'button' });
    }) },
    { name: 'picks a milestone, then No milestone again, before sending', run: fg.script(async (ui, p) => {
      await fg.newIssue(ui, p.project, { title: p.title, labels: [p.label], assignees: [p.name], milestone: p.milestone }, false);
      await ui.tap({ text: 'No milestone', role: 'radio' });
      await ui.scrollTo({ text: 'Create issue', role: 'button' });
      await ui.tap({ text: 'Create issue', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'another label', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'a typo in the title', params: (p) => ({ ...p, title: fg.typo(p.title) }) },
    { name: 'both labels', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title, labels: [p.label, p.otherLabel], assignees: [p.name] })) },
    { name: 'forgets the assignee', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title, labels: [p.label] })) },
    { name: 'opens it, then closes it', run: fg.script(async (ui, p) => {
      await fg.newIssue(ui, p.project, { title: p.title, labels: [p.label], assignees: [p.name] });
      await ui.tap({ text: 'Close issue', role: 'button' });
    }) },
    { name: 'opens it twice', run: async (ui, p, oracle) => { await fg.newIssue(ui, p.project, { title: p.title, labels: [p.label], assignees: [p.name] }); await oracle(ui, p); } },
    { name: 'sets a milestone nobody asked for', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title, labels: [p.label], assignees: [p.name], milestone: p.milestone })) },
    { name: 'writes a description nobody asked for', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title, body: p.title, labels: [p.label], assignees: [p.name] })) },
    { name: 'never sends the form', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title, labels: [p.label], assignees: [p.name] }, false)) },
  ],
});
