// Merge the one open merge request of a project that has an approval; the unapproved ones stay open.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/merge-approved',
  apps: ['forge'],
  difficulty: 3,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const unmerged = fg.mrsOf(world, p.id).filter((m) => m.state !== 'merged');
    const target = rng.pick(unmerged.filter((m) => m.author !== fg.me(world)));
    const other = rng.pick(unmerged.filter((m) => m.id !== target.id));
    const approver = rng.pick(p.members.filter((m) => m.id !== fg.me(world) && m.id !== target!.author)).id;
    return { projectId: p.id, project: p.name, slug: p.slug, id: target!.id, title: target!.title, number: target!.number, otherId: other!.id, other: other!.title, approver };
  },
  goal: (p) => `On Forge, the project ${p.project} has one open merge request with an approval. Merge it, and nothing else.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project] }),
  // The setup leaves two open merge requests: the target, approved, and one other without approvals.
  setup: (d, p) => {
    for (const m of d.apps.forge.mrs.filter((x) => x.project === p.projectId)) {
      if (m.id === p.id) { m.state = 'opened'; m.approvals = [p.approver]; }
      else if (m.id === p.otherId) { m.state = 'opened'; m.approvals = []; }
      else if (m.state === 'opened') m.state = 'closed';
    }
  },
  changes: (p) => [modified(fg.MRS, p.id, ['state']), mayRecord('forge-merge')],
  checks: (p) => [
    expectEqual('exactly one merge request was merged', 1, (ctx) => fg.mergeEntries(ctx).length),
    expectEqual(`"${p.title}" is merged`, 'merged', ({ after }) => fg.mrById(after, p.id)?.state ?? null),
  ],
  oracle: fg.script(async (ui, p) => {
    await fg.openProject(ui, p.project);
    await fg.section(ui, 'Merge requests');
    await ui.tap({ text: p.title, role: 'link' });
    await fg.mergeOpen(ui);
  }),
  alternatives: [
    { name: 'opens the unapproved one first, backs out, then merges the approved one', run: fg.script(async (ui, p) => {
      await fg.openProject(ui, p.project);
      await fg.section(ui, 'Merge requests');
      await ui.tap({ text: p.other, role: 'link' });
      await ui.back();
      await ui.tap({ text: p.title, role: 'link' });
      await fg.mergeOpen(ui, false);
      await fg.mergeOpen(ui);
    }) },
  ],
  nearMisses: [
    { name: 'merges the unapproved one', run: fg.script(async (ui, p) => { await ui.goto(fg.projectUrl(p.slug, '/-/merge_requests')); await ui.tap({ text: p.other, role: 'link' }); await fg.mergeOpen(ui); }) },
    { name: 'merges both', run: fg.script(async (ui, p) => {
      await ui.goto(fg.projectUrl(p.slug, '/-/merge_requests'));
      await ui.tap({ text: p.other, role: 'link' });
      await fg.mergeOpen(ui);
      await ui.goto(fg.mrUrl(p.slug, p.number));
      await fg.mergeOpen(ui);
    }) },
    { name: 'approves it instead of merging', run: fg.script(async (ui, p) => { await ui.goto(fg.mrUrl(p.slug, p.number)); await ui.tap({ text: 'Approve', role: 'button' }); }) },
    { name: 'cancels the merge', run: fg.script(async (ui, p) => { await ui.goto(fg.mrUrl(p.slug, p.number)); await fg.mergeOpen(ui, false); }) },
  ],
});
