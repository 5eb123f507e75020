import { defineTask } from '../define.ts';
import { DAY } from '../../apps/kit/time.ts';
import { albumCount, library, openAlbum } from './helpers.ts';
import type { TaskUi } from '../ui.ts';

/** Open the album and read its count line ("12 items") above the grid. */
async function readCount(ui: TaskUi, album: string): Promise<number> {
  await openAlbum(ui, album);
  return Number.parseInt(ui.read({ matches: /^\d+ items?$/ }), 10);
}

export default defineTask({
  id: 'gallery/query-album-count',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 10,
  // An album of the user's own, made in setup with a name and size of this instance (seeded
  // albums like "Family" exist in every world, so a count of one could be right by chance).
  params: ({ rng, world }) => {
    const name = `${rng.pick(['Spring', 'Summer', 'Autumn', 'Winter'])} in ${rng.pick(['Porto', 'Madrid', 'Rome', 'Vienna', 'Prague', 'Oslo', 'Dublin', 'Kyoto', 'Boston', 'Lyon'])}`;
    const photos = rng.sample(library(world).filter((x) => x.albumId === 'al1'), rng.int(3, 9));
    // A seeded album with another count, for the near miss that reads the wrong album.
    const other = rng.pick(world.apps.gallery.albums.filter((a) => albumCount(world, a.id) !== photos.length));
    return { id: `al${world.apps.gallery.nextId}`, album: name, ids: photos.map((x) => x.id), other: other.name };
  },
  setup: (d, p) => {
    const g = d.apps.gallery;
    g.albums.push({ id: p.id, name: p.album, createdAt: d.os.now - 5 * DAY });
    g.nextId += 1;
    for (const x of g.photos) if (p.ids.includes(x.id)) x.albumId = p.id;
  },
  goal: (p) => `How many photos are in the Gallery album "${p.album}"? Answer with a number.`,
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'number' },
    expected: (p, before) => albumCount(before, p.id),
    candidates: (_p, before) => Array.from({ length: before.apps.gallery.photos.length + 2 }, (_, i) => String(i)),
  },
  oracle: async (ui, p) => {
    await ui.answer(await readCount(ui, p.album));
  },
  nearMisses: [
    {
      name: 'off by one',
      run: async (ui, p) => {
        await ui.answer((await readCount(ui, p.album)) + 1);
      },
    },
    {
      name: "answers another album's count",
      run: async (ui, p) => {
        await ui.answer(await readCount(ui, p.other));
      },
    },
  ],
});
