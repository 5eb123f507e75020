// Calculator: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing (the History looked at, the mode flipped and flipped back), and damage in two
// forms (on the screens, and by the app's model). Both damage moves change the memory, which every
// template either keeps or fixes to one value, so each is a change no template allows.
import { memoryAdd, pressAll } from '../../apps/calculator/model.ts';
import type { AppNoise } from '../define.ts';
import { history, keys, mode, open } from './kit.ts';

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      await open(ui);
      await history(ui);
      await ui.back();
      const was = ctx.initial.apps.calculator.mode;
      await mode(ui, was === 'basic' ? 'Scientific' : 'Basic');
      await mode(ui, was === 'basic' ? 'Basic' : 'Scientific');
      await ui.close('Calculator');
    },
    // Looking changes nothing the app keeps: the mode ends as it was.
    apply: () => {},
  },
  damage: [
    { name: 'adds 1 to the memory (1, M+)', run: async (ui) => {
      await open(ui);
      await keys(ui, ['1', 'M+']);
    }, apply: (d) => {
      const s = d.apps.calculator;
      pressAll(s, ['1'], d.os.now);
      memoryAdd(s, 1, d.os.now);
    } },
    { name: 'takes 9 × 9 out of the memory (9 × 9, M−)', run: async (ui) => {
      await open(ui);
      await keys(ui, ['AC', '9', '×', '9', 'M−']);
    }, apply: (d) => {
      const s = d.apps.calculator;
      pressAll(s, ['AC', '9', '×', '9'], d.os.now);
      memoryAdd(s, -1, d.os.now);
    } },
  ],
};
