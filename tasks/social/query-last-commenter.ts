import { defineTask } from '../define.ts';
import { nameRule } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as social from './kit.ts';

const LAST = 'Take me with you next time';
const EARLIER = 'Miss this place!';

/** On the post: who wrote the comment saying `said`: the name written just above it. */
async function readCommenter(ui: TaskUi, label: string, said = LAST): Promise<string> {
  await social.openMine(ui, label);
  await ui.scrollTo({ text: LAST });
  const tree = ui.tree();
  const at = tree.map((e) => e.text).lastIndexOf(said);
  return tree[at - 1]!.text;
}

export default defineTask({
  id: 'social/query-last-commenter',
  apps: ['social'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const post = rng.pick(social.uniqueMine(world));
    const [last, earlier] = rng.sample(social.uniqueAccounts(world).filter((a) => a.contact !== null), 2);
    return { id: post.id, text: post.text, label: social.labelOf(world, post), last: last!.id, lastName: last!.name, earlier: earlier!.id, earlierName: earlier!.name };
  },
  goal: (p) => `Who wrote the last comment on your Social post "${p.text}"?`,
  named: (p, s) => social.namedInSocial(s, { posts: { [`your post "${p.text}"`]: p.label } }),
  setup: (d, p) => {
    social.addCommentBy(d, p.id, p.earlier, EARLIER, 50);
    social.addCommentBy(d, p.id, p.last, LAST, 20);
  },
  checks: () => [],
  answer: {
    spec: { type: 'name', what: 'the person', rule: nameRule('social', 'person') },
    expected: (p) => p.lastName,
    candidates: (_p, before) => before.apps.social.accounts.map((a) => a.name),
  },
  oracle: async (ui, p) => ui.answer(await readCommenter(ui, p.label)),
  alternatives: [
    { name: 'answers in lower case', run: async (ui, p) => ui.answer((await readCommenter(ui, p.label)).toLowerCase()) },
  ],
  nearMisses: [
    { name: 'answers who commented before', run: async (ui, p) => ui.answer(await readCommenter(ui, p.label, EARLIER)) },
  ],
});
