import { defineTask } from '../define.ts';
import { findContactByPhone, fullName } from '../../apps/contacts/state.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { isBlocked } from '../../apps/phone/state.ts';
import { logCall } from '../../apps/phone/model.ts';
import * as phone from './kit.ts';

export default defineTask({
  id: 'phone/block-number',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const { contacts, phone: log } = world.apps;
    // A contact the log shows, for the near miss that blocks the wrong caller.
    const other = log.calls.find((c) => findContactByPhone(contacts, c.number) && !isBlocked(log, c.number))!;
    // A number blocked already, for the near miss that unblocks it along the way.
    return { number: phone.freshNumber(world, () => rng.phone()), agoMinutes: rng.int(20, 600), otherName: fullName(findContactByPhone(contacts, other.number)!), alreadyBlocked: log.blocked.at(-1)!.number };
  },
  goal: (p) => `Block ${p.number}, the number that keeps calling you.`,
  setup: (d, p) => {
    for (const ago of [p.agoMinutes, p.agoMinutes + 95, p.agoMinutes + 1500]) logCall(d.apps.phone, { number: p.number, type: 'missed', at: d.os.now - ago * MINUTE, duration: 0, seen: true });
  },
  changes: () => phone.blockedListChanges(),
  checks: (p) => phone.blockedListAfter([p.number]),
  oracle: phone.finish((ui, p) => phone.blockFromRow(ui, p.number)),
  alternatives: [
    { name: "added by hand in Settings' blocked numbers", run: phone.finish((ui, p) => phone.addBlocked(ui, p.number)) },
    { name: 'the confirmation cancelled once, then blocked', run: phone.finish((ui, p) => phone.blockAfterCancel(ui, p.number)) },
    // Toggled on, off and on again on the call's page: the list ends with the number blocked, as asked.
    { name: 'blocked, unblocked by mistake on the same page, and blocked again', run: phone.finish(async (ui, p) => {
      await phone.blockFromRow(ui, p.number);
      await phone.unblockOpen(ui);
      await ui.tap({ text: 'Block number', role: 'button' });
      await ui.tap({ text: 'Block', role: 'button' });
    }) },
  ],
  undo: async (ui) => phone.unblockOpen(ui),
  nearMisses: [
    { name: 'blocks a contact who called instead', params: (p) => ({ ...p, number: p.otherName }) },
    { name: 'cancels the confirmation', run: phone.finish((ui, p) => phone.blockFromRow(ui, p.number, false)) },
    // The goal asks to block, not to clean the log: deleting the caller's calls is a change it did not ask for.
    { name: 'blocks it, and unblocks a number that was blocked already', run: phone.finish(async (ui, p) => {
      await phone.blockFromRow(ui, p.number);
      await phone.unblockInList(ui, p.alreadyBlocked);
    }) },
    { name: 'blocks it, then deletes its newest call from the log as well', run: phone.finish(async (ui, p) => {
      await phone.blockFromRow(ui, p.number);
      await ui.tap({ text: 'Delete from call log', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
  ],
});
