// Cross-site: a Forum post asks which nonstop flight is cheapest on a route and day; look it up on
// Voyage and answer the post with a comment in the frame the goal gives ("AU 123, $99").
import { defineTask } from '../define.ts';
import { added, frame } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as fm from '../forum/kit.ts';
import * as vy from '../voyage/kit.ts';

// The goal's frame ("AU 123, $99"): the flight number as text, the fare by the answer grammar, so
// "$146" and "$146.00" are the same price.
const FRAME = frame('CODE, $PRICE', { CODE: { type: 'text', what: 'the flight number' }, PRICE: { type: 'number', unit: 'dollars' } });

export default defineTask({
  id: 'cross/voyage-forum-recommend',
  apps: ['forum', 'voyage'],
  difficulty: 3,
  maxSteps: 32,
  params: ({ rng, world }) => {
    const options = vy.routes(world).flatMap(([from, to]) => [2, 3, 4, 5].map((d) => ({ from, to, day: vy.dayAhead(world, d) })))
      .filter((o) => { const l = vy.flightsOn(world, o.from, o.to, o.day, 'economy', 0); return l.length >= 2 && vy.cheapestUnique(l); });
    const o = rng.pick(options);
    const [best, second] = vy.flightsOn(world, o.from, o.to, o.day, 'economy', 0);
    const from = vy.cityOf(world, o.from);
    const to = vy.cityOf(world, o.to);
    const date = vy.formatIsoDate(o.day);
    const forum = rng.pick(fm.forum(world).forums).name;
    const [id] = fm.nextIds(world, 1, 'p');
    return {
      forum, id: id!, author: rng.pick(USER_NAMES), title: `Cheapest nonstop ${from} to ${to} on ${date}?`, from, to, date,
      code: vy.flightCode(best!), price: best!.fares.economy, reply: `${vy.flightCode(best!)}, $${best!.fares.economy}`, wrong: `${vy.flightCode(second!)}, $${second!.fares.economy}`,
    };
  },
  goal: (p) => `On Forum, the post "${p.title}" in f/${p.forum} asks for a flight. Find the cheapest nonstop Economy flight for it on Voyage and comment on the post with its flight number and price per passenger, in the form "AU 123, $99".`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  setup: (d, p) => void fm.addPost(d, { forum: p.forum, title: p.title, body: `Flying ${p.from} to ${p.to} on ${p.date}, one passenger, Economy. Which nonstop is the cheapest on Voyage right now? Flight number and price please!`, author: p.author, ago: 45, score: 12 }),
  changes: (p) => [added(fm.commentsOf(p.id)), mayRecord('forum-comment')],
  checks: (p) => fm.commentedFramed(p.id, null, FRAME, { CODE: p.code, PRICE: p.price }),
  oracle: async (ui, p) => {
    await fm.openPost(ui, p.title);
    await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 });
    await vy.chip(ui, 'Nonstop only');
    await fm.openPost(ui, p.title);
    await fm.comment(ui, p.reply);
    await ui.done();
  },
  alternatives: [
    { name: 'looks it up first in a new tab, comments with a final full stop', run: async (ui, p) => {
      await ui.act({ type: 'new_tab' });
      await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 });
      await fm.openPost(ui, p.title);
      await fm.comment(ui, `${p.reply}.`);
      await ui.done();
    } },
    { name: 'writes the fare to the cent, with a thousands comma ("AU 123, $1,049.00")', params: (p) => ({ ...p, reply: `${p.code}, $${p.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}` }) },
  ],
  nearMisses: [
    { name: 'recommends the second-cheapest nonstop', params: (p) => ({ ...p, reply: p.wrong }) },
    { name: 'writes the price without the dollar sign', params: (p) => ({ ...p, reply: p.reply.replace('$', '') }) },
    { name: 'the flight number without the fare', params: (p) => ({ ...p, reply: p.code }) },
    { name: 'comments twice', run: async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, p.reply); await fm.comment(ui, p.reply); await ui.done(); } },
  ],
});
