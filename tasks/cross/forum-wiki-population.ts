import { defineTask } from '../define.ts';
import { added, frame, shown, type AnswerSpec } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as fm from '../forum/kit.ts';
import * as wiki from '../wiki/kit.ts';

/** The comment the goal asks for: the city's name and one slot for the figure (1,204,000 or 1204000). */
const POPULATION: AnswerSpec = { type: 'number', unit: 'people', aliases: ['inhabitants'], label: 'Population' };
const frameFor = (city: string) => frame(`Population of ${city}: NUMBER`, 'NUMBER', POPULATION);
const digits = (figure: string) => figure.replace(/,/g, '');

export default defineTask({
  id: 'cross/forum-wiki-population',
  apps: ['forum', 'wiki'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    // Two cities with figures of their own: the asker's, and the one another post asks about (a near miss answers that one).
    const cities = wiki.plainArticles(world).filter((a) => wiki.factIn(a.body, 'Population') !== undefined);
    const [city, other] = rng.sample(cities.filter((c) => cities.filter((d) => wiki.factIn(d.body, 'Population') === wiki.factIn(c.body, 'Population')).length === 1), 2);
    const forum = rng.pick(world.apps.forum.forums);
    const [asker, otherAsker] = rng.sample(USER_NAMES.filter((u) => u !== world.apps.forum.me), 2);
    const [postId, otherPostId] = fm.nextIds(world, 2, 'p');
    return {
      city: city!.title, population: digits(wiki.factIn(city!.body, 'Population')!), other: other!.title,
      forum: forum.name, asker: asker!, otherAsker: otherAsker!, postId: postId!, otherPostId: otherPostId!,
      title: `How many people live in ${city!.title}?`, otherTitle: `How many people live in ${other!.title}?`,
    };
  },
  goal: (p) => `On Forum, ${p.asker} asked "${p.title}" in f/${p.forum}. Comment on that post with "${shown(frameFor(p.city))}", the population given in ${p.city}'s Wiki article.`,
  named: (p, s) => ({ ...fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }), ...wiki.namedInWiki(s, [p.city]) }),
  setup: (d, p) => {
    fm.addPost(d, { forum: p.forum, title: p.title, body: 'Moving there next year. Does anyone know the current figure? The Wiki probably has it.', author: p.asker, ago: 40, score: 3 });
    fm.addPost(d, { forum: p.forum, title: p.otherTitle, body: 'Settling an argument with a friend.', author: p.otherAsker, ago: 25, score: 2 });
  },
  changes: (p) => [added(fm.commentsOf(p.postId)), mayRecord('forum-comment')],
  checks: (p) => fm.commentedFramed(p.postId, null, frameFor(p.city), p.population),
  oracle: async (ui, p) => {
    await wiki.open(ui, p.city);
    const figure = wiki.fact(ui, 'Population');
    await fm.openPost(ui, p.title);
    // The post the goal names is the asker's: two seeds may ask about one city in two people's names.
    if (!ui.has({ text: p.asker, role: 'link' })) throw new Error(`"${p.title}" is not ${p.asker}'s post`);
    await fm.comment(ui, shown(frameFor(p.city), figure));
    await ui.done();
  },
  alternatives: [
    { name: 'opens the post first, opens the article in a new tab, writes the figure without commas', run: async (ui, p) => {
      await fm.openPostInForum(ui, p.forum, p.title);
      await ui.act({ type: 'new_tab', url: wiki.articleUrl(p.city) });
      const figure = digits(wiki.fact(ui, 'Population'));
      await ui.act({ type: 'tab_focus', index: 0 });
      await fm.comment(ui, shown(frameFor(p.city), figure));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "answers with the other city's figure", run: async (ui, p) => {
      await wiki.open(ui, p.other);
      const figure = wiki.fact(ui, 'Population');
      await fm.openPost(ui, p.title);
      await fm.comment(ui, shown(frameFor(p.city), figure));
      await ui.done();
    } },
    { name: 'comments on the other question', params: (p) => ({ ...p, title: p.otherTitle, asker: p.otherAsker }) },
    { name: 'writes the figure in a sentence of its own', run: async (ui, p) => {
      await wiki.open(ui, p.city);
      const figure = wiki.fact(ui, 'Population');
      await fm.openPost(ui, p.title);
      await fm.comment(ui, `About ${figure} people live in ${p.city}.`);
      await ui.done();
    } },
  ],
});
