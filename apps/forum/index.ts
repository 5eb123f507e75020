// Forum site manifest: its pages for the desktop browser (apps/browser/manifest.ts).
import { MessagesSquare } from 'lucide-react';
import type { SiteManifest } from '../browser/manifest.ts';
import definition from './app.ts';
import { ForumPage, pageTitle } from './pages.tsx';

const manifest: SiteManifest = { id: definition.id, name: definition.name, color: '#ff4500', Icon: MessagesSquare, Page: ForumPage, title: pageTitle };
export default manifest;
