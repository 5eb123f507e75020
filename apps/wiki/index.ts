// Wiki site manifest: the page for any URL of wiki.vivarium.test and its tab title.
import { BookOpen } from 'lucide-react';
import type { SiteManifest } from '../browser/manifest.ts';
import definition from './app.ts';
import { WikiPage, pageTitle } from './pages.tsx';

const manifest: SiteManifest = { id: definition.id, name: definition.name, color: '#455a64', Icon: BookOpen, Page: WikiPage, title: pageTitle };
export default manifest;
