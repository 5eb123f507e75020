// Voyage site manifest: its pages for the desktop browser (apps/browser/manifest.ts).
import { Plane } from 'lucide-react';
import type { SiteManifest } from '../browser/manifest.ts';
import definition from './app.ts';
import { VoyagePage, pageTitle } from './pages.tsx';

const manifest: SiteManifest = { id: definition.id, name: definition.name, color: '#0b7285', Icon: Plane, Page: VoyagePage, title: pageTitle };
export default manifest;
