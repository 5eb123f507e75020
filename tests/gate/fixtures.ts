// Deliberately broken templates: the gate must catch each one.
import { defineTask } from '../../tasks/define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';

/** A judge that accepts anything: every wrong solution becomes a false accept. */
export const alwaysPasses = defineTask({
  id: 'fixture/always-passes',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Turn Wi-Fi on.',
  setup: (d) => {
    d.apps.settings.wifi = false;
  },
  checks: () => [expectThat('Wi-Fi is on (broken: always passes)', true, () => true, () => true)],
  allowedChanges: ['apps'],
  oracle: async (ui) => {
    await ui.openApp('Settings');
    await ui.tap('Network & internet');
    await ui.tap({ text: 'Wi-Fi', role: 'switch' });
    await ui.done();
  },
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** A correct judge with an oracle that forgets its last step: a false reject. */
export const oracleMissesStep = defineTask({
  id: 'fixture/oracle-misses-step',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Turn Wi-Fi on.',
  setup: (d) => {
    d.apps.settings.wifi = false;
  },
  checks: () => [expectEqual('Wi-Fi is on', true, ({ after }) => after.apps.settings.wifi)],
  allowedChanges: ['apps.settings.wifi'],
  oracle: async (ui) => {
    await ui.openApp('Settings');
    await ui.tap('Network & internet');
    await ui.done(); // forgot to tap the switch
  },
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** A template that declares no near miss: a problem on its own. */
export const noNearMiss = { ...oracleMissesStep, id: 'fixture/no-near-miss', nearMisses: [] };

let replays = 0;
/** A correct judge whose oracle ends differently every other run (home or back): the replays differ. */
export const notReplayable = defineTask({
  ...oracleMissesStep,
  id: 'fixture/not-replayable',
  oracle: async (ui) => {
    await ui.openApp('Settings');
    await ui.tap('Network & internet');
    await ui.tap({ text: 'Wi-Fi', role: 'switch' });
    await ((replays += 1) % 2 === 0 ? ui.back() : ui.home());
    await ui.done();
  },
});
