import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as wiki from './kit.ts';

export default defineTask({
  id: 'wiki/publish-draft',
  apps: ['wiki'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const mine = world.apps.wiki.articles.filter((a) => a.draft !== null && wiki.articlesTitled(world, a.title) === 1);
    const [target, other] = rng.sample(mine, 2);
    return { id: target!.id, title: target!.title, body: target!.draft!.body, categories: target!.draft!.categories, summary: target!.draft!.summary, other: other!.title };
  },
  goal: (p) => `Publish your Wiki draft of "${p.title}" as it is.`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  changes: (p) => [modified(wiki.ARTICLES, p.id, ['body', 'categories', 'revisions', 'status', 'draft']), mayRecord(wiki.PUBLISH, (e) => e.article === p.id)],
  checks: (p) => wiki.publishedAs(p.id, `"${p.title}"`, { body: p.body, categories: p.categories, summary: p.summary }),
  oracle: wiki.script(async (ui, p) => {
    await wiki.publishDraft(ui, p.title);
  }),
  alternatives: [
    { name: 'opened in the editor from My drafts, published from there', run: wiki.script(async (ui, p) => {
      await wiki.drafts(ui);
      await ui.tap({ text: `Edit draft of ${p.title}`, role: 'link' });
      await ui.tap({ text: 'Publish', role: 'button' });
    }) },
    { name: 'opened by its address, the editor (which holds the draft) published', run: wiki.script(async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      // A never-published article's page offers "Edit draft"; a published one's, "Edit".
      await ui.tap({ text: ui.find({ matches: /^Edit draft$/ }) ? 'Edit draft' : 'Edit', role: 'link' });
      await ui.tap({ text: 'Publish', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'publishes another draft', params: (p) => ({ ...p, title: p.other }) },
    { name: 'deletes the draft instead', run: wiki.script(async (ui, p) => {
      await wiki.deleteDraft(ui, p.title);
    }) },
    { name: 'publishes it, then saves a new draft of it from the editor', run: wiki.script(async (ui, p) => {
      await wiki.publishDraft(ui, p.title);
      await wiki.openByAddress(ui, p.title);
      await wiki.editOpen(ui, { summary: 'Later' }, 'Save draft');
    }) },
    { name: 'publishes it and another draft', run: async (ui, p, oracle) => {
      await wiki.publishDraft(ui, p.other);
      await oracle(ui, p);
    } },
  ],
});
