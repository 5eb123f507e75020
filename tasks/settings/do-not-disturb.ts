import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';

export default defineTask({
  id: 'settings/do-not-disturb',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng }) => ({ on: rng.chance(0.6) }),
  goal: (p) => (p.on ? 'Turn on Do Not Disturb.' : 'Turn off Do Not Disturb.'),
  setup: (d, p) => {
    d.apps.settings.doNotDisturb = !p.on;
  },
  checks: (p) => [expectEqual(`Do Not Disturb is ${p.on ? 'on' : 'off'}`, p.on, ({ after }) => after.apps.settings.doNotDisturb)],
  allowedChanges: ['apps.settings.doNotDisturb'],
  oracle: async (ui, p) => {
    await ui.openApp('Settings');
    await ui.tap('Notifications');
    // Set the switch to the asked state (tapping blindly would toggle whatever is there).
    if (ui.find({ text: 'Do Not Disturb', role: 'switch' })?.checked !== p.on) await ui.tap({ text: 'Do Not Disturb', role: 'switch' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'mutes the ringer instead',
      run: async (ui) => {
        await ui.openApp('Settings');
        await ui.tap('Sound & vibration');
        await ui.tapAt({ text: 'Ring volume', role: 'slider' }, 0);
        await ui.done();
      },
    },
  ],
});
