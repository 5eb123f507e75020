// Contacts: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { NEW_CONTACT, addContact, removeContact, toggleFavorite, updateContact } from '../../apps/contacts/model.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import { listed, remove, star } from './kit.ts';

/** A contact the goal does not mention, to harm in a damage trial. */
function bystander(ctx: TrialContext): Contact {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return listed(ctx.initial).find((c) => !said.includes(c.firstName) && !said.includes(c.id) && !said.includes(c.phone))!;
}

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const someone = listed(ctx.initial)[3]!;
      await ui.launch('Contacts');
      await ui.fill({ hint: 'Search contacts' }, someone.firstName);
      await ui.tap({ text: fullName(someone), role: 'button' });
      await ui.back();
      await ui.close('Contacts');
    },
    apply: () => {},
  },
  damage: [
    { name: "changes a bystander's company", run: async (ui, ctx) => {
      await ui.launch('Contacts');
      const c = bystander(ctx);
      await ui.fill({ hint: 'Search contacts' }, fullName(c));
      await ui.tap({ text: fullName(c), role: 'button' });
      await ui.tap('Edit');
      await ui.fill({ hint: 'Company' }, 'Damage Inc');
      await ui.tap('Save');
    }, apply: (d, ctx) => {
      const c = d.apps.contacts.contacts.find((x) => x.id === bystander(ctx).id)!;
      updateContact(d.apps.contacts, c.id, { ...c, company: 'Damage Inc' });
    } },
    { name: 'deletes a bystander contact', run: async (ui, ctx) => {
      await ui.launch('Contacts');
      await remove(ui, fullName(bystander(ctx)));
    }, apply: (d, ctx) => {
      removeContact(d.apps.contacts, bystander(ctx).id);
    } },
    // Whichever way the star pointed: a favourite the goal did not name, added or taken away.
    { name: "toggles a bystander's favourite star", run: async (ui, ctx) => {
      await ui.launch('Contacts');
      await star(ui, fullName(bystander(ctx)));
    }, apply: (d, ctx) => {
      toggleFavorite(d.apps.contacts, bystander(ctx).id);
    } },
    { name: 'creates an extra contact', run: async (ui) => {
      await ui.launch('Contacts');
      await ui.tap('Create contact');
      await ui.fill({ hint: 'First name' }, 'Zed');
      await ui.fill({ hint: 'Phone' }, '+1 555-000-0001');
      await ui.tap('Save');
    }, apply: (d) => {
      addContact(d.apps.contacts, { ...NEW_CONTACT, firstName: 'Zed', phone: '+1 555-000-0001' }, d.os.now);
    } },
  ],
};
