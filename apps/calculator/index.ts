// Calculator app manifest.
import { Calculator } from 'lucide-react';
import type { AppManifest } from '../os/manifest.ts';
import definition from './app.ts';
import { CalculatorApp } from './screens.tsx';

const manifest: AppManifest = { id: definition.id, name: definition.name, color: '#455a64', Icon: Calculator, Root: CalculatorApp };
export default manifest;
