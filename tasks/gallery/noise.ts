// Gallery: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { createAlbum as createAlbumIn, toggleFavorite, trashPhoto } from '../../apps/gallery/model.ts';
import type { Photo } from '../../apps/gallery/state.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import { library, newAlbum, openPhoto, tapHeart, trashOpenPhoto } from './kit.ts';

/** A photo of the library that the goal does not mention, to harm in a damage trial. */
function bystander(ctx: TrialContext): Photo {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return library(ctx.initial).find((x) => !said.includes(x.name) && !said.includes(`"${x.id}"`))!;
}

export const noise: AppNoise = {
  browse: async (ui, ctx) => {
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
    { name: 'moves a bystander photo to the Trash', run: async (ui, ctx) => {
      await ui.launch('Gallery');
      await openPhoto(ui, bystander(ctx).name);
      await trashOpenPhoto(ui);
    }, apply: (d, ctx) => {
      trashPhoto(d.apps.gallery, bystander(ctx).id, d.os.now);
    } },
  ],
};
