// Music: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing (Liked songs and an album opened, the library scrolled), and damage in two
// forms (on the screens, and by the app's model).
import { deletePlaylist, moveInPlaylist, removeFromPlaylist, renamePlaylist, setDownloaded, setLiked } from '../../apps/music/model.ts';
import type { Playlist, Song } from '../../apps/music/state.ts';
import { namedBy, type AppNoise, type TrialContext } from '../define.ts';
import { deleteOpen, moveTo, open, openPlaylist, removeSongs, rename, searchOpen, songMenu, title } from './kit.ts';


/** Seeded playlists the instance does not name, with two songs or more. */
function bystanders(ctx: TrialContext): Playlist[] {
  const named = namedBy(ctx);
  return ctx.initial.apps.music.playlists.filter((p) => p.songs.length >= 2 && !named(p.id) && !named(p.name));
}

/** A song the instance does not name, by an artist and on an album it does not name, and not liked. */
function bystanderSong(ctx: TrialContext): Song {
  const named = namedBy(ctx);
  const m = ctx.initial.apps.music;
  return m.songs.find((x) => !m.liked.includes(x.id) && !m.downloads.includes(x.id) && !named(x.id) && !named(x.title) && !named(x.albumId) && !named(x.artistId)
    && !named(m.albums.find((a) => a.id === x.albumId)!.title) && !named(m.artists.find((a) => a.id === x.artistId)!.name))!;
}
const albumOf = (ctx: TrialContext, x: Song): string => ctx.initial.apps.music.albums.find((a) => a.id === x.albumId)!.title;
const renamed = (p: Playlist) => `${p.name} (old)`;

export const noise: AppNoise = {
  browse: {
    run: async (ui) => {
      await open(ui);
      await ui.tap({ text: 'Liked songs', role: 'button' });
      await ui.swipe('up');
      await ui.back();
      await ui.tap({ text: 'Downloads', role: 'button' });
      await ui.back();
      await ui.swipe('up');
      await ui.close('Music');
    },
    apply: () => undefined,
  },
  damage: [
    { name: 'likes an unrelated song', run: async (ui, ctx) => {
      const x = bystanderSong(ctx);
      await searchOpen(ui, albumOf(ctx, x));
      await songMenu(ui, x.title, 'Like');
    }, apply: (d, ctx) => setLiked(d.apps.music, bystanderSong(ctx).id, true) },
    { name: 'downloads an unrelated song', run: async (ui, ctx) => {
      const x = bystanderSong(ctx);
      await searchOpen(ui, albumOf(ctx, x));
      await songMenu(ui, x.title, 'Download');
    }, apply: (d, ctx) => setDownloaded(d.apps.music, [bystanderSong(ctx).id], true) },
    { name: 'removes a song from an unrelated playlist', run: async (ui, ctx) => {
      const p = bystanders(ctx)[0]!;
      await openPlaylist(ui, p.name);
      await removeSongs(ui, [title(ctx.initial, p.songs[0]!)]);
    }, apply: (d, ctx) => { const p = bystanders(ctx)[0]!; removeFromPlaylist(d.apps.music, p.id, p.songs[0]!); } },
    // A playlist's order is the owner's (apps/music/app.ts): reordering one the goal does not name is damage.
    { name: 'reorders an unrelated playlist', run: async (ui, ctx) => {
      const p = bystanders(ctx).at(-1)!;
      await openPlaylist(ui, p.name);
      await moveTo(ui, title(ctx.initial, p.songs.at(-1)!), title(ctx.initial, p.songs[0]!));
    }, apply: (d, ctx) => { const p = bystanders(ctx).at(-1)!; moveInPlaylist(d.apps.music, p.id, p.songs.at(-1)!, 0); } },
    { name: 'renames an unrelated playlist', run: async (ui, ctx) => {
      const p = bystanders(ctx)[0]!;
      await openPlaylist(ui, p.name);
      await rename(ui, renamed(p));
    }, apply: (d, ctx) => { const p = bystanders(ctx)[0]!; renamePlaylist(d.apps.music, p.id, renamed(p)); } },
    { name: 'deletes an unrelated playlist', run: async (ui, ctx) => {
      await openPlaylist(ui, bystanders(ctx).at(-1)!.name);
      await deleteOpen(ui);
    }, apply: (d, ctx) => deletePlaylist(d.apps.music, bystanders(ctx).at(-1)!.id) },
  ],
};
