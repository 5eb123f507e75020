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
  // Only this album's name; no album added or removed, no other renamed.
  changes: (p) => [modified(gallery.ALBUMS, p.id, ['name'])],
  checks: (p) => [
    gallery.albumIs(`the album is called ${p.name}`, p.id, p.name),
  ],
  oracle: async (ui, p) => {
    await gallery.renameAlbum(ui, p.album, p.name);
    await ui.done();
  },
  alternatives: [
    { name: 'renamed with a typo, then corrected', run: async (ui, p) => {
      await gallery.renameAlbum(ui, p.album, gallery.typo(p.name));
      await ui.tap({ text: 'Rename album', role: 'button' });
      await ui.fill({ hint: 'Album name' }, p.name);
      await ui.tap({ text: 'Rename', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'renames another album', params: (p) => ({ ...p, album: p.other }) },
    { name: 'a typo in the new name', params: (p) => ({ ...p, name: gallery.typo(p.name) }) },
    { name: 'types the new name but cancels', run: async (ui, p) => {
      await gallery.renameAlbum(ui, p.album, p.name, false);
      await ui.done();
    } },
    { name: 'creates a new album with that name instead', run: async (ui, p) => {
      await gallery.newAlbum(ui, p.name);
      await ui.done();
    } },
  ],
});
