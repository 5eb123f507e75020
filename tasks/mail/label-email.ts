import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { openFromInbox } from './common.ts';
import { pickInbox } from './thread-action.ts';

const labelsOf = (s: { apps: { mail: { threads: { id: string; labels: string[] }[] } } }, id: string) =>
  s.apps.mail.threads.find((t) => t.id === id)?.labels.slice().sort() ?? null;

export default defineTask({
  id: 'mail/label-email',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const pick = pickInbox(rng, world);
    const thread = world.apps.mail.threads.find((t) => t.id === pick.threadId)!;
    const [label, wrong] = rng.sample(world.apps.mail.labels.filter((l) => !thread.labels.includes(l.id)), 2);
    return { ...pick, labelId: label!.id, label: label!.name, wrongLabel: wrong!.name, labels: thread.labels };
  },
  goal: (p) => `Add the label ${p.label} to the email "${p.subject}".`,
  checks: (p) => [
    expectEqual(`"${p.subject}" has its labels and ${p.label}`, [...p.labels, p.labelId].sort(), ({ after }) => labelsOf(after, p.threadId)),
  ],
  allowedChanges: (p) => [`apps.mail.threads[${p.threadId}].labels`, 'apps.mail.threads[*].unread'],
  oracle: async (ui, p) => {
    await openFromInbox(ui, p.subject);
    await ui.tap({ text: 'Labels', role: 'button' });
    await ui.tap({ text: p.label, role: 'checkbox' });
    await ui.tap({ text: 'Done', role: 'button' });
    await ui.done();
  },
  undo: async (ui, p) => {
    await ui.tap({ text: `Remove label ${p.label}`, role: 'button' });
  },
  nearMisses: [
    {
      name: 'adds another label',
      run: async (ui, p) => {
        await openFromInbox(ui, p.subject);
        await ui.tap({ text: 'Labels', role: 'button' });
        await ui.tap({ text: p.wrongLabel, role: 'checkbox' });
        await ui.tap({ text: 'Done', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'labels another email',
      run: async (ui, p) => {
        await openFromInbox(ui, p.otherSubject);
        await ui.tap({ text: 'Labels', role: 'button' });
        await ui.tap({ text: p.label, role: 'checkbox' });
        await ui.tap({ text: 'Done', role: 'button' });
        await ui.done();
      },
    },
  ],
});
