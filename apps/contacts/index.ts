// Contacts app manifest.
import { Users } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import { ContactsApp } from './screens.tsx';

const manifest: AppManifest = { id: 'contacts', name: 'Contacts', color: '#1e88e5', Icon: Users, Root: ContactsApp };
export default manifest;
