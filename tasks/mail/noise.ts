// Mail: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { NEW_EMAIL, markRead, markUnread, moveThread, queueEmail, removeDraft, settleEmail, toggleStar as toggleStarIn } from '../../apps/mail/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { type Thread, sortThreads } from '../../apps/mail/state.ts';
import { namedBy, type TrialContext, type AppNoise } from '../define.ts';
import { SEEDED_DRAFT_SUBJECT, act, discardDraft, fillComposer, mailbox, toggleStar, uniqueSubject } from './kit.ts';

/** Threads in list order, for picking bystanders. */
const listed = (s: DeviceState): Thread[] => sortThreads(s.apps.mail.threads);

async function openBystander(ui: TaskUi, t: Thread): Promise<void> {
  await ui.launch('Mail');
  await ui.fill({ hint: 'Search in mail' }, t.subject);
  await ui.tap({ text: t.subject, role: 'button' });
}

/** Inbox threads with a unique subject that the goal and the params do not mention. */
function bystanders(ctx: TrialContext): Thread[] {
  const said = namedBy(ctx);
  const mentioned = (t: Thread) => said(t.id) || said(t.subject) ||
    t.messages.some((e) => said(e.from) || said(e.fromName) || said(e.id) || e.to.some((a) => said(a)));
  return uniqueSubject(ctx.initial.apps.mail.threads).filter((t) => t.folder === 'inbox' && !mentioned(t));
}

/** The thread browsing opens: one already read, so that no unread count moves. */
const browsedThread = (ctx: TrialContext): Thread => bystanders(ctx).find((t) => !t.unread) ?? listed(ctx.initial).find((t) => !t.unread && t.folder !== 'trash')!;

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const read = browsedThread(ctx);
      await ui.launch('Mail');
      await ui.fill({ hint: 'Search in mail' }, read.subject);
      await ui.tap({ text: read.subject, role: 'button' });
      await ui.back();
      await ui.tap({ text: 'Clear search', role: 'button' });
      await mailbox(ui, 'Archive');
      await mailbox(ui, 'Drafts');
      await ui.swipe('up');
      await mailbox(ui, 'Inbox');
      await ui.swipe('up');
      await ui.close('Mail');
    },
    apply: (d, ctx) => markRead(d.apps.mail, browsedThread(ctx).id),
  },
  damage: [
    { name: 'stars or unstars an unrelated conversation', run: async (ui, ctx) => {
      await openBystander(ui, bystanders(ctx)[0]!);
      await toggleStar(ui);
    }, apply: (d, ctx) => {
      // Opening the thread marks it read; the star button toggles what the draft holds.
      const t = bystanders(ctx)[0]!;
      markRead(d.apps.mail, t.id);
      toggleStarIn(d.apps.mail, t.id);
    } },
    { name: 'archives an unrelated conversation', run: async (ui, ctx) => {
      await openBystander(ui, bystanders(ctx).at(-1)!);
      await act(ui, 'Archive');
    }, apply: (d, ctx) => {
      const t = bystanders(ctx).at(-1)!;
      markRead(d.apps.mail, t.id);
      moveThread(d.apps.mail, t.id, 'archive');
    } },
    // A read mark may move only towards read (apps/mail/app.ts): a read conversation marked unread is a change.
    { name: 'marks a read, unrelated conversation unread', run: async (ui, ctx) => {
      await openBystander(ui, browsedThread(ctx));
      await act(ui, 'Mark unread');
    }, apply: (d, ctx) => {
      const t = browsedThread(ctx);
      markRead(d.apps.mail, t.id);
      markUnread(d.apps.mail, t.id);
    } },
    // Deleting is not archiving: a conversation in Trash is judged like one archived by mistake.
    { name: 'moves an unrelated conversation to Trash', run: async (ui, ctx) => {
      await openBystander(ui, bystanders(ctx)[1]!);
      await act(ui, 'Delete');
    }, apply: (d, ctx) => {
      const t = bystanders(ctx)[1]!;
      markRead(d.apps.mail, t.id);
      moveThread(d.apps.mail, t.id, 'trash');
    } },
    // The draft the world starts with is the owner's unsent work (apps/mail/app.ts: only drafts[new] are routine).
    { name: 'discards the draft that was waiting in Drafts', run: async (ui) => {
      await discardDraft(ui, SEEDED_DRAFT_SUBJECT);
    }, apply: (d, ctx) => {
      const seeded = ctx.initial.apps.mail.drafts.find((x) => x.subject === SEEDED_DRAFT_SUBJECT);
      if (seeded) removeDraft(d.apps.mail, seeded.id);
    } },
    { name: 'sends an extra e-mail', run: async (ui) => {
      await ui.launch('Mail');
      await ui.tap({ text: 'Compose', role: 'button' });
      await fillComposer(ui, { to: ['someone.else@example.com'], subject: 'Hello', body: 'Just saying hi.' });
      await ui.tap({ text: 'Send', role: 'button' });
    }, apply: (d) => {
      const ids = queueEmail(d.apps.mail, { threadId: null, to: ['someone.else@example.com'], cc: NEW_EMAIL.cc, subject: 'Hello', body: 'Just saying hi.', forwardedId: null }, d.os.now)!;
      // The mail server (apps/mail/api.ts) refuses every send in airplane mode; the gate's network drops nothing.
      settleEmail(d.apps.mail, ids.threadId, ids.messageId, !d.apps.settings.airplaneMode, d.os.ledger);
    } },
  ],
};
