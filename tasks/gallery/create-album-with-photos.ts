import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import { changedPhotos, createAlbum, library, moveTo, NEW_ALBUM_NAMES, photo } from './helpers.ts';
import type { TaskUi } from '../ui.ts';

const named = (s: DeviceState, name: string) => s.apps.gallery.albums.filter((a) => a.name.trim() === name);

/** From the Photos tab: search a photo, open it, move it, and come back to the grid. */
async function moveOne(ui: TaskUi, name: string, album: string): Promise<void> {
  await ui.fill({ hint: 'Search photos' }, name);
  await ui.tap({ text: name, role: 'button' });
  await moveTo(ui, album);
  await ui.back();
}

async function createAndMove(ui: TaskUi, album: string, photos: string[]): Promise<void> {
  await ui.openApp('Gallery');
  await ui.tap({ text: 'Albums', role: 'tab' });
  await createAlbum(ui, album);
  await ui.back();
  await ui.tap({ text: 'Photos', role: 'tab' });
  for (const name of photos) await moveOne(ui, name, album);
}

export default defineTask({
  id: 'gallery/create-album-with-photos',
  apps: ['gallery'],
  difficulty: 3,
  maxSteps: 60,
  params: ({ rng, world }) => {
    const picks = rng.sample(library(world), 4);
    const album = rng.pick(NEW_ALBUM_NAMES.filter((n) => !world.apps.gallery.albums.some((a) => a.name === n)));
    return { album, ids: picks.slice(0, 3).map((x) => x.id), names: picks.slice(0, 3).map((x) => x.name), decoy: picks[3]!.name };
  },
  goal: (p) => `In Gallery, create an album called "${p.album}" and move these photos into it: ${p.names.join(', ')}.`,
  checks: (p) => [
    expectEqual(`exactly one album is called ${p.album}`, 1, ({ after }) => named(after, p.album).length),
    expectEqual('one album more than before', 1, ({ before, after }) => after.apps.gallery.albums.length - before.apps.gallery.albums.length),
    expectThat(
      `${p.names.join(', ')} are in ${p.album}`,
      p.names,
      ({ after }) => {
        const album = named(after, p.album)[0];
        return p.ids.filter((id) => album !== undefined && photo(after, id)?.albumId === album.id).map((id) => photo(after, id)!.name);
      },
      (moved) => moved.length === p.ids.length,
    ),
    expectEqual('no other photo was changed', [], ({ before, after }) => changedPhotos(before, after).filter((id) => !p.ids.includes(id))),
  ],
  allowedChanges: (p) => ['apps.gallery.albums', 'apps.gallery.nextId', ...p.ids.map((id) => `apps.gallery.photos[${id}].albumId`)],
  oracle: async (ui, p) => {
    await createAndMove(ui, p.album, p.names);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'moves only two of the photos',
      run: async (ui, p) => {
        await createAndMove(ui, p.album, p.names.slice(0, 2));
        await ui.done();
      },
    },
    {
      name: 'moves a wrong photo instead of the last one',
      run: async (ui, p) => {
        await createAndMove(ui, p.album, [...p.names.slice(0, 2), p.decoy]);
        await ui.done();
      },
    },
    {
      name: 'creates the album but moves nothing',
      run: async (ui, p) => {
        await createAndMove(ui, p.album, []);
        await ui.done();
      },
    },
  ],
});
