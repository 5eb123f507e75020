import { defineTask } from '../define.ts';
import { added, expectEqual, modified } from '../../judges/index.ts';
import * as gallery from './kit.ts';
import type { TaskUi } from '../ui.ts';

/** Create the album, then search each photo from the Photos tab and move it there. */
async function createAndMove(ui: TaskUi, album: string, photos: readonly string[]): Promise<void> {
  await gallery.newAlbum(ui, album);
  await ui.back();
  await ui.tap({ text: 'Photos', role: 'tab' });
  for (const name of photos) {
    await ui.fill({ hint: 'Search photos' }, name);
    await ui.tap({ text: name, role: 'button' });
    await gallery.moveTo(ui, album);
    await ui.back();
  }
}

export default defineTask({
  id: 'gallery/create-album-with-photos',
  apps: ['gallery'],
  difficulty: 3,
  maxSteps: 60,
  params: ({ rng, world }) => {
    const picks = rng.sample(gallery.library(world), 4);
    const album = rng.pick(gallery.unusedAlbumNames(world));
    return { album, ...gallery.describe(world, picks.slice(0, 3)), decoy: picks[3]!.name };
  },
  goal: (p) => `In Gallery, create an album called "${p.album}" and move these photos into it: ${p.names.join(', ')}.`,
  named: (p, s) => gallery.namedInGallery(s, { photos: p.names }),
  changes: (p) => [added(gallery.ALBUMS), modified(gallery.PHOTOS, p.ids, ['albumId'])],
  checks: (p) => [
    ...gallery.createdAlbum(p.album),
    expectEqual(`${p.names.join(', ')} are in ${p.album}`, p.names, (ctx) => {
      const album = gallery.theNewAlbum(ctx);
      return p.ids.filter((id) => album && gallery.photo(ctx.after, id)?.albumId === album.id).map((id) => gallery.photo(ctx.after, id)!.name);
    }),
  ],
  oracle: gallery.script((ui, p) => createAndMove(ui, p.album, p.names)),
  alternatives: [
    { name: 'opens each photo from its album instead of searching', run: async (ui, p) => {
      await gallery.newAlbum(ui, p.album);
      for (const [i, name] of p.names.entries()) {
        await gallery.openPhotoInAlbum(ui, p.albums[i]!, name);
        await gallery.moveTo(ui, p.album);
      }
      await ui.done();
    } },
    // The album holds a set of photos: moved in another order, it holds the same ones.
    { name: 'moves the photos in the other order', params: (p) => ({ ...p, names: [...p.names].reverse() }) },
    { name: 'moves the first photo back out, then into the new album again', run: async (ui, p) => {
      await createAndMove(ui, p.album, p.names);
      await gallery.openPhoto(ui, p.names[0]!);
      await gallery.moveTo(ui, p.albums[0]!);
      await gallery.moveTo(ui, p.album);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'moves only two of the photos', params: (p) => ({ ...p, names: p.names.slice(0, 2) }) },
    { name: 'moves a wrong photo instead of the last one', params: (p) => ({ ...p, names: [...p.names.slice(0, 2), p.decoy] }) },
    { name: 'a typo in the album name', params: (p) => ({ ...p, album: gallery.typo(p.album) }) },
    // An extra record: the mistyped album is left behind, empty, beside the right one.
    { name: 'first creates the album with a typo and leaves it, then creates it right and moves the photos', run: async (ui, p) => {
      await gallery.newAlbum(ui, gallery.typo(p.album));
      await createAndMove(ui, p.album, p.names);
      await ui.done();
    } },
    { name: 'moves a fourth photo into the album as well', params: (p) => ({ ...p, names: [...p.names, p.decoy] }) },
  ],
});
