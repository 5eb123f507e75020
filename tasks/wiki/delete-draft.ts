import { defineTask } from '../define.ts';
import { expectEqual, modified, removed } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as wiki from './kit.ts';

export default defineTask({
  id: 'wiki/delete-draft',
  apps: ['wiki'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const mine = world.apps.wiki.articles.filter((a) => a.draft !== null && wiki.articlesTitled(world, a.title) === 1);
    const [target, other] = rng.sample(mine, 2);
    return { id: target!.id, title: target!.title, isNew: target!.status === 'draft', other: other!.title };
  },
  goal: (p) => `Delete your Wiki draft of "${p.title}".`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  // A never-published article goes with its draft; a published one keeps its live text and loses the draft.
  changes: (p) => (p.isNew ? [removed(wiki.ARTICLES, { which: p.id })] : [modified(wiki.ARTICLES, p.id, ['draft'])]),
  checks: (p) => [
    expectEqual<DeviceState>(`the draft of "${p.title}" is gone`, null, ({ after }) => wiki.articleById(after, p.id)?.draft ?? null),
    wiki.nothingPublished(),
  ],
  oracle: wiki.script(async (ui, p) => {
    await wiki.deleteDraft(ui, p.title);
  }),
  alternatives: [
    { name: 'cancelled once, then deleted', run: wiki.script(async (ui, p) => {
      await wiki.drafts(ui);
      await ui.tap({ text: `Delete draft of ${p.title}`, role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
      await ui.tap({ text: `Delete draft of ${p.title}`, role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'deletes another draft', params: (p) => ({ ...p, title: p.other }) },
    { name: 'cancels the confirmation', run: wiki.script(async (ui, p) => {
      await wiki.drafts(ui);
      await ui.tap({ text: `Delete draft of ${p.title}`, role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
    { name: 'publishes it instead', run: wiki.script(async (ui, p) => {
      await wiki.publishDraft(ui, p.title);
    }) },
  ],
});
