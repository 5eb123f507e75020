import { defineTask } from '../define.ts';
import * as store from './kit.ts';

export default defineTask({
  id: 'appstore/query-updates-count',
  apps: ['appstore'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'How many of your apps have an update waiting in the App Store?',
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['updates', 'update', 'apps', 'app'] },
    expected: (_p, before) => store.updates(before).length,
  },
  oracle: async (ui) => {
    await store.open(ui);
    await store.tab(ui, 'Updates');
    await ui.answer(ui.read({ matches: /^\d+ updates? available$/ }).split(' ')[0]!);
  },
  alternatives: [
    { name: 'answers with the noun', run: async (ui) => {
      await store.open(ui);
      await store.tab(ui, 'Updates');
      await ui.answer(`${ui.read({ matches: /^\d+ updates? available$/ }).split(' ')[0]} apps`);
    } },
  ],
  nearMisses: [
    { name: 'answers one fewer', run: async (ui) => {
      await store.open(ui);
      await store.tab(ui, 'Updates');
      const n = Number(ui.read({ matches: /^\d+ updates? available$/ }).split(' ')[0]);
      await ui.answer(String(n - 1));
    } },
    { name: 'counts every installed app', run: async (ui) => {
      await store.open(ui);
      await store.tab(ui, 'Library');
      await ui.answer(ui.read({ matches: /^Installed apps \(\d+\)$/ }).replace(/\D/g, ''));
    } },
  ],
});
