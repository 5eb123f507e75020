// The Wiki kit: the moves an oracle makes on the site, the reading helpers and the checks its
// templates share. The noise the judge gate plays around its templates is in noise.ts.
import { expectEqual, expectThat, modified, sameName, type ChangeRule, type Check } from '../../judges/index.ts';
import { frame, matchFrame, sameTyped } from '../../judges/frames.ts';
import { countNamed, nameRule, type TrialContext } from '../define.ts';
import { effects, mayRecord } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import { USER, VANDALS, paragraphsOf, type Article } from '../../apps/wiki/state.ts';
import { articleTitled, slug, type WikiPublishEntry } from '../../apps/wiki/model.ts';

export type PublishEntry = WikiPublishEntry;
import { siteUrl } from '../../apps/browser/state.ts';
import type { TaskUi } from '../ui.ts';

export const ARTICLES = 'apps.wiki.articles';
export const HOST = 'wiki.vivarium.test';
export const PUBLISH = 'wiki-publish';

export const articleUrl = (title: string) => siteUrl(HOST, `/wiki/${slug(title)}`);

// ---------------------------------------------------------------- moves

/** The site's main page. */
export async function start(ui: TaskUi): Promise<void> {
  await ui.openApp('Wiki');
}

/** Search with the header's box (Enter sends it). */
export async function search(ui: TaskUi, text: string): Promise<void> {
  await ui.fill({ hint: 'Search Wiki' }, text);
  await ui.key('Enter');
}

/** From the main page: search for the title and open the article from the results. */
export async function open(ui: TaskUi, title: string): Promise<void> {
  await start(ui);
  await search(ui, title);
  await ui.tap({ text: title, role: 'link' });
}

/** The other way in: type the article's address in the address bar. */
export async function openByAddress(ui: TaskUi, title: string): Promise<void> {
  await ui.goto(articleUrl(title));
}

/** From the main page: a category's list, then the article in it. */
export async function openFromCategory(ui: TaskUi, category: string, title: string): Promise<void> {
  await start(ui);
  await ui.tap({ text: category, role: 'link' });
  await ui.tap({ text: title, role: 'link' });
}

export interface EditFields {
  body?: string;
  add?: readonly string[];
  remove?: readonly string[];
  summary?: string;
}

/** In the editor: retype the text, add and remove categories, type the summary. */
export async function fillEditor(ui: TaskUi, f: EditFields): Promise<void> {
  if (f.body !== undefined) await ui.fill({ hint: 'Article text' }, f.body);
  for (const c of f.remove ?? []) await ui.tap({ text: `Remove category ${c}`, role: 'button' });
  for (const c of f.add ?? []) {
    await ui.fill({ hint: 'Add a category' }, c);
    await ui.tap({ text: 'Add', role: 'button' });
  }
  if (f.summary !== undefined) await ui.fill({ hint: 'Briefly describe your changes' }, f.summary);
}

/** On an article: Edit, change the fields, then Publish (or Save draft). */
export async function editOpen(ui: TaskUi, f: EditFields, how: 'Publish' | 'Save draft' = 'Publish'): Promise<void> {
  await ui.tap({ text: 'Edit', role: 'link' });
  await fillEditor(ui, f);
  await ui.tap({ text: how, role: 'button' });
}

/** Find the article, edit it and publish. */
export async function edit(ui: TaskUi, title: string, f: EditFields, how: 'Publish' | 'Save draft' = 'Publish'): Promise<void> {
  await open(ui, title);
  await editOpen(ui, f, how);
}

/** The editor's text as it stands. */
export const editorText = (ui: TaskUi): string => ui.read({ hint: 'Article text' });

/** On an article: the text of the paragraph that starts with `label: `, without the label. */
export function fact(ui: TaskUi, label: string): string {
  const line = ui.find({ matches: new RegExp(`^${label}: `) });
  if (!line) throw new Error(`no "${label}:" line on screen`);
  return line.text.slice(label.length + 2);
}

/** The My drafts page, from the header. */
export async function drafts(ui: TaskUi): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'My drafts', role: 'link' });
}

/** Publish a draft as it is from My drafts (`open`: go there first; saving a new draft lands there). */
export async function publishDraft(ui: TaskUi, title: string, open = true): Promise<void> {
  if (open) await drafts(ui);
  await ui.tap({ text: `Publish draft of ${title}`, role: 'button' });
}

/** Delete a draft from My drafts, and confirm. */
export async function deleteDraft(ui: TaskUi, title: string): Promise<void> {
  await drafts(ui);
  await ui.tap({ text: `Delete draft of ${title}`, role: 'button' });
  await ui.tap({ text: 'Delete', role: 'button' });
}

/** Create an article from the header's New article link. */
export async function create(ui: TaskUi, a: { title: string; body: string; categories: readonly string[]; summary: string }, how: 'Publish' | 'Save draft' = 'Publish'): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'New article', role: 'link' });
  await ui.fill({ hint: 'Title' }, a.title);
  await fillEditor(ui, { body: a.body, add: a.categories, summary: a.summary });
  await ui.tap({ text: how, role: 'button' });
}

/** On an article: History, then restore revision `id` and confirm (or cancel). */
export async function restoreOpen(ui: TaskUi, id: string, confirm = true): Promise<void> {
  await ui.tap({ text: 'History', role: 'link' });
  await ui.tap({ text: `Restore revision ${id}`, role: 'button' });
  await ui.tap({ text: confirm ? 'Restore' : 'Cancel', role: 'button' });
}

// ---------------------------------------------------------------- reading the state

export const wikiOf = (s: DeviceState) => s.apps.wiki;
export const articleById = (s: DeviceState, id: string): Article | undefined => s.apps.wiki.articles.find((a) => a.id === id);
export const titled = (s: DeviceState, title: string): Article | undefined => articleTitled(s.apps.wiki, title);

/** How many articles have this title, as the wiki tells two titles apart. */
export const articlesTitled = (s: DeviceState, title: string): number => countNamed('wiki', 'title', s.apps.wiki.articles.map((a) => a.title), title);

export function namedInWiki(s: DeviceState, titles: readonly string[]): Record<string, number> {
  return Object.fromEntries(titles.map((t) => [`the article "${t}"`, articlesTitled(s, t)]));
}

/** Published articles without a draft of yours and without a vandal's last edit: what edit templates pick from. */
export function plainArticles(s: DeviceState): Article[] {
  return s.apps.wiki.articles.filter((a) => a.status === 'published' && a.draft === null && !isVandalised(a) && articlesTitled(s, a.title) === 1);
}

export const isVandalised = (a: Article): boolean => (VANDALS as readonly string[]).includes(a.revisions.at(-1)?.author ?? '');

/** A fact's value in a body ("Population" → "1,204,000"). */
export function factIn(body: string, label: string): string | undefined {
  return paragraphsOf(body).find((p) => p.startsWith(`${label}: `))?.slice(label.length + 2);
}

/** The same text with one letter of a word changed (a typo): the word's second vowel, or its last letter. */
export function misspell(word: string): string {
  const i = word.search(/[aeiou](?=[a-z])/i);
  if (i > 0 && i < word.length - 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return word.slice(0, -1) + (word.at(-1) === 'e' ? 'a' : 'e');
}

// ---------------------------------------------------------------- checks

export const sameTitle = (typed: unknown, want: string) => sameName(nameRule('wiki', 'title'), typed, want);
export const sameCategory = (a: string, b: string) => sameName(nameRule('wiki', 'category'), a, b);

/** Two lists of paragraphs of one length whose paragraphs, in order, are the same by `same`. */
const sameParagraphs = (typed: readonly string[], wanted: readonly string[], same: (typed: string, wanted: string) => boolean): boolean =>
  typed.length === wanted.length && typed.every((p, i) => same(p, wanted[i]!));

/** Two bodies read the same on the page: the same paragraphs, in order, spacing aside. */
export const samePage = (a: string, b: string): boolean => sameParagraphs(paragraphsOf(a), paragraphsOf(b), (x, y) => x === y);

/**
 * A body whose text the goal gives in quotes: the same paragraphs, in order, each compared as typed
 * text is (judges/frames.ts: the goal's wrapping quotes typed along, a final full stop left out).
 * Text already on the site compares by `samePage`, where a lost full stop is a change.
 */
export const sameGivenText = (body: string, given: string): boolean => sameParagraphs(paragraphsOf(body), paragraphsOf(given), sameTyped);

/**
 * A body the goal asks to hold a figure on its `Label:` line: every paragraph as in `want`, and that
 * line the frame `Label: NUMBER`, its number read by the answer grammar (408,192 and 408192 alike).
 */
export const samePageWithFigure = (body: string, want: string, label: string): boolean => {
  const line = frame(`${label}: NUMBER`, 'NUMBER', { type: 'count' });
  return sameParagraphs(paragraphsOf(body), paragraphsOf(want), (p, w) =>
    (w.startsWith(`${label}: `) ? matchFrame(line, Number(w.slice(label.length + 2).replace(/,/g, '')), p).passed : p === w));
};

/** `body` is `before`'s paragraphs as they were, then one more: the line the goal gives (as typed text). */
export const addedLastParagraph = (body: string, before: string, line: string): boolean => {
  const now = paragraphsOf(body);
  return now.length > 0 && sameParagraphs(now.slice(0, -1), paragraphsOf(before), (x, y) => x === y) && sameTyped(now.at(-1)!, line);
};

/** Two category lists are the same set, as the wiki tells categories apart. */
export const sameCategories = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.some((y) => sameCategory(x, y))) && b.every((y) => a.some((x) => sameCategory(x, y)));

/** The episode may publish revisions of these articles (its checks say which and how), and change them so. */
export function publishRules(ids: readonly string[]): ChangeRule[] {
  return [
    ...ids.map((id) => modified(ARTICLES, id, ['body', 'categories', 'revisions', 'status'])),
    mayRecord(PUBLISH, (e) => ids.includes(String(e.article))),
  ];
}

/**
 * Article `id` reads as published with this text and these categories (each as the goal gives it;
 * with `figure`, the line of that label as a number: samePageWithFigure), with no draft left, its
 * newest revision is the user's, and every revision published in the episode was of it with this
 * summary (when the goal gives one). `label` names the article in the verdict.
 */
export function publishedAs(id: string, label: string, want: { body: string; categories: readonly string[]; summary?: string; figure?: string }): Check<DeviceState>[] {
  const checks: Check<DeviceState>[] = [
    expectThat<DeviceState, string>(`${label} reads as asked`, { body: want.body, categories: want.categories }, ({ after }) => {
      const a = articleById(after, id);
      if (!a) return '(gone)';
      if (a.status !== 'published') return 'not published';
      if (!(want.figure === undefined ? samePage(a.body, want.body) : samePageWithFigure(a.body, want.body, want.figure))) return `text: ${JSON.stringify(a.body)}`;
      if (!sameCategories(a.categories, want.categories)) return `categories: ${a.categories.join(', ')}`;
      // Publishing takes the draft away: one saved after it is work left unpublished.
      if (a.draft !== null) return 'a draft of it is left';
      return 'as asked';
    }, (v) => v === 'as asked'),
    expectEqual<DeviceState>(`${label}: its newest revision is ${USER}'s, published in this episode`, true, ({ before, after }) =>
      (articleById(after, id)?.revisions.length ?? 0) > (articleById(before, id)?.revisions.length ?? 0) && articleById(after, id)!.revisions.at(-1)!.author === USER),
  ];
  if (want.summary !== undefined) {
    const summary = want.summary;
    checks.push(expectThat<DeviceState, string[]>(`every revision of ${label} published had the summary "${summary}"`, [summary], (ctx) =>
      effects<WikiPublishEntry>(ctx, PUBLISH).filter((e) => e.article === id).map((e) => e.summary), (v) => v.length > 0 && v.every((s) => sameTyped(s, summary))));
  }
  return checks;
}

/** Nothing was published in the episode. */
export const nothingPublished = (): Check<DeviceState> => expectEqual<DeviceState>('nothing was published', 0, (ctx) => effects(ctx, PUBLISH).length);

// ---------------------------------------------------------------- picks the gate's noise shares

/** Published articles the goal and params do not mention, with no draft, in title order. */
export function bystanders(ctx: TrialContext): Article[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return plainArticles(ctx.initial).filter((a) => !said.includes(a.title) && !said.includes(`"${a.id}"`)).sort((a, b) => a.title.localeCompare(b.title));
}

export { script } from '../ui.ts';
