// Tasks app manifest.
import { ListChecks } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { TodoApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#3f51b5', Icon: ListChecks, Root: TodoApp };
export default manifest;
