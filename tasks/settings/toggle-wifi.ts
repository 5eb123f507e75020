import { defineTask } from '../define.ts';
import * as settings from './kit.ts';

export default defineTask({
  id: 'settings/toggle-wifi',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng }) => ({ on: rng.chance(0.5) }),
  goal: (p) => `Turn Wi-Fi ${p.on ? 'on' : 'off'}.`,
  setup: (d, p) => {
    d.apps.settings.wifi = !p.on;
    d.apps.settings.airplaneMode = false;
  },
  changes: (p) => settings.only('wifi', p.on),
  checks: (p) => [settings.settingIs(`Wi-Fi is ${p.on ? 'on' : 'off'}`, 'wifi', p.on)],
  oracle: async (ui, p) => {
    await settings.switchTo(ui, 'Network & internet', 'Wi-Fi', p.on);
    await ui.done();
  },
  alternatives: [
    { name: 'switches it three times', run: async (ui) => {
      await settings.open(ui, 'Network & internet');
      for (let i = 0; i < 3; i++) await settings.flip(ui, 'Wi-Fi');
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'switches it the other way', params: (p) => ({ ...p, on: !p.on }) },
    { name: 'toggles Bluetooth instead', run: async (ui) => {
      await settings.open(ui, 'Connected devices');
      await settings.flip(ui, 'Bluetooth');
      await ui.done();
    } },
  ],
  undo: async (ui, p) => settings.setSwitch(ui, 'Wi-Fi', !p.on),
});
