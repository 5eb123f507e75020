// Each app declares how it tells two names apart (apps/<app>/app.ts `names`); the kits judge typed
// names by that rule. Here the rule is held against what the app's own model does when it refuses a
// duplicate: two names are one exactly when the declared rule gives them the same key.
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createWorld } from '../../apps/world.ts';
import { nameKey } from '../../judges/index.ts';
import { nameRule } from '../../tasks/define.ts';
import { createFolder as notesFolder } from '../../apps/notes/model.ts';
import { createAlbum } from '../../apps/gallery/model.ts';
import { createFolder as filesFolder } from '../../apps/files/model.ts';
import { createList } from '../../apps/maps/model.ts';
import { albumNamed, artistNamed, createPlaylist, songNamed } from '../../apps/music/model.ts';
import { addAddress as shopAddress } from '../../apps/shop/model.ts';
import { addAddress as foodAddress } from '../../apps/food/model.ts';
import { addPayee } from '../../apps/wallet/model.ts';
import { makeAccountNumber } from '../../apps/wallet/state.ts';
import { listingNamed } from '../../apps/appstore/state.ts';
import { addPlace as ridesPlace } from '../../apps/rides/model.ts';
import { createTrip } from '../../apps/travel/model.ts';
import { cityNamed } from '../../apps/weather/model.ts';
import { CITIES } from '../../apps/weather/state.ts';
import { renameRecording } from '../../apps/recorder/model.ts';
import { meetingKey, renameRecording as renameMeetingRecording, searchMeetings } from '../../apps/meetings/model.ts';
import { addSubtask, createList as todoList } from '../../apps/todo/model.ts';
import { createGroup as chatGroup, personNamed } from '../../apps/chat/model.ts';
import { createCollection as readerCollection, searchShelf } from '../../apps/reader/model.ts';
import { accountNamed } from '../../apps/social/model.ts';
import { channelNamed, videoNamed } from '../../apps/video/model.ts';

const world = createWorld(1);
const PAIRS: [string, string][] = [
  ['Kids', 'kids'], ['Kids', 'KIDS'], ['Kids', ' Kids '], ['Kids', 'Kids.'], ['Kids', '"Kids"'],
  ['Kids', 'Kids!'], ['Road trip', 'Road  trip'], ['Road trip', 'Road-trip'], ['Café', 'Cafe'], ['Café', 'Cafe\u0301'], ['Taxes', 'Taxes 2'],
];

/** Does the app refuse `second` beside `first`? (Both made by the app's own model, in a fresh world.) */
const cases: { app: string; rule: Parameters<typeof nameKey>[0]; refuses: (first: string, second: string) => boolean }[] = [
  { app: 'notes folder', rule: nameRule('notes', 'folder'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { notesFolder(d.apps.notes, a); refused = notesFolder(d.apps.notes, b) === undefined; });
    return refused;
  } },
  { app: 'gallery album', rule: nameRule('gallery', 'album'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { createAlbum(d.apps.gallery, a, d.os.now); refused = createAlbum(d.apps.gallery, b, d.os.now) === undefined; });
    return refused;
  } },
  { app: 'files folder', rule: nameRule('files', 'file'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { filesFolder(d.apps.files, null, a, d.os.now); refused = filesFolder(d.apps.files, null, b, d.os.now) === undefined; });
    return refused;
  } },
  { app: 'maps list', rule: nameRule('maps', 'list'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { createList(d.apps.maps, a); refused = createList(d.apps.maps, b) === null; });
    return refused;
  } },
  { app: 'music playlist', rule: nameRule('music', 'playlist'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { createPlaylist(d.apps.music, a, d.os.now); refused = createPlaylist(d.apps.music, b, d.os.now) === null; });
    return refused;
  } },
  // Music refuses no duplicate song, album or artist, but finds one by a typed name: the same rule must say when two names are one.
  { app: 'music song (found by name)', rule: nameRule('music', 'song'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { d.apps.music.songs[0]!.title = a; found = songNamed(d.apps.music, b)?.id === d.apps.music.songs[0]!.id; });
    return found;
  } },
  { app: 'music album (found by name)', rule: nameRule('music', 'album'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { d.apps.music.albums[0]!.title = a; found = albumNamed(d.apps.music, b)?.id === d.apps.music.albums[0]!.id; });
    return found;
  } },
  { app: 'music artist (found by name)', rule: nameRule('music', 'artist'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { d.apps.music.artists[0]!.name = a; found = artistNamed(d.apps.music, b)?.id === d.apps.music.artists[0]!.id; });
    return found;
  } },
  { app: 'shop address', rule: nameRule('shop', 'address'), refuses: (a, b) => {
    const fields = (label: string) => ({ label, name: 'Ana Silva', street: '1 Main St', city: 'Springfield', zip: '12345' });
    let refused = false;
    produce(world, (d) => { shopAddress(d.apps.shop, fields(a)); refused = !shopAddress(d.apps.shop, fields(b)).ok; });
    return refused;
  } },
  { app: 'food address', rule: nameRule('food', 'address'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { foodAddress(d.apps.food, a, '1 Main St'); refused = 'problem' in foodAddress(d.apps.food, b, '2 Main St'); });
    return refused;
  } },
  { app: 'wallet payee', rule: nameRule('wallet', 'payee'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => {
      addPayee(d.apps.wallet, a, makeAccountNumber('DE', '370400440532013000'));
      refused = addPayee(d.apps.wallet, b, makeAccountNumber('DE', '370400440532013001')) !== null;
    });
    return refused;
  } },
  // The App Store refuses no duplicate, but finds an app by a typed name: the same rule must say when two names are one app.
  { app: 'appstore app (found by name)', rule: nameRule('appstore', 'app'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { d.apps.appstore.listings[0]!.name = a; found = listingNamed(d.apps.appstore, b)?.id === d.apps.appstore.listings[0]!.id; });
    return found;
  } },
  { app: 'rides place', rule: nameRule('rides', 'place'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { ridesPlace(d.apps.rides, a, '12 Harbor Road'); refused = 'problem' in ridesPlace(d.apps.rides, b, '14 Harbor Road'); });
    return refused;
  } },
  { app: 'travel trip', rule: nameRule('travel', 'trip'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { createTrip(d.apps.travel, a); refused = !createTrip(d.apps.travel, b).ok; });
    return refused;
  } },
  // Weather keeps catalogue cities (a second row of one is refused by id); a typed name finds its city by the same rule.
  // Two recordings renamed: the second refused when the first holds its name by the rule.
  { app: 'recorder recording', rule: nameRule('recorder', 'recording'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => {
      const [one, two] = d.apps.recorder.recordings;
      renameRecording(d.apps.recorder, one!.id, a);
      refused = renameRecording(d.apps.recorder, two!.id, b) === 'duplicate';
    });
    return refused;
  } },
  // Meetings: two meeting recordings renamed, the second refused when the first holds its name by the rule.
  { app: 'meetings recording', rule: nameRule('meetings', 'recording'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => {
      const [one, two] = d.apps.meetings.recordings;
      renameMeetingRecording(d.apps.meetings, one!.id, a);
      refused = renameMeetingRecording(d.apps.meetings, two!.id, b) === 'duplicate';
    });
    return refused;
  } },
  // Meetings finds a meeting by a typed title: its search lists it, and the whole title is the one typed by the app's key.
  { app: 'meetings meeting (found by title)', rule: nameRule('meetings', 'meeting'), refuses: (a, b) => {
    const m = { ...world.apps.meetings.meetings[0]!, title: a };
    return searchMeetings([m], b).some((x) => meetingKey(x.title) === meetingKey(b));
  } },
  { app: 'chat group', rule: nameRule('chat', 'group'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { chatGroup(d.apps.chat, a, ['c1'], d.os.now); refused = 'refused' in chatGroup(d.apps.chat, b, ['c2'], d.os.now); });
    return refused;
  } },
  // Chat finds a person by a typed full name (Enter in New chat's search): the same rule must say when two names are one person.
  { app: 'chat person (found by name)', rule: nameRule('chat', 'person'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { const c = d.apps.contacts.contacts[0]!; c.firstName = a; c.lastName = ''; found = personNamed(d.apps.contacts, b)?.id === c.id; });
    return found;
  } },
  { app: 'weather city (found by name)', rule: nameRule('weather', 'city'), refuses: (a, b) => cityNamed(b, [{ ...CITIES[0]!, name: a }]) !== undefined },
  { app: 'todo list', rule: nameRule('todo', 'list'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { todoList(d.apps.todo, a); refused = todoList(d.apps.todo, b) === null; });
    return refused;
  } },
  { app: 'todo subtask', rule: nameRule('todo', 'subtask'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { const id = d.apps.todo.todos[0]!.id; addSubtask(d.apps.todo, id, a); refused = addSubtask(d.apps.todo, id, b) === null; });
    return refused;
  } },
  // Social finds an account by a typed name (Enter in People search): the same rule must say when two names are one account.
  { app: 'social person (found by name)', rule: nameRule('social', 'person'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { const acc = d.apps.social.accounts[0]!; acc.name = a; found = accountNamed(d.apps.social, b)?.id === acc.id; });
    return found;
  } },
  { app: 'reader collection', rule: nameRule('reader', 'collection'), refuses: (a, b) => {
    let refused = false;
    produce(world, (d) => { readerCollection(d.apps.reader, a, d.os.now); refused = !readerCollection(d.apps.reader, b, d.os.now).ok; });
    return refused;
  } },
  // Reader's shelf search finds a book by a typed title: the same rule must say when two titles are one book.
  { app: 'reader book (found by title)', rule: nameRule('reader', 'book'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { const book = d.apps.reader.books[0]!; book.title = a; found = searchShelf([book], b).length === 1; });
    return found;
  } },
  // Video refuses no duplicate video or channel, but finds one by a typed name: the same rule must say when two names are one.
  { app: 'video video (found by name)', rule: nameRule('video', 'video'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { d.apps.video.videos[0]!.title = a; found = videoNamed(d.apps.video, b)?.id === d.apps.video.videos[0]!.id; });
    return found;
  } },
  { app: 'video channel (found by name)', rule: nameRule('video', 'channel'), refuses: (a, b) => {
    let found = false;
    produce(world, (d) => { d.apps.video.channels[0]!.name = a; found = channelNamed(d.apps.video, b)?.id === d.apps.video.channels[0]!.id; });
    return found;
  } },
];

describe('each declared name rule is the rule the app itself applies', () => {
  it.each(cases.map((c) => [c.app, c] as const))('%s', (_app, c) => {
    const disagreements = PAIRS.filter(([a, b]) => c.refuses(a, b) !== (nameKey(c.rule, a) === nameKey(c.rule, b)))
      .map(([a, b]) => `"${a}" / "${b}": the app ${c.refuses(a, b) ? 'refuses' : 'allows'} the second, the rule says ${nameKey(c.rule, a) === nameKey(c.rule, b) ? 'same' : 'different'}`);
    expect(disagreements).toEqual([]);
  });
});

it('a wrong declaration would be caught: Notes is not "exact"', () => {
  const notes = cases[0]!;
  expect(PAIRS.some(([a, b]) => notes.refuses(a, b) !== (nameKey('exact', a) === nameKey('exact', b)))).toBe(true);
});
