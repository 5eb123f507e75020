import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/change-length',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.hosted(world), 2);
    const to = rng.pick([20, 40, 50, 75, 100, 120].filter((n) => n !== target!.duration));
    return { id: target!.id, title: target!.title, otherTitle: other!.title, to };
  },
  goal: (p) => `Make the meeting "${p.title}" in Meetings ${p.to} minutes long.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title) }),
  changes: (p) => [modified(mt.MEETINGS, p.id, ['duration'])],
  checks: (p) => [expectEqual(`"${p.title}" lasts ${p.to} minutes`, p.to, ({ after }) => mt.meeting(after, p.id)?.duration)],
  oracle: mt.script(async (ui, p) => mt.edit(ui, p.title, { duration: p.to })),
  alternatives: [
    { name: 'finds it with the search', run: mt.script(async (ui, p) => {
      await mt.openMeeting(ui, p.title, 'search');
      await ui.tap({ text: 'Edit', role: 'button' });
      await mt.fillForm(ui, { duration: p.to });
      await mt.save(ui);
    }) },
  ],
  nearMisses: [
    { name: 'changes another meeting', params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'types another length', params: (p) => ({ ...p, to: p.to + 10 }) },
    { name: 'leaves the form without saving', run: mt.script(async (ui, p) => {
      await mt.openMeeting(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      await mt.fillForm(ui, { duration: p.to });
      await ui.back();
    }) },
  ],
});
