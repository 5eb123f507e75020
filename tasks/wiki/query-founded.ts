import { defineTask } from '../define.ts';
import * as wiki from './kit.ts';

export default defineTask({
  id: 'wiki/query-founded',
  apps: ['wiki'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const founded = world.apps.wiki.articles.filter((a) => a.status === 'published' && wiki.factIn(a.body, 'Founded') !== undefined && wiki.articlesTitled(world, a.title) === 1);
    // A year no other article gives: the answer names this article and no other.
    const target = rng.pick(founded.filter((a) => founded.filter((x) => wiki.factIn(x.body, 'Founded') === wiki.factIn(a.body, 'Founded')).length === 1));
    const year = wiki.factIn(target.body, 'Founded');
    const other = rng.pick(founded.filter((a) => a !== target && wiki.factIn(a.body, 'Founded') !== year));
    return { id: target.id, title: target.title, other: other.title };
  },
  goal: (p) => `In which year was ${p.title} founded, according to its Wiki article?`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  checks: () => [],
  answer: {
    // A year: the digits the article writes after "Founded:".
    spec: { type: 'count', label: 'Founded' },
    expected: (p, before) => Number(wiki.factIn(wiki.articleById(before, p.id)!.body, 'Founded')),
    candidates: (_p, before) => before.apps.wiki.articles.map((a) => wiki.factIn(a.body, 'Founded')).filter((v): v is string => v !== undefined),
  },
  oracle: async (ui, p) => {
    await wiki.open(ui, p.title);
    await ui.answer(wiki.fact(ui, 'Founded'));
  },
  alternatives: [
    { name: 'opened by its address, answered as a typed number', run: async (ui, p) => { await wiki.openByAddress(ui, p.title); await ui.answer(Number(wiki.fact(ui, 'Founded'))); } },
    { name: 'answers the line as the page writes it ("Founded: 1821")', run: async (ui, p) => { await wiki.open(ui, p.title); await ui.answer(`Founded: ${wiki.fact(ui, 'Founded')}`); } },
  ],
  nearMisses: [
    { name: "answers another article's founding year", params: (p) => ({ ...p, title: p.other }) },
    { name: 'answers in a sentence', run: async (ui, p) => { await wiki.open(ui, p.title); await ui.answer(`It was founded in ${wiki.fact(ui, 'Founded')}.`); } },
  ],
});
