import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as gallery from './kit.ts';

export default defineTask({
  id: 'gallery/move-photo',
  apps: ['gallery'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const target = rng.pick(gallery.library(world));
    const albums = world.apps.gallery.albums.filter((a) => a.id !== target.albumId);
    const [album, other] = rng.sample(albums, 2);
    // Another photo that is not in the album yet, for the near miss that moves the wrong one.
    const decoy = rng.pick(gallery.library(world).filter((x) => x.id !== target.id && x.albumId !== album!.id));
    return { id: target.id, name: target.name, from: gallery.albumName(world, target.albumId), decoy: decoy.name, albumId: album!.id, album: album!.name, other: other!.name };
  },
  goal: (p) => `Move the photo ${p.name} to the album "${p.album}" in Gallery.`,
  named: (p, s) => gallery.namedInGallery(s, { photos: [p.name], albums: [p.album] }),
  changes: (p) => [modified(gallery.PHOTOS, p.id, ['albumId'])],
  checks: (p) => [gallery.photoIs(`${p.name} is in ${p.album}`, p.id, 'albumId', p.albumId)],
  oracle: async (ui, p) => {
    await gallery.openPhoto(ui, p.name);
    await gallery.moveTo(ui, p.album);
    await ui.done();
  },
  alternatives: [
    { name: 'opens it from its album', run: (ui, p) => gallery.inAlbum(ui, p.from, p.name, () => gallery.moveTo(ui, p.album)) },
    { name: 'moves it to a wrong album first, then to the right one', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.moveTo(ui, p.other);
      await gallery.moveTo(ui, p.album);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'moves it to another album', params: (p) => ({ ...p, album: p.other }) },
    { name: 'moves another photo to the album', params: (p) => ({ ...p, name: p.decoy }) },
    // The right photo with an extra edit: its heart was not part of the goal.
    { name: 'moves it and taps its heart as well', run: async (ui, p, oracle) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.tapHeart(ui);
      await ui.back();
      await oracle(ui, p);
    } },
  ],
  undo: (ui, p) => gallery.moveTo(ui, p.from),
});
