import { defineTask } from '../define.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/query-invitee-count',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 10,
  // A meeting the owner hosts, every invitation of which has gone out (setup): "invited" has one
  // reading then. With one pending it would have two (listed as an invitee, or sent an
  // invitation), and for someone else's meeting a third (the owner is invited too).
  params: ({ rng, world }) => {
    const list = mt.upcomingOf(world);
    const target = rng.pick(mt.hosted(world).filter((m) => m.invitees.length > 0));
    const other = rng.pick(list.filter((m) => m.invitees.length !== target.invitees.length));
    return { id: target.id, title: target.title, otherTitle: other.title };
  },
  goal: (p) => `How many people are invited to the meeting "${p.title}" in Meetings?`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title) }),
  // Its count is also one no other meeting has (people from Contacts added to its invitees, all
  // invited): an answer about another meeting is never right by chance.
  setup: (d, p) => {
    const m = d.apps.meetings.meetings.find((x) => x.id === p.id)!;
    const taken = new Set(d.apps.meetings.meetings.filter((x) => x.id !== m.id).map((x) => x.invitees.length));
    for (const c of d.apps.contacts.contacts) {
      if (!taken.has(m.invitees.length)) break;
      if (!m.invitees.includes(c.id)) m.invitees.push(c.id);
    }
    m.invited = [...m.invitees];
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['people', 'invitees', 'person', 'invitee'] },
    expected: (p, _before, after) => mt.meeting(after, p.id)!.invitees.length,
  },
  oracle: async (ui, p) => {
    await mt.openMeeting(ui, p.title);
    const heading = await ui.scrollTo({ matches: /^Invitees \(\d+\)$/ });
    await ui.answer(Number(/\((\d+)\)/.exec(heading.text)![1]));
  },
  alternatives: [
    { name: 'answers with the noun', run: async (ui, p) => {
      await mt.openMeeting(ui, p.title, 'search');
      const heading = await ui.scrollTo({ matches: /^Invitees \(\d+\)$/ });
      await ui.answer(`${/\((\d+)\)/.exec(heading.text)![1]} invitees`);
    } },
  ],
  nearMisses: [
    { name: "answers another meeting's count", params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'joins it and answers how many are in the call (the host, you, counted)', run: async (ui, p) => {
      await mt.openMeeting(ui, p.title);
      await ui.tap({ text: 'Join', role: 'button' });
      await ui.answer(Number(/^(\d+) in the meeting$/.exec(ui.read({ matches: /^\d+ in the meeting$/ }))![1]));
    } },
  ],
});
