import { defineTask } from '../define.ts';
import { WIFI_NETWORKS } from '../../apps/settings/state.ts';
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
  oracle: settings.switchAndDone('Network & internet', 'Wi-Fi', (p) => p.on),
  alternatives: [
    { name: 'switches it three times', run: settings.inCategory('Network & internet', (ui) => settings.flipThrice(ui, 'Wi-Fi')) },
  ],
  nearMisses: [
    { name: 'switches it the other way', params: (p) => ({ ...p, on: !p.on }) },
    { name: 'toggles Bluetooth instead', run: settings.inCategory('Connected devices', (ui) => settings.flip(ui, 'Bluetooth')) },
    // The right switch and one more network change: joining another network (turning on), airplane mode (turning off).
    { name: 'switches it, then joins another network or turns airplane mode on', run: settings.inCategory('Network & internet', (ui, p) => settings.setSwitch(ui, 'Wi-Fi', p.on), async (ui, p) => {
      if (!p.on) return settings.setSwitch(ui, 'Airplane mode', true);
      await ui.tap(ui.tree().find((e) => e.clickable && (WIFI_NETWORKS as readonly string[]).includes(e.text))!.text);
    }) },
  ],
  undo: async (ui, p) => settings.setSwitch(ui, 'Wi-Fi', !p.on),
});
