// Forge's pages: the dashboard (the user's projects), the project list with search, a project
// (README, files, recent commits), its commits, a file, its issues (filters, search, pages), an
// issue (comments, labels, assignees, milestone, close/reopen), the new-issue form, labels,
// milestones, merge requests (list and detail: approve, merge, close) and members (add with a role,
// change a role, remove). The URL carries the page and its filters; drafts and the open dialog live
// in the browser entry (props.page).
import type { FormEvent, ReactNode } from 'react';
import type { JsonValue } from '../os/state.ts';
import { update, useDevice, web } from '../device.ts';
import { Link } from '../browser/Browser.tsx';
import { SiteDialog, SiteSearch, type DialogAction } from '../browser/parts.tsx';
import { goto, patchPage, replaceUrl } from '../browser/nav.ts';
import { showToast } from '../os/nav.ts';
import type { Location } from '../browser/state.ts';
import type { SitePageProps } from '../browser/manifest.ts';
import { formatAgo, formatIsoDate, formatShortDateWithYear, parseIsoDate } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import { PAGE_SIZE, ROLES, filterIssues, userName, type Issue, type MergeRequest, type Project } from './state.ts';
import { HOST, issueUrl, mrUrl, projectUrl, url } from './urls.ts';
import * as model from './model.ts';
import './forge.css';

type PageState = SitePageProps['page'];
const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const list = (v: JsonValue | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const obj = (v: JsonValue | undefined): { [k: string]: JsonValue } => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const patch = (state: { [key: string]: JsonValue | null }) => web.patch(state);
const useForge = () => useDevice((d) => d.apps.forge);
const useNow = () => useDevice((d) => d.os.now);

// ---------------------------------------------------------------- routing

type Section = 'home' | 'issues' | 'issue' | 'new-issue' | 'labels' | 'milestones' | 'mrs' | 'mr' | 'members' | 'commits' | 'file';
type Route =
  | { page: 'dashboard' } | { page: 'explore' } | { page: 'missing' }
  | { page: Section; slug: string; n?: number; path?: string };

export function routeOf(path: string): Route {
  const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  if (parts.length === 0) return { page: 'dashboard' };
  if (parts.length === 1 && parts[0] === 'explore') return { page: 'explore' };
  if (parts[0] !== 'acme' || parts.length < 2) return { page: 'missing' };
  const slug = parts[1]!;
  if (parts.length === 2) return { page: 'home', slug };
  if (parts[2] !== '-') return { page: 'missing' };
  const [what, arg] = [parts[3], parts[4]];
  const n = Number(arg);
  if (parts.length === 4) {
    const simple: Record<string, Section> = { issues: 'issues', labels: 'labels', milestones: 'milestones', merge_requests: 'mrs', project_members: 'members', commits: 'commits' };
    return simple[what!] ? { page: simple[what!]!, slug } : { page: 'missing' };
  }
  if (what === 'issues' && arg === 'new' && parts.length === 5) return { page: 'new-issue', slug };
  if (what === 'issues' && parts.length === 5 && Number.isInteger(n) && n > 0) return { page: 'issue', slug, n };
  if (what === 'merge_requests' && parts.length === 5 && Number.isInteger(n) && n > 0) return { page: 'mr', slug, n };
  if (what === 'blob' && parts.length >= 5) return { page: 'file', slug, path: parts.slice(4).join('/') };
  return { page: 'missing' };
}

export function pageTitle(location: Location, state: DeviceState): string {
  const s = state.apps.forge;
  const r = routeOf(location.path);
  if (r.page === 'dashboard') return 'Projects · Dashboard · Forge';
  if (r.page === 'explore') return `Explore projects${location.query.q ? `: ${location.query.q}` : ''} · Forge`;
  if (r.page === 'missing') return 'Not found · Forge';
  const p = model.findProject(s, r.slug);
  if (!p) return 'Not found · Forge';
  switch (r.page) {
    case 'home': return `${p.name} · Forge`;
    case 'issues': return `Issues · ${p.name} · Forge`;
    case 'new-issue': return `New issue · ${p.name} · Forge`;
    case 'issue': { const i = model.findIssue(s, p.id, r.n!); return i ? `${i.title} (#${i.number}) · Issues · ${p.name} · Forge` : 'Not found · Forge'; }
    case 'labels': return `Labels · ${p.name} · Forge`;
    case 'milestones': return `Milestones · ${p.name} · Forge`;
    case 'mrs': return `Merge requests · ${p.name} · Forge`;
    case 'mr': { const m = model.findMr(s, p.id, r.n!); return m ? `${m.title} (!${m.number}) · Merge requests · ${p.name} · Forge` : 'Not found · Forge'; }
    case 'members': return `Members · ${p.name} · Forge`;
    case 'commits': return `Commits · ${p.name} · Forge`;
    case 'file': return `${r.path} · ${p.name} · Forge`;
  }
}

export function ForgePage({ location, page }: SitePageProps) {
  const s = useForge();
  const r = routeOf(location.path);
  let body: ReactNode;
  if (r.page === 'dashboard') body = <Dashboard />;
  else if (r.page === 'explore') body = <Explore location={location} />;
  else if (r.page === 'missing') body = <NotFound />;
  else {
    const p = model.findProject(s, r.slug);
    if (!p) body = <NotFound />;
    else {
      let inner: ReactNode;
      switch (r.page) {
        case 'home': inner = <ProjectHome p={p} />; break;
        case 'issues': inner = <IssueList p={p} location={location} page={page} />; break;
        case 'new-issue': inner = <NewIssue p={p} page={page} />; break;
        case 'issue': inner = <IssuePage p={p} n={r.n!} page={page} />; break;
        case 'labels': inner = <Labels p={p} page={page} />; break;
        case 'milestones': inner = <Milestones p={p} page={page} />; break;
        case 'mrs': inner = <MrList p={p} location={location} />; break;
        case 'mr': inner = <MrPage p={p} n={r.n!} page={page} />; break;
        case 'members': inner = <Members p={p} page={page} />; break;
        case 'commits': inner = <Commits p={p} />; break;
        case 'file': inner = <FileView p={p} path={r.path!} />; break;
      }
      body = <div className="fg-project"><ProjectNav p={p} section={r.page} /><div className="fg-content">{inner}</div></div>;
    }
  }
  return (
    <div className="fg">
      <Header location={location} page={page} />
      <div className="fg-body">{body}</div>
    </div>
  );
}

function NotFound() {
  return (
    <div className="fg-missing" role="alert">
      <h1>404: Page not found</h1>
      <p>Make sure the address is correct and the page has not moved.</p>
      <Link href={url('/')}>Go to your projects</Link>
    </div>
  );
}

// ---------------------------------------------------------------- header and navigation

function Header({ location, page }: { location: Location; page: PageState }) {
  const s = useForge();
  return (
    <header className="fg-header">
      <Link href={url('/')} className="fg-logo" label="Forge home">forge</Link>
      <nav className="fg-nav" aria-label="Site">
        <Link href={url('/')}>Your projects</Link>
        <Link href={url('/explore')}>Explore</Link>
      </nav>
      <SiteSearch prefix="fg" label="Search projects" host={HOST} path="/explore" location={location} page={page} />
      <span className="fg-me" aria-label="Signed in as">{userName(s, s.me)}</span>
    </header>
  );
}

function ProjectNav({ p, section }: { p: Project; section: Section }) {
  const s = useForge();
  const openIssues = s.issues.filter((i) => i.project === p.id && i.state === 'opened').length;
  const openMrs = s.mrs.filter((m) => m.project === p.id && m.state === 'opened').length;
  const item = (label: string, rest: string, on: boolean, count?: number) => (
    <Link href={projectUrl(p.slug, rest)} className={on ? 'on' : ''} label={count === undefined ? label : `${label} ${count}`}>{label}{count !== undefined && <span className="fg-count">{count}</span>}</Link>
  );
  return (
    <nav className="fg-sidebar" aria-label="Project">
      <div className="fg-sidebar-name">{p.name}</div>
      {item('Project overview', '', section === 'home' || section === 'file')}
      {item('Commits', '/-/commits', section === 'commits')}
      {item('Issues', '/-/issues', section === 'issues' || section === 'issue' || section === 'new-issue', openIssues)}
      {item('Labels', '/-/labels', section === 'labels')}
      {item('Milestones', '/-/milestones', section === 'milestones')}
      {item('Merge requests', '/-/merge_requests', section === 'mrs' || section === 'mr', openMrs)}
      {item('Members', '/-/project_members', section === 'members')}
    </nav>
  );
}

// ---------------------------------------------------------------- dashboard and explore

function ProjectRow({ p }: { p: Project }) {
  const s = useForge();
  const role = p.members.find((m) => m.id === s.me)?.role;
  const open = s.issues.filter((i) => i.project === p.id && i.state === 'opened').length;
  return (
    <li className="fg-project-row">
      <div>
        <Link href={projectUrl(p.slug)} className="fg-project-name">{`acme / ${p.name}`}</Link>
        {role && <span className="fg-badge">{role}</span>}
        <p className="fg-muted">{p.description}</p>
      </div>
      <span className="fg-muted">{p.starred ? '★ ' : ''}{open} open issues</span>
    </li>
  );
}

function Dashboard() {
  const s = useForge();
  const mine = s.projects.filter((p) => p.members.some((m) => m.id === s.me));
  const assigned = s.issues.filter((i) => i.state === 'opened' && i.assignees.includes(s.me)).length;
  return (
    <main className="fg-main fg-narrow">
      <h1>Your projects</h1>
      <p className="fg-muted">{assigned} open issues are assigned to you.</p>
      <ul className="fg-projects">{mine.map((p) => <ProjectRow key={p.id} p={p} />)}</ul>
    </main>
  );
}

function Explore({ location }: { location: Location }) {
  const s = useForge();
  const q = (location.query.q ?? '').trim().toLowerCase();
  const found = s.projects.filter((p) => q === '' || p.name.toLowerCase().includes(q) || p.slug.includes(q) || p.description.toLowerCase().includes(q));
  return (
    <main className="fg-main fg-narrow">
      <h1>{q === '' ? 'Explore projects' : `Projects matching "${location.query.q}"`}</h1>
      {found.length === 0 ? <p className="fg-empty">No projects match your search.</p> : <ul className="fg-projects">{found.map((p) => <ProjectRow key={p.id} p={p} />)}</ul>}
    </main>
  );
}

// ---------------------------------------------------------------- project, files, commits

function CommitRow({ c }: { c: Project['commits'][number] }) {
  const s = useForge();
  const now = useNow();
  return (
    <li className="fg-commit">
      <span className="fg-commit-msg">{c.message}</span>
      <span className="fg-muted">{userName(s, c.author)} authored {formatAgo(c.at, now)}</span>
      <code>{c.id}</code>
    </li>
  );
}

function ProjectHome({ p }: { p: Project }) {
  return (
    <main className="fg-main">
      <h1>{p.name}</h1>
      <p className="fg-muted">{p.description}</p>
      <p className="fg-muted">Default branch: <code>{p.defaultBranch}</code> · {p.branches.length} branches · {p.commits.length} commits</p>
      <section className="fg-card" aria-label="Files">
        <h2>Files</h2>
        <ul className="fg-files">{p.files.map((f) => <li key={f.path}><Link href={projectUrl(p.slug, `/-/blob/${p.defaultBranch}/${f.path}`)}>{f.path}</Link></li>)}</ul>
      </section>
      <section className="fg-card" aria-label="Recent commits">
        <h2>Recent commits</h2>
        <ul className="fg-commits">{p.commits.slice(0, 3).map((c) => <CommitRow key={c.id} c={c} />)}</ul>
        <Link href={projectUrl(p.slug, '/-/commits')}>All commits</Link>
      </section>
      <section className="fg-card fg-readme" aria-label="README">
        <h2>README.md</h2>
        {p.readme.split('\n').map((line, i) => (line.startsWith('# ') ? <h3 key={i}>{line.slice(2)}</h3> : line === '' ? null : <p key={i}>{line}</p>))}
      </section>
    </main>
  );
}

function Commits({ p }: { p: Project }) {
  return (
    <main className="fg-main">
      <h1>Commits on {p.defaultBranch}</h1>
      <ul className="fg-commits">{p.commits.map((c) => <CommitRow key={c.id} c={c} />)}</ul>
    </main>
  );
}

function FileView({ p, path }: { p: Project; path: string }) {
  const file = p.files.find((f) => `${p.defaultBranch}/${f.path}` === path);
  if (!file) return <NotFound />;
  const content = file.path === 'README.md' ? p.readme : file.content;
  return (
    <main className="fg-main">
      <h1>{file.path}</h1>
      <pre className="fg-code" aria-label={`Contents of ${file.path}`}>{content}</pre>
    </main>
  );
}

// ---------------------------------------------------------------- issues

const pageOf = (query: Record<string, string>): number => Math.max(1, Math.floor(Number(query.page)) || 1);

function Chip({ p, id }: { p: Project; id: string }) {
  const l = p.labels.find((x) => x.id === id);
  if (!l) return null;
  return <span className="fg-label" style={{ background: l.color }}>{l.name}</span>;
}

function IssueList({ p, location, page }: { p: Project; location: Location; page: PageState }) {
  const s = useForge();
  const now = useNow();
  const q = location.query;
  const state = q.state === 'closed' || q.state === 'all' ? q.state : 'opened';
  const filter = { label: q.label, assignee: q.assignee, milestone: q.milestone, q: q.search };
  const counts = { opened: filterIssues(s, p, { ...filter, state: 'opened' }).length, closed: filterIssues(s, p, { ...filter, state: 'closed' }).length, all: filterIssues(s, p, { ...filter, state: 'all' }).length };
  const issues = filterIssues(s, p, { ...filter, state });
  const pages = Math.max(1, Math.ceil(issues.length / PAGE_SIZE));
  const n = Math.min(pageOf(q), pages);
  const shown = issues.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
  const at = (changes: Record<string, string | number | undefined>) => projectUrl(p.slug, '/-/issues', { ...q, page: undefined, ...changes });
  const typed = typeof page.q === 'string' ? page.q : q.search ?? '';
  const members = p.members.map((m) => m.id);
  const tab = (id: 'opened' | 'closed' | 'all', label: string) => (
    <Link href={at({ state: id === 'opened' ? undefined : id })} className={state === id ? 'on' : ''} label={`${label} ${counts[id]}${state === id ? ' (selected)' : ''}`}>{label} <span className="fg-count">{counts[id]}</span></Link>
  );
  const filterLinks = (name: string, key: 'label' | 'assignee' | 'milestone', options: [value: string, text: string][]) => (
    <div className="fg-filter" aria-label={`Filter by ${name}`}>
      <span className="fg-filter-name">{name}:</span>
      <Link href={at({ [key]: undefined })} className={q[key] === undefined ? 'on' : ''} label={`Any ${name.toLowerCase()}${q[key] === undefined ? ' (selected)' : ''}`}>Any</Link>
      {options.map(([value, text]) => (
        <Link key={value} href={at({ [key]: value })} className={q[key] === value ? 'on' : ''} label={`${name} ${text}${q[key] === value ? ' (selected)' : ''}`}>{text}</Link>
      ))}
    </div>
  );
  return (
    <main className="fg-main">
      <div className="fg-title-row">
        <h1>Issues</h1>
        <Link href={projectUrl(p.slug, '/-/issues/new')} className="fg-btn primary">New issue</Link>
      </div>
      <div className="fg-tabs" aria-label="Issue state">{tab('opened', 'Open')}{tab('closed', 'Closed')}{tab('all', 'All')}</div>
      <form className="fg-list-search" role="search" onSubmit={(e) => { e.preventDefault(); update((d) => { patchPage(d.os, { q: null }); goto(d.os, at({ search: typed.trim() || undefined })); }); }}>
        <input aria-label="Search issues" placeholder="Search or filter issues" value={typed} onChange={(e) => patch({ q: e.target.value })} />
        <button type="submit" className="fg-btn">Search</button>
      </form>
      {filterLinks('Label', 'label', p.labels.map((l) => [l.name, l.name]))}
      {filterLinks('Assignee', 'assignee', [['none', 'None'], ...members.map((u): [string, string] => [u, userName(s, u)])])}
      {filterLinks('Milestone', 'milestone', p.milestones.map((m) => [m.title, m.title]))}
      {shown.length === 0 ? <p className="fg-empty">No issues match these filters.</p> : (
        <ul className="fg-issues">
          {shown.map((i) => (
            <li key={i.id} className="fg-issue-row">
              <div>
                <Link href={issueUrl(p.slug, i.number)} className="fg-issue-title">{i.title}</Link>
                {i.labels.map((l) => <Chip key={l} p={p} id={l} />)}
                <div className="fg-muted">#{i.number} · {i.state === 'closed' ? 'closed' : 'opened'} {formatAgo(i.at, now)} by {userName(s, i.author)}{i.milestone ? ` · ${p.milestones.find((m) => m.id === i.milestone)?.title ?? ''}` : ''}</div>
              </div>
              <div className="fg-muted fg-issue-side">
                {i.assignees.length > 0 && <span>Assigned to {i.assignees.map((u) => userName(s, u)).join(', ')}</span>}
                <span>{i.comments.length} comments</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="fg-pager" aria-label="Pages">
          {n > 1 ? <Link href={at({ page: n - 1 === 1 ? undefined : n - 1 })}>Previous page</Link> : <span />}
          <span>Page {n} of {pages}</span>
          {n < pages ? <Link href={at({ page: n + 1 })}>Next page</Link> : <span />}
        </div>
      )}
    </main>
  );
}

function CheckList({ label, options, chosen, onToggle }: { label: string; options: [value: string, text: string][]; chosen: string[]; onToggle: (value: string) => void }) {
  return (
    <div className="fg-checklist" role="group" aria-label={label}>
      {options.map(([value, text]) => (
        <div key={value} role="checkbox" tabIndex={0} aria-checked={chosen.includes(value)} className={chosen.includes(value) ? 'fg-check on' : 'fg-check'} onClick={() => onToggle(value)}>{text}</div>
      ))}
    </div>
  );
}

function Choices({ label, options, chosen, onChoose }: { label: string; options: [value: string, text: string][]; chosen: string; onChoose: (value: string) => void }) {
  return (
    <div className="fg-checklist" role="radiogroup" aria-label={label}>
      {options.map(([value, text]) => (
        <div key={value} role="radio" tabIndex={0} aria-checked={chosen === value} className={chosen === value ? 'fg-check on' : 'fg-check'} onClick={() => onChoose(value)}>{text}</div>
      ))}
    </div>
  );
}

function NewIssue({ p, page }: { p: Project; page: PageState }) {
  const s = useForge();
  const title = str(page.title);
  const body = str(page.body);
  const labels = list(page.labels);
  const assignees = list(page.assignees);
  const milestone = str(page.milestone);
  const errors = obj(page.errors);
  const toggle = (key: 'labels' | 'assignees', chosen: string[], v: string) => patch({ [key]: chosen.includes(v) ? chosen.filter((x) => x !== v) : [...chosen, v] });
  const send = (e: FormEvent) => {
    e.preventDefault();
    update((d) => {
      const result = model.createIssue(d.apps.forge, d.os.ledger, d.os.now, p.id, { title, body, labels, assignees, milestone: milestone || null });
      if ('errors' in result) { patchPage(d.os, { errors: result.errors }); return; }
      replaceUrl(d.os, issueUrl(p.slug, result.number));
      showToast(d.os, `Issue #${result.number} created`);
    });
  };
  return (
    <main className="fg-main fg-narrow">
      <h1>New issue</h1>
      <form className="fg-form" onSubmit={send} noValidate>
        <label className="fg-field"><span>Title (required)</span>
          <input aria-label="Title" placeholder="Title" value={title} onChange={(e) => patch({ title: e.target.value, errors: null })} />
        </label>
        {str(errors.title) !== '' && <p className="fg-error" role="alert">{str(errors.title)}</p>}
        <label className="fg-field"><span>Description</span>
          <textarea aria-label="Description" placeholder="Describe the issue" value={body} onChange={(e) => patch({ body: e.target.value })} />
        </label>
        <div className="fg-field"><span>Assignees</span>
          <CheckList label="Assignees" options={p.members.map((m) => [m.id, userName(s, m.id)])} chosen={assignees} onToggle={(v) => toggle('assignees', assignees, v)} />
        </div>
        <div className="fg-field"><span>Labels</span>
          <CheckList label="Labels" options={p.labels.map((l) => [l.id, l.name])} chosen={labels} onToggle={(v) => toggle('labels', labels, v)} />
        </div>
        <div className="fg-field"><span>Milestone</span>
          <Choices label="Milestone" options={[['', 'No milestone'], ...p.milestones.filter((m) => m.state === 'active').map((m): [string, string] => [m.id, m.title])]} chosen={milestone} onChoose={(v) => patch({ milestone: v })} />
        </div>
        <div className="fg-form-actions">
          <button type="submit" className="fg-btn primary">Create issue</button>
          <Link href={projectUrl(p.slug, '/-/issues')} className="fg-btn">Cancel</Link>
        </div>
      </form>
    </main>
  );
}

function Comments({ comments, page, onSend }: { comments: Issue['comments']; page: PageState; onSend: (text: string) => void }) {
  const s = useForge();
  const now = useNow();
  const draft = str(page.comment);
  return (
    <section className="fg-comments" aria-label="Activity">
      <h2>Activity</h2>
      {comments.length === 0 && <p className="fg-muted">No comments yet.</p>}
      {comments.map((c) => (
        <div key={c.id} className="fg-comment">
          <div className="fg-muted"><strong>{userName(s, c.author)}</strong> commented {formatAgo(c.at, now)}</div>
          <p>{c.body}</p>
        </div>
      ))}
      <form className="fg-new-comment" onSubmit={(e) => { e.preventDefault(); onSend(draft); }}>
        <textarea aria-label="Add a comment" placeholder="Write a comment" value={draft} onChange={(e) => patch({ comment: e.target.value })} />
        <button type="submit" className="fg-btn primary" disabled={draft.trim() === ''}>Comment</button>
      </form>
    </section>
  );
}

function IssuePage({ p, n, page }: { p: Project; n: number; page: PageState }) {
  const s = useForge();
  const now = useNow();
  const issue = model.findIssue(s, p.id, n);
  if (!issue) return <NotFound />;
  const editing = str(page.editing);
  const change = (recipe: (i: Issue, d: DeviceState) => void) => update((d) => { const i = model.issueById(d.apps.forge, issue.id); if (i) recipe(i, d); });
  const milestone = p.milestones.find((m) => m.id === issue.milestone);
  const send = (text: string) => update((d) => {
    if (model.addComment(d.apps.forge, d.os.ledger, d.os.now, 'issue', issue.id, text)) { patchPage(d.os, { comment: null }); showToast(d.os, 'Comment added'); }
  });
  const editButton = (what: string) => (
    <button className="fg-link-btn" aria-label={editing === what ? `Done editing ${what}` : `Edit ${what}`} onClick={() => patch({ editing: editing === what ? null : what })}>{editing === what ? 'Done' : 'Edit'}</button>
  );
  return (
    <div className="fg-issue">
      <main className="fg-main">
        <div className="fg-title-row">
          <span className={issue.state === 'opened' ? 'fg-state open' : 'fg-state closed'}>{issue.state === 'opened' ? 'Open' : 'Closed'}</span>
          <span className="fg-muted">Issue #{issue.number} created {formatAgo(issue.at, now)} by {userName(s, issue.author)}</span>
          <button className="fg-btn" onClick={() => change((i, d) => { model.setIssueState(i, issue.state === 'opened' ? 'closed' : 'opened'); showToast(d.os, issue.state === 'opened' ? 'Issue closed' : 'Issue reopened'); })}>
            {issue.state === 'opened' ? 'Close issue' : 'Reopen issue'}
          </button>
        </div>
        <h1 className="fg-issue-h1">{issue.title}</h1>
        <div className="fg-card">{issue.body.split('\n').map((line, k) => <p key={k}>{line}</p>)}</div>
        <Comments comments={issue.comments} page={page} onSend={send} />
      </main>
      <aside className="fg-aside" aria-label="Issue details">
        <section>
          <div className="fg-aside-head"><h2>Assignees</h2>{editButton('assignees')}</div>
          {editing === 'assignees'
            ? <CheckList label="Assignees" options={p.members.map((m) => [m.id, userName(s, m.id)])} chosen={issue.assignees} onToggle={(v) => change((i) => model.toggleIn(i, 'assignees', v))} />
            : <p>{issue.assignees.length === 0 ? 'None' : issue.assignees.map((u) => userName(s, u)).join(', ')}</p>}
        </section>
        <section>
          <div className="fg-aside-head"><h2>Labels</h2>{editButton('labels')}</div>
          {editing === 'labels'
            ? <CheckList label="Labels" options={p.labels.map((l) => [l.id, l.name])} chosen={issue.labels} onToggle={(v) => change((i) => model.toggleIn(i, 'labels', v))} />
            : <p>{issue.labels.length === 0 ? 'None' : issue.labels.map((l) => <Chip key={l} p={p} id={l} />)}</p>}
        </section>
        <section>
          <div className="fg-aside-head"><h2>Milestone</h2>{editButton('milestone')}</div>
          {editing === 'milestone'
            ? <Choices label="Milestone" options={[['', 'No milestone'], ...p.milestones.filter((m) => m.state === 'active' || m.id === issue.milestone).map((m): [string, string] => [m.id, m.title])]} chosen={issue.milestone ?? ''} onChoose={(v) => change((i) => model.setMilestone(i, v || null))} />
            : <p>{milestone ? milestone.title : 'None'}</p>}
        </section>
      </aside>
    </div>
  );
}

// ---------------------------------------------------------------- dialogs

function Modal(props: { title: string; children?: ReactNode; actions: readonly DialogAction[] }) {
  return <SiteDialog prefix="fg" {...props} />;
}

// ---------------------------------------------------------------- labels

function Labels({ p, page }: { p: Project; page: PageState }) {
  const s = useForge();
  const editing = str(page.editing);
  const errors = obj(page.errors);
  const dialog = obj(page.dialog);
  const form = editing !== '';
  const save = (e: FormEvent) => {
    e.preventDefault();
    update((d) => {
      const errs = model.saveLabel(d.apps.forge, p.id, { id: editing === 'new' ? undefined : editing, name: str(page.name), description: str(page.description), color: str(page.color) });
      if (Object.keys(errs).length > 0) { patchPage(d.os, { errors: errs }); return; }
      patchPage(d.os, { editing: null, name: null, description: null, color: null, errors: null });
      showToast(d.os, editing === 'new' ? 'Label created' : 'Label updated');
    });
  };
  const target = p.labels.find((l) => l.id === str(dialog.id));
  const openIssuesWith = (id: string) => s.issues.filter((i) => i.project === p.id && i.state === 'opened' && i.labels.includes(id)).length;
  return (
    <main className="fg-main">
      <div className="fg-title-row">
        <h1>Labels</h1>
        <button className="fg-btn primary" onClick={() => patch({ editing: 'new', name: '', description: '', color: '#1f75cb', errors: null })}>New label</button>
      </div>
      {form && (
        <form className="fg-form fg-card" onSubmit={save} noValidate aria-label={editing === 'new' ? 'New label' : 'Edit label'}>
          <h2>{editing === 'new' ? 'New label' : 'Edit label'}</h2>
          <label className="fg-field"><span>Name</span><input aria-label="Label name" placeholder="Label name" value={str(page.name)} onChange={(e) => patch({ name: e.target.value })} /></label>
          {str(errors.name) !== '' && <p className="fg-error" role="alert">{str(errors.name)}</p>}
          <label className="fg-field"><span>Description</span><input aria-label="Label description" placeholder="Description (optional)" value={str(page.description)} onChange={(e) => patch({ description: e.target.value })} /></label>
          <label className="fg-field"><span>Background color</span><input aria-label="Label color" placeholder="#1f75cb" value={str(page.color)} onChange={(e) => patch({ color: e.target.value })} /></label>
          {str(errors.color) !== '' && <p className="fg-error" role="alert">{str(errors.color)}</p>}
          <div className="fg-form-actions">
            <button type="submit" className="fg-btn primary">{editing === 'new' ? 'Create label' : 'Save changes'}</button>
            <button type="button" className="fg-btn" onClick={() => patch({ editing: null, errors: null })}>Cancel</button>
          </div>
        </form>
      )}
      <ul className="fg-labels">
        {p.labels.map((l) => (
          <li key={l.id} className="fg-label-row">
            <span className="fg-label" style={{ background: l.color }}>{l.name}</span>
            <span className="fg-muted fg-grow">{l.description}</span>
            <Link href={projectUrl(p.slug, '/-/issues', { label: l.name })} label={`${openIssuesWith(l.id)} open issues labelled ${l.name}`}>{openIssuesWith(l.id)} open issues</Link>
            <button className="fg-btn" aria-label={`Edit label ${l.name}`} onClick={() => patch({ editing: l.id, name: l.name, description: l.description, color: l.color, errors: null })}>Edit</button>
            <button className="fg-btn danger" aria-label={`Delete label ${l.name}`} onClick={() => patch({ dialog: { kind: 'delete-label', id: l.id } })}>Delete</button>
          </li>
        ))}
      </ul>
      {target && (
        <Modal title={`Delete label ${target.name}?`} actions={[
          { label: 'Cancel', onClick: () => patch({ dialog: null }) },
          { label: 'Delete label', danger: true, onClick: () => update((d) => { model.deleteLabel(d.apps.forge, p.id, target.id); patchPage(d.os, { dialog: null }); showToast(d.os, `Label ${target.name} deleted`); }) },
        ]}><p>{target.name} will be removed from every issue and merge request. This cannot be undone.</p></Modal>
      )}
    </main>
  );
}

// ---------------------------------------------------------------- milestones

function Milestones({ p, page }: { p: Project; page: PageState }) {
  const s = useForge();
  const errors = obj(page.errors);
  const creating = page.creating === true;
  const save = (e: FormEvent) => {
    e.preventDefault();
    const dueText = str(page.due).trim();
    const due = dueText === '' ? null : parseIsoDate(dueText) ?? 'invalid';
    update((d) => {
      const result = model.createMilestone(d.apps.forge, p.id, { title: str(page.title), due });
      if ('errors' in result) { patchPage(d.os, { errors: result.errors }); return; }
      patchPage(d.os, { creating: null, title: null, due: null, errors: null });
      showToast(d.os, 'Milestone created');
    });
  };
  return (
    <main className="fg-main">
      <div className="fg-title-row">
        <h1>Milestones</h1>
        <button className="fg-btn primary" onClick={() => patch({ creating: true, title: '', due: '', errors: null })}>New milestone</button>
      </div>
      {creating && (
        <form className="fg-form fg-card" onSubmit={save} noValidate aria-label="New milestone">
          <label className="fg-field"><span>Title</span><input aria-label="Milestone title" placeholder="Title" value={str(page.title)} onChange={(e) => patch({ title: e.target.value })} /></label>
          {str(errors.title) !== '' && <p className="fg-error" role="alert">{str(errors.title)}</p>}
          <label className="fg-field"><span>Due date</span><input aria-label="Due date" placeholder="YYYY-MM-DD" value={str(page.due)} onChange={(e) => patch({ due: e.target.value })} /></label>
          {str(errors.due) !== '' && <p className="fg-error" role="alert">{str(errors.due)}</p>}
          <div className="fg-form-actions">
            <button type="submit" className="fg-btn primary">Create milestone</button>
            <button type="button" className="fg-btn" onClick={() => patch({ creating: null, errors: null })}>Cancel</button>
          </div>
        </form>
      )}
      <ul className="fg-milestones">
        {p.milestones.map((m) => {
          const issues = s.issues.filter((i) => i.project === p.id && i.milestone === m.id);
          const open = issues.filter((i) => i.state === 'opened').length;
          return (
            <li key={m.id} className="fg-milestone-row">
              <div className="fg-grow">
                <Link href={projectUrl(p.slug, '/-/issues', { milestone: m.title })} label={`Issues of milestone ${m.title}`}>{m.title}</Link>
                <div className="fg-muted">{m.state === 'closed' ? 'Closed' : m.due !== null ? `Due ${formatShortDateWithYear(m.due)} (${formatIsoDate(m.due)})` : 'No due date'}</div>
              </div>
              <span className="fg-muted">{open} open · {issues.length - open} closed</span>
              <button className="fg-btn" aria-label={`${m.state === 'active' ? 'Close' : 'Reopen'} milestone ${m.title}`} onClick={() => update((d) => model.setMilestoneState(d.apps.forge, p.id, m.id, m.state === 'active' ? 'closed' : 'active'))}>{m.state === 'active' ? 'Close' : 'Reopen'}</button>
            </li>
          );
        })}
      </ul>
    </main>
  );
}

// ---------------------------------------------------------------- merge requests

function MrList({ p, location }: { p: Project; location: Location }) {
  const s = useForge();
  const now = useNow();
  const state = location.query.state === 'merged' || location.query.state === 'closed' || location.query.state === 'all' ? location.query.state : 'opened';
  const all = s.mrs.filter((m) => m.project === p.id);
  const shown = all.filter((m) => state === 'all' || m.state === state).sort((a, b) => b.number - a.number);
  const tab = (id: string, label: string) => {
    const count = all.filter((m) => id === 'all' || m.state === id).length;
    return <Link href={projectUrl(p.slug, '/-/merge_requests', { state: id === 'opened' ? undefined : id })} className={state === id ? 'on' : ''} label={`${label} ${count}${state === id ? ' (selected)' : ''}`}>{label} <span className="fg-count">{count}</span></Link>;
  };
  return (
    <main className="fg-main">
      <h1>Merge requests</h1>
      <div className="fg-tabs" aria-label="Merge request state">{tab('opened', 'Open')}{tab('merged', 'Merged')}{tab('closed', 'Closed')}{tab('all', 'All')}</div>
      {shown.length === 0 ? <p className="fg-empty">No merge requests here.</p> : (
        <ul className="fg-issues">
          {shown.map((m) => (
            <li key={m.id} className="fg-issue-row">
              <div>
                <Link href={mrUrl(p.slug, m.number)} className="fg-issue-title">{m.title}</Link>
                <div className="fg-muted">!{m.number} · opened {formatAgo(m.at, now)} by {userName(s, m.author)} · {m.source} → {m.target}</div>
              </div>
              <div className="fg-muted fg-issue-side">
                <span>{m.state === 'merged' ? 'Merged' : m.state === 'closed' ? 'Closed' : m.approvals.length > 0 ? `${m.approvals.length} approval${m.approvals.length === 1 ? '' : 's'}` : 'Not approved'}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function MrPage({ p, n, page }: { p: Project; n: number; page: PageState }) {
  const s = useForge();
  const now = useNow();
  const mr = model.findMr(s, p.id, n);
  if (!mr) return <NotFound />;
  const dialog = str(obj(page.dialog).kind);
  const send = (text: string) => update((d) => {
    if (model.addComment(d.apps.forge, d.os.ledger, d.os.now, 'mr', mr.id, text)) { patchPage(d.os, { comment: null }); showToast(d.os, 'Comment added'); }
  });
  const change = (recipe: (m: MergeRequest, d: DeviceState) => void) => update((d) => { const m = model.mrById(d.apps.forge, mr.id); if (m) recipe(m, d); });
  const approved = mr.approvals.includes(s.me);
  return (
    <main className="fg-main">
      <div className="fg-title-row">
        <span className={`fg-state ${mr.state === 'opened' ? 'open' : mr.state}`}>{mr.state === 'opened' ? 'Open' : mr.state === 'merged' ? 'Merged' : 'Closed'}</span>
        <span className="fg-muted">!{mr.number} opened {formatAgo(mr.at, now)} by {userName(s, mr.author)}</span>
      </div>
      <h1 className="fg-issue-h1">{mr.title}</h1>
      <p className="fg-branches">{userName(s, mr.author)} requested to merge <code>{mr.source}</code> into <code>{mr.target}</code></p>
      <div className="fg-card">
        <p>{mr.body}</p>
        {mr.closes.map((k) => { const i = model.findIssue(s, p.id, k); return i ? <p key={k}>Related issue: <Link href={issueUrl(p.slug, k)}>{`#${k} ${i.title}`}</Link></p> : null; })}
      </div>
      <section className="fg-card fg-merge-box" aria-label="Merge">
        <p>{mr.approvals.length === 0 ? 'Approval is optional. No approvals yet.' : `Approved by ${mr.approvals.map((u) => userName(s, u)).join(', ')}`}</p>
        {mr.state === 'opened' && (
          <div className="fg-form-actions">
            {mr.author !== s.me && <button className="fg-btn" onClick={() => change((m, d) => model.toggleApproval(d.apps.forge, m))}>{approved ? 'Revoke approval' : 'Approve'}</button>}
            <button className="fg-btn primary" onClick={() => patch({ dialog: { kind: 'merge' } })}>Merge</button>
            <button className="fg-btn" onClick={() => change((m, d) => { model.setMrClosed(m, true); showToast(d.os, 'Merge request closed'); })}>Close merge request</button>
          </div>
        )}
        {mr.state === 'closed' && <button className="fg-btn" onClick={() => change((m, d) => { model.setMrClosed(m, false); showToast(d.os, 'Merge request reopened'); })}>Reopen merge request</button>}
        {mr.state === 'merged' && <p>Merged into <code>{mr.target}</code>.</p>}
      </section>
      <Comments comments={mr.comments} page={page} onSend={send} />
      {dialog === 'merge' && mr.state === 'opened' && (
        <Modal title={`Merge !${mr.number}?`} actions={[
          { label: 'Cancel', onClick: () => patch({ dialog: null }) },
          { label: 'Merge now', primary: true, onClick: () => update((d) => { model.merge(d.apps.forge, d.os.ledger, d.os.now, mr.id); patchPage(d.os, { dialog: null }); showToast(d.os, `Merged into ${mr.target}`); }) },
        ]}><p>{mr.source} will be merged into {mr.target}. A merge cannot be undone.</p></Modal>
      )}
    </main>
  );
}

// ---------------------------------------------------------------- members

function Members({ p, page }: { p: Project; page: PageState }) {
  const s = useForge();
  const dialog = obj(page.dialog);
  const role = str(page.role) || 'Guest';
  const error = str(page.error);
  const add = (e: FormEvent) => {
    e.preventDefault();
    update((d) => {
      const refused = model.addMember(d.apps.forge, d.os.ledger, d.os.now, p.id, str(page.user), role);
      if (refused) { patchPage(d.os, { error: refused }); return; }
      patchPage(d.os, { user: null, role: null, error: null });
      showToast(d.os, 'Member added');
    });
  };
  const target = str(dialog.user);
  return (
    <main className="fg-main">
      <h1>Project members</h1>
      <form className="fg-card fg-add-member" onSubmit={add} noValidate aria-label="Invite members">
        <h2>Invite members</h2>
        <label className="fg-field"><span>Username</span><input aria-label="Username" placeholder="Username, e.g. @pnatarajan" value={str(page.user)} onChange={(e) => patch({ user: e.target.value, error: null })} /></label>
        <label className="fg-field"><span>Role</span>
          <select aria-label="Role" value={role} onChange={(e) => patch({ role: e.target.value })}>
            {ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </label>
        <button type="submit" className="fg-btn primary">Invite</button>
        {error !== '' && <p className="fg-error" role="alert">{error}</p>}
      </form>
      <ul className="fg-members">
        {p.members.map((m) => (
          <li key={m.id} className="fg-member-row">
            <div className="fg-grow"><strong>{userName(s, m.id)}</strong> <span className="fg-muted">@{m.id}</span>{m.id === s.me && <span className="fg-badge">It's you</span>}</div>
            {m.id === s.me ? <span>{m.role}</span> : (
              <>
                <select aria-label={`Role of ${userName(s, m.id)}`} value={m.role} onChange={(e) => { const next = e.target.value; update((d) => { model.setRole(d.apps.forge, p.id, m.id, next); showToast(d.os, 'Role updated'); }); }}>
                  {ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
                </select>
                <button className="fg-btn danger" aria-label={`Remove ${userName(s, m.id)}`} onClick={() => patch({ dialog: { kind: 'remove', user: m.id } })}>Remove</button>
              </>
            )}
          </li>
        ))}
      </ul>
      {target !== '' && (
        <Modal title={`Remove ${userName(s, target)} from ${p.name}?`} actions={[
          { label: 'Cancel', onClick: () => patch({ dialog: null }) },
          { label: 'Remove member', danger: true, onClick: () => update((d) => { model.removeMember(d.apps.forge, d.os.ledger, d.os.now, p.id, target); patchPage(d.os, { dialog: null }); showToast(d.os, 'Member removed'); }) },
        ]}><p>They will lose access to the project.</p></Modal>
      )}
    </main>
  );
}
