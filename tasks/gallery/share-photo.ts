import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { conversationFor, sendChanges } from '../messages/sending.ts';
import { library, openPhoto, shareTo } from './helpers.ts';
import { sharedOnePhoto } from './sharing.ts';

export default defineTask({
  id: 'gallery/share-photo',
  apps: ['gallery', 'messages'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, decoy] = rng.sample(library(world), 2);
    const [contact, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2);
    return {
      id: target!.id, name: target!.name, decoy: decoy!.name,
      contact: fullName(contact!), phone: contact!.phone, other: fullName(other!),
      ...conversationFor(world, contact!.phone),
    };
  },
  goal: (p) => `Send the photo ${p.name} from Gallery to ${p.contact} in Messages.`,
  checks: (p) => sharedOnePhoto(p.contact, p.phone, p.id, p.name),
  allowedChanges: sendChanges,
  oracle: async (ui, p) => {
    await openPhoto(ui, p.name);
    await shareTo(ui, p.contact);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'sends it to another contact',
      run: async (ui, p) => {
        await openPhoto(ui, p.name);
        await shareTo(ui, p.other);
        await ui.done();
      },
    },
    {
      name: 'sends another photo',
      run: async (ui, p) => {
        await openPhoto(ui, p.decoy);
        await shareTo(ui, p.contact);
        await ui.done();
      },
    },
    {
      name: 'opens the share picker but goes back',
      run: async (ui, p) => {
        await openPhoto(ui, p.name);
        await ui.tap({ text: 'Share', role: 'button' });
        await ui.fill({ hint: 'Search contacts' }, p.contact);
        await ui.back();
        await ui.done();
      },
    },
  ],
});
