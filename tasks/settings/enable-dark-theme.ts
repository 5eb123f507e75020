import { defineTask } from '../define.ts';
import * as settings from './kit.ts';

export default defineTask({
  id: 'settings/enable-dark-theme',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 12,
  params: () => ({}),
  goal: () => 'Switch the phone to the dark theme.',
  setup: (d) => {
    d.apps.settings.darkMode = false;
  },
  changes: () => settings.only('darkMode', true),
  checks: () => [settings.settingIs('dark theme is on', 'darkMode', true)],
  oracle: async (ui) => {
    await settings.switchTo(ui, 'Display', 'Dark theme', true);
    await ui.done();
  },
  alternatives: [
    { name: 'switches it on, off and on again', run: async (ui) => {
      await settings.open(ui, 'Display');
      for (let i = 0; i < 3; i++) await settings.flip(ui, 'Dark theme');
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'lowers the brightness instead', run: async (ui) => {
      await settings.open(ui, 'Display');
      await settings.setSlider(ui, 'Brightness', 10);
      await ui.done();
    } },
    { name: 'turns on Do Not Disturb instead', run: async (ui) => {
      await settings.switchTo(ui, 'Notifications', 'Do Not Disturb', true);
      await ui.done();
    } },
  ],
  undo: async (ui) => settings.setSwitch(ui, 'Dark theme', false),
});
