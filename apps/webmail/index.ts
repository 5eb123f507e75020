// Webmail site manifest: the page for any URL of webmail.vivarium.test and its tab title.
import { Mail } from 'lucide-react';
import type { SiteManifest } from '../browser/manifest.ts';
import definition from './app.ts';
import { WebmailPage, pageTitle } from './pages.tsx';

const manifest: SiteManifest = { id: definition.id, name: definition.name, color: '#1a73e8', Icon: Mail, Page: WebmailPage, title: pageTitle };
export default manifest;
