// Cross-site: a colleague asks by mail for a city's population; look it up on Wiki and reply on
// Webmail in the goal's frame, the number in any form the answer grammar reads.
import { defineTask } from '../define.ts';
import { added, expectThat, frame, matchFrame, shown } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as wiki from '../wiki/kit.ts';
import * as wm from '../webmail/kit.ts';

const FRAME = frame('Population: N', 'N', { type: 'number', unit: 'people' });

export default defineTask({
  id: 'cross/webmail-wiki-figure',
  apps: ['webmail', 'wiki'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const cities = world.apps.wiki.articles.filter((a) => a.status === 'published' && wiki.factIn(a.body, 'Population') !== undefined && wiki.articlesTitled(world, a.title) === 1);
    const [target, other] = rng.sample(cities, 2);
    const who = rng.pick(wm.mail(world).contacts.filter((c) => c.company === 'Bluefin Design' || c.company === 'Harbor Legal'));
    // The setup plants the asking message: it gets the first id Webmail mints.
    const [message] = wm.nextIds(world, 1, 'm');
    return { message: message!, id: target!.id, city: target!.title, other: other!.title, name: who.name, from: who.address, subject: `Quick question about ${target!.title}` };
  },
  goal: (p) => `On Webmail, ${p.name} asks in "${p.subject}" for a figure. Look it up on Wiki and reply to that message with "${shown(FRAME)}", N being the figure as the Wiki gives it.`,
  named: (p, s) => ({ ...wm.namedInMail(s, { subjects: [p.subject] }), ...wiki.namedInWiki(s, [p.city]) }),
  setup: (d, p) => void wm.addMessage(d, { fromName: p.name, from: p.from, subject: p.subject, body: `Hi Robin,\n\nFor the report: what is the population of ${p.city}? The Wiki article should have it.\n\nThanks,\n${p.name.split(' ')[0]}`, ago: 40 }),
  changes: () => [added(wm.MESSAGES, { where: (m) => m.folder === 'sent' }), mayRecord('webmail-send')],
  checks: (p) => {
    const want = (before: Parameters<typeof wiki.articleById>[0]) => Number(wiki.factIn(wiki.articleById(before, p.id)!.body, 'Population')!.replace(/,/g, ''));
    return [
      ...wm.sentOne({ to: [p.from], inReplyTo: p.message }),
      expectThat(`it reads "${shown(FRAME)}" with the population of ${p.city}`, shown(FRAME, p.city), (ctx) => { const all = wm.sentEntries(ctx); return all.length === 1 ? matchFrame(FRAME, want(ctx.before), all[0]!.body) : undefined; }, (r) => r?.passed === true),
    ];
  },
  oracle: wm.script(async (ui, p) => {
    await ui.openApp('Wiki');
    await wiki.open(ui, p.city);
    const n = wiki.fact(ui, 'Population');
    // The message by its sender too: two seeds may ask about the same city from two people.
    await wm.openMessage(ui, p.subject, `from:${p.from} ${p.subject}`);
    await wm.reply(ui, `Population: ${n}`);
  }),
  alternatives: [
    { name: 'reads the mail first, writes the number without commas', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.openApp('Wiki');
      await wiki.openByAddress(ui, p.city);
      const n = wiki.fact(ui, 'Population').replace(/,/g, '');
      await wm.openMessage(ui, p.subject);
      await wm.reply(ui, `Population: ${n}`);
    }) },
  ],
  nearMisses: [
    { name: 'replies with another city\'s population', run: wm.script(async (ui, p) => {
      await ui.openApp('Wiki');
      await wiki.open(ui, p.other);
      const n = wiki.fact(ui, 'Population');
      await wm.openMessage(ui, p.subject);
      await wm.reply(ui, `Population: ${n}`);
    }) },
    { name: 'replies in a sentence', run: wm.script(async (ui, p) => {
      await ui.openApp('Wiki');
      await wiki.open(ui, p.city);
      const n = wiki.fact(ui, 'Population');
      await wm.openMessage(ui, p.subject);
      await wm.reply(ui, `About ${n} people live there.`);
    }) },
    { name: 'writes the figure in a new message from Compose (not a reply)', run: wm.script(async (ui, p) => {
      await ui.openApp('Wiki');
      await wiki.open(ui, p.city);
      const n = wiki.fact(ui, 'Population');
      await wm.compose(ui, { to: [p.from], subject: `Re: ${p.subject}`, body: `Population: ${n}` });
    }) },
  ],
});
