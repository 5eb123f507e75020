// Files app manifest.
import { Folder } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { FilesApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#5e35b1', Icon: Folder, Root: FilesApp };
export default manifest;
