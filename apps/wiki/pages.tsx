// Wiki's pages: one component draws any URL of the site (apps/browser/manifest.ts). The URL carries
// the page (path, search text, page number, the revision viewed); a page's own state (form drafts,
// the open dialog, a validation error) lives in the browser entry's state (`page`).
import type { ReactNode } from 'react';
import { Link } from '../browser/Browser.tsx';
import { siteUrl, type Location } from '../browser/state.ts';
import { update, useDevice, web } from '../device.ts';
import { Dialog } from '../kit/ui.tsx';
import { formatClock, formatShortDateWithYear } from '../kit/time.ts';
import type { JsonValue } from '../os/state.ts';
import type { DeviceState } from '../world.ts';
import definition from './app.ts';
import {
  ERRORS, articleTitled, categoryCounts, createArticle, deleteDraft, inCategory, pageCount, pageOf, publish, publishDraft,
  published, recentChanges, restore, saveDraft, search, slug, unslug, type SaveError,
} from './model.ts';
import { USER, paragraphsOf, type Article, type Revision, type WikiState } from './state.ts';
import './wiki.css';

const HOST = definition.host ?? 'wiki.vivarium.test';
type Page = Record<string, JsonValue>;

export const url = (path: string, query: Record<string, string | number | undefined> = {}) => siteUrl(HOST, path, query);
export const articleUrl = (title: string) => url(`/wiki/${slug(title)}`);
export const editUrl = (title: string) => url(`/edit/${slug(title)}`);
export const historyUrl = (title: string, rev?: string) => url(`/history/${slug(title)}`, { rev });
export const categoryUrl = (name: string) => url(`/category/${slug(name)}`);

/** What a location shows. */
type Route =
  | { kind: 'main' } | { kind: 'article'; title: string } | { kind: 'edit'; title: string } | { kind: 'history'; title: string }
  | { kind: 'search' } | { kind: 'category'; name: string } | { kind: 'categories' } | { kind: 'recent' } | { kind: 'new' } | { kind: 'drafts' }
  | { kind: 'unknown' };

function routeOf(location: Location): Route {
  const path = location.path.replace(/\/+$/, '') || '/';
  const m = /^\/(wiki|edit|history|category)\/(.+)$/.exec(path);
  if (m) {
    const name = unslug(m[2]!);
    if (m[1] === 'category') return { kind: 'category', name };
    if (m[1] === 'edit') return { kind: 'edit', title: name };
    if (m[1] === 'history') return { kind: 'history', title: name };
    return { kind: 'article', title: name };
  }
  switch (path) {
    case '/': case '/wiki': return { kind: 'main' };
    case '/search': return { kind: 'search' };
    case '/categories': return { kind: 'categories' };
    case '/recent': return { kind: 'recent' };
    case '/new': return { kind: 'new' };
    case '/drafts': return { kind: 'drafts' };
    default: return { kind: 'unknown' };
  }
}

const when = (ms: number) => `${formatShortDateWithYear(ms)}, ${formatClock(ms)}`;
const pageNumber = (location: Location, pages: number) => Math.min(pages, Math.max(1, Math.floor(Number(location.query.page ?? '1')) || 1));

export function pageTitle(location: Location, state: DeviceState): string {
  const route = routeOf(location);
  const wiki = state.apps.wiki;
  const name = (() => {
    switch (route.kind) {
      case 'main': return 'Main page';
      case 'article': {
        const a = articleTitled(wiki, route.title);
        return a && a.status === 'published' ? a.title : route.title;
      }
      case 'edit': return `Editing ${articleTitled(wiki, route.title)?.title ?? route.title}`;
      case 'history': return `History of ${articleTitled(wiki, route.title)?.title ?? route.title}`;
      case 'search': return `Search results for "${location.query.q ?? ''}"`;
      case 'category': return `Category: ${route.name}`;
      case 'categories': return 'Categories';
      case 'recent': return 'Recent changes';
      case 'new': return 'Create a new article';
      case 'drafts': return 'My drafts';
      case 'unknown': return 'Page not found';
    }
  })();
  return `${name} - Wiki`;
}

// ---------------------------------------------------------------- frame

function Header({ query }: { query: string }) {
  return (
    <header className="wiki-header">
      <Link href={url('/')} className="wiki-logo" label="Wiki main page">Wiki</Link>
      <nav className="wiki-nav" aria-label="Site">
        <Link href={url('/')}>Main page</Link>
        <Link href={url('/categories')}>Categories</Link>
        <Link href={url('/recent')}>Recent changes</Link>
        <Link href={url('/new')}>New article</Link>
        <Link href={url('/drafts')}>My drafts</Link>
      </nav>
      <SearchBox initial={query} />
      <span className="wiki-user">{USER}</span>
    </header>
  );
}

function SearchBox({ initial }: { initial: string }) {
  const typed = useDevice((s) => {
    const b = s.os.ui.browser;
    const entry = b ? b.tabs[b.active]!.history[b.tabs[b.active]!.index]! : undefined;
    const v = entry?.state.search;
    return typeof v === 'string' ? v : null;
  });
  const value = typed ?? initial;
  return (
    <form className="wiki-search" role="search" onSubmit={(e) => { e.preventDefault(); if (value.trim() !== '') web.go(url('/search', { q: value.trim() })); }}>
      <input aria-label="Search Wiki" placeholder="Search Wiki" value={value} onChange={(e) => web.patch({ search: e.target.value })} autoComplete="off" spellCheck={false} />
      <button type="submit">Search</button>
    </form>
  );
}

function Frame({ query = '', children }: { query?: string; children: ReactNode }) {
  return (
    <div className="wiki">
      <Header query={query} />
      <div className="wiki-content">{children}</div>
    </div>
  );
}

function Pager({ location, page, pages }: { location: Location; page: number; pages: number }) {
  if (pages <= 1) return null;
  const at = (n: number) => url(location.path, { ...location.query, page: n === 1 ? undefined : n });
  return (
    <nav className="wiki-pager" aria-label="Pages">
      {page > 1 ? <Link href={at(page - 1)}>Previous page</Link> : <span className="off">Previous page</span>}
      <span>Page {page} of {pages}</span>
      {page < pages ? <Link href={at(page + 1)}>Next page</Link> : <span className="off">Next page</span>}
    </nav>
  );
}

const Alert = ({ error }: { error: JsonValue | undefined }) =>
  typeof error === 'string' && error in ERRORS ? <p className="wiki-error" role="alert">{ERRORS[error as SaveError]}</p> : null;

// ---------------------------------------------------------------- pages

function MainPage({ wiki }: { wiki: WikiState }) {
  const featured = wiki.articles.find((a) => a.id === wiki.featured && a.status === 'published') ?? published(wiki)[0];
  return (
    <Frame>
      <h1>Welcome to Wiki</h1>
      <p className="wiki-muted">The free encyclopedia of the northern coast: {published(wiki).length} articles.</p>
      <div className="wiki-columns">
        {featured && (
          <section className="wiki-box" aria-label="Featured article">
            <h2>Featured article</h2>
            <h3><Link href={articleUrl(featured.title)}>{featured.title}</Link></h3>
            <p>{paragraphsOf(featured.body)[0]}</p>
          </section>
        )}
        <section className="wiki-box" aria-label="Browse">
          <h2>Browse</h2>
          <ul className="wiki-links">
            {categoryCounts(wiki).map((c) => <li key={c.name}><Link href={categoryUrl(c.name)}>{c.name}</Link> <span className="wiki-muted">({c.count})</span></li>)}
          </ul>
          <p><Link href={url('/recent')}>Recent changes</Link> · <Link href={url('/new')}>Create a new article</Link></p>
        </section>
      </div>
    </Frame>
  );
}

function NoArticle({ title }: { title: string }) {
  return (
    <Frame>
      <h1>{title}</h1>
      <p>There is no article titled "{title}".</p>
      <p><Link href={url('/new', { title })}>Create it</Link> · <Link href={url('/search', { q: title })}>Search for it</Link></p>
    </Frame>
  );
}

function ArticlePage({ article }: { article: Article }) {
  if (article.status === 'draft') {
    return (
      <Frame>
        <h1>{article.title}</h1>
        <p>This article is a draft and is not published yet.</p>
        <p><Link href={editUrl(article.title)}>Edit draft</Link> · <Link href={url('/drafts')}>My drafts</Link></p>
      </Frame>
    );
  }
  const last = article.revisions.at(-1);
  return (
    <Frame>
      <div className="wiki-title-row">
        <h1>{article.title}</h1>
        <div className="wiki-tools">
          <Link href={editUrl(article.title)}>Edit</Link>
          <Link href={historyUrl(article.title)}>History</Link>
        </div>
      </div>
      {article.draft && <p className="wiki-note">You have an unpublished draft of this article. <Link href={editUrl(article.title)}>Continue editing</Link></p>}
      <article className="wiki-body">
        {paragraphsOf(article.body).map((p, i) => <p key={i}>{p}</p>)}
      </article>
      <div className="wiki-cats" aria-label="Categories">
        <span>Categories:</span>
        {article.categories.length === 0 ? <span className="wiki-muted">none</span> : article.categories.map((c) => <Link key={c} href={categoryUrl(c)}>{c}</Link>)}
      </div>
      {last && <p className="wiki-muted">Last edited by {last.author} on {when(last.at)}.</p>}
    </Frame>
  );
}

/** The form's fields: the page's own draft where it has one, else where the editor starts from. */
function useForm(page: Page, start: { body: string; categories: string[]; summary: string }) {
  const body = typeof page.body === 'string' ? page.body : start.body;
  const categories = Array.isArray(page.categories) ? (page.categories as string[]) : start.categories;
  const summary = typeof page.summary === 'string' ? page.summary : start.summary;
  const adding = typeof page.adding === 'string' ? page.adding : '';
  return { body, categories, summary, adding };
}

function CategoryEditor({ categories, adding }: { categories: string[]; adding: string }) {
  const add = () => {
    const name = adding.trim().replace(/\s+/g, ' ');
    if (name === '') return;
    const next = categories.some((c) => c.toLowerCase() === name.toLowerCase()) ? categories : [...categories, name];
    web.patch({ categories: next, adding: '' });
  };
  return (
    <fieldset className="wiki-cat-editor">
      <legend>Categories</legend>
      <div className="wiki-chips">
        {categories.length === 0 && <span className="wiki-muted">No categories</span>}
        {categories.map((c) => (
          <span key={c} className="wiki-chip">{c}<button type="button" aria-label={`Remove category ${c}`} onClick={() => web.patch({ categories: categories.filter((x) => x !== c) })}>×</button></span>
        ))}
      </div>
      <div className="wiki-row">
        <input aria-label="Add a category" placeholder="Add a category" value={adding} autoComplete="off" spellCheck={false}
          onChange={(e) => web.patch({ adding: e.target.value })} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }} />
        <button type="button" className="wiki-button" onClick={add}>Add</button>
      </div>
    </fieldset>
  );
}

/** The editor of the edit and the new-article pages: the title field they pass, the text, the categories, the summary, Publish and Save draft. */
function Editor({ title, form, save, cancel }: { title: ReactNode; form: ReturnType<typeof useForm>; save: (how: 'draft' | 'publish') => void; cancel?: ReactNode }) {
  return (
    <div className="wiki-editor">
      <div>
        {title}
        <label className="wiki-field">Article text<textarea aria-label="Article text" rows={14} value={form.body} onChange={(e) => web.patch({ body: e.target.value })} spellCheck={false} /></label>
      </div>
      <div>
        <CategoryEditor categories={form.categories} adding={form.adding} />
        <label className="wiki-field">Edit summary<input aria-label="Edit summary" placeholder="Briefly describe your changes" value={form.summary} onChange={(e) => web.patch({ summary: e.target.value })} autoComplete="off" spellCheck={false} /></label>
        <div className="wiki-actions">
          <button className="wiki-button primary" onClick={() => save('publish')}>Publish</button>
          <button className="wiki-button" onClick={() => save('draft')}>Save draft</button>
          {cancel}
        </div>
      </div>
    </div>
  );
}

function EditPage({ article, page }: { article: Article; page: Page }) {
  const start = article.draft ?? { body: article.body, categories: article.categories, summary: '' };
  const form = useForm(page, start);
  const fields = { body: form.body, categories: form.categories, summary: form.summary };
  const save = (how: 'draft' | 'publish') => {
    let error: SaveError | null = null;
    update((d) => {
      error = how === 'draft' ? saveDraft(d.apps.wiki, article.id, fields, d.os.now) : publish(d.apps.wiki, d.os.ledger, article.id, fields, d.os.now);
    });
    if (error) web.patch({ error });
    else {
      web.replace(articleUrl(article.title));
      web.toast(how === 'draft' ? 'Draft saved' : 'Published');
    }
  };
  return (
    <Frame>
      <h1>Editing {article.title}</h1>
      {article.draft && <p className="wiki-note">Editing your saved draft (saved {when(article.draft.savedAt)}).</p>}
      <Alert error={page.error} />
      <Editor
        title={<label className="wiki-field">Title<input aria-label="Title" value={article.title} readOnly /></label>}
        form={form}
        save={save}
        cancel={<Link href={article.status === 'published' ? articleUrl(article.title) : url('/drafts')}>Cancel</Link>}
      />
    </Frame>
  );
}

function NewPage({ page, location }: { page: Page; location: Location }) {
  const form = useForm(page, { body: '', categories: [], summary: '' });
  const title = typeof page.title === 'string' ? page.title : location.query.title ?? '';
  const save = (how: 'draft' | 'publish') => {
    let result: { id: string } | { error: SaveError } = { error: 'missing' };
    update((d) => {
      result = createArticle(d.apps.wiki, d.os.ledger, title, { body: form.body, categories: form.categories, summary: form.summary }, how, d.os.now);
    });
    const r = result as { id: string } | { error: SaveError };
    if ('error' in r) web.patch({ error: r.error });
    else {
      web.replace(how === 'draft' ? url('/drafts') : articleUrl(title));
      web.toast(how === 'draft' ? 'Draft saved' : 'Published');
    }
  };
  return (
    <Frame>
      <h1>Create a new article</h1>
      <Alert error={page.error} />
      <Editor
        title={<label className="wiki-field">Title<input aria-label="Title" placeholder="Title" value={title} onChange={(e) => web.patch({ title: e.target.value })} autoComplete="off" spellCheck={false} /></label>}
        form={form}
        save={save}
      />
    </Frame>
  );
}

function HistoryPage({ article, page, location }: { article: Article; page: Page; location: Location }) {
  const revisions = article.revisions.slice().reverse();
  const viewing = article.revisions.find((r) => r.id === location.query.rev);
  const current = article.revisions.at(-1);
  const dialog = typeof page.dialog === 'string' && page.dialog.startsWith('restore:') ? article.revisions.find((r) => `restore:${r.id}` === page.dialog) : undefined;
  const confirm = (r: Revision) => {
    update((d) => void restore(d.apps.wiki, d.os.ledger, article.id, r.id, d.os.now));
    web.replace(articleUrl(article.title));
    web.toast('Restored');
  };
  const restoreButton = (r: Revision) => r !== current && (
    <button className="wiki-button" aria-label={`Restore revision ${r.id}`} onClick={() => web.patch({ dialog: `restore:${r.id}` })}>Restore this version</button>
  );
  return (
    <Frame>
      <h1>History of {article.title}</h1>
      <p><Link href={articleUrl(article.title)}>Back to the article</Link></p>
      {viewing ? (
        <section className="wiki-box" aria-label="Revision">
          <h2>Revision {viewing.id} by {viewing.author}, {when(viewing.at)}{viewing === current ? ' (current)' : ''}</h2>
          <p className="wiki-muted">Summary: {viewing.summary || '(no summary)'}</p>
          <div className="wiki-body">{paragraphsOf(viewing.body).map((p, i) => <p key={i}>{p}</p>)}</div>
          <p className="wiki-muted">Categories: {viewing.categories.join(', ') || 'none'}</p>
          <div className="wiki-actions">{restoreButton(viewing)}<Link href={historyUrl(article.title)}>All revisions</Link></div>
        </section>
      ) : (
        <table className="wiki-table">
          <thead><tr><th>Revision</th><th>Date</th><th>Editor</th><th>Summary</th><th /></tr></thead>
          <tbody>
            {revisions.map((r) => (
              <tr key={r.id}>
                <td>{r.id}{r === current ? ' (current)' : ''}</td>
                <td><Link href={historyUrl(article.title, r.id)} label={`View revision ${r.id}`}>{when(r.at)}</Link></td>
                <td>{r.author}</td>
                <td>{r.summary || <span className="wiki-muted">(no summary)</span>}</td>
                <td>{restoreButton(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dialog && (
        <Dialog title="Restore this version?" message={`Revision ${dialog.id} by ${dialog.author} will be published again as the newest revision.`}
          actions={[{ label: 'Cancel', onClick: () => web.patch({ dialog: null }) }, { label: 'Restore', onClick: () => confirm(dialog) }]} />
      )}
    </Frame>
  );
}

function SearchPage({ wiki, location }: { wiki: WikiState; location: Location }) {
  const q = location.query.q ?? '';
  const results = search(wiki, q);
  const pages = pageCount(results.length);
  const page = pageNumber(location, pages);
  const exact = articleTitled(wiki, q);
  return (
    <Frame query={q}>
      <h1>Search results</h1>
      {q.trim() === '' ? <p>Type what you are looking for in the search box.</p> : (
        <>
          <p className="wiki-muted">{results.length === 0 ? `No results for "${q}".` : `${results.length} result${results.length === 1 ? '' : 's'} for "${q}".`}</p>
          {!exact && q.trim() !== '' && <p>There is no article titled "{q.trim()}". <Link href={url('/new', { title: q.trim() })}>Create it</Link></p>}
          <ul className="wiki-results">
            {pageOf(results, page).map((a) => (
              <li key={a.id}><Link href={articleUrl(a.title)}>{a.title}</Link><p className="wiki-muted">{paragraphsOf(a.body).find((p) => p.toLowerCase().includes(q.trim().toLowerCase())) ?? paragraphsOf(a.body)[0]}</p></li>
            ))}
          </ul>
          <Pager location={location} page={page} pages={pages} />
        </>
      )}
    </Frame>
  );
}

function CategoryPage({ wiki, name, location }: { wiki: WikiState; name: string; location: Location }) {
  const articles = inCategory(wiki, name);
  const shown = categoryCounts(wiki).find((c) => c.name.toLowerCase() === name.toLowerCase())?.name ?? name;
  const pages = pageCount(articles.length);
  const page = pageNumber(location, pages);
  return (
    <Frame>
      <h1>Category: {shown}</h1>
      <p className="wiki-muted">{articles.length === 0 ? 'This category has no articles.' : `${articles.length} article${articles.length === 1 ? '' : 's'} in this category.`}</p>
      <ul className="wiki-links">{pageOf(articles, page).map((a) => <li key={a.id}><Link href={articleUrl(a.title)}>{a.title}</Link></li>)}</ul>
      <Pager location={location} page={page} pages={pages} />
    </Frame>
  );
}

function CategoriesPage({ wiki }: { wiki: WikiState }) {
  return (
    <Frame>
      <h1>Categories</h1>
      <ul className="wiki-links">{categoryCounts(wiki).map((c) => <li key={c.name}><Link href={categoryUrl(c.name)}>{c.name}</Link> <span className="wiki-muted">({c.count})</span></li>)}</ul>
    </Frame>
  );
}

function RecentPage({ wiki, location }: { wiki: WikiState; location: Location }) {
  const all = recentChanges(wiki);
  const size = 20;
  const pages = Math.max(1, Math.ceil(all.length / size));
  const page = pageNumber(location, pages);
  return (
    <Frame>
      <h1>Recent changes</h1>
      <table className="wiki-table">
        <thead><tr><th>Date</th><th>Article</th><th>Editor</th><th>Summary</th></tr></thead>
        <tbody>
          {all.slice((page - 1) * size, page * size).map(({ article, revision }) => (
            <tr key={revision.id}>
              <td>{when(revision.at)}</td>
              <td><Link href={articleUrl(article.title)}>{article.title}</Link></td>
              <td>{revision.author}</td>
              <td>{revision.summary || <span className="wiki-muted">(no summary)</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager location={location} page={page} pages={pages} />
    </Frame>
  );
}

function DraftsPage({ wiki, page }: { wiki: WikiState; page: Page }) {
  const drafts = wiki.articles.filter((a) => a.draft !== null).sort((a, b) => b.draft!.savedAt - a.draft!.savedAt);
  const dialog = typeof page.dialog === 'string' ? drafts.find((a) => `delete:${a.id}` === page.dialog) : undefined;
  const publishOne = (a: Article) => {
    let error: SaveError | null = null;
    update((d) => { error = publishDraft(d.apps.wiki, d.os.ledger, a.id, d.os.now); });
    if (error) web.patch({ error });
    else web.toast(`Published ${a.title}`);
  };
  return (
    <Frame>
      <h1>My drafts</h1>
      <Alert error={page.error} />
      {drafts.length === 0 ? <p>You have no drafts.</p> : (
        <table className="wiki-table">
          <thead><tr><th>Article</th><th>Kind</th><th>Saved</th><th>Summary</th><th /></tr></thead>
          <tbody>
            {drafts.map((a) => (
              <tr key={a.id}>
                <td><Link href={editUrl(a.title)} label={`Edit draft of ${a.title}`}>{a.title}</Link></td>
                <td>{a.status === 'draft' ? 'New article' : 'Edit'}</td>
                <td>{when(a.draft!.savedAt)}</td>
                <td>{a.draft!.summary}</td>
                <td className="wiki-row">
                  <button className="wiki-button primary" aria-label={`Publish draft of ${a.title}`} onClick={() => publishOne(a)}>Publish</button>
                  <button className="wiki-button danger" aria-label={`Delete draft of ${a.title}`} onClick={() => web.patch({ dialog: `delete:${a.id}`, error: null })}>Delete</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dialog && (
        <Dialog title="Delete this draft?" message={`Your draft of "${dialog.title}" will be deleted. This cannot be undone.`}
          actions={[{ label: 'Cancel', onClick: () => web.patch({ dialog: null }) }, { label: 'Delete', danger: true, onClick: () => { update((d) => deleteDraft(d.apps.wiki, dialog.id)); web.patch({ dialog: null }); web.toast('Draft deleted'); } }]} />
      )}
    </Frame>
  );
}

export function WikiPage({ location, page }: { location: Location; page: Page }) {
  const wiki = useDevice((s) => s.apps.wiki);
  const route = routeOf(location);
  switch (route.kind) {
    case 'main': return <MainPage wiki={wiki} />;
    case 'article': case 'edit': case 'history': {
      const article = articleTitled(wiki, route.title);
      if (!article) return <NoArticle title={route.title} />;
      if (route.kind === 'article') return <ArticlePage article={article} />;
      if (route.kind === 'edit') return <EditPage key={article.id} article={article} page={page} />;
      if (article.status === 'draft') return <NoArticle title={article.title} />;
      return <HistoryPage article={article} page={page} location={location} />;
    }
    case 'search': return <SearchPage wiki={wiki} location={location} />;
    case 'category': return <CategoryPage wiki={wiki} name={route.name} location={location} />;
    case 'categories': return <CategoriesPage wiki={wiki} />;
    case 'recent': return <RecentPage wiki={wiki} location={location} />;
    case 'new': return <NewPage page={page} location={location} />;
    case 'drafts': return <DraftsPage wiki={wiki} page={page} />;
    case 'unknown': return <Frame><h1>Page not found</h1><p>There is no page at {location.path}.</p><p><Link href={url('/')}>Go to the main page</Link></p></Frame>;
  }
}
