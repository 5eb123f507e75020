// Settings: device-wide switches that the whole phone follows (dark mode, airplane mode, ...).
import type { Rng } from '../kit/random.ts';
import { DEFAULT_FORMAT, type Region } from '../kit/time.ts';

/** Text sizes a reset may choose (1: default, 1.3: large). */
export const FONT_SCALES = [1, 1.3] as const;
export type FontScale = (typeof FONT_SCALES)[number];

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
  /** Appearance, chosen at reset: text size, and how times and dates are written (apps/kit/time.ts). */
  fontScale: FontScale;
  region: Region;
  hour24: boolean;
}

/** What "About phone" shows; fixed for every seed. */
export const DEVICE_MODEL = 'Vivarium Phone';
export const ANDROID_VERSION = '15';
export const BUILD_NUMBER = 'VIV1.260302.001';

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
    fontScale: 1,
    region: DEFAULT_FORMAT.region,
    hour24: DEFAULT_FORMAT.hour24,
  };
}
