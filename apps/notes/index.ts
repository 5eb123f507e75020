// Notes app manifest.
import { StickyNote } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { NotesApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#f9a825', Icon: StickyNote, Root: NotesApp };
export default manifest;
