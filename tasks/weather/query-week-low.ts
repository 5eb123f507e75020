import { defineTask } from '../define.ts';
import type { Unit } from '../../apps/weather/state.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from './kit.ts';

/** On the city's page: the lowest low (or the highest high) of the ten daily rows. */
async function extreme(ui: TaskUi, name: string, which: 'low' | 'high'): Promise<number> {
  await wx.openRow(ui, name);
  const rows = await wx.dayRows(ui);
  return which === 'low' ? Math.min(...rows.map((r) => r.low)) : Math.max(...rows.map((r) => r.high));
}

const lowest = (s: Parameters<typeof wx.saved>[0], id: string): number => Math.min(...Array.from({ length: 10 }, (_, i) => wx.dayAhead(s, id, i).low));

export default defineTask({
  id: 'weather/query-week-low',
  apps: ['weather'],
  difficulty: 2,
  maxSteps: 13,
  params: ({ rng, world }) => {
    const unit = rng.pick(['C', 'F'] as const) as Unit;
    const id = rng.pick(wx.saved(world));
    const other = rng.pick(wx.listed(world).filter((x) => lowest(world, x) !== lowest(world, id)));
    return { unit, id, name: wx.nameOf(id), otherName: wx.nameOf(other) };
  },
  goal: (p) => `What is the lowest temperature in Weather's 10-day forecast for ${p.name}, in the unit the app shows?`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  setup: (d, p) => void (d.apps.weather.unit = p.unit as Unit),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'degrees', aliases: ['°', 'degree'] },
    // "-3°C" when the screen shows Celsius: the shown value with its unit's sign (never the other's).
    aliases: (p) => wx.unitSpellings(p.unit as Unit),
    // The ten days of the device clock's today when the agent answers.
    expected: (p, _before, after) => wx.shownTemp(after, lowest(after, p.id)),
  },
  oracle: async (ui, p) => ui.answer(await extreme(ui, p.name, 'low')),
  alternatives: [
    { name: 'answers with the unit Settings shows, in words', run: async (ui, p) => ui.answer(`${await extreme(ui, p.name, 'low')} degrees ${p.unit === 'C' ? 'Celsius' : 'Fahrenheit'}`) },
  ],
  nearMisses: [
    { name: 'answers in the other unit, with its sign', run: async (ui, p) => {
      const low = await extreme(ui, p.name, 'low');
      await ui.answer(`${p.unit === 'C' ? Math.round((low * 9) / 5 + 32) : Math.round(((low - 32) * 5) / 9)}°${wx.otherUnit(p.unit as Unit)}`);
    } },
    { name: 'answers the highest high', run: async (ui, p) => ui.answer(await extreme(ui, p.name, 'high')) },
    { name: "answers another city's lowest", params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
