import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/remove-city',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 17,
  params: ({ rng, world }) => {
    const listed = world.apps.clock.cities;
    const [city, other] = clock.pickWithNeighbour(rng, listed);
    return { city, other, listed };
  },
  goal: (p) => `Remove ${p.city} from the world clock.`,
  named: (p, s) => ({ [p.city]: s.apps.clock.cities.filter((c) => c === p.city).length }),
  // The cities are a plain list of names: its end state says what went and what stayed.
  changes: () => [free(clock.CITY_LIST)],
  checks: (p) => [clock.citiesAre(p.listed.filter((c) => c !== p.city))],
  oracle: clock.andDone((ui, p) => clock.removeCity(ui, p.city)),
  alternatives: [
    { name: 'removes another city by mistake, adds it back, removes the right one', run: async (ui, p, oracle) => {
      await clock.removeAndReadd(ui, p.other);
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'removes another city', params: (p) => ({ ...p, city: p.other }) },
    { name: 'removes it and adds it back', run: clock.andDone((ui, p) => clock.removeAndReadd(ui, p.city)) },
  ],
});
