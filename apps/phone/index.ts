// Phone app manifest.
import { Phone } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import { PhoneApp } from './screens.tsx';

const manifest: AppManifest = { id: 'phone', name: 'Phone', color: '#43a047', Icon: Phone, Root: PhoneApp };
export default manifest;
