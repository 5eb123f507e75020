import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { albumPhotos } from '../../apps/gallery/state.ts';
import * as gallery from '../gallery/kit.ts';
import * as messages from '../messages/kit.ts';
import { namedPeople } from '../contacts/kit.ts';

export default defineTask({
  id: 'cross/share-newest-album-photo',
  apps: ['gallery', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const album = rng.pick(world.apps.gallery.albums.filter((a) => albumPhotos(world.apps.gallery, a.id).length >= 2));
    const newest = albumPhotos(world.apps.gallery, album.id)[0]!;
    const [contact, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2);
    return {
      album: album.name, id: newest.id, name: newest.name, rank: 0,
      contact: fullName(contact!), phone: contact!.phone, other: fullName(other!),
      ...messages.conversationFor(world, contact!.phone),
    };
  },
  goal: (p) => `Send the most recent photo in the Gallery album "${p.album}" to ${p.contact} in Messages.`,
  named: (p, s) => {
    const album = s.apps.gallery.albums.find((a) => a.name === p.album)!;
    return { ...gallery.namedInGallery(s, { albums: [p.album] }), [`the most recent photo in "${p.album}"`]: gallery.tiedForNewest(s, album.id), ...namedPeople(s, [p.contact]) };
  },
  checks: (p) => gallery.sharedOnePhoto(p.contact, p.phone, p.id, p.name),
  changes: (p) => messages.sendRules(p),
  // The photo at `rank` of the album's grid (newest first), as read on screen.
  oracle: async (ui, p) => { await gallery.openNthInAlbum(ui, p.album, p.rank); await gallery.shareTo(ui, p.contact); await ui.done(); },
  alternatives: [
    { name: 'finds the same photo by searching the library, then shares it', run: async (ui, p) => {
      await ui.launch('Gallery');
      await gallery.openPhoto(ui, p.name);
      await gallery.shareTo(ui, p.contact);
      await ui.done();
    } },
    { name: "picks the recipient from the share sheet's list without searching", run: async (ui, p) => {
      await gallery.openNthInAlbum(ui, p.album, 0);
      await ui.tap({ text: 'Share', role: 'button' });
      await ui.scrollTo({ text: p.contact, role: 'button' });
      await ui.tap({ text: p.contact, role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the second most recent photo', params: (p) => ({ ...p, rank: 1 }) },
    { name: 'sends the newest photo to someone else', params: (p) => ({ ...p, contact: p.other }) },
    { name: 'sends the newest photo and the one before it', run: async (ui, p) => {
      for (const rank of [0, 1]) { await gallery.openNthInAlbum(ui, p.album, rank); await gallery.shareTo(ui, p.contact); }
      await ui.done();
    } },
  ],
});
