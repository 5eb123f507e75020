// Food app manifest: restaurants, menus with options, cart, checkout and order tracking.
import { UtensilsCrossed } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { FoodApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#ef6c00', Icon: UtensilsCrossed, Root: FoodApp };
export default manifest;
