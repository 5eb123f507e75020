// Contacts app manifest.
import { Users } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { ContactsApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#1e88e5', Icon: Users, Root: ContactsApp };
export default manifest;
