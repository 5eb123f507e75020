// The device state as one JSON tree, `{ os, apps }`, and the seeded world every episode starts from.
// Pure TypeScript: the env server, the judges' tasks and the page all build worlds with this file.
import { createRng } from './kit/random.ts';
import { startOfEpisode } from './kit/time.ts';
import { initialOs, type OsState } from './os/state.ts';
import { seedContacts, type ContactsState } from './contacts/state.ts';
import { seedMessages, type MessagesState } from './messages/state.ts';
import { seedSettings, type SettingsState } from './settings/state.ts';

export interface AppsState {
  contacts: ContactsState;
  messages: MessagesState;
  settings: SettingsState;
}

export type AppId = keyof AppsState;
export const APP_IDS: readonly AppId[] = ['contacts', 'messages', 'settings'];

export interface DeviceState {
  os: OsState;
  apps: AppsState;
}

/** The world for a seed: same seed, same JSON, on any machine. */
export function createWorld(seed: number): DeviceState {
  const rng = createRng(`world/${seed}`);
  const now = startOfEpisode(seed);
  const contacts = seedContacts(rng.fork('contacts'), now);
  const messages = seedMessages(rng.fork('messages'), contacts, now);
  const settings = seedSettings(rng.fork('settings'));
  return { os: initialOs(now, rng.int(35, 95)), apps: { contacts, messages, settings } };
}
