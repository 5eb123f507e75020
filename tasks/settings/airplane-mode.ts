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
  oracle: async (ui) => {
    await settings.switchTo(ui, 'Network & internet', 'Airplane mode', true);
    await ui.done();
  },
  alternatives: [
    { name: 'turns Wi-Fi off first, then airplane mode on', run: async (ui) => {
      await settings.switchTo(ui, 'Network & internet', 'Wi-Fi', false);
      await settings.setSwitch(ui, 'Airplane mode', true);
      await ui.done();
    } },
    { name: 'switches it on, off and on again', run: async (ui) => {
      await settings.open(ui, 'Network & internet');
      for (let i = 0; i < 3; i++) await settings.flip(ui, 'Airplane mode');
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'only turns Wi-Fi off', run: async (ui) => {
      await settings.switchTo(ui, 'Network & internet', 'Wi-Fi', false);
      await ui.done();
    } },
    { name: 'then switches Bluetooth on', run: async (ui) => {
      await settings.switchTo(ui, 'Network & internet', 'Airplane mode', true);
      await settings.switchTo(ui, 'Connected devices', 'Bluetooth', true);
      await ui.done();
    } },
  ],
  undo: async (ui) => settings.setSwitch(ui, 'Airplane mode', false),
});
