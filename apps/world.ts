// The device state as one JSON tree, `{ os, apps }`, and the seeded world every episode starts from.
// Pure TypeScript: the env server, the judges' tasks and the page all build worlds with this file.
import { createRng } from './kit/random.ts';
import { startOfEpisode } from './kit/time.ts';
import { initialOs, type OsState } from './os/state.ts';
import { seedContacts, type ContactsState } from './contacts/state.ts';
import { seedMessages, type MessagesState } from './messages/state.ts';
import { seedSettings, type SettingsState } from './settings/state.ts';
import { seedPhone, type PhoneState } from './phone/state.ts';
import { seedCalendar, type CalendarState } from './calendar/state.ts';
import { seedClock, type ClockState } from './clock/state.ts';
import { seedNotes, type NotesState } from './notes/state.ts';
import { seedMail, type MailState } from './mail/state.ts';
import { seedFiles, type FilesState } from './files/state.ts';
import { seedGallery, type GalleryState } from './gallery/state.ts';

export interface AppsState {
  contacts: ContactsState;
  messages: MessagesState;
  settings: SettingsState;
  phone: PhoneState;
  calendar: CalendarState;
  clock: ClockState;
  notes: NotesState;
  mail: MailState;
  files: FilesState;
  gallery: GalleryState;
}

export type AppId = keyof AppsState;
export const APP_IDS: readonly AppId[] = ['contacts', 'messages', 'settings', 'phone', 'calendar', 'clock', 'notes', 'mail', 'files', 'gallery'];

export interface DeviceState {
  os: OsState;
  apps: AppsState;
}

/** What an app's seed function may read: the start of the episode and the address book. */
export interface SeedContext {
  now: number;
  contacts: ContactsState;
}

/** The world for a seed: same seed, same JSON, on any machine. */
export function createWorld(seed: number): DeviceState {
  const rng = createRng(`world/${seed}`);
  const now = startOfEpisode(seed);
  const contacts = seedContacts(rng.fork('contacts'), now);
  const messages = seedMessages(rng.fork('messages'), contacts, now);
  const settings = seedSettings(rng.fork('settings'));
  // Each app draws from its own fork, so adding an app never changes another app's data.
  const ctx: SeedContext = { now, contacts };
  const apps: AppsState = {
    contacts, messages, settings,
    phone: seedPhone(rng.fork('phone'), ctx),
    calendar: seedCalendar(rng.fork('calendar'), ctx),
    clock: seedClock(rng.fork('clock'), ctx),
    notes: seedNotes(rng.fork('notes'), ctx),
    mail: seedMail(rng.fork('mail'), ctx),
    files: seedFiles(rng.fork('files'), ctx),
    gallery: seedGallery(rng.fork('gallery'), ctx),
  };
  return { os: initialOs(now, rng.int(35, 95)), apps };
}
