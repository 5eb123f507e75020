import { defineTask } from '../define.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import type { TaskUi } from '../ui.ts';
import * as fm from '../forum/kit.ts';
import * as wiki from '../wiki/kit.ts';

const SUMMARY = 'Census figure from Forum';
const censusLine = (city: string, figure: string) => `The new census counts ${figure} people in ${city}.`;

/** The figure a census post gives, read from the post's text on screen. */
async function readCensus(ui: TaskUi, title: string): Promise<string> {
  await fm.openPost(ui, title);
  return /counts ([\d,]+) people/.exec(ui.read({ matches: /^The new census counts / }))![1]!;
}

/** Edit the article's "Population:" line to `figure` and publish with `summary`. */
async function publishFigure(ui: TaskUi, p: { city: string; old: string }, figure: string, summary = SUMMARY): Promise<void> {
  await wiki.open(ui, p.city);
  await ui.tap({ text: 'Edit', role: 'link' });
  await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(`Population: ${p.old}`, `Population: ${figure}`), summary });
  await ui.tap({ text: 'Publish', role: 'button' });
}

export default defineTask({
  id: 'cross/wiki-census-from-forum',
  apps: ['forum', 'wiki'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const cities = wiki.plainArticles(world).filter((a) => wiki.factIn(a.body, 'Population') !== undefined);
    const [city, other] = rng.sample(cities, 2);
    const old = wiki.factIn(city!.body, 'Population')!;
    const grown = (figure: string) => (Number(figure.replace(/,/g, '')) + rng.int(1, 40) * 1000 + rng.int(1, 999)).toLocaleString('en-US');
    const population = grown(old);
    return {
      id: city!.id, city: city!.title, old, population, body: city!.body.replace(`Population: ${old}`, `Population: ${population}`), categories: city!.categories,
      other: other!.title, otherFigure: grown(wiki.factIn(other!.body, 'Population')!),
      forum: rng.pick(world.apps.forum.forums).name, poster: rng.pick(USER_NAMES.filter((u) => u !== world.apps.forum.me)),
      title: `Census results: ${city!.title}`, otherTitle: `Census results: ${other!.title}`,
    };
  },
  goal: (p) => `The post "${p.title}" in f/${p.forum} on Forum gives ${p.city}'s new census population. Put that figure on the "Population:" line of ${p.city}'s Wiki article and publish the change with the edit summary "${SUMMARY}".`,
  named: (p, s) => ({ ...fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }), ...wiki.namedInWiki(s, [p.city]) }),
  setup: (d, p) => {
    fm.addPost(d, { forum: p.forum, title: p.title, body: censusLine(p.city, p.population), author: p.poster, ago: 90, score: 12 });
    fm.addPost(d, { forum: p.forum, title: p.otherTitle, body: censusLine(p.other, p.otherFigure), author: p.poster, ago: 60, score: 9 });
  },
  changes: (p) => wiki.publishRules([p.id]),
  checks: (p) => wiki.publishedAs(p.id, `"${p.city}"`, { body: p.body, categories: p.categories, summary: SUMMARY, figure: 'Population' }),
  oracle: async (ui, p) => {
    await publishFigure(ui, p, await readCensus(ui, p.title));
    await ui.done();
  },
  alternatives: [
    { name: 'finds the post in its forum', run: async (ui, p) => {
      await fm.openForum(ui, p.forum);
      await ui.tap({ text: p.title, role: 'link' });
      const figure = /counts ([\d,]+) people/.exec(ui.read({ matches: /^The new census counts / }))![1]!;
      await publishFigure(ui, p, figure);
      await ui.done();
    } },
    { name: 'types the figure without its thousands commas', run: async (ui, p) => {
      await publishFigure(ui, p, (await readCensus(ui, p.title)).replace(/,/g, ''));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "puts the other city's census figure", run: async (ui, p) => {
      await publishFigure(ui, p, await readCensus(ui, p.otherTitle));
      await ui.done();
    } },
    { name: 'one digit off', run: async (ui, p) => {
      const figure = await readCensus(ui, p.title);
      await publishFigure(ui, p, figure.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
      await ui.done();
    } },
    { name: 'another edit summary', run: async (ui, p) => {
      await publishFigure(ui, p, await readCensus(ui, p.title), 'Update population');
      await ui.done();
    } },
  ],
});
