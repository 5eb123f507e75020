import { defineTask } from '../define.ts';
import { WIFI_NETWORKS } from '../../apps/settings/state.ts';
import * as settings from './kit.ts';
import type { TaskUi } from '../ui.ts';

/** On Network & internet: the network whose row says "Connected" (the text just above it), or another one. */
function networkShown(ui: TaskUi, connected: boolean): string {
  const tree = ui.tree();
  if (connected) return tree[tree.findIndex((e) => e.text === 'Connected') - 1]!.text;
  return tree.find((e) => e.clickable && (WIFI_NETWORKS as readonly string[]).includes(e.text))!.text;
}

export default defineTask({
  id: 'settings/query-wifi-network',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Which Wi-Fi network is the phone connected to?',
  setup: (d) => {
    d.apps.settings.wifi = true;
    d.apps.settings.airplaneMode = false;
  },
  checks: () => [],
  // The main list's summary line writes the network after "Wi-Fi · ": that line copied whole is the answer.
  answer: { spec: { type: 'choice', options: WIFI_NETWORKS, label: 'Wi-Fi' }, expected: (_p, before) => before.apps.settings.wifiNetwork },
  oracle: async (ui) => {
    await settings.open(ui, 'Network & internet');
    await ui.answer(networkShown(ui, true));
  },
  alternatives: [
    { name: "reads it from the main list's summary (Wi-Fi · name)", run: async (ui) => {
      await ui.launch('Settings');
      await ui.answer(ui.read({ matches: /^Wi-Fi · / }).replace(/^Wi-Fi · /, ''));
    } },
    { name: "answers with the main list's summary line as it stands (Wi-Fi · name)", run: async (ui) => {
      await ui.launch('Settings');
      await ui.answer(ui.read({ matches: /^Wi-Fi · / }));
    } },
  ],
  nearMisses: [
    { name: 'names another visible network', run: async (ui) => {
      await settings.open(ui, 'Network & internet');
      await ui.answer(networkShown(ui, false));
    } },
    { name: 'connects to another network before answering', run: async (ui) => {
      await settings.open(ui, 'Network & internet');
      const other = networkShown(ui, false);
      await ui.tap(other);
      await ui.answer(other);
    } },
  ],
});
