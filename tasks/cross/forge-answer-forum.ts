// Cross-site: a Forum post asks whether a bug tracked on Forge is fixed. Look the issue up on
// Forge and answer on the post in a fixed frame: "Issue #<n> is <open|closed>".
import { defineTask } from '../define.ts';
import { added, frame } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as fm from '../forum/kit.ts';
import * as fg from '../forge/kit.ts';

// The goal's frame: the number and the state are read by the answer grammar, so the state may be
// written as Forge's badge shows it ("Open").
const FRAME = frame('Issue #NUMBER is STATE', { NUMBER: { type: 'count' }, STATE: { type: 'choice', options: ['open', 'closed'] } });

export default defineTask({
  id: 'cross/forge-answer-forum',
  apps: ['forge', 'forum'],
  difficulty: 3,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const issue = rng.pick(fg.forge(world).issues.filter((i) => fg.issuesTitled(world, i.project, i.title) === 1));
    const project = fg.projectOf(world, issue.project);
    const forum = rng.pick(fm.forum(world).forums).name;
    const [postId] = fm.nextIds(world, 1, 'p');
    return {
      postId: postId!, forum, title: `Is the "${issue.title}" bug fixed yet?`, author: rng.pick(USER_NAMES) as string,
      projectId: project.id, project: project.name, slug: project.slug, issue: issue.title, number: issue.number, state: issue.state === 'opened' ? 'open' : 'closed',
    };
  },
  goal: (p) => `The Forum post "${p.title}" asks about an issue of the Forge project ${p.project}. Look it up on Forge and comment on the post "Issue #<number> is <open or closed>".`,
  named: (p, s) => ({ ...fm.namedInForum(s, { posts: [p.title] }), ...fg.namedInForge(s, { projects: [p.project], issues: [[p.projectId, p.issue]] }) }),
  setup: (d, p) => void fm.addPost(d, { forum: p.forum, title: p.title, body: `It is tracked on Forge in ${p.project}. Does anyone know its status?`, author: p.author, ago: 30, score: 12 }),
  changes: (p) => [added(fm.commentsOf(p.postId)), mayRecord('forum-comment')],
  checks: (p) => fm.commentedFramed(p.postId, null, FRAME, { NUMBER: p.number, STATE: p.state }),
  oracle: fg.script(async (ui, p) => {
    await fg.openIssue(ui, p.project, p.issue);
    const n = /^Issue #(\d+) /.exec(ui.find({ matches: /^Issue #\d+ created / })!.text)![1];
    const state = ui.has({ text: 'Close issue', role: 'button' }) ? 'open' : 'closed';
    await fm.openPost(ui, p.title);
    await fm.comment(ui, `Issue #${n} is ${state}`);
  }),
  alternatives: [
    { name: 'reads the post first, opens the issue by its address', run: fg.script(async (ui, p) => {
      await fm.openPost(ui, p.title);
      await ui.goto(fg.issueUrl(p.slug, p.number));
      await fm.openPost(ui, p.title);
      await fm.comment(ui, `Issue #${p.number} is ${p.state}.`);
    }) },
    { name: 'copies the state as the issue\'s badge shows it ("Open")', run: fg.script(async (ui, p) => {
      await ui.goto(fg.issueUrl(p.slug, p.number));
      const badge = ui.find({ text: p.state === 'open' ? 'Open' : 'Closed' })!.text;
      await fm.openPost(ui, p.title);
      await fm.comment(ui, `Issue #${p.number} is ${badge}`);
    }) },
  ],
  nearMisses: [
    { name: 'the wrong state', run: fg.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, `Issue #${p.number} is ${p.state === 'open' ? 'closed' : 'open'}`); }) },
    { name: 'leaves the state open ("open or closed")', run: fg.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, `Issue #${p.number} is open or closed`); }) },
    { name: 'the wrong number', run: fg.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, `Issue #${p.number + 1} is ${p.state}`); }) },
    { name: 'comments on the Forge issue instead', run: fg.script(async (ui, p) => { await ui.goto(fg.issueUrl(p.slug, p.number)); await fg.comment(ui, `Issue #${p.number} is ${p.state}`); }) },
  ],
});
