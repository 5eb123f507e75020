import { defineTask } from '../define.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/query-passcode',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.upcomingOf(world), 2);
    return { id: target!.id, title: target!.title, otherTitle: other!.title };
  },
  goal: (p) => `What is the passcode of the meeting "${p.title}" in Meetings?`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title) }),
  checks: () => [],
  answer: {
    spec: { type: 'text', what: 'the passcode', label: 'Passcode' },
    expected: (p, _before, after) => mt.meeting(after, p.id)!.passcode,
    candidates: (_p, before) => mt.meetings(before).map((m) => m.passcode),
  },
  oracle: async (ui, p) => {
    await mt.openMeeting(ui, p.title);
    await ui.answer(mt.field(ui, 'Passcode'));
  },
  alternatives: [
    { name: 'finds it with the search and writes the label', run: async (ui, p) => {
      await mt.openMeeting(ui, p.title, 'search');
      await ui.answer(`Passcode: ${mt.field(ui, 'Passcode')}`);
    } },
  ],
  nearMisses: [
    { name: "answers another meeting's passcode", params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'answers the join link', run: async (ui, p) => {
      await mt.openMeeting(ui, p.title);
      await ui.answer(mt.field(ui, 'Join link'));
    } },
  ],
});
