import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import { sameTyped } from '../../judges/frames.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as wiki from './kit.ts';

const SUMMARY = 'Add see-also line';

export default defineTask({
  id: 'wiki/save-draft',
  apps: ['wiki'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(wiki.plainArticles(world), 2);
    const line = `See also: ${other!.title}.`;
    return { id: target!.id, title: target!.title, line, body: `${target!.body}\n\n${line}`, categories: target!.categories };
  },
  goal: (p) => `Add the line "${p.line}" as a new last paragraph of the Wiki article "${p.title}", but do not publish it: save it as a draft with the edit summary "${SUMMARY}".`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  changes: (p) => [modified(wiki.ARTICLES, p.id, ['draft'])],
  checks: (p) => [
    expectThat<DeviceState, string>(`"${p.title}" has a draft as asked`, { body: p.body, summary: SUMMARY }, ({ before, after }) => {
      const d = wiki.articleById(after, p.id)?.draft;
      if (!d) return '(no draft)';
      if (!wiki.addedLastParagraph(d.body, wiki.articleById(before, p.id)!.body, p.line)) return `text: ${JSON.stringify(d.body)}`;
      if (!wiki.sameCategories(d.categories, p.categories)) return `categories: ${d.categories.join(', ')}`;
      if (!sameTyped(d.summary, SUMMARY)) return `summary: ${d.summary}`;
      return 'as asked';
    }, (v) => v === 'as asked'),
    wiki.nothingPublished(),
  ],
  oracle: async (ui, p) => {
    await wiki.open(ui, p.title);
    await ui.tap({ text: 'Edit', role: 'link' });
    await wiki.fillEditor(ui, { body: `${wiki.editorText(ui)}\n\n${p.line}`, summary: SUMMARY });
    await ui.tap({ text: 'Save draft', role: 'button' });
    await ui.done();
  },
  alternatives: [
    { name: 'the line typed with the goal\'s quotes around it', params: (p) => ({ ...p, line: `"${p.line}"` }) },
    { name: 'the line typed without its final full stop', params: (p) => ({ ...p, line: p.line.replace(/\.$/, '') }) },
    { name: 'saved twice: first without the line, then with it', run: async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      const text = wiki.editorText(ui);
      await wiki.fillEditor(ui, { summary: SUMMARY });
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: `${text}\n\n${p.line}` });
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'publishes it', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: `${wiki.editorText(ui)}\n\n${p.line}`, summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
    // Text already on the site compares exactly: a full stop lost from it (its last character, at most seeds) is a change.
    { name: 'adds the line, and the paragraph before it loses its last character', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: `${wiki.editorText(ui).replace(/\S\s*$/, '')}\n\n${p.line}`, summary: SUMMARY });
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.done();
    } },
    { name: 'puts the line first', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: `${p.line}\n\n${wiki.editorText(ui)}`, summary: SUMMARY });
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.done();
    } },
    { name: 'leaves the editor without saving', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: `${wiki.editorText(ui)}\n\n${p.line}`, summary: SUMMARY });
      await ui.tap({ text: 'Cancel', role: 'link' });
      await ui.done();
    } },
  ],
});
