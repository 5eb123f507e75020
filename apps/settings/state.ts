// Settings: device-wide switches that the whole phone follows (dark mode, airplane mode, ...).
import type { Rng } from '../kit/random.ts';

export interface SettingsState {
  wifi: boolean;
  wifiNetwork: string;
  bluetooth: boolean;
  airplaneMode: boolean;
  darkMode: boolean;
  /** Percent, in steps of 10. */
  brightness: number;
  /** Percent, in steps of 10. */
  ringVolume: number;
  doNotDisturb: boolean;
}

export const WIFI_NETWORKS = ['HomeNet-5G', 'Cafe Guest', 'Office-Secure', 'Linksys-42'];

export function seedSettings(rng: Rng): SettingsState {
  return {
    wifi: true,
    wifiNetwork: rng.pick(WIFI_NETWORKS),
    bluetooth: rng.chance(0.5),
    airplaneMode: false,
    darkMode: false,
    brightness: rng.int(3, 8) * 10,
    ringVolume: rng.int(3, 8) * 10,
    doNotDisturb: false,
  };
}
