import { defineTask } from '../define.ts';
import { memberCount } from '../../apps/chat/state.ts';
import type { TaskUi } from '../ui.ts';
import * as chat from './kit.ts';

const COUNT = /^(\d+) members(?: · Muted)?$/;
const readCount = (ui: TaskUi) => COUNT.exec(ui.find({ matches: COUNT })!.text)![1]!;

export default defineTask({
  id: 'chat/query-members',
  apps: ['chat'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const groups = chat.uniqueGroups(world).filter((c) => c.members.length >= 2);
    const target = rng.pick(groups);
    // The count must name the group: when another group has it too, the setup gives the target more
    // members who are not contacts (`others`), one more than the largest group.
    const counts = chat.privateGroups(world).filter((c) => c.id !== target.id).map(memberCount);
    const extra = counts.includes(memberCount(target)) ? Math.max(...counts) + 1 - memberCount(target) : 0;
    const other = rng.pick(groups.filter((c) => c.id !== target.id));
    return { id: target.id, group: target.name, other: other.name, extra };
  },
  setup: (draft, p) => {
    chat.chatById(draft, p.id)!.others += p.extra;
  },
  goal: (p) => `How many members does the Chat group "${p.group}" have?`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group] }),
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['members', 'member'] },
    expected: (p, before) => memberCount(chat.chatById(before, p.id)!),
    candidates: (_p, before) => [...new Set(chat.privateGroups(before).map((c) => String(memberCount(c))))],
  },
  oracle: async (ui, p) => {
    await chat.open(ui, p.group);
    await ui.answer(readCount(ui));
  },
  alternatives: [
    { name: 'reads it on the info page, with its noun', run: async (ui, p) => { await chat.info(ui, p.group); await ui.answer(ui.read({ matches: /^\d+ members$/ })); } },
    { name: 'answers a number', run: async (ui, p) => { await chat.open(ui, p.group); await ui.answer(Number(readCount(ui))); } },
  ],
  nearMisses: [
    { name: "answers another group's count", params: (p) => ({ ...p, group: p.other }) },
    // The member list leaves the owner out: counting its rows of contacts gives one fewer.
    { name: 'leaves themselves out', run: async (ui, p) => { await chat.open(ui, p.group); await ui.answer(Number(readCount(ui)) - 1); } },
  ],
});
