// Sending an e-mail: queue it as `sending` in its thread, post it to the mail server, then mark
// it `sent` or `failed`. The request goes through the in-page network (apps/api.ts), so with a
// latency it stays `sending` (in the Outbox) until the device clock reaches its delivery time.
import { device, mountEpoch, update } from '../device.ts';
import { showToast } from '../os/nav.ts';
import type { DeviceState } from '../world.ts';
import { queueEmail as queueInModel, settleEmail, type Outgoing } from './model.ts';

export type { Outgoing };

/** Inside an update: add the outgoing e-mail to its thread (or a new thread); returns the ids. */
export function queueEmail(d: DeviceState, out: Outgoing): { threadId: string; messageId: string } | null {
  return queueInModel(d.apps.mail, out, d.os.now);
}

/** Post a queued e-mail and record the outcome on it. */
export async function deliverEmail(threadId: string, messageId: string): Promise<void> {
  const epoch = mountEpoch.getState().epoch;
  const email = device.getState().apps.mail.threads.find((t) => t.id === threadId)?.messages.find((m) => m.id === messageId);
  if (!email) return;
  let ok = false;
  try {
    const response = await fetch('/api/mail/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ threadId, messageId, to: email.to, cc: email.cc, subject: email.subject, body: email.body }),
    });
    ok = response.ok;
  } catch {
    ok = false;
  }
  // A snapshot loaded meanwhile is another world: leave it alone.
  if (mountEpoch.getState().epoch !== epoch) return;
  // No toast here: the outcome shows on the message, in the Outbox and in the list's banner.
  update((d) => settleEmail(d.apps.mail, threadId, messageId, ok, d.os.ledger));
}

/** Tap on a failed e-mail: mark it sending again and deliver it. */
export function retryEmail(threadId: string, messageId: string): void {
  const failed = device.getState().apps.mail.threads.find((t) => t.id === threadId)?.messages.find((m) => m.id === messageId);
  if (failed?.status !== 'failed') return;
  update((d) => {
    const m = d.apps.mail.threads.find((t) => t.id === threadId)?.messages.find((x) => x.id === messageId);
    if (m) m.status = 'sending';
    showToast(d.os, 'Sending…');
  });
  void deliverEmail(threadId, messageId);
}
