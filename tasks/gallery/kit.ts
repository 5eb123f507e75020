// The Gallery kit: the moves an oracle makes in the app, the reading helpers and checks its
// templates share (the favourite/unfavourite pair is one template here, played either way). The
// noise the judge gate plays around its templates is in noise.ts.
import { added, changedTo, createdRecord, expectEqual, expectThat, modified, sameName, removed, type Check, type ChangeRule, type JudgeContext } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import { mayRecord } from '../ledger.ts';
import { albumPhotos, libraryPhotos, type Album, type Photo } from '../../apps/gallery/state.ts';
import { NEW_ALBUM } from '../../apps/gallery/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { Solution } from '../define.ts';
import type { TaskUi } from '../ui.ts';

export const PHOTOS = 'apps.gallery.photos';
export const ALBUMS = 'apps.gallery.albums';

// ---------------------------------------------------------------- moves

/** Open Gallery, search for a photo by its file name and open it. */
export async function openPhoto(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Gallery');
  await ui.fill({ hint: 'Search photos' }, name);
  await ui.tap({ text: name, role: 'button' });
}

/** Open Gallery's Albums tab and the album (or Favourites, or the Trash row) with this name. */
export async function openAlbum(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Gallery');
  await ui.tap({ text: 'Albums', role: 'tab' });
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** The other way to a photo: from the start of the app, through its album's grid. */
export async function openPhotoInAlbum(ui: TaskUi, album: string, name: string): Promise<void> {
  await ui.launch('Gallery');
  await openAlbum(ui, album);
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** On the Albums tab: create an album through the New album dialog (lands on the new album). */
export async function createAlbum(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'New album', role: 'button' });
  await ui.fill({ hint: 'Album name' }, name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** From anywhere: open the Albums tab afresh and create an album there. */
export async function newAlbum(ui: TaskUi, name: string): Promise<void> {
  await ui.launch('Gallery');
  await ui.tap({ text: 'Albums', role: 'tab' });
  await createAlbum(ui, name);
}

/** Open an album and rename it (or type the name and cancel). */
export async function renameAlbum(ui: TaskUi, album: string, name: string, confirm = true): Promise<void> {
  await openAlbum(ui, album);
  await ui.tap({ text: 'Rename album', role: 'button' });
  await ui.fill({ hint: 'Album name' }, name);
  await ui.tap({ text: confirm ? 'Rename' : 'Cancel', role: 'button' });
}

/** In the photo viewer: move the photo to an album through the Move dialog. */
export async function moveTo(ui: TaskUi, album: string): Promise<void> {
  await ui.tap({ text: 'Move to album', role: 'button' });
  await ui.tap({ text: album, role: 'button' });
}

/** In the photo viewer: Delete, then confirm (or cancel); the photo goes to the Trash. */
export async function trashOpenPhoto(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: confirm ? 'Move to Trash' : 'Cancel', role: 'button' });
}

/** Search each photo from the Photos tab and move it to the Trash. */
export async function trashAll(ui: TaskUi, names: readonly string[]): Promise<void> {
  await ui.openApp('Gallery');
  for (const name of names) {
    await ui.fill({ hint: 'Search photos' }, name);
    await ui.tap({ text: name, role: 'button' });
    await trashOpenPhoto(ui);
  }
}

/** Open the Trash and a photo in it. */
export async function openInTrash(ui: TaskUi, name: string): Promise<void> {
  await openAlbum(ui, 'Trash');
  await ui.tap({ text: name, role: 'button' });
}

/** In the Trash's viewer: Delete forever, and confirm. */
export async function purgeOpenPhoto(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Delete forever', role: 'button' });
  await ui.tap({ text: 'Delete', role: 'button' });
}

/** In the photo viewer: tap the heart so that the photo is (`on`) or is not a favourite. */
export async function setHeart(ui: TaskUi, on: boolean): Promise<void> {
  await ui.tap({ text: on ? 'Add to favourites' : 'Remove from favourites', role: 'button' });
}

/** In the photo viewer: tap the heart whatever it shows. */
export async function tapHeart(ui: TaskUi): Promise<void> {
  await setHeart(ui, ui.has({ text: 'Add to favourites', role: 'button' }));
}

/** In the photo viewer: open the info panel and read the Location line. */
export async function readPlace(ui: TaskUi): Promise<string> {
  await ui.tap({ text: 'Info', role: 'button' });
  // With larger text the panel runs below the fold: scroll until the row under Location (Size) is
  // on screen, so that the Location row is whole.
  await ui.scrollTo({ text: 'Size' });
  const tree = ui.tree();
  const label = tree.findIndex((e) => e.text === 'Location');
  if (label < 0) throw new Error('no Location in the info panel');
  return tree[label + 1]!.text;
}

/** Open an album and read its count line ("12 items") above the grid. */
export async function readCount(ui: TaskUi, album: string): Promise<number> {
  await openAlbum(ui, album);
  return Number.parseInt(ui.read({ matches: /^\d+ items?$/ }), 10);
}

/** In the photo viewer: Share, search, then pick the contact in the Messages picker (or go back). */
export async function shareTo(ui: TaskUi, name: string, search = name, send = true): Promise<void> {
  await ui.tap({ text: 'Share', role: 'button' });
  await ui.fill({ hint: 'Search contacts' }, search);
  await (send ? ui.tap({ text: name, role: 'button' }) : ui.back());
}

/** Open a photo through its album, do something in the viewer, and say done. */
export async function inAlbum(ui: TaskUi, album: string, name: string, then: () => Promise<void>): Promise<void> {
  await openPhotoInAlbum(ui, album, name);
  await then();
  await ui.done();
}

/** On an album's page: rename it. */
export async function renameOpenAlbum(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'Rename album', role: 'button' });
  await ui.fill({ hint: 'Album name' }, name);
  await ui.tap({ text: 'Rename', role: 'button' });
}

/** Open the Trash and restore a photo from it. */
export async function restoreFromTrash(ui: TaskUi, name: string): Promise<void> {
  await openInTrash(ui, name);
  await ui.tap({ text: 'Restore', role: 'button' });
}

// ---------------------------------------------------------------- reading the state

export const photo = (s: DeviceState, id: string): Photo | undefined => s.apps.gallery.photos.find((p) => p.id === id);

/** Photos in the library (not in the Trash), newest first. */
export const library = (s: DeviceState): Photo[] => libraryPhotos(s.apps.gallery);

export const albumCount = (s: DeviceState, albumId: string): number => albumPhotos(s.apps.gallery, albumId).length;

export const albumName = (s: DeviceState, albumId: string): string => s.apps.gallery.albums.find((a) => a.id === albumId)?.name ?? '';

/** Params for a few photos: their ids, names and the albums they are filed in. */
export const describe = (s: DeviceState, photos: readonly Photo[]) =>
  ({ ids: photos.map((x) => x.id), names: photos.map((x) => x.name), albums: photos.map((x) => albumName(s, x.albumId)) });

/** How many photos (in the library or the Trash) have this file name: Gallery makes each one unique, and shows it as it is. */
export const photosNamed = (s: DeviceState, name: string): number => s.apps.gallery.photos.filter((x) => x.name === name).length;

/** How many albums have this name, as Gallery tells two album names apart (apps/gallery/app.ts `names`). */
export const albumsNamed = (s: DeviceState, name: string): number => countNamed('gallery', 'album', s.apps.gallery.albums.map((a) => a.name), name);

/** How many photos of the album tie for its most recent one (the first of its grid, newest first). */
export const tiedForNewest = (s: DeviceState, albumId: string): number => {
  const photos = albumPhotos(s.apps.gallery, albumId);
  return photos.filter((x) => x.takenAt === photos[0]?.takenAt).length;
};

/** What a goal names in Gallery, for a template's `named`: `the photo X` and `the album "A"`, each with the records that fit it. */
export function namedInGallery(s: DeviceState, what: { photos?: readonly string[]; albums?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.photos ?? []).map((n) => [`the photo ${n}`, photosNamed(s, n)] as const),
    ...(what.albums ?? []).map((a) => [`the album "${a}"`, albumsNamed(s, a)] as const),
  ]);
}

/** Album names nobody has yet, for create and rename tasks. */
export const NEW_ALBUM_NAMES = ['Summer 2026', 'Birthday party', 'Garden', 'Receipts', 'Wedding', 'Concerts', 'Road trip', 'Best of the year', 'Recipes', 'Weekend in Paris'] as const;

export const unusedAlbumNames = (s: DeviceState): string[] => NEW_ALBUM_NAMES.filter((n) => albumsNamed(s, n) === 0);

/**
 * The words a count of photos may carry in an answer: the app's own ("12 items", under an album's
 * card and above its grid) and the words people use for them ("12 photos", "12 images").
 */
/** What may follow a photo count: the question's word and the app's ("12 items"). */
export const PHOTO_COUNT_NOUNS = ['photos', 'photo', 'items', 'item'];

/** The label the Info panel writes before a photo's place: "Location: Belém, Lisbon", copied whole, is the place. */
export const PLACE_LABEL = 'Location';

/** A name one letter short: the typo near misses make. */
export const typo = (name: string): string => name.slice(0, -1);

// ---------------------------------------------------------------- checks

/** The one album the episode created. */
export const theNewAlbum = (ctx: JudgeContext<DeviceState>): Album | undefined => {
  const made = ctx.changes.added<Album>(ALBUMS);
  return made.length === 1 ? made[0] : undefined;
};

/**
 * An album name the agent typed, compared as Gallery tells two album names apart (its declared
 * rule: trimmed, in any case): it refuses "garden" beside "Garden" as the same name, and shows
 * "Garden!" or "\"Garden\"" as other names.
 */
export const sameAlbumName = (typed: unknown, want: string) => sameName(nameRule('gallery', 'album'), typed, want);

/** One album was created, named `name` (by the app's name rule); nothing else of a new album is asked. */
export function createdAlbum(name: string): Check<DeviceState>[] {
  return createdRecord<DeviceState>(ALBUMS, 'album', { name: { expected: name, test: (v: unknown) => sameAlbumName(v, name) } }, NEW_ALBUM);
}

/** The photo's field reads `value` after the episode (null when the photo is gone). */
export const photoIs = (label: string, id: string, field: keyof Photo, value: unknown): Check<DeviceState> =>
  expectEqual(label, value, ({ after }) => photo(after, id)?.[field] ?? (photo(after, id) ? null : 'deleted'));

/** The album's name reads `name` after the episode (by the app's name rule, `sameAlbumName`). */
export const albumIs = (label: string, id: string, name: string): Check<DeviceState> =>
  expectThat(label, name, ({ after }) => after.apps.gallery.albums.find((a) => a.id === id)?.name ?? null, (found) => sameAlbumName(found, name));

/** None of these photos is left in the library (in the Trash or deleted forever, either is fine). */
export const goneFromLibrary = (ids: readonly string[]): Check<DeviceState> =>
  expectEqual('none of them is left in the library', [], ({ after }) => ids.filter((id) => photo(after, id)?.trashedAt === null));

/**
 * The photos that were in the Trash when the episode began, other than `except`, are in it at the
 * end; when each went there again is free. The Trash sorts by the day a photo was taken and shows
 * no date of deletion, so a photo restored by mistake and deleted again is as it was to the person
 * using the phone, though its `trashedAt` is new. The rule and the check come as one: the rule
 * alone would let a restored photo through.
 */
export function trashKept(except: readonly string[]): { changes: ChangeRule[]; checks: Check<DeviceState>[] } {
  return {
    changes: [modified(PHOTOS, (was) => was.trashedAt !== null, ['trashedAt'])],
    checks: [expectEqual('every other photo in the Trash is still in it', [], ({ before, after }) =>
      before.apps.gallery.photos.filter((x) => x.trashedAt !== null && !except.includes(x.id) && (photo(after, x.id)?.trashedAt ?? null) === null).map((x) => x.name))],
  };
}

/** What "delete a photo" may change: the photo goes to the Trash, or is deleted for good; the Trash's other photos stay (`trashKept`: use with `deleteChecks`). */
export const deleteChanges = (ids: readonly string[]): ChangeRule[] => [
  modified(PHOTOS, [...ids], ['trashedAt']),
  removed(PHOTOS, { which: [...ids], count: 'any' }),
  ...trashKept(ids).changes,
];

/** What "delete a photo" checks: none of them is left in the library, and the Trash keeps what it held. */
export const deleteChecks = (ids: readonly string[]): Check<DeviceState>[] => [goneFromLibrary(ids), ...trashKept(ids).checks];

/** A share into Messages: its text in the ledger, one outgoing message, in an existing conversation or in a new one. */
export const shareChanges = (): ChangeRule[] => [
  mayRecord('text'),
  added('apps.messages.conversations', { count: 'any', where: (c) => Array.isArray(c.messages) && c.messages.length === 1 }),
  added('apps.messages.conversations[*].messages', { count: 'any', where: (m) => m.from === 'me' }),
];

// ---------------------------------------------------------------- the favourite / unfavourite pair

export type HeartParams = { id: string; name: string; album: string; decoyId: string; decoy: string };

/** Everything but the id and the goal of "add to / remove from favourites": the two mirror each other. */
export function heartTemplate(on: boolean) {
  const verb = on ? 'favourites' : 'unfavourites';
  return {
    apps: ['gallery'] as ['gallery'],
    difficulty: 1 as const,
    maxSteps: 15,
    params: ({ rng, world }: { rng: Rng; world: DeviceState }): HeartParams => {
      const [target, decoy] = rng.sample(library(world), 2);
      return { id: target!.id, name: target!.name, album: albumName(world, target!.albumId), decoyId: decoy!.id, decoy: decoy!.name };
    },
    // The target and the decoy both start the other way, so that the wrong one is a real mistake.
    setup: (d: DeviceState, p: HeartParams) => {
      for (const x of d.apps.gallery.photos) if (x.id === p.id || x.id === p.decoyId) x.favorite = !on;
    },
    changes: (p: HeartParams) => [changedTo(`${PHOTOS}[${p.id}].favorite`, on)],
    checks: (p: HeartParams) => [photoIs(`${p.name} is ${on ? '' : 'not '}a favourite`, p.id, 'favorite', on)],
    oracle: async (ui: TaskUi, p: HeartParams) => {
      await openPhoto(ui, p.name);
      await setHeart(ui, on);
      await ui.done();
    },
    alternatives: [
      { name: `opens it from its album and ${verb} it there`, run: async (ui: TaskUi, p: HeartParams) => {
        await openPhotoInAlbum(ui, p.album, p.name);
        await setHeart(ui, on);
        await ui.done();
      } },
      { name: 'taps the heart three times', run: async (ui: TaskUi, p: HeartParams) => {
        await openPhoto(ui, p.name);
        for (let i = 0; i < 3; i++) await tapHeart(ui);
        await ui.done();
      } },
      ...(on ? [] : [{ name: 'unfavourites it from the Favourites album', run: async (ui: TaskUi, p: HeartParams) => {
        await openPhotoInAlbum(ui, 'Favourites', p.name);
        await setHeart(ui, false);
        await ui.done();
      } }]),
    ] as Solution<HeartParams>[],
    nearMisses: [
      { name: `${verb} another photo`, params: (p: HeartParams) => ({ ...p, name: p.decoy }) },
      { name: 'opens the photo but does not tap the heart', run: async (ui: TaskUi, p: HeartParams) => {
        await openPhoto(ui, p.name);
        await ui.tap({ text: 'Info', role: 'button' });
        await ui.done();
      } },
      { name: 'also changes the other photo', run: async (ui: TaskUi, p: HeartParams, oracle: (ui: TaskUi, p: HeartParams) => Promise<void>) => {
        await openPhoto(ui, p.decoy);
        await setHeart(ui, on);
        await ui.back();
        await oracle(ui, p);
      } },
      ...(on ? [] : [{ name: 'deletes the photo instead', run: async (ui: TaskUi, p: HeartParams) => {
        await openPhoto(ui, p.name);
        await trashOpenPhoto(ui);
        await ui.done();
      } }]),
    ] as Solution<HeartParams>[],
    undo: async (ui: TaskUi) => setHeart(ui, !on),
  };
}

// ---------------------------------------------------------------- scripts templates share

/** `script(...moves)`: a whole script, the moves in order, then done (one definition, in the Contacts kit). */
export { script } from '../ui.ts';

// ---------------------------------------------------------------- for the cross-app templates (and share-photo)

import { sentOneThat } from '../messages/kit.ts';

/** Exactly one message sent, to `name` at `phone`, delivered, carrying this photo. */
export const sharedOnePhoto = (name: string, phone: string, photoId: string, photoName: string): Check<DeviceState>[] =>
  sentOneThat(name, phone, `it carries the photo ${photoName}`, photoId, (m) => m.photo);

/** Open Gallery at the album and the photo at `rank` of its grid (newest first), as read on screen. */
export async function openNthInAlbum(ui: TaskUi, album: string, rank: number): Promise<void> {
  await ui.launch('Gallery');
  await openAlbum(ui, album);
  const thumbs = ui.tree().filter((e) => e.role === 'button' && /\.(jpg|png)$/.test(e.text));
  await ui.tap({ text: thumbs[rank]!.text, role: 'button' });
}
