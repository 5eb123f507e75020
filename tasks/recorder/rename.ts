import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { expectThat } from '../../judges/index.ts';
import * as rec from './kit.ts';

export default defineTask({
  id: 'recorder/rename',
  apps: ['recorder'],
  difficulty: 1,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(rec.liveOf(world), 2);
    return { id: target!.id, name: target!.name, otherName: other!.name, to: rng.pick(rec.NEW_NAMES) as string };
  },
  goal: (p) => `Rename the recording "${p.name}" to "${p.to}" in Recorder.`,
  named: (p, s) => ({ [p.name]: rec.recordingsNamed(s, p.name) }),
  changes: (p) => [modified(rec.RECORDINGS, p.id, ['name'])],
  checks: (p) => [expectThat(`"${p.name}" is named "${p.to}"`, p.to, ({ after }) => rec.byId(after, p.id)?.name, (n) => rec.sameRecording(n, p.to))],
  oracle: rec.script(async (ui, p) => rec.rename(ui, p.name, p.to)),
  alternatives: [
    { name: "renames it from the row's menu (long press)", run: rec.script(async (ui, p) => {
      await rec.open(ui);
      await rec.menu(ui, p.name, 'Rename', 'press');
      await rec.renameHere(ui, p.to);
    }) },
    { name: 'saves a typo first, then renames it again', run: rec.script(async (ui, p) => {
      await rec.rename(ui, p.name, `${p.to}x`);
      await rec.renameHere(ui, p.to);
    }) },
  ],
  nearMisses: [
    { name: 'renames another recording', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'types another name', params: (p) => ({ ...p, to: `${p.to} 2` }) },
  ],
});
