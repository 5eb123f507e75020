// The device page's entry (`/device.html`): the bare phone the env server drives through the
// bridge. It imports the apps and nothing of tasks/ or judges/, so its bundle holds no goal, judge
// or oracle (the workbench, `/`, is the page that does; workbench/main.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './kit/theme.css';
import './page.css';
import { Device } from './Device.tsx';
import { installFetch, registerHandlers } from './api.ts';
import { installBridge } from './bridge.ts';
import { device } from './device.ts';
import { INSTALLED_APPS, SITES } from './registry.ts';

for (const app of [...INSTALLED_APPS, ...SITES]) registerHandlers(...(app.handlers ?? []));
installFetch(() => device.getState().os.now);
void installBridge({ paintOnDemand: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode><Device env /></StrictMode>,
);
