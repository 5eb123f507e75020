// The apps installed on the device, in home-screen order.
import type { AppManifest } from './os/manifest.ts';
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

export const INSTALLED_APPS: readonly AppManifest[] = [phone, messages, contacts, mail, calendar, clock, notes, gallery, files, settings];

export function findApp(nameOrId: string): AppManifest | undefined {
  const key = nameOrId.trim().toLowerCase();
  return INSTALLED_APPS.find((a) => a.id === key || a.name.toLowerCase() === key);
}
