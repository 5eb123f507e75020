import { defineTask } from '../define.ts';
import { added, expectEqual, expectThat, modified, removed, type JudgeContext } from '../../judges/index.ts';
import { fullName, phoneMatchKey, type Contact } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as contacts from './kit.ts';

/**
 * The contact after the episode: the record itself, or, when it was deleted and created again
 * (a new id and creation time, which the screens do not show), the one contact made in its place.
 */
function contactNow(ctx: JudgeContext<DeviceState>, id: string): Contact | undefined {
  const kept = contacts.byId(ctx.after, id);
  if (kept) return kept;
  const made = ctx.changes.added<Contact>(contacts.CONTACTS);
  return made.length === 1 ? made[0] : undefined;
}

/**
 * What a person sees of a contact beside its phone: the name as the list writes it (the full name
 * in First name alone reads the same), the email (in any case, as addresses are), company and star.
 */
const besidesPhone = (c: Contact) => ({ name: fullName({ firstName: c.firstName.trim(), lastName: c.lastName.trim() }).replace(/\s+/g, ' '), email: c.email.trim().toLowerCase(), company: c.company.trim(), favorite: c.favorite });

export default defineTask({
  id: 'contacts/edit-phone',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 27,
  params: ({ rng, world }) => {
    const list = contacts.listed(world);
    // Someone another app keeps by id (a chat, a meeting, an event, a ride: the apps' `contactRefs`),
    // as nearly everyone is: deleting and making them again loses them there, a near miss (see the check).
    const target = rng.pick(list.filter((c) => contacts.referenced(world, c.id)));
    const index = list.indexOf(target);
    // The contact next to it in the list, for the near miss that edits the wrong row.
    const neighbour = list[index + 1] ?? list[index - 1]!;
    let phone = rng.phone();
    while (list.some((c) => phoneMatchKey(c.phone) === phoneMatchKey(phone))) phone = rng.phone();
    return { id: target.id, name: fullName(target), phone, neighbour: fullName(neighbour), first: target.firstName, last: target.lastName, email: target.email, company: target.company, favorite: target.favorite };
  },
  goal: (p) => `Change ${p.name}'s phone number to ${p.phone}.`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: contacts.peopleNamed(initial, p.name) }),
  // Edited in place, or (where no app keeps the contact by id) deleted and created again with
  // everything but the phone as it was (the check below holds the contacts added to that: none
  // beside the record kept, one in its place, and only where nothing refers to the old id).
  changes: (p) => [modified(contacts.CONTACTS, p.id, ['phone']), removed(contacts.CONTACTS, { which: p.id, count: 'any' }), added(contacts.CONTACTS, { count: 'any' })],
  checks: (p) => [
    expectEqual(`${p.name}'s phone number is ${p.phone}`, phoneMatchKey(p.phone), (ctx) => {
      const c = contactNow(ctx, p.id);
      return c ? phoneMatchKey(c.phone) : null;
    }),
    expectThat(`${p.name} was edited, or made again once with the rest as it was where no app keeps them by id; no other contact was added`, 'the same contact, the phone aside', (ctx) => {
      const made = ctx.changes.added<Contact>(contacts.CONTACTS);
      const was = contacts.byId(ctx.before, p.id)!;
      if (contacts.byId(ctx.after, p.id)) return made.length === 0 ? 'the same contact, the phone aside' : `${made.length} contact(s) added beside it`;
      if (made.length !== 1) return `deleted, and ${made.length} contacts made`;
      const lost = contacts.referencesTo(ctx.after, p.id);
      if (lost.length > 0) return `deleted and made again: ${lost.length} place(s) keep the old contact by id and no longer show them (${lost.slice(0, 3).join(', ')})`;
      return JSON.stringify(besidesPhone(made[0]!)) === JSON.stringify(besidesPhone(was)) ? 'the same contact, the phone aside' : `made again as ${JSON.stringify(besidesPhone(made[0]!))}`;
    }, (v) => v === 'the same contact, the phone aside'),
  ],
  oracle: async (ui, p) => {
    await contacts.edit(ui, p.name, { phone: p.phone });
    await ui.done();
  },
  alternatives: [
    { name: 'Edit from the row menu (long press)', run: async (ui, p) => {
      await contacts.fromRowMenu(ui, p.name, 'Edit');
      await ui.fill({ hint: 'Phone' }, p.phone);
      await ui.tap('Save');
      await ui.done();
    } },
    { name: 'the number typed as ten digits, without the country code or dashes', params: (p) => ({ ...p, phone: contacts.localDigits(p.phone) }) },
    { name: 'a wrong number saved, then corrected', run: async (ui, p) => {
      await contacts.edit(ui, p.name, { phone: '+1 555-999-9999' });
      await ui.back();
      await ui.back();
      await contacts.edit(ui, p.name, { phone: p.phone });
      await ui.done();
    } },
  ],
  nearMisses: [
    // A new id: Chat, Meetings, Calendar, Rides or Social keep the person by the old one, and lose them
    // (a group's members drop them, their messages read "Unknown"), though Contacts shows the same card.
    { name: 'deletes the contact and creates it again with the new number and everything else as it was', run: async (ui, p) => {
      await contacts.remove(ui, p.name);
      await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone, email: p.email, company: p.company });
      if (p.favorite) await ui.tap({ text: 'Add to favorites', role: 'button' });
      await ui.done();
    } },
    // Made again, the contact is what its fields now show: a name the list writes otherwise is another edit.
    { name: 'deletes the contact and creates it again with the new number, the name in lower case', run: async (ui, p) => {
      await contacts.remove(ui, p.name);
      await contacts.create(ui, { firstName: p.first.toLowerCase(), lastName: p.last.toLowerCase(), phone: p.phone, email: p.email, company: p.company });
      if (p.favorite) await ui.tap({ text: 'Add to favorites', role: 'button' });
      await ui.done();
    } },
    { name: "changes the neighbouring contact's phone instead", params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'changes the phone, and the company in the same edit', run: async (ui, p) => {
      await contacts.edit(ui, p.name, { phone: p.phone, company: 'Northwind Traders' });
      await ui.done();
    } },
    // A flag the goal did not name, on the right record: their star (on or off, whichever it was).
    { name: 'changes the phone, then toggles their favourite star as well', run: async (ui, p) => {
      await contacts.edit(ui, p.name, { phone: p.phone });
      await ui.tap({ text: ui.has({ text: 'Add to favorites', role: 'button' }) ? 'Add to favorites' : 'Remove from favorites', role: 'button' });
      await ui.done();
    } },
    { name: 'adds a new contact with that name and phone instead of editing', run: async (ui, p) => {
      const [first, ...rest] = p.name.split(' ');
      await contacts.create(ui, { firstName: first!, lastName: rest.join(' '), phone: p.phone });
      await ui.done();
    } },
  ],
});
