// The ledger: the device's append-only log of effects that cannot be undone once they happen, as
// a carrier or a bank keeps one. A call rang someone's phone, a text or an e-mail reached them, a
// payment left the account: deleting the app's own record of it (a call-log row, a conversation,
// a sent e-mail in Trash) changes nothing about that. Apps append entries through `record` at the
// moment the effect happens; no screen reads, edits or deletes it. It lives in the OS part of the
// state (`os.ledger`), judged like any other record: an entry no rule of the task allows is a side
// effect, so judges of who was called, paid or told what read it here.
import type { JsonValue } from './state.ts';

/** One irreversible effect: which app made it, what kind it is, when, and the kind's own fields. */
export interface LedgerEntry {
  id: string;
  at: number;
  app: string;
  kind: string;
  [field: string]: JsonValue;
}

/** The fields an app gives for an entry (the id and time are the ledger's). */
export type LedgerFields = { app: string; kind: string; [field: string]: JsonValue };

export type Ledger = LedgerEntry[];

/**
 * Append an effect, stamped `at` (device-clock ms: when the person made it happen, which every
 * replay gives the same); returns its id (`x1`, `x2`, … in order).
 */
export function record(ledger: Ledger, at: number, fields: LedgerFields): string {
  const id = `x${ledger.length + 1}`;
  ledger.push({ ...fields, id, at });
  return id;
}

// The kinds the apps write today, with their fields. A new app that makes an irreversible effect
// (a payment, an order, a booking, a post, a share) adds its kind here and records it.

/** A call placed (Phone): the number dialled, as the dialler formats it. */
export interface CallEntry extends LedgerEntry { kind: 'call'; to: string }
/** A text delivered (Messages, or a photo shared to Messages from Gallery): the number, the text, the photo's id if any, and the message's id in Messages. */
export interface TextEntry extends LedgerEntry { kind: 'text'; to: string; text: string; photo: string | null; message: string }
/** An e-mail delivered (Mail): its addresses, subject and body, the e-mail it forwards if any, and its ids in Mail. */
export interface MailEntry extends LedgerEntry { kind: 'mail'; to: string[]; cc: string[]; subject: string; body: string; forwarded: string | null; email: string; thread: string }
// Wiki: `wiki-publish`, a revision published (a new article, an edit, a restore): WikiPublishEntry in apps/wiki/model.ts.
// Recorder: `erase`, a recording deleted for good (its id and name then): EraseEntry in apps/recorder/model.ts.
// Forum: `forum-post`, `forum-comment`, `forum-report` and `forum-mod` (a removal or a ban): apps/forum/model.ts.
// Webmail: `webmail-send`, `webmail-rsvp`, `webmail-invite` and `webmail-erase` (Trash emptied): apps/webmail/model.ts.
// Voyage: `voyage-booking` (a flight or a hotel booked, with its fields), `voyage-cancel` (with the refund) and `voyage-change` (a flight moved, with the fare difference): apps/voyage/model.ts.
// Market: `market-order`, `market-review`, `market-return`, `market-admin` (an order shipped or cancelled) and `market-refund`: apps/market/model.ts.
// Forge: `forge-issue` (an issue opened), `forge-comment` (on an issue or a merge request), `forge-merge` and `forge-member` (added or removed, with the role): apps/forge/model.ts.

export const entriesOf = <E extends LedgerEntry>(ledger: readonly LedgerEntry[], kind: E['kind']): E[] => ledger.filter((e): e is E => e.kind === kind);
