import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { lastAt, sortThreads, threadMatches } from '../../apps/mail/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { peopleNamed } from '../contacts/kit.ts';
import { SUBJECT_ANSWER_LABEL, rowSubjects } from './kit.ts';


/** Subjects of the search results for a name, top to bottom. */
async function resultsFor(ui: TaskUi, name: string): Promise<string[]> {
  await ui.openApp('Mail');
  await ui.fill({ hint: 'Search in mail' }, name);
  return rowSubjects(ui);
}

/** The subject of the thread holding the newest message from `email`. */
function latestFrom(s: DeviceState, email: string): string {
  let best = { at: -1, subject: '' };
  for (const t of s.apps.mail.threads) for (const e of t.messages) if (e.from === email && e.at > best.at) best = { at: e.at, subject: t.subject };
  return best.subject;
}

export default defineTask({
  id: 'mail/query-latest-subject',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const { threads } = world.apps.mail;
    // Contacts who wrote to you in two threads or more, whose newest one is the top search result for their name.
    const fits = world.apps.contacts.contacts.filter((c) => {
      if (c.email === '') return false;
      const from = threads.filter((t) => t.folder !== 'trash' && t.messages.some((e) => e.from === c.email));
      const results = sortThreads(threads.filter((t) => threadMatches(t, fullName(c))));
      return from.length >= 2 && results.length >= 2 && results[0]!.subject === latestFrom(world, c.email) && lastAt(results[0]!) > lastAt(results[1]!);
    });
    const target = rng.pick(fits);
    return { name: fullName(target), email: target.email };
  },
  goal: (p) => `What is the subject of the latest email from ${p.name}?`,
  named: (p, s) => {
    const times = s.apps.mail.threads.flatMap((t) => t.messages.filter((e) => e.from === p.email).map((e) => e.at));
    return { [p.name]: peopleNamed(s, p.name), [`the latest email from ${p.name}`]: times.filter((at) => at === Math.max(...times)).length };
  },
  checks: () => [],
  answer: {
    spec: { type: 'text', what: 'the subject', label: SUBJECT_ANSWER_LABEL },
    expected: (p, before) => latestFrom(before, p.email),
    candidates: (_p, before) => before.apps.mail.threads.map((t) => t.subject),
  },
  oracle: async (ui, p) => {
    await ui.answer((await resultsFor(ui, p.name))[0]!);
  },
  alternatives: [
    { name: 'opens the top result and reads the subject in the conversation', run: async (ui, p) => {
      const [top] = await resultsFor(ui, p.name);
      await ui.tap({ text: top!, role: 'button' });
      await ui.answer(ui.tree().find((e) => e.text === top)!.text);
    } },
    // "Kids’ school play" for "Kids' school play" (seeds 4, 38; "Grandma’s birthday" at 57): what smart punctuation types.
    { name: 'answers with typographic quotes and apostrophes', run: async (ui, p) => {
      await ui.answer((await resultsFor(ui, p.name))[0]!.replace(/"([^"]*)"/g, '“$1”').replace(/'/g, '’'));
    } },
    // Their newest email is often a reply: its subject, as the Reply composer shows it, is "Re: <subject>".
    { name: 'answers with the Re: subject the Reply composer shows', run: async (ui, p) => {
      const [top] = await resultsFor(ui, p.name);
      await ui.tap({ text: top!, role: 'button' });
      await ui.scrollTo({ text: 'Reply', role: 'button' });
      await ui.tap({ text: 'Reply', role: 'button' });
      const subject = ui.read({ hint: 'Subject' });
      await ui.tap({ text: 'Discard', role: 'button' });
      await ui.answer(subject);
    } },
  ],
  nearMisses: [
    { name: 'answers an older email of theirs', run: async (ui, p) => ui.answer((await resultsFor(ui, p.name))[1]!) },
    { name: 'answers the newest email in the inbox', run: async (ui, p) => {
      await ui.openApp('Mail');
      const inboxTop = rowSubjects(ui)[0]!;
      const subjects = await resultsFor(ui, p.name);
      await ui.answer(inboxTop !== subjects[0] ? inboxTop : subjects[1]!);
    } },
  ],
});
