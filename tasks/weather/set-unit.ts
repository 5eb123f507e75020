import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import * as wx from './kit.ts';

const UNIT_NAME = { C: 'Celsius', F: 'Fahrenheit' } as const;

export default defineTask({
  id: 'weather/set-unit',
  apps: ['weather'],
  difficulty: 1,
  maxSteps: 11,
  params: ({ rng }) => ({ unit: rng.pick(['C', 'F'] as const) as string }),
  goal: (p) => `Make Weather show temperatures in ${UNIT_NAME[p.unit as 'C' | 'F']}.`,
  // The other unit first, so the goal is not already met.
  setup: (d, p) => void (d.apps.weather.unit = wx.otherUnit(p.unit as 'C' | 'F')),
  changes: (p) => [changedTo(wx.UNIT, p.unit)],
  checks: (p) => [expectEqual(`temperatures are shown in ${UNIT_NAME[p.unit as 'C' | 'F']}`, p.unit, ({ after }) => after.apps.weather.unit)],
  oracle: wx.script((ui, p) => wx.setUnit(ui, p.unit as 'C' | 'F')),
  alternatives: [
    { name: 'taps the other unit first, then the one asked for', run: wx.script(async (ui, p) => {
      await wx.setUnit(ui, wx.otherUnit(p.unit as 'C' | 'F'));
      await ui.tap({ text: p.unit === 'C' ? 'Celsius (°C)' : 'Fahrenheit (°F)', role: 'radio' });
    }) },
  ],
  nearMisses: [
    { name: 'opens the settings and leaves the unit', run: wx.script(async (ui) => {
      await wx.open(ui);
      await ui.tap({ text: 'Settings', role: 'button' });
    }) },
    { name: 'switches the unit and also turns off severe weather notifications', run: wx.script(async (ui, p) => {
      await wx.setUnit(ui, p.unit as 'C' | 'F');
      await ui.tap({ text: 'Severe weather notifications', role: 'switch' });
    }) },
  ],
});
