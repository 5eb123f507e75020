// Forge: what the world knows of the site (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedForge } from './state.ts';

export default defineApp({
  id: 'forge',
  name: 'Forge',
  host: 'forge.vivarium.test',
  seed: seedForge,
  routinePaths: ['nextId'],
  // An issue's labels and assignees and a merge request's approvers are sets: their order means nothing.
  sets: ['issues[*].labels', 'issues[*].assignees', 'mrs[*].approvals'],
  names: { project: 'caseless', label: 'caseless', milestone: 'caseless', title: 'caseless', user: 'caseless', person: 'caseless' },
});
