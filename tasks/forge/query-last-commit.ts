import { defineTask, nameRule } from '../define.ts';
import * as fg from './kit.ts';

/** On the project's overview: the first commit row's "<name> authored <when>". */
const readAuthor = (ui: fg.Ui) => /^(.+) authored /.exec(ui.find({ matches: / authored / })!.text)![1]!;

export default defineTask({
  id: 'forge/query-last-commit',
  apps: ['forge'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const latest = p.commits[0]!.author;
    // A near miss answers the signed-in user: someone else where the user authored it.
    const me = fg.forge(world).me === latest ? fg.forge(world).users.find((u) => u.username !== latest)!.username : fg.forge(world).me;
    return { projectId: p.id, project: p.name, slug: p.slug, previous: fg.nameOf(world, p.commits.find((c) => c.author !== latest)!.author), me: fg.nameOf(world, me) };
  },
  goal: (p) => `On Forge, who authored the latest commit of the project ${p.project}?`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project] }),
  checks: () => [],
  answer: {
    spec: { type: 'name', what: "the author's name as the site shows it", rule: nameRule('forge', 'person') },
    expected: (p, before) => fg.nameOf(before, fg.projectOf(before, p.projectId).commits[0]!.author),
    candidates: (_p, before) => before.apps.forge.users.map((u) => u.name),
  },
  oracle: async (ui, p) => {
    await fg.openProject(ui, p.project);
    await ui.answer(readAuthor(ui));
  },
  alternatives: [
    { name: 'from the commits page, in lower case', run: async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/commits');
      await ui.answer(readAuthor(ui).toLowerCase());
    } },
  ],
  nearMisses: [
    { name: 'an earlier commit\'s author', run: async (ui, p) => { await fg.openProject(ui, p.project); await ui.answer(p.previous); } },
    { name: 'the signed-in user (another user where they authored it)', run: async (ui, p) => { await fg.openProject(ui, p.project); await ui.answer(p.me); } },
  ],
});
