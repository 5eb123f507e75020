import { defineTask } from '../define.ts';
import { createNote } from '../../apps/notes/model.ts';
import type { TaskUi } from '../ui.ts';
import * as notes from '../notes/kit.ts';
import * as music from '../music/kit.ts';

const TITLES = ['Songs to add', 'Playlist ideas', 'Songs Mia recommended'];
const DAY = 86_400_000;

/** Open the note and read the songs it lists (each line is "- Title"). */
async function readSongs(ui: TaskUi, title: string): Promise<string[]> {
  await notes.open(ui, title);
  const body = ui.tree().map((e) => e.text).join('\n');
  return [...new Set([...body.matchAll(/^- (.+)$/gm)].map((m) => m[1]!.trim()))];
}

export default defineTask({
  id: 'cross/note-to-playlist',
  apps: ['notes', 'music'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const [list, other] = rng.sample(world.apps.music.playlists, 2);
    const picked = rng.sample(music.songs(world).filter((x) => !list!.songs.includes(x.id) && !other!.songs.includes(x.id)), 3);
    const title = rng.pick(TITLES.filter((t) => !world.apps.notes.notes.some((n) => n.title.toLowerCase() === t.toLowerCase())));
    return {
      title, listId: list!.id, listName: list!.name, otherList: other!.name,
      ids: picked.map((x) => x.id), songs: picked.map((x) => x.title),
      body: ['For the playlist:', ...picked.map((x) => `- ${x.title}`)].join('\n'),
    };
  },
  setup: (d, p) => {
    const folder = d.apps.notes.folders.find((f) => f.name === 'Personal') ?? d.apps.notes.folders[0]!;
    createNote(d.apps.notes, { title: p.title, body: p.body, kind: 'text', folderId: folder.id, items: [] }, d.os.now - DAY);
  },
  goal: (p) => `Add the songs my note "${p.title}" lists to my playlist "${p.listName}" in Music.`,
  named: (p, initial) => ({
    [`the note "${p.title}"`]: notes.notesTitled(initial, p.title),
    [`the playlist "${p.listName}"`]: music.playlistsNamed(initial, p.listName).length,
  }),
  changes: (p) => [music.playlistSongsRule(p.listId)],
  checks: (p) => [music.playlistHolds(p.listId, p.listName, music.plus(p.listId, p.ids))],
  oracle: music.script(async (ui, p) => {
    const titles = await readSongs(ui, p.title);
    await music.openPlaylist(ui, p.listName);
    await music.addSongs(ui, titles);
  }),
  alternatives: [
    // The songs go in at the end in the order they are ticked: another order is as right.
    { name: 'adds them in the reverse order', run: music.script(async (ui, p) => {
      const titles = await readSongs(ui, p.title);
      await music.openPlaylist(ui, p.listName);
      await music.addSongs(ui, [...titles].reverse());
    }) },
  ],
  nearMisses: [
    { name: 'adds them to another playlist', params: (p) => ({ ...p, listName: p.otherList }) },
    { name: 'adds two of the three', run: music.script(async (ui, p) => {
      const titles = await readSongs(ui, p.title);
      await music.openPlaylist(ui, p.listName);
      await music.addSongs(ui, titles.slice(0, 2));
    }) },
  ],
});
