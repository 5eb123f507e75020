// Forge: a GitLab-like code host and issue tracker. Projects live under one group (`acme/<slug>`),
// each with a README, a few files, commits, members with roles, labels, milestones, issues (`#n`)
// and merge requests (`!n`). People are shown by their full name ("Priya Natarajan"); the
// members page adds their username (@pnatarajan), which the add-member form takes. The signed-in
// user is `ME`. Ids: issues `i<n>`, merge requests `m<n>`, comments `c<n>`, labels `l<n>`,
// milestones `ms<n>`, from one counter; members are keyed by username.
import type { Rng } from '../kit/random.ts';
import { DAY, MINUTE } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export interface ForgeUser { username: string; name: string }

export const ROLES = ['Guest', 'Reporter', 'Developer', 'Maintainer', 'Owner'] as const;
export type Role = (typeof ROLES)[number];

export interface Member { id: string; role: Role }
export interface Label { id: string; name: string; color: string; description: string }
export interface Milestone { id: string; title: string; due: number | null; state: 'active' | 'closed' }
export interface Commit { id: string; message: string; author: string; at: number }
export interface RepoFile { path: string; content: string }
export interface Comment { id: string; author: string; body: string; at: number }

export interface Project {
  id: string;
  /** The URL part: `acme/<slug>`. */
  slug: string;
  name: string;
  description: string;
  defaultBranch: string;
  branches: string[];
  readme: string;
  files: RepoFile[];
  /** Newest first. */
  commits: Commit[];
  /** Members keyed by username (`id`), with their role. */
  members: Member[];
  labels: Label[];
  milestones: Milestone[];
  starred: boolean;
}

export interface Issue {
  id: string;
  project: string;
  number: number;
  title: string;
  body: string;
  author: string;
  at: number;
  state: 'opened' | 'closed';
  /** Label ids (a set). */
  labels: string[];
  /** Usernames (a set). */
  assignees: string[];
  milestone: string | null;
  comments: Comment[];
}

export interface MergeRequest {
  id: string;
  project: string;
  number: number;
  title: string;
  body: string;
  author: string;
  at: number;
  source: string;
  target: string;
  state: 'opened' | 'merged' | 'closed';
  /** Usernames of the approvers (a set). */
  approvals: string[];
  /** Issue numbers the description says it closes. */
  closes: number[];
  comments: Comment[];
}

export interface ForgeState {
  me: string;
  group: string;
  users: ForgeUser[];
  projects: Project[];
  issues: Issue[];
  mrs: MergeRequest[];
  nextId: number;
}

export const PAGE_SIZE = 10;
export const GROUP = 'acme';
export const ME = 'jmorales';

export const USERS: ForgeUser[] = [
  { username: 'jmorales', name: 'Jordan Morales' },
  { username: 'pnatarajan', name: 'Priya Natarajan' },
  { username: 'tokafor', name: 'Tunde Okafor' },
  { username: 'lchen', name: 'Lena Chen' },
  { username: 'mweber', name: 'Marco Weber' },
  { username: 'asantos', name: 'Ana Santos' },
  { username: 'dkim', name: 'Daniel Kim' },
  { username: 'hberg', name: 'Hanna Berg' },
  { username: 'okowalski', name: 'Olga Kowalski' },
  { username: 'sreyes', name: 'Sam Reyes' },
  { username: 'ymori', name: 'Yuki Mori' },
  { username: 'fdubois', name: 'Felix Dubois' },
  { username: 'nadler', name: 'Nora Adler' },
  { username: 'bquinn', name: 'Ben Quinn' },
  { username: 'gharper', name: 'Grace Harper' },
  { username: 'eivanov', name: 'Emil Ivanov' },
];

const LABELS: [name: string, color: string, description: string][] = [
  ['bug', '#d9534f', 'Something is broken'],
  ['feature', '#5cb85c', 'New functionality'],
  ['documentation', '#428bca', 'Docs and guides'],
  ['performance', '#f0ad4e', 'Slow paths and memory'],
  ['security', '#8e44ad', 'Vulnerabilities and hardening'],
  ['ui', '#e83e8c', 'Look and feel'],
  ['tech debt', '#6c757d', 'Cleanups and refactors'],
  ['good first issue', '#20c997', 'Small, well-scoped tasks'],
];

interface ProjectSeed {
  slug: string;
  name: string;
  description: string;
  files: [path: string, content: string][];
  issues: string[];
  mrs: [title: string, branch: string][];
  commits: string[];
}

const PROJECTS: ProjectSeed[] = [
  { slug: 'web-portal', name: 'Web Portal', description: 'The customer portal: accounts, billing pages and support tickets.',
    files: [['package.json', '{\n  "name": "web-portal",\n  "version": "3.8.1",\n  "scripts": { "dev": "vite", "build": "vite build" }\n}'], ['src/main.tsx', "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\n\ncreateRoot(document.getElementById('root')!).render(<App />);"], ['src/api/client.ts', "export async function get(path: string) {\n  const res = await fetch(`/api${path}`);\n  if (!res.ok) throw new Error(res.statusText);\n  return res.json();\n}"], ['.gitignore', 'node_modules\ndist\n.env']],
    issues: ['Login page loops after password reset', 'Invoice PDF shows the wrong currency symbol', 'Add dark mode to the account settings', 'Support ticket form loses text on validation error', 'Billing page is slow with many invoices', 'Session cookie lacks the Secure flag', 'Profile avatar upload fails for PNG files', 'Document the local development setup', 'Date picker ignores the user\'s locale', 'Replace moment.js with date-fns', 'Search results flicker while typing', 'Footer links point to the old help centre', 'Add keyboard shortcuts to the ticket list', 'Password rules are not shown before submit', 'Export account data as CSV', 'Broken layout on narrow screens in the billing table', 'Rate limit the contact form', 'Remove unused feature flags'],
    mrs: [['Fix redirect loop after password reset', 'fix/reset-loop'], ['Add dark mode toggle', 'feature/dark-mode'], ['Lazy-load invoice rows', 'perf/invoice-list'], ['Set Secure and SameSite on cookies', 'security/cookies'], ['Migrate date handling to date-fns', 'chore/date-fns'], ['Keep ticket text after validation errors', 'fix/ticket-draft']],
    commits: ['Bump vite to 5.4', 'Fix typo in billing copy', 'Add invoice currency helper', 'Refactor API client errors', 'Update support ticket styles', 'Add tests for login redirect', 'Remove legacy polyfills', 'Tidy account settings layout', 'Add CSV export stub', 'Initial billing page'] },
  { slug: 'payments-api', name: 'Payments API', description: 'Card payments, refunds and payouts behind one REST API.',
    files: [['go.mod', 'module acme/payments-api\n\ngo 1.22'], ['cmd/server/main.go', 'package main\n\nfunc main() {\n\tserve(":8080")\n}'], ['internal/refunds/refunds.go', 'package refunds\n\n// Refund returns money to the original card.\nfunc Refund(id string, cents int64) error { return nil }'], ['Makefile', 'test:\n\tgo test ./...']],
    issues: ['Refunds over 10,000 fail with a timeout', 'Webhook retries do not back off', 'Add idempotency keys to POST /payments', 'Payout report misses the last day of the month', 'Currency rounding error for JPY', 'Document the refund states', 'Expose payment method in the list endpoint', 'Card fingerprint is logged in plain text', 'Health check reports OK when the database is down', 'Upgrade to Go 1.22', 'Partial refunds are not reflected in the balance', 'Add pagination to GET /payouts', 'Flaky test in the webhook signer', 'Support SEPA direct debit', 'Validate the callback URL scheme', 'Slow query on the disputes table'],
    mrs: [['Back off exponentially on webhook retries', 'fix/webhook-backoff'], ['Idempotency keys for payment creation', 'feature/idempotency'], ['Mask card fingerprints in logs', 'security/mask-logs'], ['Fix JPY rounding', 'fix/jpy-rounding'], ['Check the database in the health endpoint', 'fix/health-db'], ['Paginate payouts', 'feature/payout-pages']],
    commits: ['Add refund state machine', 'Log request ids', 'Fix payout cut-off time', 'Bump pgx driver', 'Add dispute model', 'Split webhook signer', 'Add SEPA stub', 'Improve error codes', 'Add currency table', 'Initial API skeleton'] },
  { slug: 'mobile-app', name: 'Mobile App', description: 'The iOS and Android app, written in React Native.',
    files: [['app.json', '{\n  "name": "AcmeMobile",\n  "version": "2.14.0"\n}'], ['src/screens/Home.tsx', "export function Home() {\n  return <Feed />;\n}"], ['src/push.ts', "export function registerPush(token: string) {\n  return api.post('/devices', { token });\n}"], ['README-android.md', 'Build with ./gradlew assembleRelease']],
    issues: ['App crashes when opening a push notification', 'Pull to refresh does nothing on Android 14', 'Add biometric login', 'Images in the feed load twice', 'Onboarding skips the permissions screen', 'Settings toggle state is not saved', 'Offline banner never disappears', 'Translate the app into Portuguese', 'Battery drain from background location', 'Upgrade React Native to 0.74', 'Deep links open the wrong screen', 'Font sizes ignore accessibility settings', 'Add haptic feedback to buttons', 'Token refresh races on startup'],
    mrs: [['Guard against missing notification payload', 'fix/push-crash'], ['Biometric login', 'feature/biometrics'], ['Cache feed images', 'perf/image-cache'], ['Persist settings toggles', 'fix/settings-persist'], ['Respect dynamic type', 'a11y/dynamic-type']],
    commits: ['Bump version to 2.14.0', 'Fix Android back handler', 'Add Portuguese strings stub', 'Refactor push registration', 'Update splash screen', 'Fix list key warnings', 'Add feed skeleton loader', 'Pin Hermes version', 'Add crash reporting', 'Initial navigation'] },
  { slug: 'infra', name: 'Infra', description: 'Terraform and Helm charts for every environment.',
    files: [['main.tf', 'terraform {\n  required_version = ">= 1.6"\n}\n\nmodule "cluster" {\n  source = "./modules/cluster"\n}'], ['charts/portal/values.yaml', 'replicas: 3\nimage:\n  tag: 3.8.1'], ['modules/cluster/variables.tf', 'variable "node_count" {\n  default = 4\n}']],
    issues: ['Staging cluster runs out of IPs', 'Rotate the database credentials', 'Nightly backups are not encrypted', 'Add autoscaling to the portal chart', 'Terraform plan shows drift on the load balancer', 'Alert when disk usage passes 80%', 'Document the on-call runbook', 'Move secrets to the vault', 'Upgrade the cluster to Kubernetes 1.30', 'Cost report per team', 'DNS TTLs are too long for failover', 'Remove the old bastion host'],
    mrs: [['Encrypt nightly backups', 'security/backup-encryption'], ['Horizontal pod autoscaler for the portal', 'feature/portal-hpa'], ['Disk usage alert', 'feature/disk-alert'], ['Bigger subnet for staging', 'fix/staging-subnet'], ['Shorter DNS TTLs', 'fix/dns-ttl']],
    commits: ['Pin provider versions', 'Add staging workspace', 'Tune node pool', 'Fix chart lint errors', 'Add monitoring namespace', 'Rename variables', 'Add backup bucket', 'Split modules', 'Add cluster module', 'Initial Terraform'] },
  { slug: 'docs-site', name: 'Docs Site', description: 'The public developer documentation at docs.acme.test.',
    files: [['mkdocs.yml', 'site_name: Acme Docs\nnav:\n  - Home: index.md\n  - API: api.md'], ['docs/index.md', '# Acme developer docs\n\nStart with the quickstart.'], ['docs/api.md', '# API reference\n\nAll endpoints take JSON.']],
    issues: ['Quickstart uses an outdated API key format', 'Search does not find endpoint names', 'Add a page about webhooks', 'Code samples lack a copy button', 'Broken links in the refunds guide', 'Dark theme makes tables unreadable', 'Add a changelog page', 'Sidebar collapses on every page load', 'Explain rate limits', 'Spelling mistakes in the payouts guide', 'Add Python samples next to curl'],
    mrs: [['Update quickstart API keys', 'docs/quickstart-keys'], ['Webhooks guide', 'docs/webhooks'], ['Copy button for code blocks', 'feature/copy-button'], ['Fix refunds guide links', 'fix/refund-links'], ['Rate limits page', 'docs/rate-limits']],
    commits: ['Fix heading levels', 'Add API overview', 'Update theme colours', 'Add redirects file', 'Rewrite intro', 'Add search plugin', 'Fix image paths', 'Add glossary', 'Bump mkdocs', 'Initial docs'] },
  { slug: 'data-pipeline', name: 'Data Pipeline', description: 'Nightly ETL jobs that feed the analytics warehouse.',
    files: [['pyproject.toml', '[project]\nname = "data-pipeline"\nversion = "1.9.0"'], ['pipeline/jobs/orders.py', 'def run(day):\n    rows = extract(day)\n    load(transform(rows))'], ['pipeline/config.yaml', 'warehouse: analytics\nschedule: "0 2 * * *"']],
    issues: ['Orders job double-counts refunds', 'Nightly run fails on daylight saving day', 'Add a job for support tickets', 'Warehouse tables lack column comments', 'Retry failed extracts automatically', 'Late-arriving events are dropped', 'Speed up the customers join', 'Alert on empty loads', 'Document the schema of the orders table', 'Upgrade to Python 3.12', 'PII columns must be hashed', 'Backfill March after the outage', 'Remove the deprecated sessions job'],
    mrs: [['Subtract refunds once', 'fix/refund-double-count'], ['Timezone-aware schedule', 'fix/dst'], ['Support tickets job', 'feature/tickets-job'], ['Hash PII columns', 'security/hash-pii'], ['Retry extracts', 'feature/retry-extracts']],
    commits: ['Add orders job tests', 'Bump pandas', 'Fix config loading', 'Add warehouse client', 'Split transforms', 'Add logging', 'Add schedule', 'Add customers job', 'Add extract base class', 'Initial pipeline'] },
];

const ISSUE_BODIES = [
  'Steps to reproduce are below. This happens every time for me.',
  'Reported by several customers this week. Screenshots attached in the support ticket.',
  'We talked about this in the planning meeting; this issue tracks the work.',
  'Low priority, but it keeps coming up.',
  'Seen in production since the last release.',
  'A small change, but it needs someone who knows this part of the code.',
];

const COMMENTS = [
  'I can reproduce this on the main branch.', 'Looking into it today.', 'Could this be related to the last release?',
  'Added a failing test, see the branch.', 'Thanks for the detailed report!', 'Let us discuss this at the next planning.',
  'I think the fix is small, happy to pair on it.', 'Still happening for me after the update.', 'Bumping this, customers keep asking.',
  'Moved to the next milestone.',
];

const MILESTONES = ['v1.4', 'v1.5', 'Q1 cleanup'] as const;

export function seedForge(rng: Rng, world: SeedContext): ForgeState {
  const now = world.now;
  let nextId = 1;
  const others = USERS.filter((u) => u.username !== ME).map((u) => u.username);
  // Four people belong to no project: outsiders the add-member form can still find.
  const outsiders = ['nadler', 'bquinn', 'gharper', 'eivanov'];
  const insiders = others.filter((u) => !outsiders.includes(u));
  const projects: Project[] = [];
  const issues: Issue[] = [];
  const mrs: MergeRequest[] = [];
  const comments = (count: number, people: string[], at: number): Comment[] => {
    const list: Comment[] = [];
    let t = at;
    for (let k = 0; k < count; k++) {
      t += rng.int(20, 1800) * MINUTE;
      list.push({ id: `c${nextId++}`, author: rng.pick(people), body: rng.pick(COMMENTS), at: Math.min(t, now - MINUTE) });
    }
    return list;
  };
  PROJECTS.forEach((seed, pi) => {
    const team = rng.sample(insiders, rng.int(4, 6));
    const roles: Role[] = ['Maintainer', 'Developer', 'Developer', 'Reporter', 'Developer', 'Guest'];
    const members: Member[] = [{ id: ME, role: pi < 4 ? 'Owner' : 'Maintainer' }, ...team.map((u, i) => ({ id: u, role: roles[i]! }))];
    const people = members.map((m) => m.id);
    const labels: Label[] = rng.sample(LABELS, rng.int(6, 8)).map(([name, color, description]) => ({ id: `l${nextId++}`, name, color, description }));
    const milestones: Milestone[] = MILESTONES.slice(0, rng.int(2, 3)).map((title, i) => ({ id: `ms${nextId++}`, title, due: now + (i * 30 + rng.int(5, 25)) * DAY - (now % DAY), state: 'active' as const }));
    // Commits: newest first, minutes apart so none ties.
    let t = now - rng.int(30, 600) * MINUTE;
    const commits: Commit[] = seed.commits.map((message) => {
      const c = { id: shaOf(rng), message, author: rng.pick(people), at: t };
      t -= rng.int(60, 3000) * MINUTE;
      return c;
    });
    const pid = `p${pi + 1}`;
    const branches = ['main', ...seed.mrs.map(([, b]) => b), 'release/' + rng.pick(['3.8', '2.14', '1.9', '2.0'])];
    projects.push({
      id: pid, slug: seed.slug, name: seed.name, description: seed.description, defaultBranch: 'main', branches,
      readme: `# ${seed.name}\n\n${seed.description}\n\nGetting started: clone the repository, read CONTRIBUTING.md and open a merge request against main.\nQuestions go to the project's issue tracker.`,
      files: [{ path: 'README.md', content: '' }, ...seed.files.map(([path, content]) => ({ path, content }))],
      commits, members, labels, milestones, starred: pi < 2,
    });
    seed.issues.forEach((title, k) => {
      const at = now - rng.int(60, 60 * 24 * 60) * MINUTE;
      const closed = rng.chance(0.3);
      issues.push({
        id: `i${nextId++}`, project: pid, number: k + 1, title, body: rng.pick(ISSUE_BODIES), author: rng.pick(people), at,
        state: closed ? 'closed' : 'opened',
        labels: rng.sample(labels, rng.int(0, 2)).map((l) => l.id),
        assignees: rng.chance(0.6) ? rng.sample(people, rng.int(1, 2)) : [],
        milestone: rng.chance(0.6) ? rng.pick(milestones).id : null,
        comments: comments(rng.int(0, 4), people, at),
      });
    });
    const projectIssues = issues.filter((i) => i.project === pid);
    seed.mrs.forEach(([title, source], k) => {
      const at = now - rng.int(60, 60 * 24 * 30) * MINUTE;
      const state = k < 2 ? 'merged' : k > 2 && rng.chance(0.15) ? 'closed' : 'opened';
      const fixes = rng.chance(0.7) ? [rng.pick(projectIssues).number] : [];
      const author = rng.pick(people);
      mrs.push({
        id: `m${nextId++}`, project: pid, number: k + 1, title, author, at, source, target: rng.chance(0.8) ? 'main' : branches.at(-1)!, state,
        body: fixes.length > 0 ? `Closes #${fixes[0]}.` : 'No related issue.', closes: fixes,
        approvals: state === 'merged' ? rng.sample(people.filter((u) => u !== author), 1) : rng.chance(0.4) ? rng.sample(people.filter((u) => u !== author && u !== ME), 1) : [],
        comments: comments(rng.int(0, 3), people, at),
      });
    });
  });
  // Each project's latest commit is by someone who made no other project's latest commit.
  const lastAuthors = new Set<string>();
  for (const p of projects) {
    const free = p.members.map((m) => m.id).filter((u) => !lastAuthors.has(u));
    if (free.length > 0) p.commits[0]!.author = rng.pick(free);
    lastAuthors.add(p.commits[0]!.author);
  }
  return { me: ME, group: GROUP, users: USERS.map((u) => ({ ...u })), projects, issues, mrs, nextId };
}

function shaOf(rng: Rng): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += '0123456789abcdef'[rng.int(0, 15)];
  return s;
}

// ---------------------------------------------------------------- reading

export const userName = (s: ForgeState, username: string): string => s.users.find((u) => u.username === username)?.name ?? username;
export const labelName = (p: Project, id: string): string => p.labels.find((l) => l.id === id)?.name ?? id;

export interface IssueFilter { state: 'opened' | 'closed' | 'all'; label?: string; assignee?: string; milestone?: string; q?: string }

/** Issues of the project the list shows for the filter (labels and milestones by name, the assignee by username), newest first. */
export function filterIssues(s: ForgeState, p: Project, f: IssueFilter): Issue[] {
  const q = (f.q ?? '').trim().toLowerCase();
  const label = f.label ? p.labels.find((l) => l.name === f.label)?.id ?? '?' : undefined;
  const milestone = f.milestone ? p.milestones.find((m) => m.title === f.milestone)?.id ?? '?' : undefined;
  return s.issues
    .filter((i) => i.project === p.id && (f.state === 'all' || i.state === f.state)
      && (label === undefined || i.labels.includes(label))
      && (f.assignee === undefined || (f.assignee === 'none' ? i.assignees.length === 0 : i.assignees.includes(f.assignee)))
      && (milestone === undefined || i.milestone === milestone)
      && (q === '' || i.title.toLowerCase().includes(q) || String(i.number) === q.replace(/^#/, '')))
    .sort((a, b) => b.number - a.number);
}
