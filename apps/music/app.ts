// Music: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedMusic } from './state.ts';

export default defineApp({
  id: 'music',
  name: 'Music',
  seed: seedMusic,
  // The player is listening, not the owner's data: playing, pausing, skipping, shuffle and repeat
  // are routine (a template about the player judges it with its checks). Its position follows the
  // device clock by itself (state.ts `nowPlaying`).
  routinePaths: ['player', 'nextId'],
  // Liked songs and downloads are sets (the screens sort them). A playlist's songs are NOT a set:
  // their order is the owner's (Edit reorders them by drag, a row's menu moves them), so a playlist
  // reordered is a change like a song added.
  sets: ['liked', 'downloads'],
  // Playlist names are refused as duplicates in any case (model.ts `playlistNameProblem`); songs,
  // albums and artists are found by search in any case.
  names: { playlist: 'caseless', song: 'caseless', album: 'caseless', artist: 'caseless' },
});
