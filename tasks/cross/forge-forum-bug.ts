// Cross-site: a Forum post reports a bug in one of Forge's projects. Open a Forge issue with the
// post's title, whose description credits the post's author in a fixed frame.
import { defineTask, nameRule } from '../define.ts';
import { added, frame } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as fm from '../forum/kit.ts';
import * as fg from '../forge/kit.ts';

const REPORTS = [
  ['Checkout freezes after applying a coupon', 'Every time I add a coupon code the page stops responding. Anyone else?'],
  ['Password reset e-mail never arrives', 'Tried three times today, nothing in spam either.'],
  ['App shows yesterday\'s balance', 'The numbers only update when I log out and in again.'],
] as const;

// The goal's frame: the author is read by Forum's rule for user names (any case).
const FRAME = frame('Reported on the forum by AUTHOR', 'AUTHOR', { type: 'name', what: "the post's author", rule: nameRule('forum', 'user') });

export default defineTask({
  id: 'cross/forge-forum-bug',
  apps: ['forge', 'forum'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const [title, body] = rng.pick(REPORTS);
    const forum = rng.pick(fm.forum(world).forums).name;
    const author = rng.pick(USER_NAMES);
    const project = rng.pick(fg.forge(world).projects);
    const [postId] = fm.nextIds(world, 1, 'p');
    return { title: title as string, body: `${body} (${project.name})`, forum, author: author as string, postId: postId!, projectId: project.id, project: project.name, other: rng.pick(USER_NAMES.filter((u) => u !== author)) as string };
  },
  goal: (p) => `The Forum post "${p.title}" reports a bug. On Forge, open an issue in the project ${p.project} with the post's title as its title and the description "Reported on the forum by <the post's author>".`,
  named: (p, s) => ({ ...fm.namedInForum(s, { posts: [p.title] }), ...fg.namedInForge(s, { projects: [p.project] }) }),
  setup: (d, p) => void fm.addPost(d, { forum: p.forum, title: p.title, body: p.body, author: p.author, ago: 45, score: 23 }),
  changes: () => [added(fg.ISSUES), mayRecord('forge-issue')],
  checks: (p) => fg.openedOne({ project: p.projectId, title: p.title, body: { frame: FRAME, value: p.author }, labels: [], assignees: [] }),
  oracle: fg.script(async (ui, p) => {
    await fm.openPost(ui, p.title);
    const author = ui.tree().find((e, k, t) => t[k - 1]?.text === 'Posted by' && e.role === 'link')!.text;
    await fg.newIssue(ui, p.project, { title: p.title, body: `Reported on the forum by ${author}` });
  }),
  alternatives: [
    { name: 'ends the description with a full stop', run: fg.script(async (ui, p) => {
      await fm.openPost(ui, p.title);
      await fg.newIssue(ui, p.project, { title: p.title, body: `Reported on the forum by ${p.author}.` });
    }) },
    { name: 'capitalises the author\'s name', run: fg.script(async (ui, p) => {
      await fm.openPost(ui, p.title);
      await fg.newIssue(ui, p.project, { title: p.title, body: `Reported on the forum by ${p.author[0]!.toUpperCase()}${p.author.slice(1)}` });
    }) },
  ],
  nearMisses: [
    { name: 'credits someone else', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title, body: `Reported on the forum by ${p.other}` })) },
    { name: 'credits the author with a character more', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title, body: `Reported on the forum by ${p.author}s` })) },
    { name: 'another title', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: fg.typo(p.title), body: `Reported on the forum by ${p.author}` })) },
    { name: 'no description', run: fg.script((ui, p) => fg.newIssue(ui, p.project, { title: p.title })) },
    { name: 'comments the line on the forum post instead', run: fg.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, `Reported on the forum by ${p.author}`); }) },
  ],
});
