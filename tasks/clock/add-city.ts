import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { CITIES } from '../../apps/clock/state.ts';
import type { TaskUi } from '../ui.ts';
import { openClock } from './helpers.ts';

async function addCity(ui: TaskUi, name: string, pick = true): Promise<void> {
  await openClock(ui, 'World clock');
  await ui.tap({ text: 'Add city', role: 'button' });
  await ui.fill({ hint: 'Search cities' }, name);
  if (pick) await ui.tap({ text: name, role: 'button' });
}

export default defineTask({
  id: 'clock/add-city',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const free = CITIES.filter((c) => !world.apps.clock.cities.includes(c.name)).map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en'));
    const i = rng.int(0, free.length - 1);
    // The city next to it in the picker, for the near miss that taps the wrong row.
    return { city: free[i]!, neighbour: free[i + 1] ?? free[i - 1]! };
  },
  goal: (p) => `Add ${p.city} to the world clock.`,
  checks: (p) => [
    expectEqual(`the world clock lists ${p.city} once`, 1, ({ after }) => after.apps.clock.cities.filter((c) => c === p.city).length),
    expectEqual('the cities it listed before are still there, in order, and nothing else was added', true, ({ before, after }) =>
      after.apps.clock.cities.filter((c) => c !== p.city).join('|') === before.apps.clock.cities.join('|')),
  ],
  allowedChanges: ['apps.clock.cities'],
  oracle: async (ui, p) => {
    await addCity(ui, p.city);
    await ui.done();
  },
  // The oracle ends on the world clock: remove the city again.
  undo: async (ui, p) => {
    await ui.tap({ text: `Remove ${p.city}`, role: 'button' });
  },
  nearMisses: [
    {
      name: 'adds the neighbouring city',
      run: async (ui, p) => {
        await addCity(ui, p.neighbour);
        await ui.done();
      },
    },
    {
      name: 'searches for it but never picks it',
      run: async (ui, p) => {
        await addCity(ui, p.city, false);
        await ui.back();
        await ui.done();
      },
    },
  ],
});
