import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as rec from './kit.ts';

export default defineTask({
  id: 'recorder/trim',
  apps: ['recorder'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(rec.liveOf(world).filter((r) => r.durationMs >= 90 * rec.SECOND), 2);
    return { id: target!.id, name: target!.name, otherName: other!.name, keep: rng.int(2, 8) * 10, from: 0 };
  },
  goal: (p) => `Trim the recording "${p.name}" in Recorder so that only its first ${p.keep} seconds are kept.`,
  named: (p, s) => ({ [p.name]: rec.recordingsNamed(s, p.name) }),
  changes: (p) => [modified(rec.RECORDINGS, p.id, ['durationMs', 'offsetMs'])],
  checks: (p) => [
    expectEqual(`"${p.name}" is ${p.keep} seconds long`, p.keep * rec.SECOND, ({ after }) => rec.byId(after, p.id)?.durationMs),
    expectEqual('its start was kept', 0, ({ after }) => rec.byId(after, p.id)?.offsetMs),
  ],
  oracle: rec.script(async (ui, p) => {
    await rec.openRecording(ui, p.name);
    await rec.trimHere(ui, p.from, p.from + p.keep);
  }),
  alternatives: [
    { name: 'finds it with the search; leaves the start as it was', run: rec.script(async (ui, p) => {
      await rec.openRecording(ui, p.name, 'search');
      await ui.tap({ text: 'Trim', role: 'button' });
      await ui.fill({ hint: 'Keep until (seconds)' }, String(p.keep));
      await ui.tap({ text: 'Save trimmed', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'keeps its last seconds instead', run: rec.script(async (ui, p) => {
      await rec.openRecording(ui, p.name);
      const length = rec.lengthHere(ui);
      await rec.trimHere(ui, length - p.keep, length);
    }) },
    { name: 'keeps ten seconds more', params: (p) => ({ ...p, keep: p.keep + 10 }) },
    { name: 'trims another recording', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
