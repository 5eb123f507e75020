import { defineTask } from '../define.ts';
import { added, createdRecord, expectThat } from '../../judges/index.ts';
import { sameTyped } from '../../judges/frames.ts';
import { categoryCounts } from '../../apps/wiki/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { Article } from '../../apps/wiki/state.ts';
import { effects, mayRecord } from '../ledger.ts';
import * as wiki from './kit.ts';

const SUMMARY = 'Created page';

const NEW = [
  { title: 'Ashen Hills', body: 'The Ashen Hills are a range of low hills north of the coast.' },
  { title: 'Kessel Bridge', body: 'Kessel Bridge is a stone bridge of seven arches over the river.' },
  { title: 'Vessmoor Library', body: 'Vessmoor Library holds the largest collection of maps in the region.' },
  { title: 'Tamsin Bay regatta', body: 'The Tamsin Bay regatta is a sailing race held every August.' },
  { title: 'Greyford mill', body: 'Greyford mill is a watermill that ground flour until 1952.' },
  { title: 'Sellwick tram', body: 'The Sellwick tram runs from the station to the observatory.' },
] as const;

export default defineTask({
  id: 'wiki/create-article',
  apps: ['wiki'],
  difficulty: 2,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const pick = rng.pick(NEW.filter((n) => wiki.articlesTitled(world, n.title) === 0));
    const categories = rng.sample(categoryCounts(world.apps.wiki).map((c) => c.name), 2);
    return { title: pick.title as string, body: pick.body as string, categories };
  },
  goal: (p) => `Create and publish a new Wiki article titled "${p.title}" with the text "${p.body}", in the categories "${p.categories[0]}" and "${p.categories[1]}", with the edit summary "${SUMMARY}".`,
  changes: (p) => [added(wiki.ARTICLES, { count: 1 }), mayRecord(wiki.PUBLISH, (e) => wiki.sameTitle(e.title, p.title))],
  checks: (p) => [
    ...createdRecord<DeviceState>(wiki.ARTICLES, 'article', {
      title: { expected: p.title, test: (v: unknown) => wiki.sameTitle(v, p.title) },
      status: 'published',
      body: { expected: p.body, test: (v: unknown) => typeof v === 'string' && wiki.sameGivenText(v, p.body) },
      categories: { expected: p.categories, test: (v: unknown) => Array.isArray(v) && wiki.sameCategories(v as string[], p.categories) },
    }, { draft: null }),
    expectThat<DeviceState, string[]>(`every revision published had the summary "${SUMMARY}"`, [SUMMARY], (ctx) => effects<wiki.PublishEntry>(ctx, wiki.PUBLISH).map((e) => e.summary),
      (v) => v.length > 0 && v.every((s) => sameTyped(s, SUMMARY))),
    expectThat<DeviceState, number>('its newest revision is the user\'s', 1, ({ changes }) => changes.added<Article>(wiki.ARTICLES)[0]?.revisions.length ?? 0, (n) => n >= 1),
  ],
  oracle: wiki.script((ui, p) => wiki.create(ui, { title: p.title, body: p.body, categories: p.categories, summary: SUMMARY })),
  alternatives: [
    { name: 'from the "Create it" link of the missing article\'s page', run: wiki.script(async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      await ui.tap({ text: 'Create it', role: 'link' });
      await wiki.fillEditor(ui, { body: p.body, add: p.categories, summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
    }) },
    { name: 'saved as a draft, then published from My drafts', run: wiki.script(async (ui, p) => {
      await wiki.create(ui, { title: p.title, body: p.body, categories: p.categories, summary: SUMMARY }, 'Save draft');
      await wiki.publishDraft(ui, p.title, false);
    }) },
    { name: 'the title typed in lower case', params: (p) => ({ ...p, title: p.title.toLowerCase() }) },
    { name: 'the text typed with the goal\'s quotes around it', params: (p) => ({ ...p, body: `"${p.body}"` }) },
    { name: 'the text typed without its final full stop', params: (p) => ({ ...p, body: p.body.replace(/\.$/, '') }) },
    { name: 'published without a category, then added it in an edit with the same summary', run: wiki.script(async (ui, p) => {
      await wiki.create(ui, { title: p.title, body: p.body, categories: [p.categories[0]!], summary: SUMMARY });
      await wiki.editOpen(ui, { add: [p.categories[1]!], summary: SUMMARY });
    }) },
    { name: 'the summary typed with the goal\'s quotes around it', run: wiki.script((ui, p) => wiki.create(ui, { title: p.title, body: p.body, categories: p.categories, summary: `"${SUMMARY}"` })) },
  ],
  nearMisses: [
    { name: 'leaves out a category', params: (p) => ({ ...p, categories: [p.categories[0]!] }) },
    { name: 'a letter off in the title', params: (p) => ({ ...p, title: `${p.title}s` }) },
    { name: 'the text with its last word left out', params: (p) => ({ ...p, body: p.body.replace(/\s+\S+$/, '.') }) },
    { name: 'only saves a draft', run: wiki.script((ui, p) => wiki.create(ui, { title: p.title, body: p.body, categories: p.categories, summary: SUMMARY }, 'Save draft')) },
    { name: 'another summary', run: wiki.script((ui, p) => wiki.create(ui, { title: p.title, body: p.body, categories: p.categories, summary: 'New article' })) },
  ],
});
