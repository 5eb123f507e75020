// Gallery: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { createAlbum as createAlbumIn, moveToAlbum, renameAlbum as renameAlbumIn, toggleFavorite, trashPhoto } from '../../apps/gallery/model.ts';
import type { Album, Photo } from '../../apps/gallery/state.ts';
import { fullName, sortContacts, type Contact } from '../../apps/contacts/state.ts';
import { addMessage, conversationWith, deleteConversation as deleteConversationIn, recordText } from '../../apps/messages/model.ts';
import { deleteConversation } from '../messages/kit.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import { library, moveTo, newAlbum, openAlbum, openPhoto, renameOpenAlbum, shareTo, tapHeart, trashOpenPhoto } from './kit.ts';

/** A photo of the library that the goal does not mention, to harm in a damage trial. */
function bystander(ctx: TrialContext): Photo {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return library(ctx.initial).find((x) => !said.includes(x.name) && !said.includes(`"${x.id}"`))!;
}

/**
 * An album of the world that is not `except`, to rename or to move a bystander into: one the goal
 * does not mention (not Camera, if it can), else any.
 */
function otherAlbum(ctx: TrialContext, except?: string): Album {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  const albums = ctx.initial.apps.gallery.albums.filter((a) => a.id !== except);
  const unnamed = albums.filter((a) => !said.includes(a.name) && !said.includes(`"${a.id}"`));
  return unnamed.find((a) => a.name !== 'Camera') ?? unnamed[0] ?? albums[0]!;
}

/** The bystander photo and the album a damage trial moves it to (one it is not in). */
function misfiled(ctx: TrialContext): { photo: Photo; album: Album } {
  const photo = bystander(ctx);
  return { photo, album: otherAlbum(ctx, photo.albumId) };
}

/** Someone the goal does not name, with a number: the recipient of a share nobody asked for. */
function stranger(ctx: TrialContext): Contact {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return sortContacts(ctx.initial.apps.contacts.contacts).find((c) => c.phone !== '' && !said.includes(fullName(c)) && !said.includes(c.phone))!;
}

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const someone = library(ctx.initial)[2]!;
      await ui.launch('Gallery');
      await ui.tap({ text: someone.name, role: 'button' });
      await ui.tap({ text: 'Info', role: 'button' });
      await ui.back();
      await ui.tap({ text: 'Albums', role: 'tab' });
      await ui.tap({ text: 'Favourites', role: 'button' });
      await ui.back();
      await ui.close('Gallery');
    },
    apply: () => {},
  },
  damage: [
    { name: "hearts or un-hearts a bystander's photo", run: async (ui, ctx) => {
      await ui.launch('Gallery');
      await openPhoto(ui, bystander(ctx).name);
      await tapHeart(ui);
    }, apply: (d, ctx) => {
      toggleFavorite(d.apps.gallery, bystander(ctx).id);
    } },
    { name: 'creates an extra album', run: async (ui) => {
      await newAlbum(ui, 'Damage album');
    }, apply: (d) => {
      createAlbumIn(d.apps.gallery, 'Damage album', d.os.now);
    } },
    { name: 'moves a bystander photo into another album', run: async (ui, ctx) => {
      const { photo, album } = misfiled(ctx);
      await ui.launch('Gallery');
      await openPhoto(ui, photo.name);
      await moveTo(ui, album.name);
    }, apply: (d, ctx) => {
      const { photo, album } = misfiled(ctx);
      moveToAlbum(d.apps.gallery, photo.id, album.id);
    } },
    { name: 'renames an album the goal does not name', run: async (ui, ctx) => {
      const album = otherAlbum(ctx);
      await ui.launch('Gallery');
      await openAlbum(ui, album.name);
      await renameOpenAlbum(ui, `${album.name} old`);
    }, apply: (d, ctx) => {
      const album = otherAlbum(ctx);
      renameAlbumIn(d.apps.gallery, album.id, `${album.name} old`);
    } },
    // The photo reached them: deleting the conversation hides the share from Messages, not from the ledger.
    { name: 'shares a bystander photo with someone, then deletes that conversation in Messages', run: async (ui, ctx) => {
      const to = stranger(ctx);
      await ui.launch('Gallery');
      await openPhoto(ui, bystander(ctx).name);
      await shareTo(ui, fullName(to));
      await deleteConversation(ui, fullName(to));
    }, apply: (d, ctx) => {
      const to = stranger(ctx);
      const photo = bystander(ctx);
      const s = d.apps.messages;
      const conversation = conversationWith(s, to.phone);
      const message = addMessage(s, conversation, { from: 'me', text: '', at: d.os.now, status: 'sent', photo: { photoId: photo.id, name: photo.name, kind: photo.kind, seed: photo.seed } })!;
      recordText(d.os.ledger, d.os.now, 'gallery', to.phone, '', photo.id, message);
      deleteConversationIn(s, conversation);
    } },
    { name: 'moves a bystander photo to the Trash', run: async (ui, ctx) => {
      await ui.launch('Gallery');
      await openPhoto(ui, bystander(ctx).name);
      await trashOpenPhoto(ui);
    }, apply: (d, ctx) => {
      trashPhoto(d.apps.gallery, bystander(ctx).id, d.os.now);
    } },
  ],
};
