// Forge: pure actions on the site's state, shared by the pages, the task setups and the tests.
// Effects that cannot be taken back are written in the OS ledger the moment they happen: an issue
// opened (`forge-issue`), a comment on an issue or merge request (`forge-comment`), a merge request
// merged (`forge-merge`) and a member added or removed (`forge-member`). Labels, assignees,
// milestones, closing and reopening are reversible state, judged from the final state.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { ROLES, type ForgeState, type Issue, type MergeRequest, type Project, type Role } from './state.ts';

/** An issue opened, with its fields then. */
export interface ForgeIssueEntry extends LedgerEntry { kind: 'forge-issue'; project: string; issue: string; number: number; title: string; labels: string[]; assignees: string[] }
/** A comment posted on an issue (`on: 'issue'`) or a merge request (`'mr'`), by the record's id. */
export interface ForgeCommentEntry extends LedgerEntry { kind: 'forge-comment'; project: string; on: 'issue' | 'mr'; target: string; comment: string; body: string }
/** A merge request merged. */
export interface ForgeMergeEntry extends LedgerEntry { kind: 'forge-merge'; project: string; mr: string; number: number }
/** A member added to a project (with the role given) or removed from it. */
export interface ForgeMemberEntry extends LedgerEntry { kind: 'forge-member'; project: string; action: 'add' | 'remove'; user: string; role: string | null }

const mint = (s: ForgeState, prefix: string) => `${prefix}${s.nextId++}`;

export const findProject = (s: ForgeState, slug: string): Project | undefined => s.projects.find((p) => p.slug === slug);
export const findIssue = (s: ForgeState, projectId: string, n: number): Issue | undefined => s.issues.find((i) => i.project === projectId && i.number === n);
export const findMr = (s: ForgeState, projectId: string, n: number): MergeRequest | undefined => s.mrs.find((m) => m.project === projectId && m.number === n);
export const issueById = (s: ForgeState, id: string): Issue | undefined => s.issues.find((i) => i.id === id);
export const mrById = (s: ForgeState, id: string): MergeRequest | undefined => s.mrs.find((m) => m.id === id);
export const projectById = (s: ForgeState, id: string): Project | undefined => s.projects.find((p) => p.id === id);

export type IssueErrors = { title?: string };

/** What the new-issue form starts with: no description, labels, assignees or milestone. What a kit
 *  holds a new issue's unnamed fields to. */
export const NEW_ISSUE: Pick<Issue, 'body' | 'labels' | 'assignees' | 'milestone'> = { body: '', labels: [], assignees: [], milestone: null };

/** Open an issue; returns its number, or the form's errors. */
export function createIssue(s: ForgeState, ledger: Ledger, now: number, projectId: string, d: { title: string; body: string; labels: string[]; assignees: string[]; milestone: string | null }): { number: number } | { errors: IssueErrors } {
  const p = projectById(s, projectId);
  const title = d.title.trim();
  if (!p) return { errors: { title: 'No such project' } };
  if (title === '') return { errors: { title: 'Title can\'t be blank' } };
  if (title.length > 255) return { errors: { title: 'Title is too long (255 characters at most)' } };
  const number = Math.max(0, ...s.issues.filter((i) => i.project === p.id).map((i) => i.number)) + 1;
  const id = mint(s, 'i');
  const labels = [...new Set(d.labels.filter((l) => p.labels.some((x) => x.id === l)))];
  const assignees = [...new Set(d.assignees.filter((u) => p.members.some((m) => m.id === u)))];
  s.issues.push({ id, project: p.id, number, title, body: d.body.replace(/\s+$/, ''), author: s.me, at: now, state: 'opened', labels, assignees, milestone: d.milestone, comments: [] });
  record(ledger, now, { app: 'forge', kind: 'forge-issue', project: p.id, issue: id, number, title, labels, assignees });
  return { number };
}

/** Add or take away a value of a set field (labels, assignees) of an issue. */
export function toggleIn(issue: Issue, field: 'labels' | 'assignees', value: string): void {
  const list = issue[field];
  const i = list.indexOf(value);
  if (i >= 0) list.splice(i, 1);
  else list.push(value);
}

export function setMilestone(issue: Issue, milestone: string | null): void {
  issue.milestone = milestone;
}

export function setIssueState(issue: Issue, state: 'opened' | 'closed'): void {
  issue.state = state;
}

/** Comment on an issue or merge request; returns the comment's id, or null for an empty text. */
export function addComment(s: ForgeState, ledger: Ledger, now: number, on: 'issue' | 'mr', targetId: string, body: string): string | null {
  const target = on === 'issue' ? issueById(s, targetId) : mrById(s, targetId);
  const text = body.trim();
  if (!target || text === '') return null;
  const id = mint(s, 'c');
  target.comments.push({ id, author: s.me, body: text, at: now });
  record(ledger, now, { app: 'forge', kind: 'forge-comment', project: target.project, on, target: targetId, comment: id, body: text });
  return id;
}

// ---------------------------------------------------------------- merge requests

export function toggleApproval(s: ForgeState, mr: MergeRequest): void {
  if (mr.state !== 'opened' || mr.author === s.me) return;
  const i = mr.approvals.indexOf(s.me);
  if (i >= 0) mr.approvals.splice(i, 1);
  else mr.approvals.push(s.me);
}

export function merge(s: ForgeState, ledger: Ledger, now: number, mrId: string): boolean {
  const mr = mrById(s, mrId);
  if (!mr || mr.state !== 'opened') return false;
  mr.state = 'merged';
  record(ledger, now, { app: 'forge', kind: 'forge-merge', project: mr.project, mr: mr.id, number: mr.number });
  return true;
}

export function setMrClosed(mr: MergeRequest, closed: boolean): void {
  if (mr.state === 'merged') return;
  mr.state = closed ? 'closed' : 'opened';
}

// ---------------------------------------------------------------- labels and milestones

export type LabelErrors = { name?: string; color?: string };

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Create a label, or edit one (`id`); returns the form's errors (none: done). */
export function saveLabel(s: ForgeState, projectId: string, d: { id?: string; name: string; description: string; color: string }): LabelErrors {
  const p = projectById(s, projectId);
  if (!p) return { name: 'No such project' };
  const name = d.name.trim();
  const errors: LabelErrors = {};
  if (name === '') errors.name = 'Name can\'t be blank';
  else if (p.labels.some((l) => l.id !== d.id && declaredKey(manifest, 'label', l.name) === declaredKey(manifest, 'label', name))) errors.name = 'Name has already been taken';
  if (!COLOR.test(d.color.trim())) errors.color = 'Color must be a hex colour like #1f75cb';
  if (Object.keys(errors).length > 0) return errors;
  if (d.id) {
    const l = p.labels.find((x) => x.id === d.id);
    if (l) Object.assign(l, { name, description: d.description.trim(), color: d.color.trim().toLowerCase() });
  } else {
    p.labels.push({ id: mint(s, 'l'), name, description: d.description.trim(), color: d.color.trim().toLowerCase() });
  }
  return {};
}

/** Delete a label: it leaves every issue of the project too. */
export function deleteLabel(s: ForgeState, projectId: string, labelId: string): void {
  const p = projectById(s, projectId);
  if (!p) return;
  p.labels = p.labels.filter((l) => l.id !== labelId);
  for (const i of s.issues) if (i.project === projectId && i.labels.includes(labelId)) i.labels = i.labels.filter((l) => l !== labelId);
}

export type MilestoneErrors = { title?: string; due?: string };

/** Create a milestone; `due` is a day's start (ms) or null. Returns the new id, or the errors. */
export function createMilestone(s: ForgeState, projectId: string, d: { title: string; due: number | null | 'invalid' }): { id: string } | { errors: MilestoneErrors } {
  const p = projectById(s, projectId);
  const title = d.title.trim();
  const errors: MilestoneErrors = {};
  if (!p) return { errors: { title: 'No such project' } };
  if (title === '') errors.title = 'Title can\'t be blank';
  else if (p.milestones.some((m) => declaredKey(manifest, 'milestone', m.title) === declaredKey(manifest, 'milestone', title))) errors.title = 'Title has already been taken';
  if (d.due === 'invalid') errors.due = 'Due date must be a date like 2026-03-31';
  if (Object.keys(errors).length > 0) return { errors };
  const id = mint(s, 'ms');
  p.milestones.push({ id, title, due: d.due === 'invalid' ? null : d.due, state: 'active' });
  return { id };
}

export function setMilestoneState(s: ForgeState, projectId: string, id: string, state: 'active' | 'closed'): void {
  const m = projectById(s, projectId)?.milestones.find((x) => x.id === id);
  if (m) m.state = state;
}

// ---------------------------------------------------------------- members

export const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);

/** Add a person (by username, with or without @) with a role; returns the refusal, or null. */
export function addMember(s: ForgeState, ledger: Ledger, now: number, projectId: string, username: string, role: string): string | null {
  const p = projectById(s, projectId);
  const name = username.trim().replace(/^@/, '').toLowerCase();
  if (!p) return 'No such project';
  if (name === '') return 'Enter a username';
  const u = s.users.find((x) => x.username === name);
  if (!u) return `No user with the username @${name}`;
  if (!isRole(role)) return 'Choose a role';
  if (p.members.some((m) => m.id === u.username)) return `${u.name} is already a member`;
  p.members.push({ id: u.username, role });
  record(ledger, now, { app: 'forge', kind: 'forge-member', project: p.id, action: 'add', user: u.username, role });
  return null;
}

export function setRole(s: ForgeState, projectId: string, username: string, role: string): void {
  const m = projectById(s, projectId)?.members.find((x) => x.id === username);
  if (m && isRole(role) && username !== s.me) m.role = role;
}

export function removeMember(s: ForgeState, ledger: Ledger, now: number, projectId: string, username: string): void {
  const p = projectById(s, projectId);
  if (!p || username === s.me || !p.members.some((m) => m.id === username)) return;
  p.members = p.members.filter((m) => m.id !== username);
  record(ledger, now, { app: 'forge', kind: 'forge-member', project: p.id, action: 'remove', user: username, role: null });
}
