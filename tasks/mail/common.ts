// What the cross-app templates take from Mail (tasks/cross/*): the kit's moves, and the old-style
// checks over new outgoing e-mails that they still use. Mail's own templates use ./kit.ts.
import { expectEqual, expectThat, type Check } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { ME_ADDRESS, type Email } from '../../apps/mail/state.ts';
import type { DeviceState } from '../../apps/world.ts';

export { addRecipient, contactsWithEmail, openBySearch, openFromInbox, uniqueSubject } from './kit.ts';

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

export const nameOf = (c: Contact) => fullName(c);

/** @deprecated old-style allowed paths of a send (a predicted thread id); Mail's templates use kit.sentOne with `added` rules. */
export function sendChanges(threadId: string, existing: boolean): string[] {
  return [
    existing ? `apps.mail.threads[${threadId}].messages` : `apps.mail.threads[${threadId}]`,
    'apps.mail.threads[*].unread',
    'apps.mail.nextId',
  ];
}
