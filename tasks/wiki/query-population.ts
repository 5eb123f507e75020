import { defineTask } from '../define.ts';
import * as wiki from './kit.ts';

export default defineTask({
  id: 'wiki/query-population',
  apps: ['wiki'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const cities = world.apps.wiki.articles.filter((a) => a.status === 'published' && wiki.factIn(a.body, 'Population') !== undefined && wiki.articlesTitled(world, a.title) === 1);
    const [target, other] = rng.sample(cities, 2);
    return { id: target!.id, title: target!.title, other: other!.title, category: target!.categories[0]! };
  },
  goal: (p) => `What is the population of ${p.title}, according to its Wiki article?`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'people', aliases: ['inhabitants'], label: 'Population' },
    expected: (p, before) => Number(wiki.factIn(wiki.articleById(before, p.id)!.body, 'Population')!.replace(/,/g, '')),
    candidates: (_p, before) => before.apps.wiki.articles.map((a) => wiki.factIn(a.body, 'Population')).filter((v): v is string => v !== undefined),
  },
  oracle: async (ui, p) => {
    await wiki.open(ui, p.title);
    await ui.answer(wiki.fact(ui, 'Population'));
  },
  alternatives: [
    { name: 'found through its category', run: async (ui, p) => { await wiki.openFromCategory(ui, p.category, p.title); await ui.answer(wiki.fact(ui, 'Population')); } },
    { name: 'opened by its address, answered as a typed number', run: async (ui, p) => { await wiki.openByAddress(ui, p.title); await ui.answer(Number(wiki.fact(ui, 'Population').replace(/,/g, ''))); } },
    { name: 'answers the line as the page writes it ("Population: 1,204,000")', run: async (ui, p) => { await wiki.open(ui, p.title); await ui.answer(`Population: ${wiki.fact(ui, 'Population')}`); } },
  ],
  nearMisses: [
    { name: "answers another city's population", params: (p) => ({ ...p, title: p.other }) },
    { name: 'answers the founding year', run: async (ui, p) => { await wiki.open(ui, p.title); await ui.answer(wiki.fact(ui, 'Founded')); } },
    { name: 'answers in a sentence', run: async (ui, p) => { await wiki.open(ui, p.title); await ui.answer(`About ${wiki.fact(ui, 'Population')} people live there.`); } },
  ],
});
