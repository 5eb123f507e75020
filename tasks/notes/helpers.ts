// What tasks/cross/* import from the Notes templates: the kit's helpers, and the old whole-list
// check the cross templates still use (new templates rely on their change rules instead).
import { deepEqual, expectEqual, type Check } from '../../judges/index.ts';
import type { Note } from '../../apps/notes/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import { noteById } from './kit.ts';

export { addItems, folderIdOf, folderName, newNotes, noteById, NEW_BODIES, NEW_TITLES, open as openNote, pickTwo, startNote, typo, uniqueNotes } from './kit.ts';

/** `modifiedAt` is routine bookkeeping (ticking an item and unticking it moves it), so it is left out. */
const content = ({ modifiedAt: _m, ...rest }: Note) => rest;

export function existingNotesUnchanged(): Check<DeviceState> {
  return expectEqual('the existing notes are unchanged', [], ({ before, after }) =>
    before.apps.notes.notes.filter((n) => { const m = noteById(after, n.id); return !m || !deepEqual(content(n), content(m)); }).map((n) => n.id),
  );
}
