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
  oracle: settings.switchAndDone('Display', 'Dark theme', () => true),
  alternatives: [
    { name: 'switches it on, off and on again', run: settings.inCategory('Display', (ui) => settings.flipThrice(ui, 'Dark theme')) },
  ],
  nearMisses: [
    { name: 'lowers the brightness instead', run: settings.inCategory('Display', (ui) => settings.setSlider(ui, 'Brightness', 10)) },
    { name: 'turns on Do Not Disturb instead', run: settings.switchAndDone('Notifications', 'Do Not Disturb', () => true) },
  ],
  undo: async (ui) => settings.setSwitch(ui, 'Dark theme', false),
});
