import { defineTask, nameRule } from '../define.ts';
import { expectThat, frame, matchFrame, shown } from '../../judges/index.ts';
import { playFrom } from '../../apps/music/model.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as music from '../music/kit.ts';

/** The message the goal asks for, with the song's title in its slot (as Music tells titles apart). */
const FRAME = frame('Listening to: SONG', 'SONG', { type: 'name', what: "the song's title", rule: nameRule('music', 'song') });

/** Open the player and read the song it is on. */
async function readSong(ui: TaskUi): Promise<string> {
  await music.openPlayer(ui);
  return music.playerSong(ui);
}

export default defineTask({
  id: 'cross/text-now-playing',
  apps: ['music', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // An album playing from a song with one after it; twenty seconds in, so it plays on past the episode.
    const album = rng.pick(world.apps.music.albums);
    const list = music.tracks(world, album.id);
    const at = rng.int(0, list.length - 2);
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      album: album.title, albumId: album.id, id: list[at]!.id, song: list[at]!.title, next: list[at + 1]!.title,
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(other), ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the title of the song playing now in Music.`,
  named: (p, s) => ({ [p.name]: peopleNamed(s, p.name) }),
  setup: (d, p) => {
    playFrom(d.apps.music, music.tracks(d, p.albumId).map((x) => x.id), p.id, `Album · ${p.album}`, d.os.now - 20_000, false);
    d.apps.music.player.repeat = 'off';
    d.apps.settings.airplaneMode = false;
  },
  // "Now" has two readings, both right: when the goal was given (the song at reset) and when the
  // text goes out (the song the player, as the episode found it, is on at the text's time in the
  // ledger; music/query-now-playing reads its answer at answer time). An agent that waited for the
  // next song and texted it is right, and so is one that paused the player and waited; skipping to
  // the next song is neither.
  checks: (p) => [
    ...messages.sentOneThat(p.name, p.phone, 'it is a text', 'string', (m) => typeof m.text).slice(0, 2),
    expectThat(`it reads "${shown(FRAME)}" with the song playing then in the slot`, shown(FRAME, p.song), (ctx) => {
      const sent = messages.sentMessages(ctx);
      if (sent.length !== 1) return undefined;
      const songs = [...new Set([p.song, music.playingAt(ctx.before, sent[0]!.at)?.title ?? p.song])];
      const matches = songs.map((song) => matchFrame(FRAME, song, sent[0]!.text));
      return matches.find((m) => m.passed) ?? { ...matches[0]!, playing: songs };
    }, (r) => r?.passed === true),
  ],
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readSong(ui)));
    await ui.done();
  },
  alternatives: [
    // Waited until the next song plays, and texted that one: it is the song playing when the text goes out.
    { name: 'waits for the next song, then texts that one', run: async (ui, p) => {
      await music.openPlayer(ui);
      await music.waitPastSong(ui);
      await messages.compose(ui, p.name, shown(FRAME, music.playerSong(ui)));
      await ui.done();
    } },
    // Paused, and texted after the song would have ended: the player still shows the song playing when the goal was given.
    { name: 'pauses the player, waits, then texts the song it shows', run: async (ui, p) => {
      await music.openPlayer(ui);
      await ui.tap({ text: 'Pause', role: 'button' });
      await music.waitPastSong(ui);
      await messages.compose(ui, p.name, shown(FRAME, music.playerSong(ui)));
      await ui.done();
    } },
    { name: 'reads the mini player and writes the title in lower case', run: async (ui, p) => {
      await music.open(ui);
      const title = ui.read({ role: 'button', matches: /^Now playing: / }).slice('Now playing: '.length);
      await messages.compose(ui, p.name, shown(FRAME, title.toLowerCase()));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the next song (the first of Up next)', run: async (ui, p) => {
      await music.openPlayer(ui);
      await messages.compose(ui, p.name, shown(FRAME, p.next));
      await ui.done();
    } },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'sends the title without the frame', run: async (ui, p) => {
      await messages.compose(ui, p.name, await readSong(ui));
      await ui.done();
    } },
  ],
});
