import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';

export default defineTask({
  id: 'settings/airplane-mode',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Turn on airplane mode.',
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
    d.apps.settings.wifi = true;
  },
  checks: () => [expectEqual('airplane mode is on', true, ({ after }) => after.apps.settings.airplaneMode)],
  // Airplane mode switches the radios off, as on a real phone.
  allowedChanges: ['apps.settings.airplaneMode', 'apps.settings.wifi', 'apps.settings.bluetooth'],
  oracle: async (ui) => {
    await ui.openApp('Settings');
    await ui.tap('Network & internet');
    await ui.tap({ text: 'Airplane mode', role: 'switch' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'only turns Wi-Fi off',
      run: async (ui) => {
        await ui.openApp('Settings');
        await ui.tap('Network & internet');
        await ui.tap({ text: 'Wi-Fi', role: 'switch' });
        await ui.done();
      },
    },
  ],
});
