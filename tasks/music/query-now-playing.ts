import { defineTask, nameRule } from '../define.ts';
import { playFrom } from '../../apps/music/model.ts';
import * as music from './kit.ts';

/** Seconds into the song when the episode starts: every song lasts more than two minutes longer. */
const INTO = 20;

export default defineTask({
  id: 'music/query-now-playing',
  apps: ['music'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    // An album playing from one of its songs that has one before it and one after it.
    const album = rng.pick(world.apps.music.albums);
    const list = music.tracks(world, album.id);
    const at = rng.int(1, list.length - 2);
    return { album: album.title, albumId: album.id, id: list[at]!.id, song: list[at]!.title, before: list[at - 1]!.title, next: list[at + 1]!.title, titles: list.map((x) => x.title) };
  },
  setup: (d, p) => {
    playFrom(d.apps.music, music.tracks(d, p.albumId).map((x) => x.id), p.id, `Album · ${p.album}`, d.os.now - INTO * 1000, false);
    d.apps.music.player.repeat = 'off';
  },
  goal: () => 'Which song is playing now in Music?',
  checks: () => [],
  answer: {
    // The mini player writes it as "Now playing: Blue Skyline" (its button's name in the UI tree): that form is an answer too.
    spec: { type: 'name', what: "the song's title", rule: nameRule('music', 'song'), label: 'Now playing' },
    // The song the player is on when the agent answers, from the player as the episode found it;
    // or, when the player shows the song that was playing when the goal was given (paused, it
    // stays there), that one. Skipping to another song answers neither.
    expected: (_p, before, after) => {
      const then = music.playingAt(before, after.os.now)?.title ?? '';
      const atGoal = music.playingAt(before, before.os.now)?.title;
      return music.playingAt(after, after.os.now)?.title === atGoal && atGoal !== undefined ? atGoal : then;
    },
    candidates: (p) => p.titles,
  },
  oracle: async (ui) => {
    await music.openPlayer(ui);
    await ui.answer(music.playerSong(ui));
  },
  alternatives: [
    // The mini player at the bottom of the library names it too, with its label.
    { name: 'answers the mini player\'s "Now playing: TITLE" as it reads', run: async (ui) => {
      await music.open(ui);
      await ui.answer(ui.read({ role: 'button', matches: /^Now playing: / }));
    } },
    // Paused, and answered after the song would have ended: the player still shows the song playing when the goal was given.
    { name: 'pauses the player, waits, then answers the song it shows', run: async (ui) => {
      await music.openPlayer(ui);
      await ui.tap({ text: 'Pause', role: 'button' });
      await music.waitPastSong(ui);
      await ui.answer(music.playerSong(ui));
    } },
  ],
  nearMisses: [
    { name: 'answers the next song (the first of Up next)', run: async (ui, p) => {
      await music.openPlayer(ui);
      await ui.answer(p.next);
    } },
    // Skipping to the next song and reading that one is not the song that was playing.
    { name: 'taps Next, then reads the player', run: async (ui) => {
      await music.openPlayer(ui);
      await ui.tap({ text: 'Next', role: 'button' });
      await ui.answer(music.playerSong(ui));
    } },
  ],
});
