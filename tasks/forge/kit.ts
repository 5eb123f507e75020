// The Forge kit: the moves an oracle makes on the site, the reading helpers, setups and checks its
// templates share. The noise the judge gate plays around its templates is in noise.ts.
import { expectEqual, expectThat, inSlots, keepsDefaults, matchFrame, sameName, sameTyped, shown, type Check, type Frame, type FrameValue, type JsonRecord, type JudgeContext } from '../../judges/index.ts';
import { countNamed, nameRule, type TrialContext } from '../define.ts';
import { effects } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import { userName, type ForgeState, type Issue, type MergeRequest, type Project } from '../../apps/forge/state.ts';
import { NEW_ISSUE, type ForgeCommentEntry, type ForgeIssueEntry, type ForgeMemberEntry, type ForgeMergeEntry } from '../../apps/forge/model.ts';
import { issueUrl, mrUrl, projectUrl, url } from '../../apps/forge/urls.ts';
import type { TaskUi } from '../ui.ts';
export type Ui = TaskUi;

export { issueUrl, mrUrl, projectUrl, url, userName };
export const ISSUES = 'apps.forge.issues';
export const MRS = 'apps.forge.mrs';
export const PROJECTS = 'apps.forge.projects';
export const membersOf = (projectId: string) => `apps.forge.projects[${projectId}].members`;
export const labelsOf = (projectId: string) => `apps.forge.projects[${projectId}].labels`;
export const milestonesOf = (projectId: string) => `apps.forge.projects[${projectId}].milestones`;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------- moves

/** The dashboard, from the new-tab page's bookmark (open_app on the desktop). */
export const start = (ui: TaskUi): Promise<void> => ui.openApp('Forge');

/** A project's overview, from the dashboard's list. */
export async function openProject(ui: TaskUi, name: string): Promise<void> {
  await start(ui);
  await ui.tap({ text: `acme / ${name}`, role: 'link' });
}

/** In a project: one of its sidebar's sections (the Issues and Merge requests links carry a count). */
export async function section(ui: TaskUi, name: 'Project overview' | 'Commits' | 'Issues' | 'Labels' | 'Milestones' | 'Merge requests' | 'Members'): Promise<void> {
  await ui.tap({ matches: new RegExp(`^${name}( \\d+)?$`), role: 'link' });
}

/** A project's section straight from its address. */
export const gotoSection = (ui: TaskUi, slug: string, rest: string, query: Record<string, string | number | undefined> = {}) => ui.goto(projectUrl(slug, rest, query));

/** On the issues list: search the titles, in every state. */
export async function searchIssues(ui: TaskUi, text: string): Promise<void> {
  await ui.fill({ hint: 'Search or filter issues' }, text);
  await ui.key('Enter');
  await ui.tap({ matches: /^All \d+( \(selected\))?$/, role: 'link' });
}

/** Open an issue of a project by its title: the project, Issues, search, the title. */
export async function openIssue(ui: TaskUi, project: string, title: string): Promise<void> {
  await openProject(ui, project);
  await section(ui, 'Issues');
  await searchIssues(ui, title);
  await ui.tap({ text: title, role: 'link' });
}

/** Open a merge request of a project by its title, from the All tab of its list. */
export async function openMr(ui: TaskUi, project: string, title: string): Promise<void> {
  await openProject(ui, project);
  await section(ui, 'Merge requests');
  await ui.tap({ matches: /^All \d+( \(selected\))?$/, role: 'link' });
  await ui.scrollTo({ text: title, role: 'link' });
  await ui.tap({ text: title, role: 'link' });
}

/** On an issue or merge request: write a comment and send it. */
export async function comment(ui: TaskUi, text: string): Promise<void> {
  await ui.scrollTo({ hint: 'Write a comment' });
  await ui.fill({ hint: 'Write a comment' }, text);
  await ui.tap({ text: 'Comment', role: 'button' });
}

/** On an issue: open the labels (or assignees) editor, toggle each of `names`, close it. */
export async function toggleOnIssue(ui: TaskUi, what: 'labels' | 'assignees', names: readonly string[]): Promise<void> {
  await ui.tap({ text: `Edit ${what}`, role: 'button' });
  for (const n of names) await ui.tap({ text: n, role: 'checkbox' });
  await ui.tap({ text: `Done editing ${what}`, role: 'button' });
}

/** On an issue: choose its milestone (or "No milestone"). */
export async function chooseMilestone(ui: TaskUi, title: string): Promise<void> {
  await ui.tap({ text: 'Edit milestone', role: 'button' });
  await ui.tap({ text: title, role: 'radio' });
  await ui.tap({ text: 'Done editing milestone', role: 'button' });
}

/** The new-issue form of a project, filled (labels and assignees by the names shown), then sent unless told not to. */
export async function newIssue(ui: TaskUi, project: string, d: { title: string; body?: string; labels?: readonly string[]; assignees?: readonly string[]; milestone?: string }, send = true): Promise<void> {
  await openProject(ui, project);
  await section(ui, 'Issues');
  await ui.tap({ text: 'New issue', role: 'link' });
  await ui.fill({ hint: 'Title' }, d.title);
  if (d.body) await ui.fill({ hint: 'Describe the issue' }, d.body);
  for (const a of d.assignees ?? []) await ui.tap({ text: a, role: 'checkbox' });
  for (const l of d.labels ?? []) await ui.tap({ text: l, role: 'checkbox' });
  if (d.milestone) await ui.tap({ text: d.milestone, role: 'radio' });
  if (send) {
    await ui.scrollTo({ text: 'Create issue', role: 'button' });
    await ui.tap({ text: 'Create issue', role: 'button' });
  }
}

/** The project's members page. */
export async function openMembers(ui: TaskUi, project: string): Promise<void> {
  await openProject(ui, project);
  await section(ui, 'Members');
}

/** On the members page: the invite form, with the role picked from its drop-down. */
export async function invite(ui: TaskUi, username: string, role: string, send = true): Promise<void> {
  await ui.fill({ hint: 'Username, e.g. @pnatarajan' }, username);
  await ui.select({ hint: 'Role', role: 'combobox' }, role);
  if (send) await ui.tap({ text: 'Invite', role: 'button' });
}

/** On the members page: a member's role drop-down. */
export const chooseRole = (ui: TaskUi, name: string, role: string) => ui.select({ hint: `Role of ${name}`, role: 'combobox' }, role);

/** On the members page: Remove the member, then confirm (or cancel). */
export async function removeMember(ui: TaskUi, name: string, confirm = true): Promise<void> {
  await ui.scrollTo({ text: `Remove ${name}`, role: 'button' });
  await ui.tap({ text: `Remove ${name}`, role: 'button' });
  await ui.tap({ text: confirm ? 'Remove member' : 'Cancel', role: 'button' });
}

/** On a merge request: Merge, then confirm (or cancel). */
export async function mergeOpen(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Merge', role: 'button' });
  await ui.tap({ text: confirm ? 'Merge now' : 'Cancel', role: 'button' });
}

/** The labels page: New label, fill it, Create label. */
export async function createLabel(ui: TaskUi, d: { name: string; description: string; color: string }, send = true): Promise<void> {
  await ui.tap({ text: 'New label', role: 'button' });
  await ui.fill({ hint: 'Label name' }, d.name);
  await ui.fill({ hint: 'Description (optional)' }, d.description);
  await ui.fill({ hint: '#1f75cb' }, d.color);
  if (send) await ui.tap({ text: 'Create label', role: 'button' });
}

/** The labels page: Delete a label, then confirm (or cancel). */
export async function deleteLabel(ui: TaskUi, name: string, confirm = true): Promise<void> {
  await ui.scrollTo({ text: `Delete label ${name}`, role: 'button' });
  await ui.tap({ text: `Delete label ${name}`, role: 'button' });
  await ui.tap({ text: confirm ? 'Delete label' : 'Cancel', role: 'button' });
}

/** The milestones page: New milestone, fill it, Create milestone. */
export async function createMilestone(ui: TaskUi, title: string, due = ''): Promise<void> {
  await ui.tap({ text: 'New milestone', role: 'button' });
  await ui.fill({ hint: 'Title' }, title);
  if (due !== '') await ui.fill({ hint: 'YYYY-MM-DD' }, due);
  await ui.tap({ text: 'Create milestone', role: 'button' });
}

/** On the issues list: "Open N" (the state tab's count under the filters). */
export function openCount(ui: TaskUi): number {
  return Number(/^Open (\d+)/.exec(ui.find({ matches: /^Open \d+( \(selected\))?$/, role: 'link' })!.text)![1]);
}

// ---------------------------------------------------------------- reading the state

export const forge = (s: DeviceState): ForgeState => s.apps.forge;
export const me = (s: DeviceState): string => s.apps.forge.me;
export const projectOf = (s: DeviceState, id: string): Project => s.apps.forge.projects.find((p) => p.id === id)!;
export const issueById = (s: DeviceState, id: string): Issue | undefined => s.apps.forge.issues.find((i) => i.id === id);
export const mrById = (s: DeviceState, id: string): MergeRequest | undefined => s.apps.forge.mrs.find((m) => m.id === id);
export const issuesOf = (s: DeviceState, projectId: string): Issue[] => s.apps.forge.issues.filter((i) => i.project === projectId);
export const mrsOf = (s: DeviceState, projectId: string): MergeRequest[] => s.apps.forge.mrs.filter((m) => m.project === projectId);
export const nameOf = (s: DeviceState, username: string): string => userName(s.apps.forge, username);
export const labelId = (p: Project, name: string): string | undefined => p.labels.find((l) => l.name === name)?.id;

/** How many issues of the project have this title, as the site tells two titles apart. */
export const issuesTitled = (s: DeviceState, projectId: string, title: string): number => countNamed('forge', 'title', issuesOf(s, projectId).map((i) => i.title), title);
export const mrsTitled = (s: DeviceState, projectId: string, title: string): number => countNamed('forge', 'title', mrsOf(s, projectId).map((m) => m.title), title);

/** What a goal names on the site: a project, issues and merge requests by title, people by name. */
export function namedInForge(s: DeviceState, what: { projects?: readonly string[]; issues?: readonly [projectId: string, title: string][]; mrs?: readonly [projectId: string, title: string][]; people?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.projects ?? []).map((n) => [`the project ${n}`, countNamed('forge', 'project', s.apps.forge.projects.map((p) => p.name), n)] as const),
    ...(what.issues ?? []).map(([pid, t]) => [`the issue "${t}"`, issuesTitled(s, pid, t)] as const),
    ...(what.mrs ?? []).map(([pid, t]) => [`the merge request "${t}"`, mrsTitled(s, pid, t)] as const),
    ...(what.people ?? []).map((n) => [`the person ${n}`, countNamed('forge', 'person', s.apps.forge.users.map((u) => u.name), n)] as const),
  ]);
}

// ---------------------------------------------------------------- setups

/** Plant an issue (setups): by `author`, `ago` minutes before the clock. Returns its id and number. */
export function addIssue(d: DeviceState, projectId: string, i: { title: string; body: string; author: string; ago: number; labels?: string[]; assignees?: string[]; milestone?: string | null; state?: 'opened' | 'closed' }): { id: string; number: number } {
  const s = d.apps.forge;
  const id = `i${s.nextId++}`;
  const number = Math.max(0, ...issuesOf(d, projectId).map((x) => x.number)) + 1;
  s.issues.push({ id, project: projectId, number, title: i.title, body: i.body, author: i.author, at: d.os.now - i.ago * 60_000, state: i.state ?? 'opened', labels: i.labels ?? [], assignees: i.assignees ?? [], milestone: i.milestone ?? null, comments: [] });
  return { id, number };
}

/** Plant a comment on an issue (setups). */
export function addIssueComment(d: DeviceState, issueId: string, c: { author: string; body: string; ago: number }): void {
  const s = d.apps.forge;
  s.issues.find((i) => i.id === issueId)!.comments.push({ id: `c${s.nextId++}`, author: c.author, body: c.body, at: d.os.now - c.ago * 60_000 });
}

// ---------------------------------------------------------------- checks

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

export const issueEntries = (ctx: Ctx) => effects<ForgeIssueEntry>(ctx, 'forge-issue');
export const commentEntries = (ctx: Ctx) => effects<ForgeCommentEntry>(ctx, 'forge-comment');
export const mergeEntries = (ctx: Ctx) => effects<ForgeMergeEntry>(ctx, 'forge-merge');
export const memberEntries = (ctx: Ctx) => effects<ForgeMemberEntry>(ctx, 'forge-member');

export const sameTitle = (typed: unknown, want: string) => sameName(nameRule('forge', 'title'), typed, want);
const sorted = (xs: readonly string[]) => [...xs].sort();

/** A description the goal gives as a frame (judges/frames.ts): the literal text as typed text, each slot by its spec. */
export interface FramedText { frame: Frame; value: FrameValue }

const framedBody = (b: FramedText, issue: (ctx: Ctx) => { body: string } | undefined): Check<DeviceState> =>
  expectThat(`its description reads "${shown(b.frame)}" ${inSlots(b.frame, b.value)}`, shown(b.frame, b.value), (ctx: Ctx) => { const i = issue(ctx); return i ? matchFrame(b.frame, b.value, i.body) : undefined; }, (r) => r?.passed === true);

/**
 * Exactly one issue was opened, in this project, with this title; as it stands at the end it has
 * these labels and assignees (sets: label names, usernames), it is still open, and its description
 * reads `body` (typed text, or a frame read slot by slot). What the goal does not name keeps the
 * new-issue default (NEW_ISSUE: no milestone, no description when `body` is left out), as
 * docs/tasks.md asks of created records.
 */
export function openedOne(want: { project: string; title: string; body?: string | FramedText; labels: readonly string[]; assignees: readonly string[] }): Check<DeviceState>[] {
  const entry = (ctx: Ctx) => { const all = issueEntries(ctx); return all.length === 1 ? all[0] : undefined; };
  const issue = (ctx: Ctx) => { const e = entry(ctx); return e ? issueById(ctx.after, e.issue) : undefined; };
  return [
    expectEqual('exactly one issue was opened', 1, (ctx) => issueEntries(ctx).length),
    expectEqual('it is still open', 'opened', (ctx) => issue(ctx)?.state ?? null),
    expectEqual('it is in the project the goal names', want.project, (ctx) => entry(ctx)?.project),
    expectEqual(`its title is "${want.title}"`, true, (ctx) => { const e = entry(ctx); return e ? sameTitle(e.title, want.title) : undefined; }),
    expectEqual('its labels', sorted(want.labels), (ctx) => { const i = issue(ctx); return i ? sorted(i.labels.map((l) => projectOf(ctx.after, i.project).labels.find((x) => x.id === l)?.name ?? l)) : undefined; }),
    expectEqual('its assignees', sorted(want.assignees), (ctx) => { const i = issue(ctx); return i ? sorted(i.assignees) : undefined; }),
    ...(want.body === undefined ? [] : [typeof want.body === 'string'
      ? expectEqual(`its description reads "${want.body}"`, true, (ctx: Ctx) => { const i = issue(ctx); return i ? sameTyped(i.body, want.body as string) : undefined; })
      : framedBody(want.body, issue)]),
    ...keepsDefaults<DeviceState>((ctx) => issue(ctx) as unknown as JsonRecord | undefined, ['labels', 'assignees', ...(want.body === undefined ? [] : ['body'])], NEW_ISSUE),
  ];
}

/** Exactly one comment was written, on this issue (or merge request), reading `text`. */
export function commentedOne(on: 'issue' | 'mr', targetId: string, text: string): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = commentEntries(ctx); return all.length === 1 ? all[0] : undefined; };
  return [
    expectEqual('exactly one comment was written', 1, (ctx) => commentEntries(ctx).length),
    expectEqual(`it is on the ${on === 'issue' ? 'issue' : 'merge request'} the goal names`, targetId, (ctx) => one(ctx)?.target),
    expectEqual(`it reads "${text}"`, true, (ctx) => { const e = one(ctx); return e ? sameTyped(e.body, text) : undefined; }),
  ];
}

export const issueStateIs = (issueId: string, state: 'opened' | 'closed'): Check<DeviceState> =>
  expectEqual(`the issue is ${state === 'opened' ? 'open' : 'closed'}`, state, ({ after }) => issueById(after, issueId)?.state ?? null);

export const labelsAre = (issueId: string, labelIds: readonly string[]): Check<DeviceState> =>
  expectEqual('the issue\'s labels', sorted(labelIds), ({ after }) => { const i = issueById(after, issueId); return i ? sorted(i.labels) : null; });

export const assigneesAre = (issueId: string, users: readonly string[]): Check<DeviceState> =>
  expectEqual('the issue\'s assignees', sorted(users), ({ after }) => { const i = issueById(after, issueId); return i ? sorted(i.assignees) : null; });

export const roleIs = (projectId: string, user: string, role: string | null): Check<DeviceState> =>
  expectEqual(role === null ? `${user} is not a member` : `${user} is a member with the role ${role}`, role, ({ after }) => projectOf(after, projectId).members.find((m) => m.id === user)?.role ?? null);

// ---------------------------------------------------------------- picks the gate's noise (noise.ts) shares

/** Projects the goal and params do not name (by name, slug or id). */
export function bystanderProjects(ctx: TrialContext): Project[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return ctx.initial.apps.forge.projects.filter((p) => !said.includes(p.name) && !said.includes(p.slug) && !said.includes(`"${p.id}"`));
}

/** `script(...moves)`: the moves in order, then done. */
export { script } from '../ui.ts';

/** The same text with one letter changed (a typo). */
export function typo(text: string): string {
  const i = text.slice(1).search(/[aeiou]/) + 1;
  return text.slice(0, i) + (text[i] === 'e' ? 'a' : 'e') + text.slice(i + 1);
}

export { esc };

/** The issue has the label, and otherwise the labels it had before (a set): none taken off, no other put on. */
export const hasLabel = (issueId: string, labelId: string, name: string): Check<DeviceState> =>
  expectEqual(`the issue ${issueId} has the label "${name}" and its other labels as they were`, true, ({ before, after }) => {
    const was = issueById(before, issueId);
    const now = issueById(after, issueId);
    if (!was || !now) return null;
    return JSON.stringify(sorted([...new Set([...was.labels, labelId])])) === JSON.stringify(sorted(now.labels));
  });

/**
 * On the issues list: the title link of the first row whose label chips do not include `label`
 * (a row is its title link, its chips, then its "#n · ..." line, with no other link between).
 */
export function firstIssueWithout(ui: TaskUi, label: string): { text: string; role: string; index: number } {
  const tree = ui.tree();
  const rows: { at: number; text: string; chips: string[] }[] = [];
  tree.forEach((e, at) => {
    if (e.role !== 'link') return;
    const end = tree.findIndex((x, k) => k > at && (x.role === 'link' || /^#\d+ · /.test(x.text)));
    if (end > at && /^#\d+ · /.test(tree[end]!.text)) rows.push({ at, text: e.text, chips: tree.slice(at + 1, end).map((x) => x.text) });
  });
  const row = rows.find((r) => !r.chips.includes(label));
  if (!row) throw new Error(`every issue on the page has the label ${label}`);
  const same = tree.filter((x, k) => x.role === 'link' && x.text === row.text && k <= row.at).length - 1;
  return { text: row.text, role: 'link', index: same };
}

/** Typed text, as a description compares (judges/frames.ts). */
export const sameText = (typed: unknown, want: string) => sameTyped(typed, want);
