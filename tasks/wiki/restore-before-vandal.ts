import { defineTask } from '../define.ts';
import * as wiki from './kit.ts';

export default defineTask({
  id: 'wiki/restore-before-vandal',
  apps: ['wiki'],
  difficulty: 3,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const vandalised = world.apps.wiki.articles.filter((a) => a.status === 'published' && a.draft === null && wiki.isVandalised(a) && wiki.articlesTitled(world, a.title) === 1);
    const [target, other] = rng.sample(vandalised, 2);
    const before = target!.revisions.at(-2)!;
    return {
      id: target!.id, title: target!.title, vandal: target!.revisions.at(-1)!.author, revision: before.id, body: before.body, categories: before.categories,
      older: target!.revisions.length >= 3 ? target!.revisions.at(-3)!.id : '', other: other!.title, otherRevision: other!.revisions.at(-2)!.id,
    };
  },
  goal: (p) => `${p.vandal} vandalised the Wiki article "${p.title}" with the last edit. Restore the article to the version just before ${p.vandal}'s edit.`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  changes: (p) => wiki.publishRules([p.id]),
  checks: (p) => wiki.publishedAs(p.id, `"${p.title}"`, { body: p.body, categories: p.categories }),
  oracle: wiki.script(async (ui, p) => {
    await wiki.open(ui, p.title);
    await wiki.restoreOpen(ui, p.revision);
  }),
  alternatives: [
    { name: 'viewed the revision first, restored from its page', run: wiki.script(async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      await ui.tap({ text: 'History', role: 'link' });
      await ui.tap({ text: `View revision ${p.revision}`, role: 'link' });
      await ui.tap({ text: `Restore revision ${p.revision}`, role: 'button' });
      await ui.tap({ text: 'Restore', role: 'button' });
    }) },
    { name: 'restored an older version by mistake, then the one just before the vandal\'s', run: wiki.script(async (ui, p) => {
      await wiki.open(ui, p.title);
      if (p.older) await wiki.restoreOpen(ui, p.older);
      await wiki.restoreOpen(ui, p.revision);
    }) },
    // By hand: the vandal's line is the first paragraph; the rest is the version before.
    { name: 'removed the vandal\'s paragraph in the editor and published', run: wiki.script(async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).split('\n\n').slice(1).join('\n\n'), summary: 'Revert vandalism' });
      await ui.tap({ text: 'Publish', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'cancels the confirmation', run: wiki.script(async (ui, p) => {
      await wiki.open(ui, p.title);
      await wiki.restoreOpen(ui, p.revision, false);
    }) },
    { name: 'restores the same step in another vandalised article', run: wiki.script(async (ui, p) => {
      await wiki.open(ui, p.other);
      await wiki.restoreOpen(ui, p.otherRevision);
    }) },
    { name: 'restores a version older than the one asked for (or, with none, cancels)', run: wiki.script(async (ui, p) => {
      await wiki.open(ui, p.title);
      if (p.older) await wiki.restoreOpen(ui, p.older);
      else await wiki.restoreOpen(ui, p.revision, false);
    }) },
  ],
});
