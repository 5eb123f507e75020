// The workbench's entry (`/`): a person plays the device in a phone frame, with the task
// catalogue, the judges and the oracles. The bare device the env server drives is another page,
// `/device.html` (apps/main.tsx), whose bundle holds none of those.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../apps/kit/theme.css';
import './workbench.css';
import { installFetch, registerHandlers } from '../apps/api.ts';
import { installBridge } from '../apps/bridge.ts';
import { device } from '../apps/device.ts';
import { INSTALLED_APPS, SITES } from '../apps/registry.ts';
import { Workbench } from './Workbench.tsx';

for (const app of [...INSTALLED_APPS, ...SITES]) registerHandlers(...(app.handlers ?? []));
installFetch(() => device.getState().os.now);
void installBridge({ paintOnDemand: false });

createRoot(document.getElementById('root')!).render(
  <StrictMode><Workbench /></StrictMode>,
);
