// What the kits read of the OS ledger (apps/os/ledger.ts): the irreversible effects an episode
// made, in the order they happened, and the rule that lets a template's effects in. A template
// that names no ledger rule allows no effect at all: an extra call, text or mail is a side effect
// even when its visible record (a call-log row, a conversation, a sent e-mail) was deleted after.
import { added, type ChangeRule, type JudgeContext, type JsonRecord } from '../judges/index.ts';
import type { LedgerEntry } from '../apps/os/ledger.ts';
import type { DeviceState } from '../apps/world.ts';

export type { CallEntry, LedgerEntry, MailEntry, TextEntry } from '../apps/os/ledger.ts';

export const LEDGER = 'os.ledger';

/** The effects of this kind the episode made, oldest first (the ledger only grows, so they are its new tail). */
export function effects<E extends LedgerEntry>(ctx: Pick<JudgeContext<DeviceState>, 'before' | 'after'>, kind: E['kind']): E[] {
  return ctx.after.os.ledger.slice(ctx.before.os.ledger.length).filter((e): e is E => e.kind === kind);
}

/** The episode may make effects of this kind (as many as it likes: the template's checks count and name them). */
export function mayRecord(kind: string, where: (entry: JsonRecord) => boolean = () => true): ChangeRule {
  return added(LEDGER, { count: 'any', where: (e) => e.kind === kind && where(e) });
}
