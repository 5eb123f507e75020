// What an app gives the shell: its name and icon for the home screen, and its root component.
import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import type { Route } from './state.ts';

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
}
