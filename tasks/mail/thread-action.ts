// Shared by the one-tap thread templates: pick an inbox thread with a unique subject.
import type { Rng } from '../../apps/kit/random.ts';
import type { Thread } from '../../apps/mail/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import { uniqueSubject } from './common.ts';

export function pickInbox(rng: Rng, world: DeviceState, ok: (t: Thread) => boolean = () => true): { threadId: string; subject: string; otherId: string; otherSubject: string } {
  const inbox = uniqueSubject(world.apps.mail.threads).filter((t) => t.folder === 'inbox');
  const target = rng.pick(inbox.filter(ok));
  const other = rng.pick(inbox.filter((t) => t.id !== target.id));
  return { threadId: target.id, subject: target.subject, otherId: other.id, otherSubject: other.subject };
}

export const folderOf = (s: DeviceState, id: string) => s.apps.mail.threads.find((t) => t.id === id)?.folder ?? null;

/** Threads (other than `except`) whose folder changed. */
export function otherFolderChanges(before: DeviceState, after: DeviceState, except: string[]): string[] {
  return before.apps.mail.threads.filter((t) => !except.includes(t.id) && folderOf(after, t.id) !== t.folder).map((t) => t.id);
}
