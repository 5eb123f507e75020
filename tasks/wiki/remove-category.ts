import { defineTask } from '../define.ts';
import * as wiki from './kit.ts';

const SUMMARY = 'Remove category';

export default defineTask({
  id: 'wiki/remove-category',
  apps: ['wiki'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const target = rng.pick(wiki.plainArticles(world).filter((a) => a.categories.length >= 2));
    const category = rng.pick(target.categories);
    return { id: target.id, title: target.title, body: target.body, categories: target.categories, category, other: target.categories.find((c) => c !== category)! };
  },
  goal: (p) => `Remove the Wiki article "${p.title}" from the category "${p.category}" and publish the change with the edit summary "${SUMMARY}".`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  changes: (p) => wiki.publishRules([p.id]),
  checks: (p) => wiki.publishedAs(p.id, `"${p.title}"`, { body: p.body, categories: p.categories.filter((c) => c !== p.category), summary: SUMMARY }),
  oracle: wiki.script((ui, p) => wiki.edit(ui, p.title, { remove: [p.category], summary: SUMMARY })),
  alternatives: [
    { name: 'opened by its address, removed twice over (removed, added back, removed)', run: wiki.script(async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { remove: [p.category], add: [p.category] });
      await wiki.fillEditor(ui, { remove: [p.category], summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'removes the other category', params: (p) => ({ ...p, category: p.other }) },
    { name: 'removes both categories', run: wiki.script((ui, p) => wiki.edit(ui, p.title, { remove: [p.category, p.other], summary: SUMMARY })) },
    { name: 'removes it but only saves a draft', run: wiki.script((ui, p) => wiki.edit(ui, p.title, { remove: [p.category], summary: SUMMARY }, 'Save draft')) },
  ],
});
