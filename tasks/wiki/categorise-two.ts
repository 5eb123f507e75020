import { defineTask } from '../define.ts';
import { categoryCounts } from '../../apps/wiki/model.ts';
import * as wiki from './kit.ts';

const SUMMARY = 'Add category';

export default defineTask({
  id: 'wiki/categorise-two',
  apps: ['wiki'],
  difficulty: 3,
  maxSteps: 36,
  params: ({ rng, world }) => {
    const names = categoryCounts(world.apps.wiki).map((c) => c.name);
    const category = rng.pick(names);
    const [a, b, c] = rng.sample(wiki.plainArticles(world).filter((x) => !x.categories.includes(category)), 3);
    return {
      category, other: rng.pick(names.filter((n) => n !== category)),
      a: a!.id, aTitle: a!.title, aBody: a!.body, aCategories: a!.categories,
      b: b!.id, bTitle: b!.title, bBody: b!.body, bCategories: b!.categories,
      cTitle: c!.title,
    };
  },
  goal: (p) => `Add both Wiki articles "${p.aTitle}" and "${p.bTitle}" to the category "${p.category}", publishing each change with the edit summary "${SUMMARY}".`,
  named: (p, s) => wiki.namedInWiki(s, [p.aTitle, p.bTitle]),
  changes: (p) => wiki.publishRules([p.a, p.b]),
  checks: (p) => [
    ...wiki.publishedAs(p.a, `"${p.aTitle}"`, { body: p.aBody, categories: [...p.aCategories, p.category], summary: SUMMARY }),
    ...wiki.publishedAs(p.b, `"${p.bTitle}"`, { body: p.bBody, categories: [...p.bCategories, p.category], summary: SUMMARY }),
  ],
  oracle: wiki.script(
    (ui, p) => wiki.edit(ui, p.aTitle, { add: [p.category], summary: SUMMARY }),
    (ui, p) => wiki.edit(ui, p.bTitle, { add: [p.category], summary: SUMMARY }),
  ),
  alternatives: [
    { name: 'the second one first, by its address', run: wiki.script(
      async (ui, p) => { await wiki.openByAddress(ui, p.bTitle); await wiki.editOpen(ui, { add: [p.category], summary: SUMMARY }); },
      (ui, p) => wiki.edit(ui, p.aTitle, { add: [p.category], summary: SUMMARY }),
    ) },
  ],
  nearMisses: [
    { name: 'only the first article', run: wiki.script((ui, p) => wiki.edit(ui, p.aTitle, { add: [p.category], summary: SUMMARY })) },
    { name: 'the second article in another category', run: wiki.script(
      (ui, p) => wiki.edit(ui, p.aTitle, { add: [p.category], summary: SUMMARY }),
      (ui, p) => wiki.edit(ui, p.bTitle, { add: [p.other], summary: SUMMARY }),
    ) },
    { name: 'the first and a third article instead of the second', run: wiki.script(
      (ui, p) => wiki.edit(ui, p.aTitle, { add: [p.category], summary: SUMMARY }),
      (ui, p) => wiki.edit(ui, p.cTitle, { add: [p.category], summary: SUMMARY }),
    ) },
    { name: 'the second one with another summary', run: wiki.script(
      (ui, p) => wiki.edit(ui, p.aTitle, { add: [p.category], summary: SUMMARY }),
      (ui, p) => wiki.edit(ui, p.bTitle, { add: [p.category], summary: 'Categorise' }),
    ) },
  ],
});
