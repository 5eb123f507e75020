import { defineTask } from '../define.ts';
import { deepEqual, expectEqual, expectThat, normalizePhone } from '../../judges/index.ts';
import { findContactByPhone, phoneMatchKey, type Contact } from '../../apps/contacts/state.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/kit/names.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { isBlocked } from '../../apps/phone/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

const newContacts = (before: DeviceState, after: DeviceState): Contact[] =>
  after.apps.contacts.contacts.filter((c) => !before.apps.contacts.contacts.some((b) => b.id === c.id));

const NUMBER = /^\+[\d\s-]+$/;

/** In Phone's Recents, the n-th row titled with a bare number whose call came in (not one you made). */
function unknownCaller(ui: TaskUi, n: number): string {
  const tree = ui.tree();
  const rows = tree.filter((e, i) => e.role === 'button' && NUMBER.test(e.text) && !/^Outgoing/.test(tree[i + 1]?.text ?? ''));
  return rows[n]!.text;
}

/** Open that row's call, press Add contact, and fill in the form Contacts opens with the number. */
async function saveCaller(ui: TaskUi, n: number, first: string, last: string): Promise<void> {
  await ui.openApp('Phone');
  const number = unknownCaller(ui, n);
  await ui.tap({ text: number, role: 'button' });
  await ui.tap({ text: 'Add contact', role: 'button' });
  await ui.fill({ hint: 'First name' }, first);
  await ui.fill({ hint: 'Last name' }, last);
  await ui.tap({ text: 'Save', role: 'button' });
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
    return { number, earlier, talkedPhone: talked.phone, firstName, lastName: rng.pick(LAST_NAMES) };
  },
  goal: (p) => `Save the unknown number that called you most recently as a new contact named ${p.firstName} ${p.lastName}.`,
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
  checks: (p) => [
    expectEqual('one contact was added', 1, ({ before, after }) => after.apps.contacts.contacts.length - before.apps.contacts.contacts.length),
    expectThat(
      `the new contact is named ${p.firstName} ${p.lastName}`,
      [{ firstName: p.firstName, lastName: p.lastName }],
      ({ before, after }) => newContacts(before, after).map((c) => ({ firstName: c.firstName, lastName: c.lastName })),
      (names) => names.length === 1 && names[0]!.firstName.trim() === p.firstName && names[0]!.lastName.trim() === p.lastName,
    ),
    expectThat(
      `its phone is ${p.number}`,
      [p.number],
      ({ before, after }) => newContacts(before, after).map((c) => c.phone),
      (phones) => phones.length === 1 && normalizePhone(phones[0]!) === normalizePhone(p.number),
    ),
    expectEqual('no existing contact was changed or deleted', [], ({ before, after }) =>
      before.apps.contacts.contacts.filter((b) => !deepEqual(b, after.apps.contacts.contacts.find((c) => c.id === b.id))).map((c) => c.id),
    ),
  ],
  // Opening a missed call marks it seen.
  allowedChanges: ['apps.contacts.contacts', 'apps.contacts.nextId', 'apps.phone.calls[*].seen'],
  oracle: async (ui, p) => {
    await saveCaller(ui, 0, p.firstName, p.lastName);
    await ui.done();
  },
  // The oracle ends on the new contact's card: delete it again.
  undo: async (ui) => {
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
  },
  nearMisses: [
    {
      name: 'saves the unknown caller before them',
      run: async (ui, p) => {
        await saveCaller(ui, 1, p.firstName, p.lastName);
        await ui.done();
      },
    },
    {
      name: 'saves the right number under another last name',
      run: async (ui, p) => {
        await saveCaller(ui, 0, p.firstName, LAST_NAMES.find((n) => n !== p.lastName)!);
        await ui.done();
      },
    },
  ],
});
