import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import { CITIES } from '../../apps/clock/state.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/add-city',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const listed = world.apps.clock.cities;
    const unlisted = CITIES.filter((c) => !listed.includes(c.name)).map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en'));
    // The city next to it in the picker, for the near miss that taps the wrong row.
    const [city, neighbour] = clock.pickWithNeighbour(rng, unlisted);
    return { city, neighbour, listed };
  },
  goal: (p) => `Add ${p.city} to the world clock.`,
  named: (p) => ({ [p.city]: CITIES.filter((c) => c.name === p.city).length }),
  // The cities are a plain list of names: its end state says what was added and what stayed.
  changes: () => [free(clock.CITY_LIST)],
  checks: (p) => [clock.citiesAre([...p.listed, p.city])],
  oracle: clock.andDone((ui, p) => clock.addCity(ui, p.city)),
  // The oracle ends on the world clock: remove the city again.
  undo: async (ui, p) => ui.tap({ text: `Remove ${p.city}`, role: 'button' }),
  alternatives: [
    { name: 'scrolls the picker instead of searching', run: clock.andDone((ui, p) => clock.addCity(ui, p.city, { search: false })) },
    // As one types on a plain keyboard: "sao paulo" finds São Paulo.
    { name: 'searches in lower case without accents', run: clock.andDone((ui, p) =>
      clock.addCity(ui, p.city, { query: p.city.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() })) },
    { name: 'adds the neighbouring city by mistake, removes it, adds the right one', run: async (ui, p, oracle) => {
      await clock.addCity(ui, p.neighbour);
      await ui.tap({ text: `Remove ${p.neighbour}`, role: 'button' });
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'adds the neighbouring city', params: (p) => ({ ...p, city: p.neighbour }) },
    { name: 'searches for it but never picks it', run: clock.andDone(async (ui, p) => {
      await clock.addCity(ui, p.city, { pick: false });
      await ui.back();
    }) },
  ],
});
