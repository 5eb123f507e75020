// What the Mail templates share: reading new outgoing e-mails from the state, picking targets
// with unique subjects, and the oracle's ways through the app (search, open, compose).
import { expectEqual, expectThat, type Check } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { ME_ADDRESS, type Email, type Thread } from '../../apps/mail/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export interface SentEmail extends Email {
  threadId: string;
}

/** Outgoing e-mails in `after` that were not in `before`, with the thread each landed in. */
export function newSent(before: DeviceState, after: DeviceState): SentEmail[] {
  const old = new Set(before.apps.mail.threads.flatMap((t) => t.messages.map((m) => m.id)));
  return after.apps.mail.threads.flatMap((t) =>
    t.messages.filter((m) => m.from === ME_ADDRESS && !old.has(m.id)).map((m) => ({ ...m, threadId: t.id })),
  );
}

/** A one-element list's only item, else null: checks over "the" new e-mail read through this. */
export function only<T>(items: T[]): T | null {
  return items.length === 1 ? items[0]! : null;
}

const lower = (list: string[]) => list.map((a) => a.trim().toLowerCase()).sort();

/** Exactly one new e-mail, delivered, to exactly `to` (and `cc`), as a set of addresses. */
export function sentOneEmail(to: string[], cc: string[]): Check<DeviceState>[] {
  return [
    expectEqual('exactly one new e-mail was sent', 1, ({ before, after }) => newSent(before, after).length),
    expectEqual(`it went to ${to.join(', ')}`, lower(to), ({ before, after }) => {
      const e = only(newSent(before, after));
      return e ? lower(e.to) : null;
    }),
    expectEqual(cc.length === 0 ? 'nobody is in Cc' : `${cc.join(', ')} in Cc`, lower(cc), ({ before, after }) => {
      const e = only(newSent(before, after));
      return e ? lower(e.cc) : null;
    }),
    expectEqual('it was delivered', ['sent'], ({ before, after }) => newSent(before, after).map((e) => e.status)),
  ];
}

/** A check on one field of the one new e-mail. */
export function sentField(name: string, expected: unknown, read: (e: SentEmail) => unknown): Check<DeviceState> {
  return expectThat(name, expected, ({ before, after }) => {
    const e = only(newSent(before, after));
    return e ? read(e) : null;
  }, (actual) => JSON.stringify(actual) === JSON.stringify(expected));
}

/** Threads whose subject no other thread has. */
export function uniqueSubject(threads: readonly Thread[]): Thread[] {
  return threads.filter((t) => threads.filter((u) => u.subject.toLowerCase() === t.subject.toLowerCase()).length === 1);
}

export const contactsWithEmail = (world: DeviceState): Contact[] => world.apps.contacts.contacts.filter((c) => c.email !== '');

export const nameOf = (c: Contact) => fullName(c);

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

/** In the composer: type a name into To (or Cc) and pick the contact from the suggestions. */
export async function addRecipient(ui: TaskUi, field: 'To' | 'Cc', name: string, first: boolean): Promise<void> {
  // After the first pick the field holds "address, ": keep it and type the next name after it.
  const current = first ? '' : ui.read({ hint: field });
  await ui.fill({ hint: field }, `${current}${name}`);
  await ui.tap({ text: name, role: 'button' });
}

/** Paths an e-mail send may change: a new thread (or the thread replied to), read marks, the id counter. */
export function sendChanges(threadId: string, existing: boolean): string[] {
  return [
    existing ? `apps.mail.threads[${threadId}].messages` : `apps.mail.threads[${threadId}]`,
    'apps.mail.threads[*].unread',
    'apps.mail.nextId',
  ];
}
