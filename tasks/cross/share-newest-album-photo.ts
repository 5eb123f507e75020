import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { albumPhotos } from '../../apps/gallery/state.ts';
import { conversationFor, sendChanges } from '../messages/sending.ts';
import { openAlbum, shareTo } from '../gallery/helpers.ts';
import { sharedOnePhoto } from '../gallery/sharing.ts';
import type { TaskUi } from '../ui.ts';

const PHOTO_FILE = /\.(jpg|png)$/;

/** Open the album and the photo at `index` of its grid (newest first), as read on screen. */
async function openNth(ui: TaskUi, album: string, index: number): Promise<void> {
  await openAlbum(ui, album);
  const thumbs = ui.tree().filter((e) => e.role === 'button' && PHOTO_FILE.test(e.text));
  await ui.tap({ text: thumbs[index]!.text, role: 'button' });
}

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
      album: album.name, id: newest.id, name: newest.name,
      contact: fullName(contact!), phone: contact!.phone, other: fullName(other!),
      ...conversationFor(world, contact!.phone),
    };
  },
  goal: (p) => `Send the most recent photo in the Gallery album "${p.album}" to ${p.contact} in Messages.`,
  checks: (p) => sharedOnePhoto(p.contact, p.phone, p.id, p.name),
  allowedChanges: sendChanges,
  oracle: async (ui, p) => {
    await openNth(ui, p.album, 0);
    await shareTo(ui, p.contact);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'sends the second most recent photo',
      run: async (ui, p) => {
        await openNth(ui, p.album, 1);
        await shareTo(ui, p.contact);
        await ui.done();
      },
    },
    {
      name: 'sends the newest photo to someone else',
      run: async (ui, p) => {
        await openNth(ui, p.album, 0);
        await shareTo(ui, p.other);
        await ui.done();
      },
    },
  ],
});
