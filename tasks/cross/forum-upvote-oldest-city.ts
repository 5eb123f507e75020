import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import type { TaskUi } from '../ui.ts';
import * as fm from '../forum/kit.ts';
import * as wiki from '../wiki/kit.ts';

const claim = (city: string) => `${city} is the oldest city on the list`;
const founded = (body: string) => Number(wiki.factIn(body, 'Founded'));

/** The founding year a city's Wiki article gives, read on its page. */
async function foundedOnPage(ui: TaskUi, city: string): Promise<number> {
  await wiki.open(ui, city);
  return Number(wiki.fact(ui, 'Founded'));
}

export default defineTask({
  id: 'cross/forum-upvote-oldest-city',
  apps: ['forum', 'wiki'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // Two cities founded in different years; each has a post claiming it is the older.
    const cities = wiki.plainArticles(world).filter((a) => wiki.factIn(a.body, 'Founded') !== undefined && Number.isInteger(founded(a.body)));
    const [a, b] = rng.sample(cities.filter((c) => cities.filter((d) => founded(d.body) === founded(c.body)).length === 1), 2);
    const [older, younger] = founded(a!.body) < founded(b!.body) ? [a!, b!] : [b!, a!];
    const forum = rng.pick(world.apps.forum.forums).name;
    const [right, wrong] = fm.nextIds(world, 2, 'p');
    const [rightAuthor, wrongAuthor] = rng.sample(USER_NAMES.filter((u) => u !== world.apps.forum.me), 2);
    // Which post comes first is drawn, so that "the first post" is right half the time.
    return { older: older.title, younger: younger.title, forum, right: right!, wrong: wrong!, rightAuthor: rightAuthor!, wrongAuthor: wrongAuthor!, rightTitle: claim(older.title), wrongTitle: claim(younger.title), rightFirst: rng.int(0, 1) === 1 };
  },
  goal: (p) => `In f/${p.forum} on Forum, two posts each claim that a city is the oldest on the list: "${p.rightFirst ? p.rightTitle : p.wrongTitle}" and "${p.rightFirst ? p.wrongTitle : p.rightTitle}". Check both cities' founding years on Wiki and upvote only the post that is right.`,
  named: (p, s) => ({ ...fm.namedInForum(s, { posts: [p.rightTitle, p.wrongTitle], forums: [p.forum] }), ...wiki.namedInWiki(s, [p.older, p.younger]) }),
  setup: (d, p) => {
    // The ids were drawn in this order (nextIds): the right post is planted first, then the wrong one.
    fm.addPost(d, { forum: p.forum, title: p.rightTitle, body: 'Read it somewhere, fairly sure.', author: p.rightAuthor, ago: p.rightFirst ? 120 : 60, score: 5 });
    fm.addPost(d, { forum: p.forum, title: p.wrongTitle, body: 'Everyone knows this.', author: p.wrongAuthor, ago: p.rightFirst ? 60 : 120, score: 5 });
  },
  changes: (p) => [modified(fm.POSTS, p.right, ['vote'])],
  checks: (p) => [fm.voteIs(p.right, 1), fm.voteIs(p.wrong, 0)],
  oracle: fm.script(async (ui, p) => {
    const [x, y] = [await foundedOnPage(ui, p.older), await foundedOnPage(ui, p.younger)];
    await fm.openPost(ui, claim(x < y ? p.older : p.younger));
    await fm.upvote(ui);
  }),
  alternatives: [
    { name: 'opens both posts from the forum, checks the years in a new tab each, upvotes from the forum', run: fm.script(async (ui, p) => {
      await fm.openForum(ui, p.forum);
      await ui.act({ type: 'new_tab', url: wiki.articleUrl(p.younger) });
      const y = Number(wiki.fact(ui, 'Founded'));
      await ui.act({ type: 'new_tab', url: wiki.articleUrl(p.older) });
      const x = Number(wiki.fact(ui, 'Founded'));
      await ui.act({ type: 'tab_focus', index: 0 });
      await ui.tap({ text: claim(x < y ? p.older : p.younger), role: 'link' });
      await fm.upvote(ui);
    }) },
  ],
  nearMisses: [
    { name: 'upvotes the younger city\'s post', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.wrongTitle); await fm.upvote(ui); }) },
    { name: 'upvotes both', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.wrongTitle); await fm.upvote(ui); await fm.openPost(ui, p.rightTitle); await fm.upvote(ui); }) },
    { name: 'upvotes the right one and downvotes the other', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.rightTitle); await fm.upvote(ui); await fm.openPost(ui, p.wrongTitle); await fm.downvote(ui); }) },
  ],
});
