import { defineTask } from '../define.ts';
import * as wiki from './kit.ts';

const lengthOf = (body: string) => wiki.factIn(body, 'Length');

export default defineTask({
  id: 'wiki/query-river-length',
  apps: ['wiki'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const rivers = world.apps.wiki.articles.filter((a) => a.status === 'published' && lengthOf(a.body) !== undefined && wiki.articlesTitled(world, a.title) === 1);
    // A length no other river has: the answer names this river and no other.
    const target = rng.pick(rivers.filter((a) => rivers.filter((x) => lengthOf(x.body) === lengthOf(a.body)).length === 1));
    return { id: target.id, title: target.title, other: rng.pick(rivers.filter((a) => a !== target)).title, category: 'Rivers' };
  },
  goal: (p) => `How long is the ${p.title}, according to its Wiki article?`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'kilometres', aliases: ['km', 'kilometers'], label: 'Length' },
    expected: (p, before) => Number(lengthOf(wiki.articleById(before, p.id)!.body)!.replace(/ km$/, '')),
    candidates: (_p, before) => before.apps.wiki.articles.map((a) => lengthOf(a.body)).filter((v): v is string => v !== undefined),
  },
  oracle: async (ui, p) => {
    await wiki.open(ui, p.title);
    await ui.answer(wiki.fact(ui, 'Length'));
  },
  alternatives: [
    { name: 'found through its category, answered as a typed number', run: async (ui, p) => {
      await wiki.openFromCategory(ui, p.category, p.title);
      await ui.answer(Number(wiki.fact(ui, 'Length').replace(/ km$/, '')));
    } },
    { name: 'answers the line as the page writes it ("Length: 412 km")', run: async (ui, p) => { await wiki.openByAddress(ui, p.title); await ui.answer(`Length: ${wiki.fact(ui, 'Length')}`); } },
  ],
  nearMisses: [
    { name: "answers another river's length", params: (p) => ({ ...p, title: p.other }) },
    { name: 'answers in miles', run: async (ui, p) => { await wiki.open(ui, p.title); await ui.answer(`${Math.round(Number(wiki.fact(ui, 'Length').replace(/ km$/, '')) / 1.609)} miles`); } },
  ],
});
