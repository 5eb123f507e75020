import { defineTask } from '../define.ts';
import * as settings from './kit.ts';

const LEVELS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

export default defineTask({
  id: 'settings/set-brightness',
  apps: ['settings'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => ({ level: rng.pick(LEVELS.filter((v) => v !== world.apps.settings.brightness)) }),
  goal: (p) => `Set the screen brightness to ${p.level}%.`,
  changes: (p) => settings.only('brightness', p.level),
  checks: (p) => [settings.settingIs(`brightness is ${p.level}%`, 'brightness', p.level)],
  oracle: async (ui, p) => {
    await settings.open(ui, 'Display');
    await settings.setSlider(ui, 'Brightness', p.level);
    await ui.done();
  },
  alternatives: [
    { name: 'a wrong level first, then the right one', run: async (ui, p) => {
      await settings.open(ui, 'Display');
      await settings.setSlider(ui, 'Brightness', p.level === 100 ? 50 : 100);
      await settings.setSlider(ui, 'Brightness', p.level);
      await ui.done();
    } },
  ],
  nearMisses: [
    // The right level, and a second setting of the same screen the goal did not name.
    { name: 'sets it, and turns the dark theme on as well', run: settings.inCategory('Display', (ui, p) => settings.setSlider(ui, 'Brightness', p.level), (ui) => settings.setSwitch(ui, 'Dark theme', true)) },
    { name: 'one step off', params: (p) => ({ ...p, level: p.level === 100 ? 90 : p.level + 10 }) },
    { name: 'sets the ring volume to that level instead', run: async (ui, p) => {
      await settings.open(ui, 'Sound & vibration');
      await settings.setSlider(ui, 'Ring volume', p.level);
      await ui.done();
    } },
  ],
});
