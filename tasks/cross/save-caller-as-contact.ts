import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { findContactByPhone, phoneMatchKey } from '../../apps/contacts/state.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/kit/names.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { isBlocked } from '../../apps/phone/state.ts';
import type { TaskUi } from '../ui.ts';
import { CONTACTS, create, created } from '../contacts/kit.ts';

const NUMBER = /^\+[\d\s-]+$/;

/** Phone's Recents: open the `rank`-th row titled with a bare number whose call came in (not one you made); returns the number. */
async function openUnknownCaller(ui: TaskUi, rank: number): Promise<string> {
  await ui.launch('Phone');
  const tree = ui.tree();
  const rows = tree.filter((e, i) => e.role === 'button' && NUMBER.test(e.text) && !/^Outgoing/.test(tree[i + 1]?.text ?? ''));
  const number = rows[rank]!.text;
  await ui.tap({ text: number, role: 'button' });
  return number;
}

export default defineTask({
  id: 'cross/save-caller-as-contact',
  apps: ['phone', 'contacts'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const { contacts, phone } = world.apps;
    const fresh = () => {
      let n = rng.phone();
      while (findContactByPhone(contacts, n) || isBlocked(phone, n) || phone.calls.some((c) => phoneMatchKey(c.number) === phoneMatchKey(n))) n = rng.phone();
      return n;
    };
    const number = fresh();
    let earlier = fresh();
    while (phoneMatchKey(earlier) === phoneMatchKey(number)) earlier = fresh();
    // A contact who called after the stranger, so that the stranger is not simply the top row.
    const talked = rng.pick(contacts.contacts.filter((c) => c.phone !== '' && !isBlocked(phone, c.phone)));
    const firstName = rng.pick(FIRST_NAMES.filter((n) => !contacts.contacts.some((c) => c.firstName === n)));
    return { number, earlier, talkedPhone: talked.phone, firstName, lastName: rng.pick(LAST_NAMES), rank: 0 };
  },
  goal: (p) => `Save the unknown number that called you most recently as a new contact named ${p.firstName} ${p.lastName} (just the name and the number).`,
  setup: (d, p) => {
    const s = d.apps.phone;
    const add = (number: string, type: 'missed' | 'incoming', ago: number, duration: number) => {
      s.calls.push({ id: `l${s.nextId}`, number, type, at: d.os.now - ago * MINUTE, duration, seen: true });
      s.nextId += 1;
    };
    add(p.earlier, 'incoming', 8, 64);
    add(p.number, 'missed', 4, 0);
    add(p.talkedPhone, 'incoming', 2, 121);
  },
  checks: (p) => created({ first: p.firstName, last: p.lastName, phone: p.number }),
  changes: () => [added(CONTACTS)],
  // Recents' call page: Add contact opens Contacts' form with the number filled in.
  oracle: async (ui, p) => {
    await openUnknownCaller(ui, p.rank);
    await ui.tap({ text: 'Add contact', role: 'button' });
    await ui.fill({ hint: 'First name' }, p.firstName);
    await ui.fill({ hint: 'Last name' }, p.lastName);
    await ui.tap({ text: 'Save', role: 'button' });
    await ui.done();
  },
  alternatives: [
    { name: "reads the number in Recents, then types it into Contacts' own form", run: async (ui, p) => { const phone = await openUnknownCaller(ui, 0); await create(ui, { firstName: p.firstName, lastName: p.lastName, phone }); await ui.done(); } },
  ],
  // The oracle ends on the new contact's card: delete it again.
  undo: async (ui) => {
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
  },
  nearMisses: [
    { name: 'saves the unknown caller before them', params: (p) => ({ ...p, rank: 1 }) },
    { name: 'saves the right number under another last name', params: (p) => ({ ...p, lastName: LAST_NAMES.find((n) => n !== p.lastName)! }) },
  ],
});
