import { defineTask } from '../define.ts';
import { paragraphsOf } from '../../apps/wiki/state.ts';
import * as wiki from './kit.ts';

const SUMMARY = 'Fix typo';

/** Words of a body's prose (not its "Label: value" lines) that occur once and are long enough to misspell. */
function typoWords(body: string): string[] {
  const prose = paragraphsOf(body).filter((p) => !/^[A-Z][a-z ]+: /.test(p)).join(' ');
  const words = prose.match(/\b[a-z]{6,}\b/g) ?? [];
  return [...new Set(words)].filter((w) => wiki.misspell(w) !== w && body.split(w).length === 2 && !body.includes(wiki.misspell(w)));
}

export default defineTask({
  id: 'wiki/fix-typo',
  apps: ['wiki'],
  difficulty: 2,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(wiki.plainArticles(world).filter((a) => typoWords(a.body).length > 0), 2);
    const word = rng.pick(typoWords(target!.body));
    return { id: target!.id, title: target!.title, word, typo: wiki.misspell(word), body: target!.body, categories: target!.categories, other: other!.title };
  },
  goal: (p) => `The Wiki article "${p.title}" misspells "${p.word}" as "${p.typo}". Fix the typo and publish the change with the edit summary "${SUMMARY}".`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  // The typo is in the live text: the article's latest revision writes it.
  setup: (d, p) => {
    const a = d.apps.wiki.articles.find((x) => x.id === p.id)!;
    a.body = a.body.replace(p.word, p.typo);
    a.revisions.at(-1)!.body = a.body;
  },
  changes: (p) => wiki.publishRules([p.id]),
  checks: (p) => wiki.publishedAs(p.id, `"${p.title}"`, { body: p.body, categories: p.categories, summary: SUMMARY }),
  oracle: async (ui, p) => {
    await wiki.open(ui, p.title);
    await ui.tap({ text: 'Edit', role: 'link' });
    await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(p.typo, p.word), summary: SUMMARY });
    await ui.tap({ text: 'Publish', role: 'button' });
    await ui.done();
  },
  alternatives: [
    { name: 'opened by its address, saved as a draft first, then published from the editor', run: async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(p.typo, p.word), summary: SUMMARY });
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.tap({ text: 'Edit', role: 'link' });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
    { name: 'the summary typed with a final full stop', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(p.typo, p.word), summary: `${SUMMARY}.` });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'publishes with another summary', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(p.typo, p.word), summary: 'Spelling' });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
    { name: 'fixes it but only saves a draft', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(p.typo, p.word), summary: SUMMARY });
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.done();
    } },
    { name: 'fixes it and drops the last paragraph', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(p.typo, p.word).split('\n\n').slice(0, -1).join('\n\n'), summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
    { name: 'writes the word in capitals', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'link' });
      await wiki.fillEditor(ui, { body: wiki.editorText(ui).replace(p.typo, p.word.toUpperCase()), summary: SUMMARY });
      await ui.tap({ text: 'Publish', role: 'button' });
      await ui.done();
    } },
  ],
});
