// The task catalogue: every template, one file each under tasks/<app>/. Add new ones here.
import type { Task } from './define.ts';
import settingsAirplaneMode from './settings/airplane-mode.ts';
import settingsDoNotDisturb from './settings/do-not-disturb.ts';
import settingsEnableDarkTheme from './settings/enable-dark-theme.ts';
import settingsQueryWifiNetwork from './settings/query-wifi-network.ts';
import settingsSetBrightness from './settings/set-brightness.ts';
import settingsToggleWifi from './settings/toggle-wifi.ts';

export const TASKS: readonly Task[] = [
  settingsAirplaneMode,
  settingsDoNotDisturb,
  settingsEnableDarkTheme,
  settingsQueryWifiNetwork,
  settingsSetBrightness,
  settingsToggleWifi,
].sort((a, b) => a.id.localeCompare(b.id));

export function findTask(id: string): Task | undefined {
  return TASKS.find((t) => t.id === id);
}
