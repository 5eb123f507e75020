// The apps and sites the device has, with their screens, in the order of the one list (apps/apps.ts).
// Each one's screens are its folder's index.ts, found by the bundler: a new app or site needs no line
// here. The page alone imports this file (the server reads apps/apps.ts).
import type { AppManifest } from './os/manifest.ts';
import type { SiteManifest } from './browser/manifest.ts';
import { APPS, isSite } from './apps.ts';

const screens = import.meta.glob<AppManifest | SiteManifest>('./*/index.ts', { eager: true, import: 'default' });

function screensOf(id: string): AppManifest | SiteManifest {
  const manifest = screens[`./${id}/index.ts`];
  if (!manifest) throw new Error(`apps/${id}/index.ts is missing: every app and site in apps/apps.ts has its screens there`);
  return manifest;
}

/** The phone's apps, in home-screen order. */
export const INSTALLED_APPS: readonly AppManifest[] = APPS.filter((a) => !isSite(a)).map((a) => screensOf(a.id) as AppManifest);

/** The desktop's web sites, with their hosts. */
export const SITES: readonly (SiteManifest & { host: string })[] = APPS.flatMap((a) => (isSite(a) ? [{ ...(screensOf(a.id) as SiteManifest), host: a.host }] : []));

export function findApp(nameOrId: string): AppManifest | undefined {
  const key = nameOrId.trim().toLowerCase();
  return INSTALLED_APPS.find((a) => a.id === key || a.name.toLowerCase() === key);
}

/** The site by its name or id (as `open_app` names it on the desktop). */
export function findSite(nameOrId: string): (SiteManifest & { host: string }) | undefined {
  const key = nameOrId.trim().toLowerCase();
  return SITES.find((s) => s.id === key || s.name.toLowerCase() === key);
}

export function siteAtHost(host: string): (SiteManifest & { host: string }) | undefined {
  return SITES.find((s) => s.host === host);
}
