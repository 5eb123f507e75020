import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { albumPhotos } from '../../apps/gallery/state.ts';
import { conversationFor } from '../messages/sending.ts';
import { openAlbum, openPhoto, shareTo } from '../gallery/helpers.ts';
import type { TaskUi } from '../ui.ts';
import { sendRules, sentOne } from './common.ts';

const PHOTO_FILE = /\.(jpg|png)$/;

/** Open the album and the photo at `rank` of its grid (newest first), as read on screen. */
async function openNth(ui: TaskUi, album: string, rank: number): Promise<void> {
  await ui.launch('Gallery');
  await openAlbum(ui, album);
  const thumbs = ui.tree().filter((e) => e.role === 'button' && PHOTO_FILE.test(e.text));
  await ui.tap({ text: thumbs[rank]!.text, role: 'button' });
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
      album: album.name, id: newest.id, name: newest.name, rank: 0,
      contact: fullName(contact!), phone: contact!.phone, other: fullName(other!),
      ...conversationFor(world, contact!.phone),
    };
  },
  goal: (p) => `Send the most recent photo in the Gallery album "${p.album}" to ${p.contact} in Messages.`,
  checks: (p) => sentOne(p.contact, p.phone, `it carries the photo ${p.name}`, p.id, (m) => m.photoId),
  changes: (p) => sendRules(p),
  oracle: async (ui, p) => {
    await openNth(ui, p.album, p.rank);
    await shareTo(ui, p.contact);
    await ui.done();
  },
  alternatives: [
    {
      name: 'finds the same photo by searching the library, then shares it',
      run: async (ui, p) => {
        await ui.launch('Gallery');
        await openPhoto(ui, p.name);
        await shareTo(ui, p.contact);
        await ui.done();
      },
    },
  ],
  nearMisses: [
    { name: 'sends the second most recent photo', params: (p) => ({ ...p, rank: 1 }) },
    { name: 'sends the newest photo to someone else', params: (p) => ({ ...p, contact: p.other }) },
  ],
});
