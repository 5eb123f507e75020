// The Webmail kit: the moves an oracle makes on the site, the reading helpers, setups and checks its
// templates share. The noise the judge gate plays around its templates is in noise.ts.
import { createdWhole, expectEqual, nameKey, sameName, sameTyped, type Check, type JudgeContext, type JsonRecord } from '../../judges/index.ts';
import { countNamed, nameRule, type TrialContext } from '../define.ts';
import { effects } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { CalEvent, Draft, Message } from '../../apps/webmail/state.ts';
import { NEW_DRAFT, type WebmailEraseEntry, type WebmailInviteEntry, type WebmailRsvpEntry, type WebmailSendEntry } from '../../apps/webmail/model.ts';
import { eventUrl, messageUrl, url } from '../../apps/webmail/urls.ts';
import type { TaskUi } from '../ui.ts';

export { eventUrl, messageUrl, url };
export const MESSAGES = 'apps.webmail.messages';
export const EVENTS = 'apps.webmail.events';
export const DRAFTS = 'apps.webmail.drafts';
export const SEARCH_HINT = 'Search mail (from:name, subject words)';

// ---------------------------------------------------------------- moves

/** The Inbox, from the new-tab page's bookmark (open_app on the desktop). */
export const start = (ui: TaskUi): Promise<void> => ui.openApp('Webmail');

/** Search the mail for the text (the header's box, then Enter). */
export async function search(ui: TaskUi, text: string): Promise<void> {
  if (!ui.has({ hint: SEARCH_HINT })) await start(ui);
  await ui.fill({ hint: SEARCH_HINT }, text);
  await ui.key('Enter');
}

/** Find a message by searching its subject and open it (the first row of that subject). */
export async function openMessage(ui: TaskUi, subject: string, query = subject): Promise<void> {
  await search(ui, query);
  await ui.tap({ text: subject, role: 'link' });
}

/** A folder or the Starred view, from the sidebar. */
export async function openFolder(ui: TaskUi, label: string): Promise<void> {
  if (!ui.has({ text: 'Compose', role: 'link' })) await start(ui);
  await ui.tap({ text: label, role: 'link' });
}

/** A folder, then its pages until the subject's link shows, and open it. */
export async function openInFolder(ui: TaskUi, folder: string, subject: string): Promise<void> {
  await openFolder(ui, folder);
  for (let page = 0; page < 6 && !ui.has({ text: subject, role: 'link' }); page++) {
    await ui.scrollTo({ matches: /^(Page \d+ of \d+|No messages here\.)$/ }).catch(() => undefined);
    if (ui.has({ text: subject, role: 'link' })) break;
    if (!ui.has({ text: 'Next page', role: 'link' })) break;
    await ui.tap({ text: 'Next page', role: 'link' });
  }
  await ui.scrollTo({ text: subject, role: 'link' }, 'down');
  await ui.tap({ text: subject, role: 'link' });
}

/** Type addresses into an address box (To, Cc, Attendees): each then Enter, which makes it a chip. */
export async function addAddresses(ui: TaskUi, box: string, addresses: readonly string[]): Promise<void> {
  for (const a of addresses) {
    await ui.fill({ hint: box }, a);
    await ui.key('Enter');
  }
}

/** Pick an address from the box's suggestions after typing part of the name. */
export async function pickSuggestion(ui: TaskUi, box: string, typed: string, shown: string): Promise<void> {
  await ui.fill({ hint: box }, typed);
  await ui.tap({ text: shown, role: 'option' });
}

/** On the compose page: fill what is given, then Send (or Save draft). */
export async function fillCompose(ui: TaskUi, f: { to?: readonly string[]; cc?: readonly string[]; subject?: string; body?: string }): Promise<void> {
  if (f.to) await addAddresses(ui, 'To', f.to);
  if (f.cc) await addAddresses(ui, 'Cc', f.cc);
  if (f.subject !== undefined) await ui.fill({ hint: 'Subject' }, f.subject);
  if (f.body !== undefined) await ui.fill({ hint: 'Write your message' }, f.body);
}

export const send = (ui: TaskUi) => ui.tap({ text: 'Send', role: 'button' });

/** A new message from the sidebar's Compose, sent. */
export async function compose(ui: TaskUi, f: { to: readonly string[]; cc?: readonly string[]; subject: string; body: string }, sendIt = true): Promise<void> {
  await openFolder(ui, 'Compose');
  await fillCompose(ui, f);
  if (sendIt) await send(ui);
}

/** On a message's page: Reply (or Reply all), type the text, Send. */
export async function reply(ui: TaskUi, text: string, how: 'Reply' | 'Reply all' = 'Reply'): Promise<void> {
  await ui.tap({ text: how, role: 'link' });
  await ui.fill({ hint: 'Write your message' }, text);
  await send(ui);
}

/** On a message's page: Forward to the addresses, with an optional text, Send. */
export async function forward(ui: TaskUi, to: readonly string[], text?: string): Promise<void> {
  await ui.tap({ text: 'Forward', role: 'link' });
  await fillCompose(ui, { to, ...(text !== undefined ? { body: text } : {}) });
  await send(ui);
}

/** On a message's page: a label's box. */
export const toggleLabel = (ui: TaskUi, label: string) => ui.tap({ text: label, role: 'checkbox' });

/** The calendar, from the header. */
export async function openCalendar(ui: TaskUi): Promise<void> {
  if (!ui.has({ text: 'Calendar', role: 'link' })) await start(ui);
  await ui.tap({ text: 'Calendar', role: 'link' });
}

export interface EventInput { title: string; date: string; start: string; end: string; location?: string; attendees: readonly string[] }

/** On the event form: fill the fields (attendees as chips), then Create event / Save. */
export async function fillEvent(ui: TaskUi, e: EventInput, submit = true): Promise<void> {
  await ui.fill({ hint: 'Title' }, e.title);
  await ui.fill({ hint: 'Date' }, e.date);
  await ui.fill({ hint: 'Start time' }, e.start);
  await ui.fill({ hint: 'End time' }, e.end);
  if (e.location !== undefined) await ui.fill({ hint: 'Location' }, e.location);
  await addAddresses(ui, 'Attendees', e.attendees);
  if (submit) await ui.tap({ matches: /^(Create event|Save)$/, role: 'button' });
}

/** The calendar's New event form, filled and created. */
export async function createEvent(ui: TaskUi, e: EventInput): Promise<void> {
  await openCalendar(ui);
  await ui.tap({ text: 'New event', role: 'link' });
  await fillEvent(ui, e);
}

// ---------------------------------------------------------------- reading the state

export const mail = (s: DeviceState) => s.apps.webmail;
export const messageById = (s: DeviceState, id: string): Message | undefined => s.apps.webmail.messages.find((m) => m.id === id);
export const eventById = (s: DeviceState, id: string): CalEvent | undefined => s.apps.webmail.events.find((e) => e.id === id);

/** How many messages (not in Trash) have this subject, as the site tells subjects apart. */
export const messagesWithSubject = (s: DeviceState, subject: string): number =>
  countNamed('webmail', 'subject', s.apps.webmail.messages.filter((m) => m.folder !== 'trash').map((m) => m.subject), subject);

/** Messages in these folders whose subject no other message has. */
export const uniqueMessages = (s: DeviceState, folders: readonly string[] = ['inbox', 'archive']): Message[] =>
  s.apps.webmail.messages.filter((m) => folders.includes(m.folder) && messagesWithSubject(s, m.subject) === 1);

/** What a goal names on the site: `the message "S"` and `the event "T"`, each with the records that fit it. */
export function namedInMail(s: DeviceState, what: { subjects?: readonly string[]; events?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.subjects ?? []).map((t) => [`the message "${t}"`, messagesWithSubject(s, t)] as const),
    ...(what.events ?? []).map((t) => [`the event "${t}"`, countNamed('webmail', 'title', s.apps.webmail.events.map((e) => e.title), t)] as const),
  ]);
}

/** The next ids the site will mint (`m<n>`, `e<n>`...): what a setup's planted records get. */
export const nextIds = (s: DeviceState, n: number, prefix: string): string[] => Array.from({ length: n }, (_, i) => `${prefix}${s.apps.webmail.nextId + i}`);

export interface PlantedMessage { fromName: string; from: string; subject: string; body: string; ago: number; folder?: Message['folder']; unread?: boolean; cc?: string[]; attachments?: Message['attachments']; invite?: string | null }

/** Plant a message (setups): received `ago` minutes before the clock. Returns its id. */
export function addMessage(d: DeviceState, m: PlantedMessage): string {
  const s = d.apps.webmail;
  const id = `m${s.nextId++}`;
  s.messages.push({ id, folder: m.folder ?? 'inbox', fromFolder: null, fromName: m.fromName, from: m.from, to: [s.me.address], cc: m.cc ?? [], subject: m.subject, body: m.body, at: d.os.now - m.ago * 60_000, unread: m.unread ?? true, starred: false, labels: [], attachments: m.attachments ?? [], invite: m.invite ?? null, rsvp: null });
  s.messages.sort((a, b) => b.at - a.at);
  return id;
}

/** Plant an event (setups). Returns its id. */
export function addEvent(d: DeviceState, e: Omit<CalEvent, 'id'>): string {
  const s = d.apps.webmail;
  const id = `e${s.nextId++}`;
  s.events.push({ id, ...e });
  s.events.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  return id;
}

// ---------------------------------------------------------------- checks

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

export const sentEntries = (ctx: Ctx) => effects<WebmailSendEntry>(ctx, 'webmail-send');
export const rsvpEntries = (ctx: Ctx) => effects<WebmailRsvpEntry>(ctx, 'webmail-rsvp');
export const inviteEntries = (ctx: Ctx) => effects<WebmailInviteEntry>(ctx, 'webmail-invite');
export const eraseEntries = (ctx: Ctx) => effects<WebmailEraseEntry>(ctx, 'webmail-erase');

/** Names compared as Webmail tells them apart (app.ts `names`), never by a rule of the kit's own. */
type NameKind = 'subject' | 'label' | 'title' | 'address' | 'location' | 'person';
export const sameNameAs = (kind: NameKind, typed: unknown, want: string) => sameName(nameRule('webmail', kind), typed, want);
const keysOf = (kind: NameKind, names: readonly string[]) => names.map((n) => nameKey(nameRule('webmail', kind), n)).sort();
/** The same addresses, each as often (To and Cc are sets: their order means nothing). */
export const sameAddresses = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && keysOf('address', a).every((k, i) => k === keysOf('address', b)[i]);
/** The same labels, each counted once (a message's labels are a set). */
export const sameLabels = (a: readonly string[], b: readonly string[]) => [...new Set(keysOf('label', a))].join('\n') === [...new Set(keysOf('label', b))].join('\n');

/**
 * Exactly one e-mail went out, to exactly these addresses (a set; Cc as given, none when left out),
 * reading `body` (typed text) when given, forwarding the message `forwarded` when given, and
 * answering the message `inReplyTo` when given: a goal that asks for a reply names the message, and
 * the ledger's entry says which one the mail answers (a new mail from Compose answers none, a reply
 * to another message readdressed answers that one).
 */
export function sentOne(want: { to: readonly string[]; cc?: readonly string[]; body?: string; forwarded?: string; inReplyTo?: string }): Check<DeviceState>[] {
  const one = (ctx: Ctx) => { const all = sentEntries(ctx); return all.length === 1 ? all[0] : undefined; };
  return [
    expectEqual('exactly one e-mail was sent', 1, (ctx) => sentEntries(ctx).length),
    expectEqual(`it went to ${want.to.join(', ')}`, true, (ctx) => { const e = one(ctx); return e ? sameAddresses(e.to, want.to) : undefined; }),
    expectEqual(want.cc?.length ? `with ${want.cc.join(', ')} in copy` : 'with nobody in copy', true, (ctx) => { const e = one(ctx); return e ? sameAddresses(e.cc, want.cc ?? []) : undefined; }),
    ...(want.body !== undefined ? [expectEqual(`it reads "${want.body}"`, true, (ctx: Ctx) => { const e = one(ctx); return e ? sameTyped(e.body, want.body!) : undefined; })] : []),
    ...(want.forwarded !== undefined ? [expectEqual('it forwards the message the goal names (with its attachments)', want.forwarded, (ctx: Ctx) => one(ctx)?.forwarded)] : []),
    ...(want.inReplyTo !== undefined ? [expectEqual('it is a reply to the message the goal names', want.inReplyTo, (ctx: Ctx) => one(ctx)?.inReplyTo)] : []),
  ];
}

/** The drafts the episode made (new drafts are routine: the diff leaves them out). */
export const newDrafts = (ctx: Ctx): Draft[] => ctx.after.apps.webmail.drafts.filter((d) => !ctx.before.apps.webmail.drafts.some((x) => x.id === d.id));

/**
 * Exactly one draft was saved, judged whole: to exactly these addresses (a set; Cc as given, none
 * when left out), its subject as Webmail tells subjects apart (app.ts `names`), its body as typed
 * text, and what the goal does not name at the new message's default (NEW_DRAFT: nobody in copy,
 * forwarding and answering nothing).
 */
export function savedDraft(want: { to: readonly string[]; cc?: readonly string[]; subject: string; body: string }): Check<DeviceState>[] {
  const test = (expected: unknown, ok: (v: unknown) => boolean) => ({ expected, test: ok });
  const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
  return createdWhole<DeviceState>('draft', (ctx) => newDrafts(ctx) as unknown as JsonRecord[], {
    to: test(want.to, (v) => isList(v) && sameAddresses(v, want.to)),
    ...(want.cc !== undefined ? { cc: test(want.cc, (v) => isList(v) && sameAddresses(v, want.cc!)) } : {}),
    subject: test(want.subject, (v) => sameNameAs('subject', v, want.subject)),
    body: test(want.body, (v) => sameTyped(v, want.body)),
  }, NEW_DRAFT);
}

/** The answers given to invitations in the episode, by event id (the last one counts). */
export const answersGiven = (ctx: Ctx): Record<string, string> => Object.fromEntries(rsvpEntries(ctx).map((e) => [e.event, e.answer]));

// ---------------------------------------------------------------- picks the gate's noise (noise.ts) shares

/** Read messages in the Inbox the goal and params do not mention, by subject, newest first. */
export function bystanders(ctx: TrialContext): Message[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return uniqueMessages(ctx.initial, ['inbox']).filter((m) => !m.unread && !said.includes(m.subject) && !said.includes(m.from) && !said.includes(`"${m.id}"`) && m.invite === null);
}

/** `script(...moves)`: the moves in order, then done. */
export { script } from '../ui.ts';

/** The same text with one letter changed (a typo). */
export function typo(text: string): string {
  const i = text.slice(1).search(/[aeiou]/) + 1;
  return text.slice(0, i) + (text[i] === 'e' ? 'a' : 'e') + text.slice(i + 1);
}

/** A message's page, straight from its address (the goto an agent may use). */
export const gotoMessage = (ui: TaskUi, id: string) => ui.goto(messageUrl(id));

export const DAY_MS = 86_400_000;
