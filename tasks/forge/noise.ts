// Forge: the noise the judge gate plays around every template of the site (tests/gate/gate.ts):
// harmless browsing (a project's overview, a file, its commits, its issues filtered and paged, an
// issue read, the merge requests, the project search), and damage made on the pages and by the
// site's model. Browsing changes nothing but the browser's own state (routine).
import { addComment, merge, removeMember, setIssueState, toggleIn } from '../../apps/forge/model.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { bystanderProjects, comment, gotoSection, issueUrl, mergeOpen, mrUrl, nameOf, openProject, removeMember as removeOnPage, section, start, toggleOnIssue, url } from './kit.ts';

const project = (ctx: TrialContext, k = 0) => bystanderProjects(ctx)[k]!;
const openIssueOf = (ctx: TrialContext, k: number) => {
  const p = project(ctx, k % 2);
  return ctx.initial.apps.forge.issues.filter((i) => i.project === p.id && i.state === 'opened')[k]!;
};
const slugOf = (ctx: TrialContext, projectId: string) => ctx.initial.apps.forge.projects.find((p) => p.id === projectId)!.slug;
const memberTarget = (ctx: TrialContext) => { const p = project(ctx, 1); return { p, user: p.members.find((m) => m.id !== ctx.initial.apps.forge.me)!.id }; };
const mergeTarget = (ctx: TrialContext) => ctx.initial.apps.forge.mrs.find((m) => m.project === project(ctx, 0).id && m.state === 'opened')!;
const labelTarget = (ctx: TrialContext) => {
  const i = openIssueOf(ctx, 2);
  const p = ctx.initial.apps.forge.projects.find((x) => x.id === i.project)!;
  return { i, label: p.labels.find((l) => !i.labels.includes(l.id))! };
};
const EXTRA = 'Any update on this?';

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const [a, b] = bystanderProjects(ctx);
      await openProject(ui, a!.name);
      await ui.tap({ text: a!.files[1]!.path, role: 'link' });
      await ui.back();
      await section(ui, 'Commits');
      await section(ui, 'Issues');
      await ui.tap({ matches: /^Closed \d+$/, role: 'link' });
      await ui.goto(issueUrl(b!.slug, 1));
      await ui.swipe('up');
      await section(ui, 'Merge requests');
      await section(ui, 'Members');
      await start(ui);
      await ui.fill({ hint: 'Search projects' }, b!.name.split(' ')[0]!);
      await ui.key('Enter');
      await ui.goto(url('/'));
      await ui.goto('about:newtab');
    },
    apply: () => {},
  },
  damage: [
    { name: 'comments on a bystander issue', run: async (ui, ctx) => {
      const i = openIssueOf(ctx, 0);
      await ui.goto(issueUrl(slugOf(ctx, i.project), i.number));
      await comment(ui, EXTRA);
    }, apply: (d, ctx) => void addComment(d.apps.forge, d.os.ledger, d.os.now, 'issue', openIssueOf(ctx, 0).id, EXTRA) },
    { name: 'closes a bystander issue', run: async (ui, ctx) => {
      const i = openIssueOf(ctx, 1);
      await ui.goto(issueUrl(slugOf(ctx, i.project), i.number));
      await ui.tap({ text: 'Close issue', role: 'button' });
    }, apply: (d, ctx) => { const i = d.apps.forge.issues.find((x) => x.id === openIssueOf(ctx, 1).id)!; setIssueState(i, 'closed'); } },
    { name: 'labels a bystander issue', run: async (ui, ctx) => {
      const { i, label } = labelTarget(ctx);
      await ui.goto(issueUrl(slugOf(ctx, i.project), i.number));
      await toggleOnIssue(ui, 'labels', [label.name]);
    }, apply: (d, ctx) => { const { i, label } = labelTarget(ctx); toggleIn(d.apps.forge.issues.find((x) => x.id === i.id)!, 'labels', label.id); } },
    { name: 'removes a member of a bystander project', run: async (ui, ctx) => {
      const { p, user } = memberTarget(ctx);
      await gotoSection(ui, p.slug, '/-/project_members');
      await removeOnPage(ui, nameOf(ctx.initial, user));
    }, apply: (d, ctx) => { const { p, user } = memberTarget(ctx); removeMember(d.apps.forge, d.os.ledger, d.os.now, p.id, user); } },
    { name: 'merges a bystander merge request', run: async (ui, ctx) => {
      const m = mergeTarget(ctx);
      await ui.goto(mrUrl(slugOf(ctx, m.project), m.number));
      await mergeOpen(ui);
    }, apply: (d, ctx) => void merge(d.apps.forge, d.os.ledger, d.os.now, mergeTarget(ctx).id) },
  ],
};
