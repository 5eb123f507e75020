// Multi-step: create a milestone, then move two issues to it.
import { defineTask } from '../define.ts';
import { added, expectEqual, modified } from '../../judges/index.ts';
import * as fg from './kit.ts';

const TITLES = ['v2.0', 'Spring hardening', 'Beta launch', 'Q3 polish'] as const;

export default defineTask({
  id: 'forge/milestone-move',
  apps: ['forge'],
  difficulty: 3,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const open = fg.issuesOf(world, p.id).filter((i) => i.state === 'opened' && fg.issuesTitled(world, p.id, i.title) === 1);
    const [a, b, c] = rng.sample(open, 3);
    return { projectId: p.id, project: p.name, slug: p.slug, milestone: rng.pick(TITLES) as string, a: a!.id, aTitle: a!.title, b: b!.id, bTitle: b!.title, cTitle: c!.title };
  },
  goal: (p) => `On Forge, create a milestone named "${p.milestone}" in the project ${p.project}, then move the issues "${p.aTitle}" and "${p.bTitle}" to it.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], issues: [[p.projectId, p.aTitle], [p.projectId, p.bTitle]] }),
  changes: (p) => [added(fg.milestonesOf(p.projectId)), modified(fg.ISSUES, [p.a, p.b], ['milestone'])],
  checks: (p) => {
    const made = (after: Parameters<typeof fg.projectOf>[0]) => fg.projectOf(after, p.projectId).milestones.filter((m) => fg.sameTitle(m.title, p.milestone));
    return [
      expectEqual(`a milestone "${p.milestone}" exists`, 1, ({ after }) => made(after).length),
      expectEqual('it is still active (not closed)', 'active', ({ after }) => made(after)[0]?.state ?? null),
      expectEqual(`"${p.aTitle}" is in it`, true, ({ after }) => made(after).length === 1 && fg.issueById(after, p.a)?.milestone === made(after)[0]!.id),
      expectEqual(`"${p.bTitle}" is in it`, true, ({ after }) => made(after).length === 1 && fg.issueById(after, p.b)?.milestone === made(after)[0]!.id),
    ];
  },
  oracle: fg.script(async (ui, p) => {
    await fg.openProject(ui, p.project);
    await fg.section(ui, 'Milestones');
    await fg.createMilestone(ui, p.milestone);
    for (const title of [p.aTitle, p.bTitle]) {
      await fg.section(ui, 'Issues');
      await fg.searchIssues(ui, title);
      await ui.tap({ text: title, role: 'link' });
      await fg.chooseMilestone(ui, p.milestone);
    }
  }),
  alternatives: [
    { name: 'with a due date, issues opened from the filtered list', run: fg.script(async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/milestones');
      await fg.createMilestone(ui, p.milestone, '2027-06-30');
      for (const title of [p.bTitle, p.aTitle]) {
        await fg.gotoSection(ui, p.slug, '/-/issues', { search: title });
        await ui.tap({ text: title, role: 'link' });
        await fg.chooseMilestone(ui, p.milestone);
      }
    }) },
  ],
  nearMisses: [
    { name: 'moves a third issue instead of the second', params: (p) => ({ ...p, bTitle: p.cTitle }) },
    { name: 'a typo in the milestone\'s name', params: (p) => ({ ...p, milestone: `${p.milestone}.1` }) },
    { name: 'moves both, then closes the milestone', run: fg.script(async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/milestones');
      await fg.createMilestone(ui, p.milestone);
      for (const title of [p.aTitle, p.bTitle]) {
        await fg.gotoSection(ui, p.slug, '/-/issues', { search: title });
        await ui.tap({ text: title, role: 'link' });
        await fg.chooseMilestone(ui, p.milestone);
      }
      await fg.gotoSection(ui, p.slug, '/-/milestones');
      await ui.tap({ text: `Close milestone ${p.milestone}`, role: 'button' });
    }) },
    { name: 'creates the milestone only', run: fg.script(async (ui, p) => { await fg.gotoSection(ui, p.slug, '/-/milestones'); await fg.createMilestone(ui, p.milestone); }) },
  ],
});
