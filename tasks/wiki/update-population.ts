import { defineTask } from '../define.ts';
import * as wiki from './kit.ts';

const SUMMARY = 'Update population';

export default defineTask({
  id: 'wiki/update-population',
  apps: ['wiki'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const cities = wiki.plainArticles(world).filter((a) => wiki.factIn(a.body, 'Population') !== undefined);
    const target = rng.pick(cities);
    const old = wiki.factIn(target.body, 'Population')!;
    const next = (Number(old.replace(/,/g, '')) + rng.int(1, 40) * 1000 + rng.int(1, 999)).toLocaleString('en-US');
    return { id: target.id, title: target.title, old, population: next, body: target.body.replace(`Population: ${old}`, `Population: ${next}`), categories: target.categories };
  },
  goal: (p) => `The population of ${p.title} is now ${p.population}. Update the "Population:" line of its Wiki article to that number and publish the change with the edit summary "${SUMMARY}".`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  changes: (p) => wiki.publishRules([p.id]),
  checks: (p) => wiki.publishedAs(p.id, `"${p.title}"`, { body: p.body, categories: p.categories, summary: SUMMARY, figure: 'Population' }),
  oracle: async (ui, p) => {
    await wiki.open(ui, p.title);
    await ui.tap({ text: 'Edit', role: 'link' });
    await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(`Population: ${p.old}`, `Population: ${p.population}`), summary: SUMMARY });
    await ui.tap({ text: 'Publish', role: 'button' });
    await ui.done();
  },
  alternatives: [
    { name: 'types the number without its thousands commas', params: (p) => ({ ...p, population: p.population.replace(/,/g, '') }) },
    { name: 'published with a wrong number, then corrected with the same summary', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(`Population: ${p.old}`, `Population: ${p.population}0`), summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(`Population: ${p.population}0`, `Population: ${p.population}`), summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'adds a new line and keeps the old one', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: `${wiki.editorText(ui)}\n\nPopulation: ${p.population}`, summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
    { name: 'one digit off', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(`Population: ${p.old}`, `Population: ${p.population.replace(/\d$/, (d) => String((Number(d) + 1) % 10))}`), summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
    { name: 'leaves the summary empty (refused), publishes nothing', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(`Population: ${p.old}`, `Population: ${p.population}`) });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
  ],
});
