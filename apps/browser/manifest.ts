// What a web site gives the desktop browser: its name and colour for the new-tab page, the page
// component that draws any of its URLs, and the title a tab shows. A site's `index.ts` exports one,
// as a phone app's exports an AppManifest; its `app.ts` (apps/app.ts) names its host.
import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import type { DeviceState } from '../world.ts';
import type { BrowserEntry, Location } from './state.ts';

export interface SitePageProps {
  /** The URL on screen, parsed. */
  location: Location;
  /** The page's own state (drafts, the open dialog): apps/browser/state.ts BrowserEntry. */
  page: BrowserEntry['state'];
}

export interface SiteManifest {
  id: string;
  /** The site's name, on the new-tab page; `open_app` on the desktop opens the site by it. */
  name: string;
  /** Tile colour on the new-tab page. */
  color: string;
  Icon: ComponentType<{ size?: number; color?: string; strokeWidth?: number }>;
  /** Draws the page at `location` (an unknown path is the site's own "not found" page). */
  Page: ComponentType<SitePageProps>;
  /** The tab's title for a location (the document title a real site would set). */
  title(location: Location, state: DeviceState): string;
  handlers?: RequestHandler[];
}
