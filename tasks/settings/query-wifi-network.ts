import { defineTask } from '../define.ts';
import { WIFI_NETWORKS } from '../../apps/settings/state.ts';

export default defineTask({
  id: 'settings/query-wifi-network',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => `Which Wi-Fi network is the phone connected to? Answer with one of: ${WIFI_NETWORKS.join(', ')}.`,
  setup: (d) => {
    d.apps.settings.wifi = true;
    d.apps.settings.airplaneMode = false;
  },
  checks: () => [],
  allowedChanges: [],
  answer: { spec: { type: 'choice', options: WIFI_NETWORKS }, expected: (_p, before) => before.apps.settings.wifiNetwork },
  oracle: async (ui) => {
    await ui.openApp('Settings');
    await ui.tap('Network & internet');
    // The connected network is the row whose subtitle says "Connected": the text just above it.
    const tree = ui.tree();
    const connected = tree.findIndex((e) => e.text === 'Connected');
    await ui.answer(tree[connected - 1]!.text);
  },
  nearMisses: [
    {
      name: 'names another visible network',
      run: async (ui) => {
        await ui.openApp('Settings');
        await ui.tap('Network & internet');
        const other = ui.tree().find((e) => e.clickable && (WIFI_NETWORKS as readonly string[]).includes(e.text));
        await ui.answer(other!.text);
      },
    },
    {
      name: 'connects to another network before answering',
      run: async (ui) => {
        await ui.openApp('Settings');
        await ui.tap('Network & internet');
        const other = ui.tree().find((e) => e.clickable && (WIFI_NETWORKS as readonly string[]).includes(e.text))!;
        await ui.tap(other.text);
        await ui.answer(other.text);
      },
    },
  ],
});
