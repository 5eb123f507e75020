import { defineTask } from '../define.ts';
import type { Unit } from '../../apps/weather/state.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from './kit.ts';

/** On the city's page: the high (or low) of the daily row `offset` days ahead ("Today" for 0). */
async function readDay(ui: TaskUi, name: string, now: number, offset: number, which: 'high' | 'low'): Promise<number> {
  await wx.openRow(ui, name);
  return (await wx.dayRow(ui, offset === 0 ? 'Today' : wx.rowName(now, offset)))[which];
}

export default defineTask({
  id: 'weather/query-tomorrow-high',
  apps: ['weather'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    // A listed city whose high tomorrow differs from today's and from its low, and another city whose high differs.
    const unit = rng.pick(['C', 'F'] as const) as Unit;
    const fits = wx.listed(world).filter((id) => wx.dayAhead(world, id, 1).high !== wx.dayAhead(world, id, 0).high);
    const id = rng.pick(fits);
    const high = wx.dayAhead(world, id, 1).high;
    const other = rng.pick(wx.listed(world).filter((x) => x !== id && wx.dayAhead(world, x, 1).high !== high));
    return { unit, id, name: wx.nameOf(id), otherName: wx.nameOf(other), now: world.os.now };
  },
  goal: (p) => `What is tomorrow's high in ${p.name}, in the unit Weather shows?`,
  named: (p) => ({ [p.name]: wx.citiesNamed(p.name) }),
  setup: (d, p) => void (d.apps.weather.unit = p.unit as Unit),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'degrees', aliases: ['°', 'degree'] },
    // "12°C" when the screen shows Celsius: the shown value with its unit's sign (never the other's).
    aliases: (p) => wx.unitSpellings(p.unit as Unit),
    expected: (p, _before, after) => wx.shownTemp(after, wx.dayAhead(after, p.id, 1).high),
    candidates: (p, before) => [wx.dayAhead(before, p.id, 1).high, wx.dayAhead(before, p.id, 1).low, wx.dayAhead(before, p.id, 0).high].map((t) => String(wx.shownTemp(before, t))),
  },
  oracle: async (ui, p) => ui.answer(await readDay(ui, p.name, p.now, 1, 'high')),
  alternatives: [
    { name: 'searches the city and answers with the degree sign', run: async (ui, p) => {
      await wx.openBySearch(ui, p.name);
      await ui.answer(`${(await wx.dayRow(ui, wx.rowName(p.now, 1))).high}°`);
    } },
    { name: "reads the day's details dialog", run: async (ui, p) => {
      await wx.openRow(ui, p.name);
      await ui.tap(await ui.scrollTo({ role: 'button', matches: new RegExp(`^${wx.rowName(p.now, 1)}: `) }));
      const line = ui.read({ matches: /^High -?\d+° · Low -?\d+°$/ });
      await ui.answer(/^High (-?\d+)°/.exec(line)![1]!);
    } },
    { name: 'answers with the sign of the unit Settings shows ("12°C" / "54°F")', run: async (ui, p) => {
      await ui.answer(`${await readDay(ui, p.name, p.now, 1, 'high')}°${p.unit}`);
    } },
  ],
  nearMisses: [
    { name: "answers today's high", run: async (ui, p) => ui.answer(await readDay(ui, p.name, p.now, 0, 'high')) },
    { name: "answers tomorrow's low", run: async (ui, p) => ui.answer(await readDay(ui, p.name, p.now, 1, 'low')) },
    { name: "answers another city's high", params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'answers in the other unit', run: async (ui, p) => {
      const shown = await readDay(ui, p.name, p.now, 1, 'high');
      await ui.answer(p.unit === 'C' ? Math.round((shown * 9) / 5 + 32) : Math.round(((shown - 32) * 5) / 9));
    } },
    { name: "the shown number with the other unit's sign", run: async (ui, p) => {
      await ui.answer(`${await readDay(ui, p.name, p.now, 1, 'high')}°${wx.otherUnit(p.unit as Unit)}`);
    } },
  ],
});
