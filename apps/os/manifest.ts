// What an app gives the shell: its name and icon for the home screen, its root component, and the
// intents it handles for other apps.
import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import type { Route } from './state.ts';
import type { IntentHandlers } from './intents.ts';

export interface AppManifest {
  id: string;
  /** The label under the icon; `open_app` matches it case-insensitively. */
  name: string;
  /** Icon background colour. */
  color: string;
  Icon: ComponentType<{ size?: number; color?: string; strokeWidth?: number }>;
  /** Renders the route on top of the app's back stack. */
  Root: ComponentType<{ route: Route }>;
  /** MSW handlers that answer this app's `fetch('/api/<app>/...')` calls in the page. */
  handlers?: RequestHandler[];
  /** The intents this app carries out for other apps (`dispatch` in intents.ts): Phone handles `call`. */
  intents?: IntentHandlers;
}
