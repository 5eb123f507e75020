import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';

export default defineTask({
  id: 'settings/enable-dark-theme',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Switch the phone to the dark theme.',
  setup: (d) => {
    d.apps.settings.darkMode = false;
  },
  checks: () => [expectEqual('dark theme is on', true, ({ after }) => after.apps.settings.darkMode)],
  allowedChanges: ['apps.settings.darkMode'],
  oracle: async (ui) => {
    await ui.openApp('Settings');
    await ui.tap('Display');
    await ui.tap({ text: 'Dark theme', role: 'switch' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'lowers the brightness instead',
      run: async (ui) => {
        await ui.openApp('Settings');
        await ui.tap('Display');
        await ui.tapAt({ text: 'Brightness', role: 'slider' }, 0.1);
        await ui.done();
      },
    },
    {
      name: 'turns on Do Not Disturb instead',
      run: async (ui) => {
        await ui.openApp('Settings');
        await ui.tap('Notifications');
        await ui.tap({ text: 'Do Not Disturb', role: 'switch' });
        await ui.done();
      },
    },
  ],
});
