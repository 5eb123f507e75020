import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/download-album',
  apps: ['music'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const m = world.apps.music;
    const notAll = m.albums.filter((a) => music.tracks(world, a.id).some((x) => !m.downloads.includes(x.id)));
    const [album, other] = rng.sample(notAll, 2);
    const first = music.tracks(world, album!.id).find((x) => !m.downloads.includes(x.id))!;
    return {
      album: album!.title, artist: music.artist(world, album!.artistId)!.name, ids: music.tracks(world, album!.id).map((x) => x.id),
      other: other!.title, firstSong: first.title,
    };
  },
  goal: (p) => `Download the album "${p.album}" by ${p.artist} in Music, so that every song of it plays offline.`,
  named: (p, initial) => ({ [`the album "${p.album}"`]: music.albumsTitled(initial, p.album) }),
  changes: () => [free(music.DOWNLOADS)],
  checks: (p) => [music.setIs('downloads', `every song of "${p.album}" is downloaded, and nothing else changes there`, p.ids)],
  oracle: music.script(async (ui, p) => {
    await music.searchOpen(ui, p.album);
    await ui.tap({ text: 'Download', role: 'button' });
  }),
  alternatives: [
    { name: 'downloads it, removes the download, downloads it again', run: music.script(async (ui, p) => {
      await music.searchOpen(ui, p.album);
      await ui.tap({ text: 'Download', role: 'button' });
      await ui.tap({ text: 'Remove download', role: 'button' });
      await ui.tap({ text: 'Download', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'downloads another album', params: (p) => ({ ...p, album: p.other }) },
    { name: 'downloads one song of it only', run: music.script(async (ui, p) => {
      await music.searchOpen(ui, p.album);
      await music.songMenu(ui, p.firstSong, 'Download');
    }) },
  ],
});
