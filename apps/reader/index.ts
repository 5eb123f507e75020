// Reader app manifest.
import { BookOpen } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { ReaderApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#8d6e63', Icon: BookOpen, Root: ReaderApp };
export default manifest;
