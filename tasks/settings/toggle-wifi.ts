import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';

export default defineTask({
  id: 'settings/toggle-wifi',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng }) => ({ on: rng.chance(0.5) }),
  goal: (p) => `Turn Wi-Fi ${p.on ? 'on' : 'off'}.`,
  setup: (d, p) => {
    d.apps.settings.wifi = !p.on;
  },
  checks: (p) => [expectEqual(`Wi-Fi is ${p.on ? 'on' : 'off'}`, p.on, ({ after }) => after.apps.settings.wifi)],
  allowedChanges: ['apps.settings.wifi'],
  oracle: async (ui, p) => {
    await ui.openApp('Settings');
    await ui.tap('Network & internet');
    // Set the switch to the asked state (tapping blindly would toggle whatever is there).
    if (ui.find({ text: 'Wi-Fi', role: 'switch' })?.checked !== p.on) await ui.tap({ text: 'Wi-Fi', role: 'switch' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'toggles Bluetooth instead',
      run: async (ui) => {
        await ui.openApp('Settings');
        await ui.tap('Connected devices');
        await ui.tap({ text: 'Bluetooth', role: 'switch' });
        await ui.done();
      },
    },
  ],
});
