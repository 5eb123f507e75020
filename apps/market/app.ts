// Market: what the world knows of the site (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedMarket } from './state.ts';

export default defineApp({
  id: 'market',
  name: 'Market',
  host: 'market.vivarium.test',
  seed: seedMarket,
  routinePaths: ['nextId', 'nextOrder'],
  names: { product: 'caseless', customer: 'caseless' },
});
