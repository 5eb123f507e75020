import { defineTask } from '../define.ts';
import { nameRule } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as social from './kit.ts';

const COMMENT = /^(.+?): /;

/** On the post: who wrote the comment at `fromEnd` (1: the last one), read from its row. */
async function readCommenter(ui: TaskUi, label: string, fromEnd = 1): Promise<string> {
  await social.openMine(ui, label);
  await ui.scrollTo({ role: 'group', matches: /: Take me with you next time$/ });
  const rows = ui.findAll({ role: 'group', matches: COMMENT });
  return COMMENT.exec(rows.at(-fromEnd)!.text)![1]!;
}

export default defineTask({
  id: 'social/query-last-commenter',
  apps: ['social'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const post = rng.pick(social.uniqueMine(world));
    const [last, earlier] = rng.sample(social.uniqueAccounts(world).filter((a) => a.contact !== null), 2);
    return { id: post.id, text: post.text, label: social.labelOf(world, post), last: last!.id, lastName: last!.name, earlier: earlier!.id, earlierName: earlier!.name, names: world.apps.social.accounts.map((a) => a.name) };
  },
  goal: (p) => `Who wrote the last comment on your Social post "${p.text}"?`,
  named: (p, s) => social.namedInSocial(s, { posts: { [`your post "${p.text}"`]: p.label } }),
  setup: (d, p) => {
    social.addCommentBy(d, p.id, p.earlier, 'Miss this place!', 50);
    social.addCommentBy(d, p.id, p.last, 'Take me with you next time', 20);
  },
  checks: () => [],
  answer: {
    spec: { type: 'name', what: 'the person', rule: nameRule('social', 'person') },
    expected: (p) => p.lastName,
    candidates: (p) => p.names,
  },
  oracle: async (ui, p) => ui.answer(await readCommenter(ui, p.label)),
  alternatives: [
    { name: 'answers in lower case', run: async (ui, p) => ui.answer((await readCommenter(ui, p.label)).toLowerCase()) },
  ],
  nearMisses: [
    { name: 'answers who commented before', run: async (ui, p) => ui.answer(await readCommenter(ui, p.label, 2)) },
  ],
});
