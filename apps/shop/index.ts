// Shop app manifest.
import { ShoppingBag } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { ShopApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#f57c00', Icon: ShoppingBag, Root: ShopApp };
export default manifest;
