// Wallet app manifest.
import { Wallet } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { WalletApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#00796b', Icon: Wallet, Root: WalletApp };
export default manifest;
