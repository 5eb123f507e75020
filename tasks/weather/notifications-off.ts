import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import * as wx from './kit.ts';

export default defineTask({
  id: 'weather/notifications-off',
  apps: ['weather'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Turn off severe weather notifications in Weather.',
  setup: (d) => void (d.apps.weather.notifications = true),
  changes: () => [changedTo(wx.NOTIFICATIONS, false)],
  checks: () => [expectEqual('severe weather notifications are off', false, ({ after }) => after.apps.weather.notifications)],
  oracle: wx.script((ui) => wx.flipNotifications(ui)),
  nearMisses: [
    { name: 'flips the switch twice', run: wx.script(async (ui) => {
      await wx.flipNotifications(ui);
      await ui.tap({ text: 'Severe weather notifications', role: 'switch' });
    }) },
    { name: 'turns them off and switches the unit too', run: wx.script(async (ui, _p) => {
      await wx.flipNotifications(ui);
      const fahrenheit = ui.find({ text: 'Fahrenheit (°F)', role: 'radio' })?.checked === true;
      await ui.tap({ text: fahrenheit ? 'Celsius (°C)' : 'Fahrenheit (°F)', role: 'radio' });
    }) },
  ],
});
