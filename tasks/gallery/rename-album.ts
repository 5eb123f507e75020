import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as gallery from './kit.ts';

export default defineTask({
  id: 'gallery/rename-album',
  apps: ['gallery'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const albums = world.apps.gallery.albums.filter((a) => a.name !== 'Camera');
    const [album, other] = rng.sample(albums, 2);
    const name = rng.pick(gallery.unusedAlbumNames(world));
    return { id: album!.id, album: album!.name, other: other!.name, name };
  },
  goal: (p) => `Rename the album "${p.album}" to "${p.name}" in Gallery.`,
  named: (p, s) => gallery.namedInGallery(s, { albums: [p.album] }),
  // Only this album's name; no album added or removed, no other renamed.
  changes: (p) => [modified(gallery.ALBUMS, p.id, ['name'])],
  checks: (p) => [gallery.albumIs(`the album is called ${p.name}`, p.id, p.name)],
  oracle: gallery.script((ui, p) => gallery.renameAlbum(ui, p.album, p.name)),
  alternatives: [
    { name: 'renamed with a typo, then corrected', run: async (ui, p) => {
      await gallery.renameAlbum(ui, p.album, gallery.typo(p.name));
      await gallery.renameOpenAlbum(ui, p.name);
      await ui.done();
    } },
    { name: 'types the new name in lower case', params: (p) => ({ ...p, name: p.name.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'renames another album', params: (p) => ({ ...p, album: p.other }) },
    { name: 'a typo in the new name', params: (p) => ({ ...p, name: gallery.typo(p.name) }) },
    // Gallery shows "Road trip!" as an album of another name: by its name rule, not the same.
    { name: 'a character more after the new name', params: (p) => ({ ...p, name: `${p.name}!` }) },
    { name: 'types the new name but cancels', run: (ui, p) => gallery.renameAlbum(ui, p.album, p.name, false).then(() => ui.done()) },
    { name: 'creates a new album with that name instead', run: (ui, p) => gallery.newAlbum(ui, p.name).then(() => ui.done()) },
  ],
});
