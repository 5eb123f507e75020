import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import { createAlbum, NEW_ALBUM_NAMES } from './helpers.ts';

const named = (s: DeviceState, name: string) => s.apps.gallery.albums.filter((a) => a.name.trim() === name);

export default defineTask({
  id: 'gallery/create-album',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => ({
    name: rng.pick(NEW_ALBUM_NAMES.filter((n) => !world.apps.gallery.albums.some((a) => a.name === n))),
  }),
  goal: (p) => `Create a new album called "${p.name}" in Gallery.`,
  checks: (p) => [
    expectEqual(`exactly one album is called ${p.name}`, 1, ({ after }) => named(after, p.name).length),
    expectEqual('one album more than before', 1, ({ before, after }) => after.apps.gallery.albums.length - before.apps.gallery.albums.length),
  ],
  allowedChanges: ['apps.gallery.albums', 'apps.gallery.nextId'],
  oracle: async (ui, p) => {
    await ui.openApp('Gallery');
    await ui.tap({ text: 'Albums', role: 'tab' });
    await createAlbum(ui, p.name);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'a typo in the name',
      run: async (ui, p) => {
        await ui.openApp('Gallery');
        await ui.tap({ text: 'Albums', role: 'tab' });
        await createAlbum(ui, p.name.slice(0, -1));
        await ui.done();
      },
    },
    {
      name: 'types the name but cancels',
      run: async (ui, p) => {
        await ui.openApp('Gallery');
        await ui.tap({ text: 'Albums', role: 'tab' });
        await ui.tap({ text: 'New album', role: 'button' });
        await ui.fill({ hint: 'Album name' }, p.name);
        await ui.tap({ text: 'Cancel', role: 'button' });
        await ui.done();
      },
    },
  ],
});
