import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as fg from './kit.ts';

const TEXTS = ['I can take this one this sprint.', 'Still reproducible on the latest build.', 'Blocked until the API change lands.', 'Fixed on my branch, review coming soon.'] as const;

export default defineTask({
  id: 'forge/comment-issue',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const open = fg.forge(world).issues.filter((i) => i.state === 'opened' && fg.issuesTitled(world, i.project, i.title) === 1);
    const target = rng.pick(open);
    const other = rng.pick(open.filter((i) => i.project === target.project && i.id !== target.id));
    return { id: target.id, title: target.title, project: fg.projectOf(world, target.project).name, projectId: target.project, other: other.title, text: rng.pick(TEXTS) as string };
  },
  goal: (p) => `On Forge, comment "${p.text}" on the issue "${p.title}" of the project ${p.project}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], issues: [[p.projectId, p.title]] }),
  changes: (p) => [added(`${fg.ISSUES}[${p.id}].comments`), mayRecord('forge-comment')],
  checks: (p) => fg.commentedOne('issue', p.id, p.text),
  oracle: fg.script(async (ui, p) => { await fg.openIssue(ui, p.project, p.title); await fg.comment(ui, p.text); }),
  alternatives: [
    { name: 'finds it by filtering the list by one word of the title', run: fg.script(async (ui, p) => {
      await fg.openProject(ui, p.project);
      await fg.section(ui, 'Issues');
      await ui.fill({ hint: 'Search or filter issues' }, p.title.split(' ').slice(0, 3).join(' '));
      await ui.key('Enter');
      await ui.tap({ text: p.title, role: 'link' });
      await fg.comment(ui, p.text);
    }) },
  ],
  nearMisses: [
    { name: 'on another issue', params: (p) => ({ ...p, title: p.other }) },
    { name: 'a typo in the comment', params: (p) => ({ ...p, text: fg.typo(p.text) }) },
    { name: 'comments twice', run: fg.script(async (ui, p) => { await fg.openIssue(ui, p.project, p.title); await fg.comment(ui, p.text); await fg.comment(ui, p.text); }) },
    { name: 'types it without sending', run: fg.script(async (ui, p) => { await fg.openIssue(ui, p.project, p.title); await ui.fill({ hint: 'Write a comment' }, p.text); }) },
  ],
});
