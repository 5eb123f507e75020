import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { openClock } from './helpers.ts';

export default defineTask({
  id: 'clock/remove-city',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const cities = world.apps.clock.cities;
    const i = rng.int(0, cities.length - 1);
    return { city: cities[i]!, other: cities[i + 1] ?? cities[i - 1]! };
  },
  goal: (p) => `Remove ${p.city} from the world clock.`,
  checks: (p) => [
    expectEqual(`${p.city} is no longer on the world clock`, false, ({ after }) => after.apps.clock.cities.includes(p.city)),
    expectEqual('the other cities are still there, in order', true, ({ before, after }) =>
      after.apps.clock.cities.join('|') === before.apps.clock.cities.filter((c) => c !== p.city).join('|')),
  ],
  allowedChanges: ['apps.clock.cities'],
  oracle: async (ui, p) => {
    await openClock(ui, 'World clock');
    await ui.tap({ text: `Remove ${p.city}`, role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'removes another city',
      run: async (ui, p) => {
        await openClock(ui, 'World clock');
        await ui.tap({ text: `Remove ${p.other}`, role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'removes it and adds it back',
      run: async (ui, p) => {
        await openClock(ui, 'World clock');
        await ui.tap({ text: `Remove ${p.city}`, role: 'button' });
        await ui.tap({ text: 'Add city', role: 'button' });
        await ui.fill({ hint: 'Search cities' }, p.city);
        await ui.tap({ text: p.city, role: 'button' });
        await ui.done();
      },
    },
  ],
});
