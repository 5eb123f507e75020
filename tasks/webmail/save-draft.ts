// Write a message and keep it as a draft, unsent: the draft holds the recipient, subject and text.
import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as wm from './kit.ts';

const NOTES: [subject: string, body: string][] = [
  ['Notes for the quarterly review', 'Numbers are up in the north region, flat elsewhere'],
  ['Ideas for the team day', 'Cooking class or a boat trip on the lake'],
  ['Questions for the landlord', 'Ask about the heating and the bike shed'],
];

export default defineTask({
  id: 'webmail/save-draft',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [subject, body] = rng.pick(NOTES);
    const [who, other] = rng.sample(wm.mail(world).contacts.filter((c) => c.company !== '' && !/billing|invoices|orders/.test(c.address)), 2);
    return { subject, body, name: who!.name, to: who!.address, other: other!.address };
  },
  goal: (p) => `On Webmail, write a message to ${p.name} (${p.to}) with the subject "${p.subject}" and the text "${p.body}", but do not send it: save it as a draft.`,
  checks: (p) => [
    expectEqual<DeviceState>('nothing was sent', 0, (ctx) => wm.sentEntries(ctx).length),
    ...wm.savedDraft({ to: [p.to], subject: p.subject, body: p.body }),
  ],
  oracle: wm.script(async (ui, p) => {
    await wm.compose(ui, { to: [p.to], subject: p.subject, body: p.body }, false);
    await ui.tap({ text: 'Save draft', role: 'button' });
  }),
  alternatives: [
    { name: 'from the contact\'s Write link, saved half-written, then finished from Drafts', run: wm.script(async (ui, p) => {
      await wm.start(ui);
      await ui.tap({ text: 'Contacts', role: 'link' });
      await ui.scrollTo({ text: `Write to ${p.name}`, role: 'link' });
      await ui.tap({ text: `Write to ${p.name}`, role: 'link' });
      await wm.fillCompose(ui, { subject: p.subject });
      await ui.tap({ text: 'Save draft', role: 'button' });
      await ui.tap({ text: `Draft: ${p.subject}`, role: 'link' });
      await wm.fillCompose(ui, { body: p.body });
      await ui.tap({ text: 'Save draft', role: 'button' });
    }) },
    { name: 'types the subject in lower case (subjects match without case)', run: wm.script(async (ui, p) => {
      await wm.compose(ui, { to: [p.to], subject: p.subject.toLowerCase(), body: p.body }, false);
      await ui.tap({ text: 'Save draft', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'copies someone in', run: wm.script(async (ui, p) => {
      await wm.compose(ui, { to: [p.to], cc: [p.other], subject: p.subject, body: p.body }, false);
      await ui.tap({ text: 'Save draft', role: 'button' });
    }) },
    { name: 'sends it', run: wm.script(async (ui, p) => { await wm.compose(ui, { to: [p.to], subject: p.subject, body: p.body }); }) },
    { name: 'a typo in the text', params: (p) => ({ ...p, body: wm.typo(p.body) }) },
    { name: 'discards it', run: wm.script(async (ui, p) => {
      await wm.compose(ui, { to: [p.to], subject: p.subject, body: p.body }, false);
      await ui.tap({ text: 'Discard', role: 'button' });
    }) },
  ],
});
