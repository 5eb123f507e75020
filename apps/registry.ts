// The apps installed on the device, in home-screen order.
import type { AppManifest } from './os/manifest.ts';
import contacts from './contacts/index.ts';
import messages from './messages/index.ts';
import settings from './settings/index.ts';

export const INSTALLED_APPS: readonly AppManifest[] = [messages, contacts, settings];

export function findApp(nameOrId: string): AppManifest | undefined {
  const key = nameOrId.trim().toLowerCase();
  return INSTALLED_APPS.find((a) => a.id === key || a.name.toLowerCase() === key);
}
