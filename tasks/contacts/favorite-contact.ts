import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as contacts from './kit.ts';

export default defineTask({
  id: 'contacts/favorite-contact',
  apps: ['contacts'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = contacts.listed(world);
    const target = rng.pick(list);
    // Another contact that is not a favourite, for the near miss that stars the wrong one.
    const decoy = rng.pick(list.filter((c) => c.id !== target.id && !c.favorite));
    return { id: target.id, name: fullName(target), decoy: fullName(decoy) };
  },
  goal: (p) => `Add ${p.name} to your favorites.`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: contacts.peopleNamed(initial, p.name) }),
  setup: (d, p) => {
    const c = d.apps.contacts.contacts.find((x) => x.id === p.id);
    if (c) c.favorite = false;
  },
  changes: (p) => [changedTo(`${contacts.CONTACTS}[${p.id}].favorite`, true)],
  checks: (p) => [expectEqual(`${p.name} is a favorite`, true, ({ after }) => contacts.byId(after, p.id)?.favorite ?? null)],
  oracle: contacts.script((ui, p) => contacts.star(ui, p.name)),
  alternatives: [
    { name: 'from the row menu (long press)', run: contacts.script((ui, p) => contacts.fromRowMenu(ui, p.name, 'Add to favorites')) },
    { name: 'starred, unstarred and starred again', run: contacts.script((ui, p) => contacts.starTwice(ui, p.name)) },
    // Phone's Contacts tab opens the same page in Contacts; there the star button.
    { name: "found in the Phone app's Contacts tab, starred on the page it opens", run: contacts.script(async (ui, p) => {
      await ui.launch('Phone');
      await ui.tap({ text: 'Contacts', role: 'tab' });
      await ui.fill({ hint: 'Search contacts' }, p.name);
      await ui.tap({ text: p.name, role: 'button' });
      await ui.tap({ text: 'Add to favorites', role: 'button' });
    }) },
  ],
  undo: (ui) => ui.tap({ text: 'Remove from favorites', role: 'button' }),
  nearMisses: [
    { name: 'adds another contact to the favorites', params: (p) => ({ ...p, name: p.decoy }) },
    { name: 'adds it, and another contact as well', run: async (ui, p) => {
      await contacts.star(ui, p.name);
      await ui.back();
      await contacts.star(ui, p.decoy);
      await ui.done();
    } },
  ],
});
