import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { findContactByPhone, phoneMatchKey } from '../../apps/contacts/state.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/kit/names.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { isBlocked } from '../../apps/phone/state.ts';
import { logCall } from '../../apps/phone/model.ts';
import * as contacts from '../contacts/kit.ts';
import * as phone from '../phone/kit.ts';

export default defineTask({
  id: 'cross/save-caller-as-contact',
  apps: ['phone', 'contacts'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const { contacts: book, phone: s } = world.apps;
    const fresh = () => {
      let n = rng.phone();
      while (findContactByPhone(book, n) || isBlocked(s, n) || s.calls.some((c) => phoneMatchKey(c.number) === phoneMatchKey(n))) n = rng.phone();
      return n;
    };
    const number = fresh();
    let earlier = fresh();
    while (phoneMatchKey(earlier) === phoneMatchKey(number)) earlier = fresh();
    // A contact who called after the stranger, so that the stranger is not simply the top row.
    const talked = rng.pick(book.contacts.filter((c) => c.phone !== '' && !isBlocked(s, c.phone)));
    const firstName = rng.pick(FIRST_NAMES.filter((n) => !book.contacts.some((c) => c.firstName === n)));
    return { number, earlier, talkedPhone: talked.phone, firstName, lastName: rng.pick(LAST_NAMES) };
  },
  goal: (p) => `Save the unknown number that called you most recently as a new contact named ${p.firstName} ${p.lastName} (just the name and the number).`,
  named: (_p, initial) => ({ 'the unknown number that called you most recently': phone.newestTies(initial, (c) => phone.cameIn(c) && !findContactByPhone(initial.apps.contacts, c.number)) }),
  setup: (d, p) => {
    const at = (ago: number) => d.os.now - ago * MINUTE;
    logCall(d.apps.phone, { number: p.earlier, type: 'incoming', at: at(8), duration: 64, seen: true });
    logCall(d.apps.phone, { number: p.number, type: 'missed', at: at(4), duration: 0, seen: true });
    logCall(d.apps.phone, { number: p.talkedPhone, type: 'incoming', at: at(2), duration: 121, seen: true });
  },
  checks: (p) => contacts.created({ first: p.firstName, last: p.lastName, phone: p.number }),
  changes: () => [added(contacts.CONTACTS)],
  // Recents' call page: Add contact opens Contacts' form with the number filled in.
  oracle: async (ui, p) => { await phone.openRow(ui, p.number); await phone.addContactFromPage(ui, p.firstName, p.lastName); await ui.done(); },
  alternatives: [
    { name: "reads the newest unknown caller in Recents, then types the number into Contacts' own form", run: async (ui, p) => { const number = await phone.openUnknownCaller(ui); await contacts.create(ui, { firstName: p.firstName, lastName: p.lastName, phone: number }); await ui.done(); } },
    { name: "types the number into Contacts' form as ten bare digits (no +1)", run: async (ui, p) => {
      await phone.openRow(ui, p.number);
      await contacts.create(ui, { firstName: p.firstName, lastName: p.lastName, phone: phoneMatchKey(p.number) });
      await ui.done();
    } },
    // Redo: the contact made by mistake is deleted, so the one saved after it is the only new one (a new id is fine).
    { name: 'saves the unknown caller before them by mistake, deletes that contact, then saves the right one', run: async (ui, p, oracle) => {
      await phone.openRow(ui, p.earlier);
      await phone.addContactFromPage(ui, p.firstName, p.lastName);
      await contacts.deleteOpen(ui);
      await oracle(ui, p);
    } },
  ],
  // The oracle ends on the new contact's card: delete it again.
  undo: (ui) => contacts.deleteOpen(ui),
  nearMisses: [
    { name: 'saves the unknown caller before them', params: (p) => ({ ...p, number: p.earlier }) },
    { name: 'saves the right number under another last name', params: (p) => ({ ...p, lastName: LAST_NAMES.find((n) => n !== p.lastName)! }) },
    // The right record with a flag the goal did not ask for ("just the name and the number").
    { name: 'saves it and stars the new contact', run: async (ui, p) => {
      await phone.openRow(ui, p.number);
      await phone.addContactFromPage(ui, p.firstName, p.lastName);
      await ui.tap({ text: 'Add to favorites', role: 'button' });
      await ui.done();
    } },
  ],
});
