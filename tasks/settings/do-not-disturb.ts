import { defineTask } from '../define.ts';
import * as settings from './kit.ts';

export default defineTask({
  id: 'settings/do-not-disturb',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng }) => ({ on: rng.chance(0.6) }),
  goal: (p) => (p.on ? 'Turn on Do Not Disturb.' : 'Turn off Do Not Disturb.'),
  setup: (d, p) => {
    d.apps.settings.doNotDisturb = !p.on;
  },
  changes: (p) => settings.only('doNotDisturb', p.on),
  checks: (p) => [settings.settingIs(`Do Not Disturb is ${p.on ? 'on' : 'off'}`, 'doNotDisturb', p.on)],
  oracle: async (ui, p) => {
    await settings.switchTo(ui, 'Notifications', 'Do Not Disturb', p.on);
    await ui.done();
  },
  alternatives: [
    { name: 'from Sound & vibration', run: async (ui, p) => {
      await settings.switchTo(ui, 'Sound & vibration', 'Do Not Disturb', p.on);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'switches it the other way', params: (p) => ({ ...p, on: !p.on }) },
    { name: 'mutes the ringer instead', run: async (ui) => {
      await settings.open(ui, 'Sound & vibration');
      await settings.setSlider(ui, 'Ring volume', 0);
      await ui.done();
    } },
  ],
  undo: async (ui, p) => settings.setSwitch(ui, 'Do Not Disturb', !p.on),
});
