// Forge site manifest: its pages for the desktop browser (apps/browser/manifest.ts).
import { GitMerge } from 'lucide-react';
import type { SiteManifest } from '../browser/manifest.ts';
import definition from './app.ts';
import { ForgePage, pageTitle } from './pages.tsx';

const manifest: SiteManifest = { id: definition.id, name: definition.name, color: '#6b4fbb', Icon: GitMerge, Page: ForgePage, title: pageTitle };
export default manifest;
