// Wiki: pure actions on the site's state, shared by the pages, the task setups and the tests.
// Publishing (a new article, an edit, a restore) is an irreversible effect: it goes to the OS
// ledger as `wiki-publish` at the moment it happens. Drafts are the user's own work and no effect.
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { PAGE_SIZE, USER, type Article, type Revision, type WikiState } from './state.ts';

/** A published revision: which article, its title then, the new revision and its edit summary. */
export interface WikiPublishEntry extends LedgerEntry { kind: 'wiki-publish'; article: string; title: string; revision: string; summary: string }

/** How the wiki tells two article titles apart (app.ts `names.title`). */
export const titleKey = (title: string): string => declaredKey(manifest, 'title', title);
/** How the wiki tells two category names apart (app.ts `names.category`). */
export const categoryKey = (name: string): string => declaredKey(manifest, 'category', name);

export const findArticle = (state: WikiState, id: string): Article | undefined => state.articles.find((a) => a.id === id);
export const articleTitled = (state: WikiState, title: string): Article | undefined => state.articles.find((a) => titleKey(a.title) === titleKey(title));

/** The path of an article's page: spaces as underscores. */
export const slug = (title: string): string => title.trim().replace(/ /g, '_');
export const unslug = (text: string): string => text.replace(/_/g, ' ').trim();

export const published = (state: WikiState): Article[] => state.articles.filter((a) => a.status === 'published');

/** Every category a published article is in, with how many, by name. */
export function categoryCounts(state: WikiState): { name: string; count: number }[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const a of published(state)) for (const c of a.categories) {
    const k = categoryKey(c);
    const entry = counts.get(k) ?? { name: c, count: 0 };
    entry.count += 1;
    counts.set(k, entry);
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const inCategory = (state: WikiState, name: string): Article[] =>
  published(state).filter((a) => a.categories.some((c) => categoryKey(c) === categoryKey(name))).sort((a, b) => a.title.localeCompare(b.title));

/** Search published articles: title matches first (by title), then text matches (by title). */
export function search(state: WikiState, query: string): Article[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const all = published(state).slice().sort((a, b) => a.title.localeCompare(b.title));
  const byTitle = all.filter((a) => a.title.toLowerCase().includes(q));
  const byText = all.filter((a) => !byTitle.includes(a) && a.body.toLowerCase().includes(q));
  return [...byTitle, ...byText];
}

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));
export const pageOf = <T>(items: readonly T[], page: number): T[] => items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/** Every published revision, newest first, with its article. */
export function recentChanges(state: WikiState): { article: Article; revision: Revision }[] {
  return state.articles.flatMap((article) => article.revisions.map((revision) => ({ article, revision })))
    .sort((a, b) => b.revision.at - a.revision.at || b.revision.id.localeCompare(a.revision.id, undefined, { numeric: true }));
}

/** A category list as saved: each name trimmed, blanks dropped, one of each (app.ts `names.category`), spelled as the wiki already spells it. */
export function cleanCategories(state: WikiState, names: readonly string[]): string[] {
  const known = new Map<string, string>();
  for (const a of state.articles) for (const c of [...a.categories, ...(a.draft?.categories ?? [])]) if (!known.has(categoryKey(c))) known.set(categoryKey(c), c);
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name === '' || out.some((c) => categoryKey(c) === categoryKey(name))) continue;
    out.push(known.get(categoryKey(name)) ?? name);
  }
  return out;
}

/** A body as saved: line ends unified, trailing blanks of each line and of the whole dropped. */
export const cleanBody = (body: string): string => body.replace(/\r\n?/g, '\n').split('\n').map((l) => l.replace(/\s+$/, '')).join('\n').replace(/\s+$/, '').replace(/^\n+/, '');

export interface Edit {
  body: string;
  categories: readonly string[];
  summary: string;
}

export type SaveError = 'summary' | 'title' | 'duplicate' | 'unchanged' | 'missing';

export const ERRORS: Record<SaveError, string> = {
  summary: 'An edit summary is required.',
  title: 'A title is required.',
  duplicate: 'An article with this title already exists.',
  unchanged: 'Nothing has changed since the published version.',
  missing: 'There is no such article.',
};

const mint = (state: WikiState, prefix: string) => `${prefix}${state.nextId++}`;

/** Keep the edit as the user's draft of the article (replacing an older draft). */
export function saveDraft(state: WikiState, id: string, edit: Edit, now: number): SaveError | null {
  const a = findArticle(state, id);
  if (!a) return 'missing';
  if (edit.summary.trim() === '') return 'summary';
  a.draft = { body: cleanBody(edit.body), categories: cleanCategories(state, edit.categories), summary: edit.summary.trim(), savedAt: now };
  return null;
}

function addRevision(state: WikiState, ledger: Ledger, a: Article, body: string, categories: string[], summary: string, now: number, keepDraft = false): string {
  const revision: Revision = { id: mint(state, 'r'), author: USER, at: now, summary, body, categories };
  a.revisions.push(revision);
  a.body = body;
  a.categories = [...categories];
  a.status = 'published';
  if (!keepDraft) a.draft = null;
  record(ledger, now, { app: 'wiki', kind: 'wiki-publish', article: a.id, title: a.title, revision: revision.id, summary });
  return revision.id;
}

/** Publish the edit as the article's new revision (its draft goes); the ledger records it. */
export function publish(state: WikiState, ledger: Ledger, id: string, edit: Edit, now: number): SaveError | null {
  const a = findArticle(state, id);
  if (!a) return 'missing';
  const summary = edit.summary.trim();
  if (summary === '') return 'summary';
  const body = cleanBody(edit.body);
  const categories = cleanCategories(state, edit.categories);
  if (a.status === 'published' && body === a.body && JSON.stringify([...categories].sort()) === JSON.stringify([...a.categories].sort())) return 'unchanged';
  addRevision(state, ledger, a, body, categories, summary, now);
  return null;
}

/** Publish the user's saved draft of the article as it is. */
export function publishDraft(state: WikiState, ledger: Ledger, id: string, now: number): SaveError | null {
  const a = findArticle(state, id);
  if (!a?.draft) return 'missing';
  return publish(state, ledger, id, a.draft, now);
}

/** Throw the draft away: a never-published article goes with it. */
export function deleteDraft(state: WikiState, id: string): void {
  const a = findArticle(state, id);
  if (!a) return;
  if (a.status === 'draft') state.articles = state.articles.filter((x) => x.id !== id);
  else a.draft = null;
}

/** A new article: a title no article has (caseless), saved as a draft or published. Returns its id, or the error. */
export function createArticle(state: WikiState, ledger: Ledger, title: string, edit: Edit, how: 'draft' | 'publish', now: number): { id: string } | { error: SaveError } {
  const clean = title.trim().replace(/\s+/g, ' ');
  if (clean === '') return { error: 'title' };
  if (articleTitled(state, clean)) return { error: 'duplicate' };
  if (edit.summary.trim() === '') return { error: 'summary' };
  const id = mint(state, 'a');
  state.articles.push({ id, title: clean, status: 'draft', body: '', categories: [], revisions: [], draft: null });
  const error = how === 'draft' ? saveDraft(state, id, edit, now) : publish(state, ledger, id, edit, now);
  return error ? { error } : { id };
}

/** The summary a restore writes. */
export const restoreSummary = (r: Revision): string => `Restored revision ${r.id} by ${r.author}`;

/** Publish an old revision's text and categories again as the newest revision. */
export function restore(state: WikiState, ledger: Ledger, id: string, revisionId: string, now: number): SaveError | null {
  const a = findArticle(state, id);
  const r = a?.revisions.find((x) => x.id === revisionId);
  if (!a || !r) return 'missing';
  if (r.body === a.body && JSON.stringify(r.categories) === JSON.stringify(a.categories)) return 'unchanged';
  addRevision(state, ledger, a, r.body, [...r.categories], restoreSummary(r), now, true);
  return null;
}
