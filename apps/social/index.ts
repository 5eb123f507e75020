// Social app manifest.
import { Heart } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { SocialApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#e8466c', Icon: Heart, Root: SocialApp };
export default manifest;
