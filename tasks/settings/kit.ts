// The Settings kit: the moves an oracle makes in the app (open a category, set a switch or a
// slider). The noise the judge gate plays around its templates is in noise.ts.
import { changedTo, expectEqual, type Check, type ChangeRule } from '../../judges/index.ts';
import type { SettingsState } from '../../apps/settings/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export type Category = 'Network & internet' | 'Connected devices' | 'Display' | 'Sound & vibration' | 'Notifications' | 'About phone';

export const path = (key: keyof SettingsState): string => `apps.settings.${key}`;

// ---------------------------------------------------------------- moves

/** Open Settings at its first screen and then one category. */
export async function open(ui: TaskUi, category: Category): Promise<void> {
  await ui.launch('Settings');
  await ui.tap(category);
}

export const isOn = (ui: TaskUi, label: string): boolean => ui.find({ text: label, role: 'switch' })?.checked === true;

/** On a category screen: set the switch to `on` (tapping blindly would toggle whatever is there). */
export async function setSwitch(ui: TaskUi, label: string, on: boolean): Promise<void> {
  if (isOn(ui, label) !== on) await ui.tap({ text: label, role: 'switch' });
}

/** On a category screen: tap the switch whatever it shows. */
export async function flip(ui: TaskUi, label: string): Promise<void> {
  await ui.tap({ text: label, role: 'switch' });
}

/** On a category screen: set a slider (0..100, steps of 10) by tapping along it. */
export async function setSlider(ui: TaskUi, label: string, percent: number): Promise<void> {
  await ui.tapAt({ text: label, role: 'slider' }, percent / 100);
}

/** Open a category and set one switch there. */
export async function switchTo(ui: TaskUi, category: Category, label: string, on: boolean): Promise<void> {
  await open(ui, category);
  await setSwitch(ui, label, on);
}

// ---------------------------------------------------------------- scripts templates share

type Move<P> = (ui: TaskUi, p: P) => Promise<unknown>;

/** A whole script: open a category, make the moves there in order, then say done. */
export function inCategory<P>(category: Category, ...moves: Move<P>[]): (ui: TaskUi, p: P) => Promise<void> {
  return async (ui, p) => {
    await open(ui, category);
    for (const move of moves) await move(ui, p);
    await ui.done();
  };
}

/** A whole script: set one switch in its category, then say done. */
export const switchAndDone = <P>(category: Category, label: string, on: (p: P) => boolean) => inCategory<P>(category, (ui, p) => setSwitch(ui, label, on(p)));

/** The "switched it three times" alternative: on, off and on again (or off, on, off). */
export async function flipThrice(ui: TaskUi, label: string): Promise<void> {
  for (let i = 0; i < 3; i++) await flip(ui, label);
}

// ---------------------------------------------------------------- checks and rules

/** The setting reads `value` after the episode. */
export const settingIs = (label: string, key: keyof SettingsState, value: unknown): Check<DeviceState> =>
  expectEqual(label, value, ({ after }) => after.apps.settings[key]);

/** "Turn X on/off", "set X to v": the value may move only to what was asked. */
export const only = (key: keyof SettingsState, value: SettingsState[keyof SettingsState]): ChangeRule[] => [changedTo(path(key), value)];

// ---------------------------------------------------------------- picks the gate's noise (noise.ts) shares

