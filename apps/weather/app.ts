// Weather: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedWeather } from './state.ts';

export default defineApp({
  id: 'weather',
  name: 'Weather',
  seed: seedWeather,
  // Looking at forecasts changes nothing: no read marks, no counters.
  routinePaths: [],
  // The saved cities are kept in the order the owner gives them (the list shows them so, and Edit
  // and each row's menu reorder them): their order is the owner's data, not a set, so a list
  // reordered is a change like a city added or removed.
  // The search finds a city by its name in any case, and adding one already listed is refused (model.ts `cityKey`).
  names: { city: 'caseless' },
});
