// The apps installed on the device, with their screens, in the home-screen order of the one list
// of apps (apps/apps.ts). A new app's screens go in SCREENS; the compiler asks for them.
import type { AppManifest } from './os/manifest.ts';
import { APPS, type AppId } from './apps.ts';
import calendar from './calendar/index.ts';
import clock from './clock/index.ts';
import contacts from './contacts/index.ts';
import files from './files/index.ts';
import gallery from './gallery/index.ts';
import mail from './mail/index.ts';
import messages from './messages/index.ts';
import notes from './notes/index.ts';
import phone from './phone/index.ts';
import settings from './settings/index.ts';

const SCREENS: Record<AppId, AppManifest> = { calendar, clock, contacts, files, gallery, mail, messages, notes, phone, settings };

export const INSTALLED_APPS: readonly AppManifest[] = APPS.map((a) => SCREENS[a.id]);

export function findApp(nameOrId: string): AppManifest | undefined {
  const key = nameOrId.trim().toLowerCase();
  return INSTALLED_APPS.find((a) => a.id === key || a.name.toLowerCase() === key);
}
