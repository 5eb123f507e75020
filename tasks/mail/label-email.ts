import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as mail from './kit.ts';

export default defineTask({
  id: 'mail/label-email',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 27,
  params: ({ rng, world }) => {
    const pick = mail.pickInbox(rng, world);
    const thread = mail.threadById(world, pick.threadId)!;
    const [label, wrong] = rng.sample(world.apps.mail.labels.filter((l) => !thread.labels.includes(l.id)), 2);
    return { ...pick, labelId: label!.id, label: label!.name, wrongLabel: wrong!.name, labels: thread.labels };
  },
  goal: (p) => `Add the label ${p.label} to the email "${p.subject}".`,
  named: (p, s) => ({ [`the email "${p.subject}"`]: mail.threadsWithSubject(s, p.subject) }),
  changes: (p) => [modified(mail.THREADS, p.threadId, ['labels'])],
  checks: (p) => [
    expectEqual(`"${p.subject}" keeps its labels and has ${p.label}`, [...p.labels, p.labelId].sort(), ({ after }) => mail.threadById(after, p.threadId)?.labels.slice().sort() ?? null),
  ],
  oracle: async (ui, p) => {
    await mail.openFromInbox(ui, p.subject);
    await mail.toggleLabels(ui, [p.label]);
    await ui.done();
  },
  alternatives: [
    { name: 'found through search', run: async (ui, p) => { await mail.openBySearch(ui, p.subject, p.subject); await mail.toggleLabels(ui, [p.label]); await ui.done(); } },
    { name: 'the waiting draft opened and saved unchanged on the way', run: async (ui, p, oracle) => {
      await mail.openDraft(ui, mail.SEEDED_DRAFT_SUBJECT);
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.close('Mail');
      await oracle(ui, p);
    } },
    { name: 'a wrong label ticked, then unticked', run: async (ui, p) => { await mail.openFromInbox(ui, p.subject); await mail.toggleLabels(ui, [p.wrongLabel, p.label, p.wrongLabel]); await ui.done(); } },
  ],
  undo: async (ui, p) => {
    await ui.tap({ text: `Remove label ${p.label}`, role: 'button' });
  },
  nearMisses: [
    { name: 'adds another label', params: (p) => ({ ...p, label: p.wrongLabel }) },
    { name: 'labels another email', params: (p) => ({ ...p, subject: p.otherSubject }) },
    // A flag the goal did not name, on the right record.
    { name: 'adds the label, and stars the email as well', run: async (ui, p) => { await mail.openFromInbox(ui, p.subject); await mail.toggleLabels(ui, [p.label]); await mail.toggleStar(ui); await ui.done(); } },
    { name: 'adds the label and another one', run: async (ui, p) => { await mail.openFromInbox(ui, p.subject); await mail.toggleLabels(ui, [p.label, p.wrongLabel]); await ui.done(); } },
  ],
});
