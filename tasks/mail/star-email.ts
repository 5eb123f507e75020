import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { pickInbox } from './thread-action.ts';
import type { DeviceState } from '../../apps/world.ts';

const starred = (s: DeviceState) => s.apps.mail.threads.filter((t) => t.starred).map((t) => t.id).sort();

export default defineTask({
  id: 'mail/star-email',
  apps: ['mail'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => pickInbox(rng, world, (t) => !t.starred),
  goal: (p) => `Star the email "${p.subject}".`,
  setup: (d, p) => {
    d.apps.mail.threads.find((t) => t.id === p.otherId)!.starred = false;
  },
  checks: (p) => [
    expectEqual(`"${p.subject}" is starred`, true, ({ after }) => after.apps.mail.threads.find((t) => t.id === p.threadId)?.starred ?? null),
    expectEqual('no other email was starred or unstarred', [], ({ before, after }) => {
      const b = starred(before), a = starred(after);
      return [...b.filter((id) => !a.includes(id)), ...a.filter((id) => !b.includes(id) && id !== p.threadId)];
    }),
  ],
  allowedChanges: (p) => [`apps.mail.threads[${p.threadId}].starred`, 'apps.mail.threads[*].unread'],
  oracle: async (ui, p) => {
    await ui.openApp('Mail');
    await ui.scrollTo({ text: `Star ${p.subject}`, role: 'button' });
    await ui.tap({ text: `Star ${p.subject}`, role: 'button' });
    await ui.done();
  },
  undo: async (ui, p) => {
    await ui.tap({ text: `Unstar ${p.subject}`, role: 'button' });
  },
  nearMisses: [
    {
      name: 'stars another email',
      run: async (ui, p) => {
        await ui.openApp('Mail');
        await ui.scrollTo({ text: `Star ${p.otherSubject}`, role: 'button' });
        await ui.tap({ text: `Star ${p.otherSubject}`, role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'opens the email without starring it',
      run: async (ui, p) => {
        await ui.openApp('Mail');
        await ui.scrollTo({ text: p.subject, role: 'button' });
        await ui.tap({ text: p.subject, role: 'button' });
        await ui.done();
      },
    },
  ],
});
