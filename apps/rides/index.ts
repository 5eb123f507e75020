// Rides app manifest: book now or for later, ride types and fares, rides in progress, history and receipts.
import { Car } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { RidesApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#00897b', Icon: Car, Root: RidesApp };
export default manifest;
