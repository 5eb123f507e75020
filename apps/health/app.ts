// Health: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedHealth } from './state.ts';

export default defineApp({
  id: 'health',
  name: 'Health',
  seed: seedHealth,
  // Only the id counter: the app keeps no read marks or view preferences in its state (the
  // Workouts filter lives in the route). It names nothing the owner types (workout types are a
  // fixed choice), so it declares no name rules.
  routinePaths: ['nextId'],
});
