// The apps installed on the device, with their screens, in the home-screen order of the one list
// of apps (apps/apps.ts). Each app's screens are its folder's index.ts, found by the bundler: a new
// app needs no line here. The page alone imports this file (the server reads apps/apps.ts).
import type { AppManifest } from './os/manifest.ts';
import { APPS } from './apps.ts';

const screens = import.meta.glob<AppManifest>('./*/index.ts', { eager: true, import: 'default' });

export const INSTALLED_APPS: readonly AppManifest[] = APPS.map((a) => {
  const manifest = screens[`./${a.id}/index.ts`];
  if (!manifest) throw new Error(`apps/${a.id}/index.ts is missing: every app in apps/apps.ts has its screens there`);
  return manifest;
});

export function findApp(nameOrId: string): AppManifest | undefined {
  const key = nameOrId.trim().toLowerCase();
  return INSTALLED_APPS.find((a) => a.id === key || a.name.toLowerCase() === key);
}
