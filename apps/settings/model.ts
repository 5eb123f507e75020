// Settings: pure actions on the app's state, shared by the screens, the task setups and the tests.
import type { SettingsState } from './state.ts';

export function setSetting<K extends keyof SettingsState>(state: SettingsState, key: K, value: SettingsState[K]): void {
  state[key] = value;
}

/** Airplane mode switches the radios off, as on a real phone; turning it off leaves them off. */
export function setAirplaneMode(state: SettingsState, on: boolean): void {
  state.airplaneMode = on;
  if (on) {
    state.wifi = false;
    state.bluetooth = false;
  }
}
