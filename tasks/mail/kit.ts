// The Mail kit: the moves an oracle makes in the app and the checks its templates share. The noise
// the judge gate plays around its templates is in noise.ts.
import { createdRecord, expectEqual, expectThat, nameKey, straightQuotes, typedText, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { SEEDED_DRAFT_SUBJECT, lastAt, type Thread } from '../../apps/mail/state.ts';
import { NEW_THREAD } from '../../apps/mail/model.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { effects, mayRecord, type MailEntry } from '../ledger.ts';

export const THREADS = 'apps.mail.threads';
/** The messages of one thread, as a collection: where a reply or a forward lands. */
export const messagesOf = (threadId: string) => `apps.mail.threads[${threadId}].messages`;

type Ctx = JudgeContext<DeviceState>;

// ---------------------------------------------------------------- moves

/** Open Mail and a thread by its subject, through the search box. */
export async function openBySearch(ui: TaskUi, query: string, subject: string): Promise<void> {
  await ui.openApp('Mail');
  await ui.fill({ hint: 'Search in mail' }, query);
  await ui.tap({ text: subject, role: 'button' });
}

/** Open Mail and a thread in the Inbox by its subject, scrolling to it. */
export async function openFromInbox(ui: TaskUi, subject: string): Promise<void> {
  await ui.openApp('Mail');
  await ui.scrollTo({ text: subject, role: 'button' });
  await ui.tap({ text: subject, role: 'button' });
}

/** Switch the list to a mailbox through the drawer ('Inbox', 'Drafts', 'Trash', a label...). */
export async function mailbox(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'Open navigation drawer', role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** In the open thread: one of the app bar's buttons. */
export async function act(ui: TaskUi, action: 'Archive' | 'Delete' | 'Mark unread' | 'Move to Inbox' | 'Star' | 'Unstar'): Promise<void> {
  await ui.tap({ text: action, role: 'button' });
}

type ThreadButton = Parameters<typeof act>[1];

/** Open a thread by its subject (scrolling the Inbox, or through search) and press these buttons in it. */
export async function onThread(ui: TaskUi, subject: string, buttons: ThreadButton[], via: 'inbox' | 'search' = 'inbox'): Promise<void> {
  await (via === 'inbox' ? openFromInbox(ui, subject) : openBySearch(ui, subject, subject));
  for (const b of buttons) await act(ui, b);
}

/** Open a thread (as `onThread`), then Reply, Reply all or Forward with these fields and Send (or save a draft, or discard). */
export async function respondTo(ui: TaskUi, subject: string, how: 'Reply' | 'Reply all' | 'Forward', m: Composed, finish: 'Send' | 'Save draft' | 'Discard' = 'Send', via: 'inbox' | 'search' = 'inbox'): Promise<void> {
  await onThread(ui, subject, [], via);
  await respond(ui, how, m, finish);
}

/** In the open thread: the big star, whichever way it points. */
export async function toggleStar(ui: TaskUi): Promise<void> {
  await ui.tap({ text: ui.has({ text: 'Star', role: 'button' }) ? 'Star' : 'Unstar', role: 'button' });
}

/** In the open thread: the Labels dialog, ticking these labels, then Done. */
export async function toggleLabels(ui: TaskUi, labels: string[]): Promise<void> {
  await ui.tap({ text: 'Labels', role: 'button' });
  for (const label of labels) await ui.tap({ text: label, role: 'checkbox' });
  await ui.tap({ text: 'Done', role: 'button' });
}

/** In the composer: type a name into To (or Cc) and pick the contact from the suggestions. */
export async function addRecipient(ui: TaskUi, field: 'To' | 'Cc', name: string, first: boolean): Promise<void> {
  // After the first pick the field holds "address, ": keep it and type the next name after it.
  const current = first ? '' : ui.read({ hint: field });
  await ui.fill({ hint: field }, `${current}${name}`);
  await ui.tap({ text: name, role: 'button' });
}

/** What to put in the composer. A recipient is an address (typed) or a contact's name (picked from the suggestions). */
export interface Composed {
  to?: string[];
  cc?: string[];
  subject?: string;
  body?: string;
}

const isAddr = (s: string) => s.includes('@');

async function recipients(ui: TaskUi, field: 'To' | 'Cc', list: string[]): Promise<void> {
  const addresses = list.filter(isAddr), names = list.filter((r) => !isAddr(r));
  if (addresses.length > 0) await ui.fill({ hint: field }, addresses.join(', '));
  for (const [i, name] of names.entries()) await addRecipient(ui, field, name, addresses.length === 0 && i === 0);
}

/** Fill the open composer; empty parts are left alone. */
export async function fillComposer(ui: TaskUi, m: Composed): Promise<void> {
  if (m.to?.length) await recipients(ui, 'To', m.to);
  if (m.cc?.length) await recipients(ui, 'Cc', m.cc);
  if (m.subject) await ui.fill({ hint: 'Subject' }, m.subject);
  if (m.body) await ui.fill({ hint: 'Compose email' }, m.body);
}

/** Compose a new e-mail from the list, then Send it (or save it as a draft). */
export async function compose(ui: TaskUi, m: Composed, finish: 'Send' | 'Save draft' = 'Send'): Promise<void> {
  await ui.openApp('Mail');
  await ui.tap({ text: 'Compose', role: 'button' });
  await fillComposer(ui, m);
  await ui.tap({ text: finish, role: 'button' });
}

/** From the open thread: Reply, Reply all or Forward, fill the composer, then Send (or save a draft, or discard). */
export async function respond(ui: TaskUi, how: 'Reply' | 'Reply all' | 'Forward', m: Composed, finish: 'Send' | 'Save draft' | 'Discard' = 'Send'): Promise<void> {
  // The reply bar ends the conversation: in a long one it is below the screen.
  await ui.scrollTo({ text: how, role: 'button' });
  await ui.tap({ text: how, role: 'button' });
  await fillComposer(ui, m);
  await ui.tap({ text: finish, role: 'button' });
}

/** Open Mail at Drafts and the draft with this subject, in the composer. */
export async function openDraft(ui: TaskUi, subject: string): Promise<void> {
  await ui.launch('Mail');
  await mailbox(ui, 'Drafts');
  await ui.tap({ text: subject, role: 'button' });
}

/** From the list: open a sent conversation in Sent, delete it, then delete it forever from Trash (nothing of it left in Mail). */
export async function eraseSent(ui: TaskUi, subject: string): Promise<void> {
  await mailbox(ui, 'Sent');
  await ui.tap({ text: subject, role: 'button' });
  await act(ui, 'Delete');
  await mailbox(ui, 'Trash');
  await ui.tap({ text: subject, role: 'button' });
  await ui.tap({ text: 'Delete forever', role: 'button' });
  await ui.tap({ text: 'Delete', role: 'button' });
}

/** The subjects of the list's rows on screen, top to bottom, read from their star buttons ("Star X", "Unstar X"). */
export const rowSubjects = (ui: TaskUi): string[] =>
  ui.findAll({ role: 'button' }).filter((e) => /^(Un)?star /i.test(e.text)).map((e) => e.text.replace(/^(Un)?star /i, ''));

/** Open Drafts from the list, open the draft with this subject and Send it. */
export async function sendDraft(ui: TaskUi, subject: string): Promise<void> {
  await openDraft(ui, subject);
  await ui.tap({ text: 'Send', role: 'button' });
}

/** Open Drafts from the list, open the draft with this subject and Discard it. */
export async function discardDraft(ui: TaskUi, subject: string): Promise<void> {
  await openDraft(ui, subject);
  await ui.tap({ text: 'Discard', role: 'button' });
}

// ---------------------------------------------------------------- reading the state

export const threadById = (s: DeviceState, id: string): Thread | undefined => s.apps.mail.threads.find((t) => t.id === id);

export const contactsWithEmail = (world: DeviceState): Contact[] => world.apps.contacts.contacts.filter((c) => c.email !== '');

/** How many threads carry this subject, as Mail tells two subjects apart: what a goal naming "the email X" counts (`named`). */
export const threadsWithSubject = (s: DeviceState, subject: string): number => countNamed('mail', 'subject', s.apps.mail.threads.map((t) => t.subject), subject);

/** Threads whose subject no other thread has (as Mail tells two subjects apart). */
export function uniqueSubject(threads: readonly Thread[]): Thread[] {
  const key = (t: Thread) => nameKey(nameRule('mail', 'subject'), t.subject);
  return threads.filter((t) => threads.filter((u) => key(u) === key(t)).length === 1);
}

/** An Inbox thread with a unique subject (passing `ok`), and another one for the near misses. */
export function pickInbox(rng: Rng, world: DeviceState, ok: (t: Thread) => boolean = () => true): { threadId: string; subject: string; otherId: string; otherSubject: string } {
  const inbox = uniqueSubject(world.apps.mail.threads).filter((t) => t.folder === 'inbox');
  const target = rng.pick(inbox.filter(ok));
  const other = rng.pick(inbox.filter((t) => t.id !== target.id));
  return { threadId: target.id, subject: target.subject, otherId: other.id, otherSubject: other.subject };
}

/** An outgoing e-mail the episode added, with the thread it is in. */
/** One e-mail the episode sent, as the ledger holds it, with where Mail filed it. */
export interface SentMail {
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  forwardedId: string | null;
  threadId: string;
  /** It started a conversation of its own (a thread the world did not have). */
  newThread: boolean;
}

/**
 * The e-mails the episode sent, oldest first, from the ledger: each reached its recipients
 * whatever Mail shows after (a sent e-mail deleted from Trash is still sent).
 */
export function sentMails(ctx: Pick<Ctx, 'before' | 'after'>): SentMail[] {
  return effects<MailEntry>(ctx, 'mail').map((e) => ({
    to: e.to, cc: e.cc, subject: e.subject, body: e.body, forwardedId: e.forwarded, threadId: e.thread,
    newThread: !ctx.before.apps.mail.threads.some((t) => t.id === e.thread),
  }));
}

/** A send puts its e-mails in the ledger; `sentOne` counts and names them. */
export const mailRule = (): ChangeRule => mayRecord('mail');

const lower = (list: readonly string[]) => list.map((a) => a.trim().toLowerCase()).sort();
/** Typed text as compared, here and in texts (tasks/messages/kit.ts): the house rule, judges/frames.ts `typedText`. */
export { typedText };
export const sameText = (a: string, b: string) => typedText(a) === typedText(b);
/**
 * A subject is a name for the conversation, not a message: Mail's name rule (any case, trimmed:
 * "ana's number" is "Ana's number"), with a phone keyboard's typographic apostrophes and quotes as
 * the straight ones. A full stop, the goal's quotes or another spacing make another subject, as the
 * list shows it ("Lunch." is not "Lunch").
 */
export const sameSubject = (a: string, b: string) => nameKey(nameRule('mail', 'subject'), straightQuotes(a)) === nameKey(nameRule('mail', 'subject'), straightQuotes(b));

/**
 * What may stand before a subject given as an answer: a reply's own subject is the thread's with
 * "Re: " before it (the Reply composer shows it so), and it names the same email.
 */
export const SUBJECT_ANSWER_LABEL = 'Re';

/** What one sent e-mail must be. `threadId`: a reply or forward in that thread; left out: a new conversation. */
export interface SentSpec {
  to: string[];
  cc?: string[];
  subject?: string;
  body?: string;
  threadId?: string;
  forwardedId?: string;
}

/**
 * Exactly one e-mail was sent (the ledger's delivered e-mails) to exactly these recipients (Cc empty unless named),
 * with this subject (in any case) and text; a new conversation keeps a new thread's defaults (in Sent, no star,
 * no label), a reply or forward lands in its thread, and forwards exactly the message named.
 */
export function sentOne(want: SentSpec): Check<DeviceState>[] {
  const one = (ctx: Ctx) => {
    const all = sentMails(ctx);
    return all.length === 1 ? all[0]! : undefined;
  };
  const field = (name: string, expected: unknown, read: (m: SentMail) => unknown, passes: (v: unknown) => boolean = (v) => JSON.stringify(v) === JSON.stringify(expected)) =>
    expectThat<DeviceState, unknown>(name, expected, (ctx) => { const m = one(ctx); return m ? read(m) : undefined; }, (v) => v !== undefined && passes(v));
  const cc = want.cc ?? [];
  const { folder, starred, labels } = NEW_THREAD;
  return [
    expectEqual('exactly one e-mail was sent', 1, (ctx) => sentMails(ctx).length),
    field(`it went to ${want.to.join(', ')}`, lower(want.to), (m) => lower(m.to)),
    field(cc.length === 0 ? 'nobody is in Cc' : `${cc.join(', ')} in Cc`, lower(cc), (m) => lower(m.cc)),
    ...(want.subject !== undefined ? [field(`the subject is "${want.subject}"`, want.subject, (m) => m.subject, (v) => sameSubject(String(v), want.subject!))] : []),
    ...(want.body !== undefined ? [field(`the text is "${want.body}"`, want.body, (m) => m.body, (v) => sameText(String(v), want.body!))] : []),
    field(want.threadId ? `it is in the conversation ${want.threadId}` : 'it starts a new conversation', want.threadId ?? 'a new thread', (m) => (m.newThread ? 'a new thread' : m.threadId)),
    field(want.forwardedId ? `it forwards ${want.forwardedId}` : 'it forwards nothing', want.forwardedId ?? null, (m) => m.forwardedId),
    ...(want.threadId ? [] : createdRecord<DeviceState>(THREADS, 'conversation', {}, { folder, starred, labels }).slice(1)),
  ];
}

/** The folder a seeded thread is in after the episode (null when it is gone). */
export const folderOf = (s: DeviceState, id: string) => threadById(s, id)?.folder ?? null;

export { lastAt, fullName, SEEDED_DRAFT_SUBJECT };

// ---------------------------------------------------------------- scripts templates share

/** `script(...moves)`: a whole script, the moves in order, then done (one definition, in the Contacts kit). */
export { script } from '../ui.ts';

// ---------------------------------------------------------------- for the cross-app templates

/** A check on one field of the one e-mail sent (null when not exactly one was sent). */
export function sentField(name: string, expected: unknown, read: (e: SentMail) => unknown): Check<DeviceState> {
  return expectThat(name, expected, (ctx) => {
    const all = sentMails(ctx);
    return all.length === 1 ? read(all[0]!) : null;
  }, (actual) => JSON.stringify(actual) === JSON.stringify(expected));
}
