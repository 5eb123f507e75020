// App Store app manifest.
import { Store } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { AppStoreApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#1e88e5', Icon: Store, Root: AppStoreApp };
export default manifest;
