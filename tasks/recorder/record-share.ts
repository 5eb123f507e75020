import { defineTask } from '../define.ts';
import { added, expectThat } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import type { TaskUi } from '../ui.ts';
import * as rec from './kit.ts';

/** Record for `ms`, name the new recording on its page, share it from there. */
async function recordNameShare(ui: TaskUi, p: { ms: number; to: string; person: string }): Promise<void> {
  await rec.recordAndName(ui, p.ms, p.to);
  await rec.shareHere(ui, p.person);
}

export default defineTask({
  id: 'recorder/record-share',
  apps: ['recorder', 'messages'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const [person, otherPerson] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return { to: rng.pick(rec.NEW_NAMES) as string, ms: 65_000, person: fullName(person), phone: person.phone, otherPerson: fullName(otherPerson), ...messages.conversationFor(world, person.phone) };
  },
  goal: (p) => `Record a voice memo of at least a minute in Recorder, name it "${p.to}", then share it with ${p.person} in Messages.`,
  named: (p, s) => ({ [p.person]: peopleNamed(s, p.person) }),
  changes: (p) => [added(rec.RECORDINGS), ...messages.sendRules(p)],
  checks: (p) => [
    ...rec.madeOne(`it is named "${p.to}", lasts a minute or more and is in the list`, p.to, (r) => rec.sameRecording(r.name, p.to) && r.durationMs >= 60 * rec.SECOND && r.deletedAt === null),
    ...messages.sentOneThat(p.person, p.phone, 'it is a text', true, () => true).slice(0, 2),
    expectThat(`the recording "${p.to}" was shared from Recorder, named`, p.to, (ctx) => ({ m: messages.sentMessages(ctx)[0], r: rec.made(ctx.before, ctx.after)[0] }),
      ({ m, r }) => m !== undefined && r !== undefined && m.app === 'recorder' && m.text === rec.shareText(r) && rec.sameRecording(r.name, p.to)),
  ],
  oracle: rec.script(async (ui, p) => recordNameShare(ui, p)),
  alternatives: [
    { name: "names and shares it from the list's row menu", run: rec.script(async (ui, p) => {
      // One wait, as the oracle's: the recording shares the oracle's played steps (record-name plays two waits).
      await rec.recordAndName(ui, p.ms, p.to, { via: 'menu' });
      await ui.back();
      await rec.menu(ui, p.to, 'Share');
      await rec.pickRecipient(ui, p.person);
    }) },
  ],
  nearMisses: [
    { name: 'records for half a minute', params: (p) => ({ ...p, ms: 30_000 }) },
    { name: 'shares it with someone else', params: (p) => ({ ...p, person: p.otherPerson }) },
    { name: 'shares it before naming it', run: rec.script(async (ui, p) => {
      await rec.open(ui);
      await rec.record(ui, p.ms);
      await ui.tap({ text: rec.newestRow(ui), role: 'button' });
      await rec.shareHere(ui, p.person);
      await rec.renameHere(ui, p.to);
    }) },
  ],
});
