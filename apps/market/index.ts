// Market site manifest: its pages for the desktop browser (apps/browser/manifest.ts).
import { ShoppingBag } from 'lucide-react';
import type { SiteManifest } from '../browser/manifest.ts';
import definition from './app.ts';
import { MarketPage, pageTitle } from './pages.tsx';

const manifest: SiteManifest = { id: definition.id, name: definition.name, color: '#febd69', Icon: ShoppingBag, Page: MarketPage, title: pageTitle };
export default manifest;
