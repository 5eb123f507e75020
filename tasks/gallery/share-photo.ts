import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as gallery from './kit.ts';
import { deleteConversation } from '../messages/kit.ts';
import { namedPeople } from '../contacts/kit.ts';

export default defineTask({
  id: 'gallery/share-photo',
  apps: ['gallery', 'messages'],
  difficulty: 2,
  maxSteps: 27,
  params: ({ rng, world }) => {
    const [target, decoy] = rng.sample(gallery.library(world), 2);
    const [contact, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2);
    return { id: target!.id, name: target!.name, album: gallery.albumName(world, target!.albumId), decoy: decoy!.name,
      contact: fullName(contact!), first: contact!.firstName, phone: contact!.phone, other: fullName(other!) };
  },
  goal: (p) => `Send the photo ${p.name} from Gallery to ${p.contact} in Messages.`,
  named: (p, s) => ({ ...gallery.namedInGallery(s, { photos: [p.name] }), ...namedPeople(s, [p.contact]) }),
  // One outgoing message, in the conversation with that number or in a new one: whatever their ids.
  changes: () => gallery.shareChanges(),
  checks: (p) => gallery.sharedOnePhoto(p.contact, p.phone, p.id, p.name),
  oracle: async (ui, p) => {
    await gallery.openPhoto(ui, p.name);
    await gallery.shareTo(ui, p.contact);
    await ui.done();
  },
  alternatives: [
    { name: 'opens the photo from its album and searches the first name', run: (ui, p) => gallery.inAlbum(ui, p.album, p.name, () => gallery.shareTo(ui, p.contact, p.first)) },
    // Unsearched, the picker lists recent conversations first: their row there, or in All contacts, sends to the same number.
    { name: 'picks them in the share list without searching', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await ui.tap({ text: 'Share', role: 'button' });
      await ui.scrollTo({ text: p.contact, role: 'button' });
      await ui.tap({ text: p.contact, role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    // Deleting the thread in Messages does not unsend: the other person has the photo.
    { name: 'sends it to another contact, deletes that conversation in Messages, then sends it to the right one', run: async (ui, p, oracle) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.shareTo(ui, p.other);
      await deleteConversation(ui, p.other);
      await ui.launch('Gallery');
      await oracle(ui, p);
    } },
    { name: 'sends it to another contact', params: (p) => ({ ...p, contact: p.other }) },
    { name: 'sends another photo', params: (p) => ({ ...p, name: p.decoy }) },
    { name: 'sends it twice', run: async (ui, p, oracle) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.shareTo(ui, p.contact);
      await ui.back();
      await oracle(ui, p);
    } },
    { name: 'opens the share picker, searches, but goes back', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.shareTo(ui, p.contact, p.contact, false);
      await ui.done();
    } },
  ],
});
