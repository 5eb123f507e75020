// Gallery app manifest.
import { Image } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { GalleryApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#d81b60', Icon: Image, Root: GalleryApp };
export default manifest;
