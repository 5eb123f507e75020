// The page entry. `/?env=1` is the bare device that the env server drives through the bridge;
// `/` is the workbench, where a person plays the same device in a phone frame.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../apps/kit/theme.css';
import './workbench.css';
import { Device } from '../apps/Device.tsx';
import { installFetch, registerHandlers } from '../apps/api.ts';
import { installBridge } from '../apps/bridge.ts';
import { device } from '../apps/device.ts';
import { INSTALLED_APPS } from '../apps/registry.ts';
import { Workbench } from './Workbench.tsx';

const env = new URLSearchParams(location.search).has('env');
for (const app of INSTALLED_APPS) registerHandlers(...(app.handlers ?? []));
installFetch(() => device.getState().os.now);
void installBridge({ paintOnDemand: env });

createRoot(document.getElementById('root')!).render(
  <StrictMode>{env ? <Device env /> : <Workbench />}</StrictMode>,
);
