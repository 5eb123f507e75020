import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as gallery from './kit.ts';
import type { TaskUi } from '../ui.ts';

/** Open the New album dialog, type the name, Cancel. */
async function cancelled(ui: TaskUi, name: string): Promise<void> {
  await ui.launch('Gallery');
  await ui.tap({ text: 'Albums', role: 'tab' });
  await ui.tap({ text: 'New album', role: 'button' });
  await ui.fill({ hint: 'Album name' }, name);
  await ui.tap({ text: 'Cancel', role: 'button' });
}

export default defineTask({
  id: 'gallery/create-album',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 23,
  params: ({ rng, world }) => {
    const [name] = rng.sample(gallery.unusedAlbumNames(world), 1);
    // An album of the user's own (not Camera), for the near miss that renames it instead.
    const other = rng.pick(world.apps.gallery.albums.filter((a) => a.name !== 'Camera'));
    return { name: name!, other: other.name };
  },
  goal: (p) => `Create a new album called "${p.name}" in Gallery.`,
  // Exactly one album more; every existing album keeps its name.
  changes: () => [added(gallery.ALBUMS)],
  checks: (p) => gallery.createdAlbum(p.name),
  oracle: gallery.script((ui, p) => gallery.newAlbum(ui, p.name)),
  alternatives: [
    { name: 'created with a typo, then renamed', run: async (ui, p) => {
      await gallery.newAlbum(ui, gallery.typo(p.name));
      await gallery.renameOpenAlbum(ui, p.name);
      await ui.done();
    } },
    // Gallery treats "garden" and "Garden" as one name (it refuses the second), and so does the judge.
    { name: 'types the name in lower case', params: (p) => ({ ...p, name: p.name.toLowerCase() }) },
    { name: 'cancels once, then creates it', run: async (ui, p, oracle) => {
      await cancelled(ui, p.name);
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    // The goal's quotes delimit the name: typed along, Gallery shows another album name (the audit's "Road trip!").
    { name: 'types the name with the goal\'s quotes', params: (p) => ({ ...p, name: `"${p.name}"` }) },
    { name: 'a typo in the name', params: (p) => ({ ...p, name: gallery.typo(p.name) }) },
    { name: 'types the name but cancels', run: gallery.script((ui, p) => cancelled(ui, p.name)) },
    { name: 'renames an existing album to that name instead', run: gallery.script((ui, p) => gallery.renameAlbum(ui, p.other, p.name)) },
    { name: 'creates it and renames another album as well', run: async (ui, p, oracle) => {
      await gallery.renameAlbum(ui, p.other, `${p.other} old`);
      await oracle(ui, p);
    } },
  ],
});
