// Phone app manifest. Phone carries out the `call` intent: other apps' Call buttons place real calls.
import { Phone } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { PhoneApp, showCall } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#43a047', Icon: Phone, Root: PhoneApp, intents: { call: (d, intent) => showCall(d, intent.number) } };
export default manifest;
