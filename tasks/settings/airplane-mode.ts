import { defineTask } from '../define.ts';
import * as settings from './kit.ts';

export default defineTask({
  id: 'settings/airplane-mode',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 12,
  params: () => ({}),
  goal: () => 'Turn on airplane mode.',
  // Wi-Fi on and Bluetooth off, so that switching Bluetooth on is a visible mistake.
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
    d.apps.settings.wifi = true;
    d.apps.settings.bluetooth = false;
  },
  // Airplane mode itself switches the radios off, so they may move to off, and only to off.
  changes: () => [...settings.only('airplaneMode', true), ...settings.only('wifi', false), ...settings.only('bluetooth', false)],
  checks: () => [settings.settingIs('airplane mode is on', 'airplaneMode', true)],
  oracle: settings.switchAndDone('Network & internet', 'Airplane mode', () => true),
  alternatives: [
    { name: 'turns Wi-Fi off first, then airplane mode on', run: settings.inCategory('Network & internet', (ui) => settings.setSwitch(ui, 'Wi-Fi', false), (ui) => settings.setSwitch(ui, 'Airplane mode', true)) },
    { name: 'switches it on, off and on again', run: settings.inCategory('Network & internet', (ui) => settings.flipThrice(ui, 'Airplane mode')) },
    // As on a real phone, Wi-Fi may be turned back on in airplane mode (the screen says so); the goal names only airplane mode.
    { name: 'turns airplane mode on, then Wi-Fi back on', run: settings.inCategory('Network & internet', (ui) => settings.setSwitch(ui, 'Airplane mode', true), (ui) => settings.setSwitch(ui, 'Wi-Fi', true)) },
  ],
  nearMisses: [
    { name: 'only turns Wi-Fi off', run: settings.switchAndDone('Network & internet', 'Wi-Fi', () => false) },
    { name: 'then switches Bluetooth on', run: settings.inCategory('Network & internet', (ui) => settings.setSwitch(ui, 'Airplane mode', true), (ui) => settings.switchTo(ui, 'Connected devices', 'Bluetooth', true)) },
  ],
  undo: async (ui) => settings.setSwitch(ui, 'Airplane mode', false),
});
