import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { NEW_ALBUM_NAMES, openAlbum } from './helpers.ts';
import type { TaskUi } from '../ui.ts';

async function rename(ui: TaskUi, album: string, name: string): Promise<void> {
  await openAlbum(ui, album);
  await ui.tap({ text: 'Rename album', role: 'button' });
  await ui.fill({ hint: 'Album name' }, name);
}

export default defineTask({
  id: 'gallery/rename-album',
  apps: ['gallery'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const albums = world.apps.gallery.albums.filter((a) => a.name !== 'Camera');
    const [album, other] = rng.sample(albums, 2);
    const name = rng.pick(NEW_ALBUM_NAMES.filter((n) => !world.apps.gallery.albums.some((a) => a.name === n)));
    return { id: album!.id, album: album!.name, other: other!.name, name };
  },
  goal: (p) => `Rename the album "${p.album}" to "${p.name}" in Gallery.`,
  checks: (p) => [
    expectEqual(`the album is called ${p.name}`, p.name, ({ after }) => after.apps.gallery.albums.find((a) => a.id === p.id)?.name.trim() ?? null),
    expectEqual('no album was added or removed', 0, ({ before, after }) => after.apps.gallery.albums.length - before.apps.gallery.albums.length),
  ],
  allowedChanges: (p) => [`apps.gallery.albums[${p.id}].name`],
  oracle: async (ui, p) => {
    await rename(ui, p.album, p.name);
    await ui.tap({ text: 'Rename', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'renames another album',
      run: async (ui, p) => {
        await rename(ui, p.other, p.name);
        await ui.tap({ text: 'Rename', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'types the new name but cancels',
      run: async (ui, p) => {
        await rename(ui, p.album, p.name);
        await ui.tap({ text: 'Cancel', role: 'button' });
        await ui.done();
      },
    },
  ],
});
