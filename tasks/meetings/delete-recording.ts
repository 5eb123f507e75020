import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/delete-recording',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.recordings(world), 2);
    return { id: target!.id, name: target!.name, otherName: other!.name, confirm: true as boolean };
  },
  goal: (p) => `Delete the meeting recording "${p.name}" in Meetings.`,
  named: (p, s) => ({ [p.name]: mt.recordingsNamed(s, p.name) }),
  changes: (p) => [removed(mt.RECORDINGS, { which: [p.id] }), mayRecord('meeting-recording-delete', (e) => e.recording === p.id)],
  checks: (p) => [expectEqual(`"${p.name}" was deleted`, [p.id], (ctx) => mt.recordingsDeleted(ctx).map((e) => e.recording))],
  oracle: mt.script(async (ui, p) => {
    await mt.openRecording(ui, p.name);
    if (p.confirm) await mt.deleteHere(ui);
    else {
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
    }
  }),
  alternatives: [
    { name: 'cancels once, then deletes it', run: mt.script(async (ui, p) => {
      await mt.openRecording(ui, p.name);
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
      await mt.deleteHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'deletes another recording', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'cancels the dialog', params: (p) => ({ ...p, confirm: false }) },
  ],
});
