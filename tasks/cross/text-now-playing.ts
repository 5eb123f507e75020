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
  // "Now" is when the text goes out, as a query's clock-dependent answer is read when it is given
  // (music/query-now-playing): the song the player, as the episode found it, is on at the text's
  // time in the ledger. Skipping songs does not change it; the album playing on does.
  checks: (p) => [
    ...messages.sentOneThat(p.name, p.phone, 'it is a text', 'string', (m) => typeof m.text).slice(0, 2),
    expectThat(`it reads "${shown(FRAME)}" with the song playing when it was sent in the slot`, shown(FRAME, p.song), (ctx) => {
      const sent = messages.sentMessages(ctx);
      const then = sent.length === 1 ? music.playingAt(ctx.before, sent[0]!.at)?.title : undefined;
      return then === undefined ? undefined : { ...matchFrame(FRAME, then, sent[0]!.text), playing: then };
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
      // The player's position and the song's length, the last two times on the screen (the status bar's clock is the first).
      const [at, length] = ui.findAll({ matches: /^\d+:\d\d$/ }).slice(-2).map((e) => e.text.split(':').reduce((m, s) => Number(m) * 60 + Number(s), 0));
      await ui.wait((length! - at! + 5) * 1000);
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
