import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/rename-recording',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.recordings(world), 2);
    return { id: target!.id, name: target!.name, otherName: other!.name, to: rng.pick(mt.NEW_NAMES) as string };
  },
  goal: (p) => `Rename the meeting recording "${p.name}" to "${p.to}" in Meetings.`,
  named: (p, s) => ({ [p.name]: mt.recordingsNamed(s, p.name) }),
  changes: (p) => [modified(mt.RECORDINGS, p.id, ['name'])],
  checks: (p) => [expectThat(`"${p.name}" is named "${p.to}"`, p.to, ({ after }) => mt.recording(after, p.id)?.name, (n) => mt.sameRecordingName(n, p.to))],
  oracle: mt.script(async (ui, p) => {
    await mt.openRecording(ui, p.name);
    await mt.renameHere(ui, p.to);
  }),
  alternatives: [
    { name: 'saves a typo first, then renames it again', run: mt.script(async (ui, p) => {
      await mt.openRecording(ui, p.name);
      await mt.renameHere(ui, `${p.to}x`);
      await mt.renameHere(ui, p.to);
    }) },
  ],
  nearMisses: [
    { name: 'renames another recording', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'types another name', params: (p) => ({ ...p, to: `${p.to} 2` }) },
  ],
});
