import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as contacts from './kit.ts';

export default defineTask({
  id: 'contacts/delete-contact',
  apps: ['contacts'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const list = contacts.listed(world);
    const index = rng.int(0, list.length - 1);
    // The contact next to it in the list, for the near miss that deletes the wrong row.
    const neighbour = list[index + 1] ?? list[index - 1]!;
    return { id: list[index]!.id, name: fullName(list[index]!), neighbour: fullName(neighbour) };
  },
  goal: (p) => `Delete the contact ${p.name}.`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: contacts.peopleNamed(initial, p.name) }),
  changes: (p) => [removed(contacts.CONTACTS, { which: p.id })],
  checks: (p) => [expectEqual(`${p.name} is no longer in the contacts`, false, ({ after }) => contacts.byId(after, p.id) !== undefined)],
  oracle: contacts.script((ui, p) => contacts.remove(ui, p.name)),
  alternatives: [
    { name: 'Delete from the row menu (long press)', run: contacts.script((ui, p) => contacts.removeFromRowMenu(ui, p.name)) },
    // Phone's Contacts tab opens the same page in Contacts.
    { name: "found in the Phone app's Contacts tab, deleted on the page it opens", run: contacts.script(async (ui, p) => {
      await ui.launch('Phone');
      await ui.tap({ text: 'Contacts', role: 'tab' });
      await ui.fill({ hint: 'Search contacts' }, p.name);
      await ui.tap({ text: p.name, role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'deletes the neighbouring contact instead', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'deletes it, and the neighbouring contact too', run: async (ui, p) => {
      await contacts.remove(ui, p.name);
      await contacts.remove(ui, p.neighbour);
      await ui.done();
    } },
    { name: 'cancels the confirmation', run: contacts.script((ui, p) => contacts.remove(ui, p.name, false)) },
  ],
});
