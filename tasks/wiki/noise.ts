// Wiki: the noise the judge gate plays around every template of the site (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the site's model).
import { createArticle, deleteDraft as dropDraft, publish, restore, saveDraft } from '../../apps/wiki/model.ts';
import type { Article } from '../../apps/wiki/state.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { bystanders, create, deleteDraft, edit, open, restoreOpen, start } from './kit.ts';

/** Drafts the goal and params do not mention. */
function otherDrafts(ctx: TrialContext): Article[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return ctx.initial.apps.wiki.articles.filter((a) => a.draft !== null && !said.includes(a.title)).sort((a, b) => a.title.localeCompare(b.title));
}

const retyped = (ctx: TrialContext) => {
  const a = bystanders(ctx)[1]!;
  return { a, body: `${a.body}\n\nThis article needs more sources.` };
};
const drafted = (ctx: TrialContext) => {
  const a = bystanders(ctx)[2]!;
  return { a, body: `${a.body}\n\nTo do: add a photo.` };
};
const restored = (ctx: TrialContext) => bystanders(ctx).filter((a) => a.revisions.length >= 2)[0]!;
const EXTRA = { title: 'Scratch page', body: 'Nothing here yet.', categories: [] as string[], summary: 'Test' };

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const [a, b] = bystanders(ctx);
      await start(ui);
      await ui.tap({ text: 'Recent changes', role: 'link', index: 0 });
      await ui.swipe('up');
      await open(ui, a!.title);
      await ui.tap({ text: 'History', role: 'link' });
      await ui.back();
      // The editor opened and left with its Cancel link: nothing is saved.
      await ui.tap({ text: 'Edit', role: 'link' });
      await ui.fill({ hint: 'Briefly describe your changes' }, 'just looking');
      await ui.tap({ text: 'Cancel', role: 'link' });
      await ui.tap({ text: a!.categories[0]!, role: 'link' });
      await open(ui, b!.title);
      await ui.tap({ text: 'My drafts', role: 'link' });
    },
    apply: () => {},
  },
  damage: [
    { name: "publishes an edit of a bystander article", run: async (ui, ctx) => {
      const { a, body } = retyped(ctx);
      await edit(ui, a.title, { body, summary: 'More sources' });
    }, apply: (d, ctx) => {
      const { a, body } = retyped(ctx);
      publish(d.apps.wiki, d.os.ledger, a.id, { body, categories: a.categories, summary: 'More sources' }, d.os.now);
    } },
    { name: 'saves a draft of a bystander article', run: async (ui, ctx) => {
      const { a, body } = drafted(ctx);
      await edit(ui, a.title, { body, summary: 'Photo' }, 'Save draft');
    }, apply: (d, ctx) => {
      const { a, body } = drafted(ctx);
      saveDraft(d.apps.wiki, a.id, { body, categories: a.categories, summary: 'Photo' }, d.os.now);
    } },
    { name: 'restores an older revision of a bystander article', run: async (ui, ctx) => {
      const a = restored(ctx);
      await open(ui, a.title);
      await restoreOpen(ui, a.revisions.at(-2)!.id);
    }, apply: (d, ctx) => {
      const a = restored(ctx);
      restore(d.apps.wiki, d.os.ledger, a.id, a.revisions.at(-2)!.id, d.os.now);
    } },
    { name: 'deletes a draft the goal does not name', run: async (ui, ctx) => {
      const a = otherDrafts(ctx)[0]!;
      await deleteDraft(ui, a.title);
    }, apply: (d, ctx) => {
      dropDraft(d.apps.wiki, otherDrafts(ctx)[0]!.id);
    } },
    { name: 'publishes an extra article', run: async (ui) => {
      await create(ui, EXTRA);
    }, apply: (d) => {
      createArticle(d.apps.wiki, d.os.ledger, EXTRA.title, EXTRA, 'publish', d.os.now);
    } },
  ],
};
