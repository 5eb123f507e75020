import { defineTask } from '../define.ts';
import { categoryCounts } from '../../apps/wiki/model.ts';
import * as wiki from './kit.ts';

const SUMMARY = 'Add category';

export default defineTask({
  id: 'wiki/add-category',
  apps: ['wiki'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const target = rng.pick(wiki.plainArticles(world));
    const [category, other] = rng.sample(categoryCounts(world.apps.wiki).map((c) => c.name).filter((c) => !target.categories.includes(c)), 2);
    return { id: target.id, title: target.title, body: target.body, categories: target.categories, category: category!, other: other! };
  },
  goal: (p) => `Add the Wiki article "${p.title}" to the category "${p.category}" and publish the change with the edit summary "${SUMMARY}".`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  changes: (p) => wiki.publishRules([p.id]),
  checks: (p) => wiki.publishedAs(p.id, `"${p.title}"`, { body: p.body, categories: [...p.categories, p.category], summary: SUMMARY }),
  oracle: wiki.script((ui, p) => wiki.edit(ui, p.title, { add: [p.category], summary: SUMMARY })),
  alternatives: [
    { name: 'the category typed in lower case, added with Enter', run: async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await ui.fill({ hint: 'Add a category' }, p.category.toLowerCase());
      await ui.key('Enter');
      await wiki.fillEditor(ui, { summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
    { name: 'added another category by mistake, removed it before publishing', run: wiki.script(async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { add: [p.other, p.category] });
      await wiki.fillEditor(ui, { remove: [p.other], summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
    }) },
    { name: 'saved as a draft, then published from My drafts', run: wiki.script(async (ui, p) => {
      await wiki.edit(ui, p.title, { add: [p.category], summary: SUMMARY }, 'Save draft');
      await wiki.publishDraft(ui, p.title);
    }) },
  ],
  nearMisses: [
    { name: 'adds another category', params: (p) => ({ ...p, category: p.other }) },
    { name: 'adds the category and another one', run: wiki.script((ui, p) => wiki.edit(ui, p.title, { add: [p.category, p.other], summary: SUMMARY })) },
    { name: 'publishes with another summary', run: wiki.script((ui, p) => wiki.edit(ui, p.title, { add: [p.category], summary: 'Categorise' })) },
    { name: 'replaces a category it had with the new one', run: wiki.script((ui, p) => wiki.edit(ui, p.title, { remove: [p.categories[0]!], add: [p.category], summary: SUMMARY })) },
  ],
});
