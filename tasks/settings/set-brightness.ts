import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';

export default defineTask({
  id: 'settings/set-brightness',
  apps: ['settings'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => ({
    level: rng.pick([10, 20, 30, 40, 50, 60, 70, 80, 90, 100].filter((v) => v !== world.apps.settings.brightness)),
  }),
  goal: (p) => `Set the screen brightness to ${p.level}%.`,
  checks: (p) => [expectEqual(`brightness is ${p.level}%`, p.level, ({ after }) => after.apps.settings.brightness)],
  allowedChanges: ['apps.settings.brightness'],
  oracle: async (ui, p) => {
    await ui.openApp('Settings');
    await ui.tap('Display');
    await ui.tapAt({ text: 'Brightness', role: 'slider' }, p.level / 100);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'one step off',
      run: async (ui, p) => {
        await ui.openApp('Settings');
        await ui.tap('Display');
        await ui.tapAt({ text: 'Brightness', role: 'slider' }, (p.level === 100 ? 90 : p.level + 10) / 100);
        await ui.done();
      },
    },
    {
      name: 'sets the ring volume to that level instead',
      run: async (ui, p) => {
        await ui.openApp('Settings');
        await ui.tap('Sound & vibration');
        await ui.tapAt({ text: 'Ring volume', role: 'slider' }, p.level / 100);
        await ui.done();
      },
    },
  ],
});
